import Foundation

/// A new, empty folder under the system's temporary directory.
public func temporaryDirectory(_ label: String = "kbfilm-test") throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// Runs `body` in a new, empty temporary folder, and removes the folder afterwards, whatever
/// `body` does.
public func inTemporaryDirectory<T>(_ label: String = "kbfilm-test", _ body: (URL) throws -> T) throws -> T {
    let dir = try temporaryDirectory(label)
    defer { try? FileManager.default.removeItem(at: dir) }
    return try body(dir)
}

/// The package's root folder (this file is Tests/TestSupport/Files.swift): where Examples/ and
/// the goldens are, whichever test asks.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every entry under `root` (relative path → its bytes, a symbolic link's target, or a kind),
/// without following links.
public func folderContents(_ root: URL) throws -> [String: String] {
    var entries: [String: String] = [:]
    func walk(_ relative: String) throws {
        let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root.appendingPathComponent(path).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                entries[path] = "link → " + target
                continue
            }
            let kind = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            switch kind {
            case .typeDirectory?: entries[path] = "folder"; try walk(path)
            case .typeRegular?: entries[path] = "file " + (try Data(contentsOf: URL(fileURLWithPath: full))).base64EncodedString()
            default: entries[path] = "special"
            }
        }
    }
    try walk("")
    return entries
}
