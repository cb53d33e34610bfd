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
        guard let fps = try r.integer("fps", in: 1...240), let scale = try r.integer("scale", in: 1...3) else { throw r.fail("fps", "required") }
        guard var canvas = try r.object("canvas"), var origin = try r.object("screenOrigin") else { throw r.fail("canvas", "required") }
        let cw = try canvas.integer("width", in: 1...100_000) ?? 0, ch = try canvas.integer("height", in: 1...100_000) ?? 0
        let ox = try origin.integer("x", in: -100_000...100_000) ?? 0, oy = try origin.integer("y", in: -100_000...100_000) ?? 0
        guard case .array(let items)? = r.value("frames") else { throw r.fail("frames", "expected an array") }
        _ = r.value("summary")
        var frames: [TraceFrame] = []
        for (i, item) in items.enumerated() {
            var f = try JSONObjectReader(item, file: file, path: "frames[\(i)]")
            func rect(_ key: String) throws -> CGRect {
                guard var o = try f.object(key) else { throw f.fail(key, "required") }
                let big = Self.points
                return CGRect(x: try o.requiredNumber("x", in: big), y: try o.requiredNumber("y", in: big),
                            width: try o.requiredNumber("width", in: big), height: try o.requiredNumber("height", in: big))
            }
            guard var ui = try f.object("interface"), var safe = try f.object("safeArea") else { throw f.fail("interface", "required") }
            let big = Self.points
            guard let orientation = try ui.choice("orientation", InterfaceOrientation.self) else { throw ui.fail("orientation", "required") }
            var notes: [String] = []
            if case .array(let n)? = f.value("notifications") { for v in n { if case .string(let s) = v { notes.append(s) } } }
            var frame = TraceFrame(
                index: try f.integer("index", in: 0...10_000_000) ?? i, time: try f.requiredNumber("time", in: 0...1e6),
                orientation: orientation, angle: try ui.requiredNumber("angle", in: -360...360),
                interfaceSize: CGSize(width: try ui.requiredNumber("width", in: big), height: try ui.requiredNumber("height", in: big)),
                view: try rect("view"),
                safeArea: UIEdgeInsets(top: try safe.requiredNumber("top", in: big), left: try safe.requiredNumber("left", in: big),
                                     bottom: try safe.requiredNumber("bottom", in: big), right: try safe.requiredNumber("right", in: big)),
                restBottom: try f.requiredNumber("restBottom", in: big), keyboard: try rect("keyboard"), bar: try rect("bar"),
                intendedBarBottom: try f.requiredNumber("intendedBarBottom", in: big), drift: try f.requiredNumber("drift", in: big),
                notifications: notes)
            frame.keyboardMode = try f.choice("keyboardMode", KeyboardMode.self) ?? .docked
            frame.keyboardAccessoryHeight = try f.number("keyboardAccessoryHeight", in: 0...10_000) ?? 0
            frame.alertOpacity = try f.number("alertOpacity", in: 0...1) ?? 0
            frame.keyboardCustom = try f.bool("keyboardCustom") ?? false
            frame.hardwareKeyboard = try f.bool("hardwareKeyboard") ?? false
            frame.barAbsence = try f.choice("barAbsent", BarAbsence.self)
            if var v = try f.object("scrollView") {
                guard var r = try v.object("frame") else { throw v.fail("frame", "required") }
                frame.scrollView = ScrollViewSample(
                    frame: CGRect(x: try r.requiredNumber("x", in: big), y: try r.requiredNumber("y", in: big),
                                width: try r.requiredNumber("width", in: big), height: try r.requiredNumber("height", in: big)),
                    contentInsetBottom: try v.requiredNumber("contentInsetBottom", in: big),
                    indicatorInsetBottom: try v.requiredNumber("indicatorInsetBottom", in: big),
                    adjustedInsetBottom: try v.requiredNumber("adjustedInsetBottom", in: big),
                    contentOffsetY: try v.requiredNumber("contentOffsetY", in: big),
                    contentHeight: try v.requiredNumber("contentHeight", in: Self.contentPoints),
                    lastMessageCovered: try f.requiredNumber("lastMessageCovered", in: Self.contentPoints)) // a data source's row may be any height
            }
            frames.append(frame)
        }
        return (Trace(name: name, device: device, system: system, strategy: strategy, fps: fps, frames: frames),
                Canvas(scale: scale, width: cw, height: ch, originX: ox, originY: oy))
    }
}
