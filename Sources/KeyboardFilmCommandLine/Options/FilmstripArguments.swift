import ArgumentParser
import KeyboardFilm
import KeyboardSimulation

/// Which frames the filmstrip shows.
struct FilmstripArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "Filmstrip: show every n-th frame (default: about 12 frames).") var every: Int?
    @Option(parsing: .unconditional, help: "Filmstrip: first time shown, in seconds.") var from: Double?
    @Option(parsing: .unconditional, help: "Filmstrip: last time shown, in seconds.") var to: Double?
    @Option(parsing: .unconditional, help: "Filmstrip: frames per row.") var columns: Int?
    @Option(parsing: .unconditional, help: "Filmstrip: height of each frame's picture in pixels (default 360).") var thumbHeight: Double?

    func validate() throws {
        if let every, every < 1 { throw ValidationError("--every must be at least 1") }
        if let columns, columns < 1 { throw ValidationError("--columns must be at least 1") }
        if let from, let to, to < from { throw ValidationError("--to (\(to)) comes before --from (\(from))") }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !value.isFinite { throw ValidationError("\(name) must be a number of seconds, got \(value)") }
        }
        if let from, from < 0 { throw ValidationError("--from must not be negative") }
        if let thumbHeight, !(40...4000).contains(thumbHeight) { throw ValidationError("--thumb-height must be 40…4000") }
    }

    /// `--from` / `--to` must pick at least one frame of every film rendered (checked before any is written).
    func check(_ sb: Storyboard) throws {
        guard from != nil || to != nil else { return }
        let last = sb.time(ofFrame: sb.frameCount - 1)
        let range = FilmstripOptions(from: from, to: to)
        let picked = (0..<sb.frameCount).contains { range.shows(time: sb.time(ofFrame: $0)) }
        guard picked else {
            throw CommandFailure.usage("--from/--to select no frame of \(sb.name): its frames run from 0 to \(NumberFormat.trimmed(last, decimals: 4)) s")
        }
    }

    func options(frames: Int) throws -> FilmstripOptions {
        var o = FilmstripOptions(every: every, from: from, to: to, columns: columns)
        if let thumbHeight { o.thumbnailHeight = thumbHeight }
        return o
    }
}
