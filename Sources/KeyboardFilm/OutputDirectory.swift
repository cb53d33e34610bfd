import Foundation

/// Writes a directory of outputs atomically: files go into a hidden temporary directory beside
/// the destination, which replaces the destination only once everything is written. An
/// interrupted or failed run leaves the previous output intact.
public struct OutputDirectory {
    /// The final directory.
    public let destination: URL
    /// Where files are written until `commit()`.
    public let staging: URL

    public init(destination: URL) throws {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        staging = parent.appendingPathComponent(".\(self.destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    }

    /// The staging URL of a file at `relativePath`, creating its parent folders.
    public func url(_ relativePath: String) throws -> URL {
        let u = staging.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
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

    /// Replaces the destination with the staged directory.
    public func commit() throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: destination.path) {
            let old = destination.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
            try? fm.removeItem(at: old)
            try fm.moveItem(at: destination, to: old)
            do {
                try fm.moveItem(at: staging, to: destination)
            } catch {
                try? fm.moveItem(at: old, to: destination)
                throw error
            }
            try? fm.removeItem(at: old)
        } else {
            try fm.moveItem(at: staging, to: destination)
        }
    }

    /// Removes the staged files (after a failure).
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}
