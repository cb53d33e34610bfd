import Foundation

/// `manifest.json` of a golden: what it was recorded with and a hash of every frame's pixels.
public struct Manifest: Codable, Equatable, Sendable {
    /// Version of this file's layout.
    public var format = 1
    /// `RendererVersion.current` when recorded.
    public var rendererVersion: Int
    public var storyboard: String
    public var fps: Int
    public var scale: Int
    public var frameCount: Int
    public var canvasWidth: Int
    public var canvasHeight: Int
    /// Pixels are stored for frames 0, n, 2n, … (geometry for every frame); 1 stores all.
    public var pixelStride: Int
    /// XXH64 of each stored frame's RGBA bytes (straight alpha, rows packed), in order.
    public var frames: [String]

    public init(rendererVersion: Int, storyboard: String, fps: Int, scale: Int, canvasWidth: Int, canvasHeight: Int,
                frameCount: Int, pixelStride: Int, frames: [String]) {
        self.rendererVersion = rendererVersion; self.storyboard = storyboard; self.fps = fps; self.scale = scale
        self.frameCount = frameCount; self.canvasWidth = canvasWidth; self.canvasHeight = canvasHeight
        self.pixelStride = pixelStride; self.frames = frames
    }

    /// The film frames whose pixels a golden stores.
    public static func pixelFrames(count: Int, stride n: Int) -> [Int] { Array(Swift.stride(from: 0, to: count, by: max(1, n))) }

    public func json() throws -> String {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try e.encode(self), as: UTF8.self) + "\n"
    }
}

/// Where goldens live: `<directory>/<storyboard name>/{animation.png, trace.json, manifest.json}`.
public struct GoldenStore: Sendable {
    public let directory: URL
    public init(directory: URL) { self.directory = directory }

    public func folder(_ name: String) -> URL { directory.appendingPathComponent(name) }
    public func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder(name).appendingPathComponent("manifest.json").path)
    }

    /// Names of every golden in the store.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { exists($0) }.sorted()
    }

    /// Whether a file is a Git LFS pointer rather than content (the LFS object was never pulled).
    public static func isLFSPointer(_ url: URL) -> Bool {
        guard let h = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? h.close() }
        let head = (try? h.read(upToCount: 64)) ?? Data()
        return String(decoding: head, as: UTF8.self).hasPrefix("version https://git-lfs.github.com/spec/")
    }
}

/// A golden that cannot be read at all: bad input (exit code 2), naming the file.
public struct GoldenError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
}
