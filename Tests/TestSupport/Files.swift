import Foundation

/// A new, empty folder under the system's temporary directory.
public func temporaryDirectory(_ label: String = "kbfilm-test") throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// The package's root folder (this file is Tests/TestSupport/Files.swift): where Examples/ and
/// the goldens are, whichever test asks.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
