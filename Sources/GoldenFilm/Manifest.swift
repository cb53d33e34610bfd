import Foundation
import KeyboardFilm
import KeyboardSimulation
#if canImport(Glibc)
import Glibc
#endif

/// `manifest.json` of a golden: what it was recorded with and a hash of every frame's pixels.
public struct Manifest: Codable, Equatable, Sendable {
    /// Version of this file's layout: 2 adds `files` (1 had none).
    public var format = Manifest.currentFormat
    public static let currentFormat = 2
    /// XXH64 (hex) of `animation.png` and `trace.json` as recorded: verify checks them first, so
    /// any damage to a golden is reported even where every frame hash would match.
    public var files: [String: String]?
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

    /// The pixel strides a golden may be recorded with (every frame … every 1000th).
    public static let pixelStrides = 1...1000

    /// Why this manifest cannot describe a golden, or nil: checked before anything is compared, so
    /// a corrupt value is reported rather than silently passing or allocating without bound.
    public func problem() -> String? {
        if format != Self.currentFormat { return "format \(format) is not one this version reads (\(Self.currentFormat))" }
        if files?[GoldenFile.animation] == nil || files?[GoldenFile.trace] == nil { return "lacks the hashes of \(GoldenFile.animation) and \(GoldenFile.trace)" }
        if !Self.pixelStrides.contains(pixelStride) { return "pixelStride \(pixelStride) is outside 1 … \(Self.pixelStrides.upperBound)" }
        if !(1...1_000_000).contains(frameCount) { return "frameCount \(frameCount) is outside 1 … 1000000" }
        if !StoryboardNumber.fps.wholeRange.contains(fps) || !StoryboardNumber.scale.wholeRange.contains(scale) { return "fps \(fps) or scale \(scale) is out of range" }
        if !(1...100_000).contains(canvasWidth) || !(1...100_000).contains(canvasHeight) {
            return "canvas \(canvasWidth)×\(canvasHeight) is out of range"
        }
        let stored = Self.pixelFrames(count: frameCount, stride: pixelStride).count
        if frames.count != stored {
            return "lists \(frames.count) frame hashes; \(frameCount) frames at pixel stride \(pixelStride) store \(stored)"
        }
        if let bad = frames.first(where: { $0.count != 16 || !$0.allSatisfy(\.isHexDigit) }) {
            return "frame hash \"\(bad.prefix(40))\" is not 16 hexadecimal digits"
        }
        return nil
    }

    /// The film frames whose pixels a golden stores.
    public static func pixelFrames(count: Int, stride n: Int) -> [Int] { Array(Swift.stride(from: 0, to: count, by: max(1, n))) }

    public func json() throws -> String {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try e.encode(self), as: UTF8.self) + "\n"
    }
}

/// The files of a golden folder, named once: the animation and the trace under the names `render`
/// gives them (a golden folder is also a render folder `kbfilm diff` reads), and the manifest.
public enum GoldenFile {
    public static let animation = OutputFormat.apng.file
    public static let trace = OutputFormat.trace.file
    public static let manifest = "manifest.json"
}

/// Where goldens live: `<directory>/<storyboard name>/{animation.png, trace.json, manifest.json}`.
public struct GoldenStore: Sendable {
    public let directory: URL
    public init(directory: URL) { self.directory = directory }

    public func folder(_ name: String) -> URL { directory.appendingPathComponent(name) }
    public func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder(name).appendingPathComponent(GoldenFile.manifest).path)
    }

    /// The bytes of a golden's file; anything but a regular file (a FIFO would block the read
    /// forever) is refused.
    public static func read(_ url: URL) throws -> Data {
        try checkRegularFile(url)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw GoldenError(file: url.path, .unreadable) }
        return data
    }

    /// Throws unless `url` is a regular file (opening a FIFO for reading blocks until a writer comes).
    public static func checkRegularFile(_ url: URL) throws {
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path)[.type]) as? FileAttributeType
        switch type {
        case .typeRegular?: break
        case nil: throw GoldenError(file: url.path, .unreadable)
        case .typeDirectory?: throw GoldenError(file: url.path, .notARegularFile("folder"))
        case .typeCharacterSpecial?, .typeBlockSpecial?: throw GoldenError(file: url.path, .notARegularFile("device"))
        case .typeSocket?: throw GoldenError(file: url.path, .notARegularFile("socket"))
        default: throw GoldenError(file: url.path, .notARegularFile("FIFO or special file"))
        }
    }

    /// How the golden `name` was recorded (scale, fps, pixel stride), nil when there is none or
    /// its manifest cannot be read (verification reports that).
    public func recordedSettings(_ name: String) -> (scale: Int, fps: Int, pixelStride: Int)? {
        guard let data = try? Self.read(folder(name).appendingPathComponent(GoldenFile.manifest)),
              let m = try? JSONDecoder().decode(Manifest.self, from: data), m.problem() == nil else { return nil }
        return (m.scale, m.fps, m.pixelStride)
    }

    /// The one rule every entry point (`kbfilm record`/`verify`, `assertFilm`) films a golden's
    /// storyboard by: a scale or fps the storyboard does not state is the one its golden was
    /// recorded with (so `record --scale 1` then a bare `verify` just works), one it states is
    /// kept (so an edited value fails), and an explicit override (`--scale`, `assertFilm(scale:)`)
    /// beats both.
    public func settings(for storyboard: Storyboard, scale: Int? = nil, fps: Int? = nil) -> Storyboard {
        var sb = storyboard
        if let recorded = recordedSettings(sb.name) {
            if !sb.statesScale { sb.scale = recorded.scale }
            if !sb.statesFPS { sb.fps = recorded.fps }
        }
        if let scale { sb.scale = scale }
        if let fps { sb.fps = fps }
        return sb
    }

    /// The pixel stride to record `name` with: the one asked for, else the existing golden's,
    /// else every frame.
    public func pixelStrideForRecording(_ name: String, requested: Int?) -> Int {
        requested ?? recordedSettings(name)?.pixelStride ?? 1
    }

    /// Names of every golden in the store. Hidden folders are not goldens: no film's name starts
    /// with a dot, and `.NAME.partial-PID` is a record's staging folder (one a killed record left
    /// is swept by the next record of NAME).
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasPrefix(".") && exists($0) }.sorted()
    }

    /// The goldens in the directory that none of `produced` films wrote. A folder is matched to
    /// a film by the file it is (device and inode), not by comparing names as strings: Swift
    /// compares strings by canonical equivalence, so "é" precomposed and decomposed are equal,
    /// while a Linux file system keeps both as two folders (one of them an orphan).
    public func orphans(producedBy produced: [String]) -> [String] {
        let own = Set(produced.compactMap { Self.identity(folder($0)) })
        return names().filter { name in Self.identity(folder(name)).map { !own.contains($0) } ?? true }
    }

    struct FileIdentity: Hashable { var device: UInt64, inode: UInt64 }

    static func identity(_ url: URL) -> FileIdentity? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether a file is a Git LFS pointer rather than content (the LFS object was never pulled).
    public static func isLFSPointer(_ url: URL) -> Bool {
        guard (try? checkRegularFile(url)) != nil, let h = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? h.close() }
        let head = (try? h.read(upToCount: 64)) ?? Data()
        return String(decoding: head, as: UTF8.self).hasPrefix("version https://git-lfs.github.com/spec/")
    }
}

/// A golden that cannot be read at all: bad input (exit code 2), naming the file. Callers
/// switch on `problem`; `message` is derived from it.
public struct GoldenError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var problem: GoldenProblem
    public init(file: String, _ problem: GoldenProblem) { self.file = file; self.problem = problem }
    public var message: String { problem.description }
    public var description: String { "\(file): \(message)" }
}

/// What is wrong with a golden file (or with the setting that chooses what to record).
public enum GoldenProblem: Sendable, Equatable, CustomStringConvertible {
    case unreadable
    /// The file is there but this user may not reach or read it (why, in words).
    case denied(String)
    /// A FIFO, socket, device or folder where a golden file belongs (reading one could block forever).
    case notARegularFile(String)
    /// manifest.json is not JSON of a manifest (the decoder's complaint, by type).
    case notAManifest(String)
    /// A manifest value no recorder writes.
    case invalidManifest(String)
    /// trace.json cannot be parsed (the parser's message).
    case invalidTrace(String)
    /// trace.json holds other frames than the manifest announces.
    case traceFrames(count: Int, firstIndex: Int, lastIndex: Int, expected: Int)
    /// animation.png cannot be decoded (the decoder's message).
    case invalidAnimation(String)
    case animationShape(frames: Int, width: Int, height: Int, expectedFrames: Int, expectedWidth: Int, expectedHeight: Int)
    /// A file whose bytes differ from the hash the manifest recorded for it.
    case hashMismatch
    /// A decoded stored frame whose pixels differ from the hash the manifest recorded for it.
    case frameHashMismatch(frame: Int)
    /// A PNG without the text chunk a film snapshot carries.
    case notAFilmSnapshot(keyword: String)
    /// `KBFILM_RECORD` holds no known mode.
    case unknownRecordMode(value: String, known: [String])

    public var description: String {
        switch self {
        case .unreadable: return "cannot be read"
        case .denied(let why): return why
        case .notARegularFile(let kind): return "is a \(kind), not a file: a golden holds regular files only"
        case .notAManifest(let why): return "not a readable manifest (\(why))"
        case .invalidManifest(let why): return why
        case .invalidTrace(let why): return why
        case .traceFrames(let count, let first, let last, let expected):
            return "holds \(count) frames (indices \(first) … \(last)), the manifest says \(expected) numbered from 0: the golden is damaged, record it again"
        case .invalidAnimation(let why): return why
        case .animationShape(let frames, let w, let h, let ef, let ew, let eh):
            return "holds \(frames) frames of \(w)×\(h), the manifest says \(ef) of \(ew)×\(eh)"
        case .frameHashMismatch(let frame):
            return "stored frame \(frame) decodes to other pixels than its manifest's hash: the animation belongs to another film or was edited; record it again"
        case .hashMismatch:
            return "differs from the hash its manifest recorded: the golden is damaged or was edited; record it again"
        case .notAFilmSnapshot(let keyword):
            return "holds no KeyboardFilm trace (a \(keyword) zTXt chunk): not a film snapshot"
        case .unknownRecordMode(let value, let known):
            return "expected one of \(known.joined(separator: ", ")), got \(quotedForMessage(value))"
        }
    }
}
