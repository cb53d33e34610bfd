import Foundation
/// Reads a `trace.json` written by `TraceWriter` (golden traces); errors name the file and path.
public enum TraceReader {
    /// The geometry a trace holds, in points: the simulator refuses to film beyond it, so every
    /// trace it writes reads back.
    public static let points = -1e6...1e6
    /// A scroll view's content height and the newest message's hidden points.
    public static let contentPoints = 0...1e7

    /// The trace and the canvas it was rendered on.
    public static func parse(_ bytes: [UInt8], file: String) throws -> (trace: Trace, canvas: Canvas) {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch let e as JSONSyntaxError {
            throw StoryboardError(file: file, path: "", message: "invalid JSON at line \(e.line), column \(e.column): \(e.message)")
        }
        var r = try JSONObjectReader(json, file: file, path: "")
        let name = try r.requiredString("name"), device = try r.requiredString("device")
        // The name becomes a folder name (diff's default output): the storyboard's rules apply.
        if let problem = Storyboard.nameProblem(name) { throw r.fail("name", problem) }
        guard let system = try r.choice("system", SystemVersion.self) else { throw r.fail("system", "required") }
        let strategy = try r.requiredString("strategy")
        guard let fps = try r.integer("fps", in: StoryboardNumber.fps.wholeRange), let scale = try r.integer("scale", in: StoryboardNumber.scale.wholeRange) else { throw r.fail("fps", "required") }
        guard var canvas = try r.object("canvas"), var origin = try r.object("screenOrigin") else { throw r.fail("canvas", "required") }
        let cw = try canvas.integer("width", in: 1...100_000) ?? 0, ch = try canvas.integer("height", in: 1...100_000) ?? 0
        let ox = try origin.integer("x", in: -100_000...100_000) ?? 0, oy = try origin.integer("y", in: -100_000...100_000) ?? 0
        guard case .array(let items)? = r.value("frames") else { throw r.fail("frames", "expected an array") }
        _ = r.value("summary")
        var frames: [TraceFrame] = []
        for (i, item) in items.enumerated() {
            var f = try JSONObjectReader(item, file: file, path: "frames[\(i)]")
            var frame = TraceFrame(index: try f.integer("index", in: 0...10_000_000) ?? i, time: try f.requiredNumber("time", in: 0...1e6))
            if f.has("scrollView") { frame.scrollView = ScrollViewSample() }
            for field in TraceField.all { try read(field, from: f, into: &frame) }
            frames.append(frame)
        }
        return (Trace(name: name, device: device, system: system, strategy: strategy, fps: fps, frames: frames),
                Canvas(scale: scale, width: cw, height: ch, originX: ox, originY: oy))
    }

    /// Reads one field into `frame`, following its path down from the frame's object.
    private static func read(_ field: TraceField, from frameObject: JSONObjectReader, into frame: inout TraceFrame) throws {
        var r = frameObject
        for key in field.path.dropLast() {
            guard let inner = try r.object(key) else { return try absent(field, r, key, frame) }
            r = inner
        }
        let key = field.path.last!
        guard r.has(key) else { return try absent(field, r, key, frame) }
        if field.presence == .withScrollView, frame.scrollView == nil { throw frameObject.fail("scrollView", "required beside \(field.name)") }
        let value: TraceField.Value
        switch field.kind {
        case .number(let range): value = .number(try r.requiredNumber(key, in: range))
        case .word(let words):
            let w = try r.requiredString(key)
            guard words.contains(w) else {
                throw r.fail(key, "expected one of \(words.joined(separator: ", ")), got \(quotedForMessage(w))")
            }
            value = .word(w)
        case .flag:
            guard try r.bool(key) == true else { return }
            value = .flag
        case .words:
            guard case .array(let items)? = r.value(key) else { throw r.fail(key, "expected an array of strings") }
            value = .words(try items.enumerated().map { j, item in
                guard case .string(let s) = item else { throw r.fail("\(key)[\(j)]", "expected a string, got \(item.typeName)") }
                return s
            })
        }
        field.store(value, in: &frame)
    }

    private static func absent(_ field: TraceField, _ r: JSONObjectReader, _ key: String, _ frame: TraceFrame) throws {
        switch field.presence {
        case .optional: return
        case .withScrollView: if frame.scrollView == nil { return }
        case .required: break
        }
        throw r.fail(key, "required")
    }
}
