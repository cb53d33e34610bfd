import Foundation
import KeyboardFilm
import KeyboardSimulation

/// Why a film failed verification. The message for people is derived from the case; callers
/// (and tests) switch on the case.
public enum VerificationFailure: Sendable, Equatable, CustomStringConvertible {
    /// Who can record a missing golden, and how.
    public enum Remedy: Sendable, Equatable {
        /// Under CI nothing is recorded: record on a developer machine and commit.
        case recordOffCI
        /// A film built in code is recorded from its test.
        case recordFromTest
        /// `kbfilm record <storyboard> --golden <directory>`.
        case recordCommand(storyboard: String, goldenDirectory: String)
    }

    case missingGolden(folder: String, remedy: Remedy)
    /// A Git LFS pointer where a golden file should be.
    case lfsPointer(file: String)
    /// A manifest of format 1 (no file hashes): recorded by an earlier KeyboardFilm.
    case outdatedManifest(file: String)
    case rendererVersion(golden: Int, current: Int)
    case fps(golden: Int, now: Int)
    case frameCount(golden: Int, now: Int)
    case canvasSize(golden: PixelSize, now: PixelSize)
    case geometry(differingFrames: Int, first: GeometryDiff.Difference)
    case pixels(differingFrames: Int, firstFrame: Int)
    case noFramesCompared

    public var description: String {
        let reRecord = "re-record the golden (KBFILM_RECORD=all kbfilm record …)"
        switch self {
        case .missingGolden(let folder, .recordOffCI):
            return "no golden at \(folder) under CI: record it on a developer machine (kbfilm record) and commit it"
        case .missingGolden(let folder, .recordFromTest):
            return "no golden at \(folder): this film is built in code; record it from its test (record: .missing, or KBFILM_RECORD=missing)"
        case .missingGolden(let folder, .recordCommand(let storyboard, let directory)):
            return "no golden at \(folder): record it with `kbfilm record \(storyboard) --golden \(directory)`"
        case .lfsPointer(let file):
            return "\(file) is a Git LFS pointer, not the golden itself: run `git lfs pull`"
        case .outdatedManifest(let file):
            return "\(file) was recorded by an earlier KeyboardFilm (manifest format 1, no file hashes): \(reRecord)"
        case .rendererVersion(let golden, let current):
            return "renderer version changed: golden recorded with \(golden), this is \(current) — \(reRecord)"
        case .fps(let golden, let now):
            return "fps differs: golden \(golden), now \(now)"
        case .frameCount(let golden, let now):
            return "frame count differs: golden \(golden), now \(now) — no frame was compared"
        case .canvasSize(let golden, let now):
            return "canvas size differs: golden \(golden), now \(now) (a different scale, orientation or rotation; if intended, \(reRecord))"
        case .geometry(let count, let first):
            return "geometry differs in \(count) frames; first at frame \(first.frame): \(first.field) \(first.expected) → \(first.actual)"
        case .pixels(let count, let first):
            return "pixels differ in \(count) frames; first at frame \(first)"
        case .noFramesCompared:
            return "zero frames compared"
        }
    }
}

/// A canvas size in pixels.
public struct PixelSize: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(_ width: Int, _ height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)×\(height)" }
}

/// The outcome of verifying one film against its golden.
public struct VerificationReport: Sendable {
    public var name: String
    /// Why it failed; empty when it passed.
    public var failures: [VerificationFailure] = []
    public var framesCompared = 0
    public var exactFrames = 0
    /// First frame whose geometry or pixels differ.
    public var firstDifferingFrame: Int?
    /// First frame of the current render whose |drift| > 0.5 pt.
    public var firstDriftingFrame: Int?
    /// First frame of the current render that hides more than 0.5 pt of the newest message.
    public var firstCoveredFrame: Int?
    /// Files written to explain a failure.
    public var artifacts: [URL] = []
    /// Figures that help explain a failure (largest deltas, pixel counts), one line each.
    public var details: [String] = []

    /// Whether the film has no golden yet.
    public var missingGolden: Bool {
        failures.contains { if case .missingGolden = $0 { return true } else { return false } }
    }

    public var passed: Bool { failures.isEmpty }

    public init(name: String) { self.name = name }

    /// Artifacts explain a failure; failing to write them must not hide the verdict.
    mutating func noteArtifactProblem(_ problem: String, under folder: URL?) {
        artifacts = []
        details.append("failure artifacts could not be written under \(folder?.path ?? ""): \(problem)")
    }

    /// A message for people: verdict, reasons, details and artifact paths.
    public var message: String {
        if passed { return "\(name): passed (\(framesCompared) frames, \(exactFrames) identical)" }
        var lines = ["\(name): FAILED"] + failures.map { "  - \($0)" } + details.map { "    " + $0 }
        if !artifacts.isEmpty { lines.append("  artifacts:"); lines += artifacts.map { "    " + $0.path } }
        return lines.joined(separator: "\n")
    }
}
