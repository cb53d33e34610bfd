import ArgumentParser
import KeyboardSimulation

/// Options that override a storyboard's own settings.
struct StoryboardOverrides: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second (\(StoryboardNumber.fps.rangeWords)), overriding the storyboard.") var fps: Int?
    @Option(parsing: .unconditional, help: "Pixels per point (\(StoryboardNumber.scale.rangeWords)), overriding the storyboard.") var scale: Int?
    @Option(parsing: .unconditional, help: "Refuse films of more frames than this (12000 is 100 s at 120 fps).") var maxFrames = 12_000

    func validate() throws {
        for (option, value, number) in [("fps", fps, StoryboardNumber.fps), ("scale", scale, .scale)] {
            if let value, !number.range.contains(Double(value)) { throw ValidationError("--\(option) must be \(number.rangeWords), got \(value)") }
        }
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
