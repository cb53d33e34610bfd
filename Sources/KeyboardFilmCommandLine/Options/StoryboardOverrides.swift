import ArgumentParser
import KeyboardSimulation

/// Options that override a storyboard's own settings.
struct StoryboardOverrides: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second (1…240), overriding the storyboard.") var fps: Int?
    @Option(parsing: .unconditional, help: "Pixels per point (1, 2 or 3), overriding the storyboard.") var scale: Int?
    @Option(parsing: .unconditional, help: "Refuse films of more frames than this (12000 is 100 s at 120 fps).") var maxFrames = 12_000

    func validate() throws {
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240, got \(fps)") }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if maxFrames < 1 { throw ValidationError("--max-frames must be at least 1") }
    }

    /// The storyboard with the overrides applied; refuses a film longer than `--max-frames`
    /// before any work (a 600 s film at 240 fps would be 144 001 frames, tens of gigabytes).
    func apply(to storyboard: Storyboard) throws -> Storyboard {
        var sb = storyboard
        if let fps { sb.fps = fps }
        if let scale { sb.scale = scale }
        if sb.frameCount > maxFrames {
            throw StoryboardError(file: sb.source, path: "duration",
                                  message: "\(TraceWriter.number(sb.durationSeconds)) s at \(sb.fps) fps is \(sb.frameCount) frames, more than --max-frames \(maxFrames) (raise it to film this)")
        }
        return sb
    }
}
