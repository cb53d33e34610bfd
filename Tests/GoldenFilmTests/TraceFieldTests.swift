import Foundation
import GoldenFilm
import KeyboardSimulation
import TestSupport
import Testing

/// Every value trace.json holds is read back and compared: a golden catches a change to any of
/// them, not only to the bar and keyboard frames.
@MainActor
struct TraceFieldTests {
    static func film(_ example: String) throws -> (Trace, Canvas) {
        let sb = try StoryboardLoader.load(path: packageRoot.appendingPathComponent("Examples/\(example).json").path)
        return (try Simulator.run(sb), Canvas(sb))
    }

    /// Every leaf of frame `k` in the JSON (its path, as "bar.y"), found by walking the file.
    static func leaves(_ value: Any, _ path: [String] = []) -> [[String]] {
        if let object = value as? [String: Any] { return object.keys.sorted().flatMap { leaves(object[$0]!, path + [$0]) } }
        return [path]
    }

    /// `value` with the leaf at `path` changed to something else a trace may hold.
    static func changing(_ value: Any, at path: ArraySlice<String>) -> Any {
        var object = value as! [String: Any]
        let key = path.first!
        if path.count > 1 { object[key] = changing(object[key]!, at: path.dropFirst()); return object }
        switch (key, object[key]!) {
        case ("orientation", let s as String): object[key] = InterfaceOrientation.allCases.map(\.rawValue).first { $0 != s }!
        case ("keyboardMode", let s as String): object[key] = KeyboardMode.allCases.map(\.rawValue).first { $0 != s }!
        case ("barAbsent", let s as String): object[key] = BarAbsence.allCases.map(\.rawValue).first { $0 != s }!
        case ("keyboardCustom", _), ("hardwareKeyboard", _): object[key] = nil // flags are written only when true
        case (_, let list as [Any]): object[key] = list + ["UIKeyboardDidChangeFrameNotification"]
        case (_, let n as Double): object[key] = key == "alertOpacity" ? (n > 0.5 ? 0.25 : 0.75) : n + 1
        default: Issue.record("a leaf of an unexpected kind at \(key)")
        }
        return object
    }

    @Test("changing any one value of a frame in trace.json is a geometry difference named by its path",
          arguments: ["hardware-keyboard-ipad", "accessory-toolbar-begin-frame-offset", "floating-keyboard-follows"])
    func everyValueIsCompared(example: String) throws {
        let (trace, canvas) = try Self.film(example)
        let text = TraceWriter.json(trace, canvas: canvas)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let frames = try #require(root["frames"] as? [[String: Any]])
        // A frame late in the film (keyboard up, hardware keyboard connected, scroll view moved).
        let k = frames.count * 3 / 4
        let paths = Self.leaves(frames[k]).filter { $0 != ["index"] && $0 != ["time"] }
        #expect(paths.count >= 28, "\(paths.count) values in frame \(k)")
        for path in paths {
            var changed = root, changedFrames = frames
            changedFrames[k] = Self.changing(frames[k], at: path[...]) as! [String: Any]
            changed["frames"] = changedFrames
            let bytes = try JSONSerialization.data(withJSONObject: changed)
            let read = try TraceReader.parse(Array(bytes), file: "trace.json").trace
            let diff = GeometryDiff(expected: trace, actual: read)
            #expect(diff.differences.map(\.field) == [path.joined(separator: ".")] && diff.differences.first?.frame == k,
                    "changing \(path.joined(separator: ".")) gave \(diff.differences.map { "\($0.frame) \($0.field)" })")
        }
    }

    @Test("a change made in memory to a field trace.json holds is a difference; the bar's come first")
    func inMemoryChanges() throws {
        let (trace, _) = try Self.film("hardware-keyboard-ipad")
        let k = 10
        let changes: [(String, (inout TraceFrame) -> Void)] = [
            ("interface.orientation", { $0.orientation = $0.orientation == .portrait ? .landscapeLeft : .portrait }),
            ("safeArea.left", { $0.safeArea.left += 2 }),
            ("restBottom", { $0.restBottom -= 1 }),
            ("intendedBarBottom", { $0.intendedBarBottom += 1 }),
            ("keyboardCustom", { $0.keyboardCustom.toggle() }),
            ("hardwareKeyboard", { $0.hardwareKeyboard.toggle() }),
            ("barAbsent", { $0.barAbsence = $0.barAbsence == nil ? .hidden : nil }),
        ]
        for (field, change) in changes {
            var changed = trace
            change(&changed.frames[k])
            #expect(GeometryDiff(expected: trace, actual: changed).differences.map(\.field) == [field])
        }
        var both = trace
        both.frames[k].keyboard.origin.y += 5
        both.frames[k].bar.origin.y += 5
        let diff = GeometryDiff(expected: trace, actual: both)
        #expect(diff.differences.map(\.field) == ["bar.y", "keyboard.y"] && diff.differingFrames == 1)
        #expect(diff.first.map { Double($0.actual)! - Double($0.expected)! } == 5)
    }

    @Test("a trace read back from its own JSON equals the trace, scroll view, flags and all",
          arguments: ["hardware-keyboard-ipad", "accessory-toolbar-begin-frame-offset"])
    func roundTrip(example: String) throws {
        let (trace, canvas) = try Self.film(example)
        var (read, readCanvas) = try TraceReader.parse(Array(TraceWriter.json(trace, canvas: canvas).utf8), file: "trace.json")
        // Times are written to four decimals (k / 60 is not); everything else is held as written.
        #expect(zip(read.frames, trace.frames).allSatisfy { abs($0.time - $1.time) <= 0.00005 })
        for i in read.frames.indices { read.frames[i].time = trace.frames[i].time }
        // The drawn views are not part of trace.json (the renderer's input, not geometry).
        var written = trace
        for i in written.frames.indices { written.frames[i].views = nil; written.frames[i].keyboardViews = nil }
        #expect(read == written && readCanvas == canvas)
    }
}
