import CAtomicRename
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a directory of outputs atomically: files go into a hidden temporary directory beside
/// the destination, which replaces the destination only once everything is written. An
/// interrupted or failed run leaves the previous output intact.
public struct OutputDirectory {
    /// The final directory.
    public let destination: URL
    /// Where files are written until `commit()`.
    public let staging: URL
    /// Folders above the destination that this run created (deepest first): a failed run
    /// removes them again if they are still empty, so it leaves nothing behind.
    private let createdParents: [URL]

    /// The file every output directory holds: only an empty directory or one with it is ever
    /// replaced (a folder of nothing but `index.html` may be a user's site, so names alone
    /// never prove a folder is KeyboardFilm's).
    public static let markerName = ".kbfilm-output"
    /// What a marker that lists nothing stands for: the names KeyboardFilm wrote when markers
    /// were still empty. A fixed list of the past, not a registry: every writer since lists its
    /// files in the marker it leaves (`commit()`), so no new name is ever added here.
    static let legacyMarkerNames: Set<String> = [
        markerName, "animation.png", "frames", "filmstrip.svg", "filmstrip.png", "report.html", "summary.md", "trace.json",
        "review.png", "review.md", "index.html", "trace.csv", "compare.png", "compare.svg", "manifest.json", "diff-animation.png",
        "side-by-side.png", "diff.json",
    ]

    /// Writes `body`'s files into a staging folder, then replaces `destination` with it; when
    /// `body` throws, the staging is removed and the destination stays as it was.
    public static func replace(_ destination: URL, with body: (OutputDirectory) throws -> Void) throws {
        let dir = try OutputDirectory(destination: destination)
        do {
            try body(dir)
            try dir.commit()
        } catch {
            dir.discard()
            throw error
        }
    }

    /// Whether the destination is a mount point (a container volume, say): it cannot be renamed,
    /// so the output is staged inside it and moved into place file by file.
    let inPlace: Bool

    /// Refuses a destination KeyboardFilm did not write, or cannot replace, before any work is done.
    public init(destination: URL) throws {
        // A symbolic link stays a link: the folder it points to is what gets replaced.
        self.destination = try Self.followingLinks(destination.standardizedFileURL)
        try Self.checkReplaceable(self.destination)
        let parent = self.destination.deletingLastPathComponent()
        var missing: [URL] = [], folder = parent
        while !FileManager.default.fileExists(atPath: folder.path) && folder.path != "/" {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        let exists = FileManager.default.fileExists(atPath: self.destination.path)
        inPlace = exists && Self.isMountPoint(self.destination)
        // Found now, not after all the work: a folder that cannot be renamed or written.
        for (url, role) in [(self.destination, "it"), (inPlace ? self.destination : parent, "the folder it lies in")]
        where FileManager.default.fileExists(atPath: url.path) && kbf_is_immutable(url.path) == 1 {
            throw RefusedDestination(path: self.destination.path, reason: "\(role) is marked immutable or append-only (chattr +i / +a), so it cannot be replaced")
        }
        createdParents = missing
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let pid = ProcessInfo.processInfo.processIdentifier
        if inPlace {
            staging = self.destination.appendingPathComponent("\(Self.inPlaceStagingPrefix)\(pid)")
            Self.removeStaleStaging(inside: self.destination)
        } else {
            staging = parent.appendingPathComponent(".\(self.destination.lastPathComponent).partial-\(pid)")
            Self.removeStaleStaging(beside: self.destination)
        }
        try? FileManager.default.removeItem(at: staging)
        StagingRegistry.shared.add(staging)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Self.writeMarker(in: staging)
        } catch {
            discard()
            throw error
        }
    }

    /// The staging folder's name inside a destination that is a mount point (then the PID).
    static let inPlaceStagingPrefix = ".kbfilm.partial-"

    /// Whether `url` is a mount point: another file system than its parent's.
    static func isMountPoint(_ url: URL) -> Bool {
        var own = stat(), above = stat()
        guard stat(url.path, &own) == 0, stat(url.deletingLastPathComponent().path, &above) == 0 else { return false }
        return own.st_dev != above.st_dev
    }

    static let markerHeader = "Written by KeyboardFilm: `kbfilm` replaces this folder as a whole, and refuses to while it holds anything not listed here.\n"

    /// The marker, listing the folder's own top-level entries (what a later run may replace).
    static func writeMarker(in folder: URL) throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != markerName }.sorted()
        try Data((markerHeader + names.map { "- \($0)\n" }.joined()).utf8).write(to: folder.appendingPathComponent(markerName))
    }

    /// The entries a marked folder says KeyboardFilm wrote (an older marker lists none: then
    /// every name KeyboardFilm writes counts).
    static func listedNames(in folder: URL) -> Set<String> {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(markerName), encoding: .utf8) else { return legacyMarkerNames }
        let listed = text.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        return listed.isEmpty ? legacyMarkerNames : Set(listed + [markerName])
    }

    /// `url` itself, or where the symbolic link at `url` finally points (relative links are read
    /// against the link's folder). A link to nothing is refused: writing through it would
    /// create a folder the user never named.
    static func followingLinks(_ url: URL) throws -> URL {
        var current = url
        for _ in 0..<40 { // the system's own limit on links in a row (ELOOP)
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = target.hasPrefix("/") ? URL(fileURLWithPath: target)
                : current.deletingLastPathComponent().appendingPathComponent(target)
            current = current.standardizedFileURL
            if !FileManager.default.fileExists(atPath: current.path),
               (try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)) == nil {
                throw RefusedDestination(path: url.path, reason: "it is a symbolic link to \(current.path), which does not exist")
            }
        }
        throw RefusedDestination(path: url.path, reason: "it is a chain of more than 40 symbolic links")
    }

    /// Throws `RefusedDestination` when `url` exists and is not a KeyboardFilm output directory
    /// (a symbolic link is judged by the folder it points to).
    public static func checkReplaceable(_ link: URL) throws {
        let url = try followingLinks(link)
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw RefusedDestination(path: url.path, reason: "it is a file, not a folder KeyboardFilm wrote")
        }
        let entries = entries(of: url)
        guard let first = entries.first else { return }
        guard entries.contains(markerName) else {
            throw RefusedDestination(path: url.path, reason: "it holds files (e.g. \"\(first)\") and no \(markerName) marker, so KeyboardFilm did not write it")
        }
        // A marked folder is ours, but a file someone added to it since is not: replacing the
        // folder would delete it.
        if let foreign = foreignEntry(among: entries, in: url) {
            throw RefusedDestination(path: url.path, reason: "it holds files KeyboardFilm did not write (e.g. \"\(foreign)\"); move them out first")
        }
    }

    /// The first entry of the marked folder `url` that its marker does not list: a file someone added.
    static func foreignEntry(in url: URL) -> String? { foreignEntry(among: entries(of: url), in: url) }

    /// The first of `entries` (the folder's, as `entries(of:)` lists them) its marker does not list.
    private static func foreignEntry(among entries: [String], in url: URL) -> String? {
        let listed = listedNames(in: url)
        return entries.first { !listed.contains($0) }
    }

    /// A folder's entries, sorted; a staging folder inside a mount point is this or another
    /// run's, never a user's file, and is left out.
    private static func entries(of url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(inPlaceStagingPrefix) }.sorted()
    }

    /// What a commit says when a file appeared in the destination while the output was being made.
    func appeared(_ name: String) -> RefusedDestination {
        RefusedDestination(path: destination.path, reason: "\"\(name)\" appeared in it while KeyboardFilm was writing; it was kept, and the folder was left as it was")
    }

    /// Throws `RefusedDestination` when the file at `url` exists and does not start with
    /// `signature`, the opening every copy KeyboardFilm writes of it has.
    public static func checkReplaceableFile(_ url: URL, signature: String) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw RefusedDestination(path: url.path, reason: "it cannot be read, so it may not be a file KeyboardFilm wrote")
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: signature.utf8.count)) ?? Data()
        if head != Data(signature.utf8) {
            throw RefusedDestination(path: url.path, reason: "it is not a file KeyboardFilm wrote")
        }
    }

    /// A new, empty file at `relativePath`, open for writing: for outputs streamed as they are made.
    public func openForWriting(_ relativePath: String) throws -> FileHandle {
        let file = try url(relativePath)
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        return try FileHandle(forWritingTo: file)
    }

    /// The staging URL of a file at `relativePath`, creating its parent folders.
    public func url(_ relativePath: String) throws -> URL {
        let u = staging.appendingPathComponent(relativePath)
        // Never recreate a staging folder an interrupt has just removed.
        try StagingRegistry.shared.whileNotInterrupted {
            try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        return u
    }

    /// Writes bytes to `relativePath` inside the staging directory.
    public func write(_ bytes: [UInt8], to relativePath: String) throws {
        try Data(bytes).write(to: try url(relativePath))
    }

    /// Writes UTF-8 text to `relativePath` inside the staging directory.
    public func write(_ text: String, to relativePath: String) throws {
        try write(Array(text.utf8), to: relativePath)
    }

    /// Removes the staged files (after a failure), and the folders above them this run made.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
        StagingRegistry.shared.remove(staging)
        for folder in createdParents where rmdir(folder.path) != 0 { break } // rmdir removes only empty folders
    }

    /// Removes the staging folders inside a mount point left by processes that no longer run.
    static func removeStaleStaging(inside destination: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: destination.path) else { return }
        for entry in entries where entry.hasPrefix(inPlaceStagingPrefix) {
            guard let pid = Int32(entry.dropFirst(inPlaceStagingPrefix.count)), pid > 0, !processIsAlive(pid) else { continue }
            try? FileManager.default.removeItem(at: destination.appendingPathComponent(entry))
        }
    }

    /// Removes `.NAME.partial-PID` and `.NAME.old-PID` folders beside `destination` left by
    /// processes that no longer run (killed, or crashed).
    static func removeStaleStaging(beside destination: URL) {
        let parent = destination.deletingLastPathComponent(), name = destination.lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries {
            for kind in [".partial-", ".old-", ".removing-"] {
                let prefix = "." + name + kind
                guard entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)), pid > 0 else { continue }
                if !processIsAlive(pid) { try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry)) }
            }
        }
    }

    static func processIsAlive(_ pid: Int32) -> Bool {
        #if canImport(Glibc)
        return kill(pid, 0) == 0 || errno == EPERM
        #else
        return true
        #endif
    }
}

/// A rename that failed, in words: which folder, where to, and the system's reason.
public struct OutputMoveError: Error, CustomStringConvertible, Sendable {
    public var from: String
    public var to: String
    public var reason: String
    public var description: String { "cannot move \(from) to \(to): \(reason)" }
}

/// An output folder KeyboardFilm will not replace, because it did not write it.
public struct RefusedDestination: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    /// What the user can do instead, in the command's own options.
    public var remedy = "Choose another folder with --out, or remove it yourself."
    public var description: String { "refusing to replace \(path): \(reason). \(remedy)" }

    public init(path: String, reason: String) { self.path = path; self.reason = reason }
}
