import Foundation

/// Loads and validates storyboard files (the README's "Storyboards").
public enum StoryboardLoader {
    /// Reads, parses and validates the storyboard at `path`.
    /// Storyboards are a few kilobytes; anything this large is not one (and would cost memory).
    public static let maximumFileBytes = 4 << 20

    public static func load(path: String) throws -> Storyboard {
        let data = try readBytes(path)
        let fallbackName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try parse(data, file: path, fallbackName: fallbackName)
    }

    /// The file's bytes, read to its end: a regular file, or a pipe (`/dev/stdin`, a shell's
    /// `<(…)`), whose size is known only once it is read; at most `maximumFileBytes` either way.
    static func readBytes(_ path: String) throws -> [UInt8] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw StoryboardError(file: path, path: "", message: "no such file")
        }
        if isDir.boolValue { throw StoryboardError(file: path, path: "", message: "is a directory, not a storyboard file") }
        func tooLarge(_ bytes: Int) -> StoryboardError {
            StoryboardError(file: path, path: "", message: "is \(bytes >= 1 << 20 ? "\(bytes / 1_048_576) MiB" : "\(bytes) bytes") or more; a storyboard is at most \(maximumFileBytes >> 20) MiB")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue > maximumFileBytes {
            throw tooLarge(size.intValue)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoryboardError(file: path, path: "", message: "cannot be read (permission denied?)")
        }
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                bytes += chunk
                if bytes.count > maximumFileBytes { throw tooLarge(bytes.count) }
            }
        } catch let e as StoryboardError {
            throw e
        } catch {
            throw StoryboardError(file: path, path: "", message: "cannot be read: \(error.localizedDescription)")
        }
        return bytes
    }

    /// Parses and validates storyboard JSON; `file` labels errors.
    public static func parse(_ bytes: [UInt8], file: String, fallbackName: String = "storyboard") throws -> Storyboard {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch let e as JSONSyntaxError {
            throw StoryboardError(file: file, path: "", message: "invalid JSON at line \(e.line), column \(e.column): \(e.message)")
        }
        var root = try JSONObjectReader(json, file: file, path: "")
        var sb = try read(&root, fallbackName: fallbackName)
        sb.sourceText = String(decoding: bytes, as: UTF8.self)
        try root.finish()
        try sb.validate()
        return sb
    }

    private static func read(_ r: inout JSONObjectReader, fallbackName: String) throws -> Storyboard {
        let file = r.file
        let name = try r.string("name") ?? fallbackName
        if let problem = Storyboard.nameProblem(name) { throw r.fail("name", problem) }
        let deviceName = try r.requiredString("device")
        guard var device = DeviceCatalogue.device(named: deviceName) else {
            throw r.fail("device", "unknown device \(quotedForMessage(deviceName)) (run `kbfilm list devices`)")
        }
        if var o = try r.object("deviceOverrides") {
            try readDeviceOverrides(&o, into: &device)
            try o.finish()
        }
        let strategy = try readStrategy(&r)
        // A storyboard for your own UIKit code (`Film(storyboard:setUp:)`) names no strategy.
        let namesStrategy = strategy != nil
        let durationSeconds = try r.requiredNumber("duration", in: 0.001...600, unit: " seconds")
        var sb = Storyboard(name: name, device: device, strategy: strategy ?? StrategyConfiguration(.layoutGuide), durationSeconds: durationSeconds, events: [])
        sb.namesStrategy = namesStrategy
        sb.source = file
        sb.summary = try r.string("description") ?? ""
        sb.orientation = try r.choice("orientation", InterfaceOrientation.self) ?? .portrait
        sb.system = try r.choice("system", SystemVersion.self) ?? .ios15
        sb.sdk = try r.choice("sdk", SDKVersion.self)
        let fps = try r.integer("fps", in: 1...240), scale = try r.integer("scale", in: 1...3)
        sb.fps = fps ?? 60
        sb.scale = scale ?? device.scale
        sb.statesFPS = fps != nil
        sb.statesScale = scale != nil
        sb.appearance = try r.choice("appearance", Appearance.self) ?? .light
        sb.additiveAnimations = try r.bool("additiveAnimations")
        sb.supportsUpsideDown = try r.bool("supportsUpsideDown")
        sb.reduceMotion = try r.bool("reduceMotion") ?? false
        if namesStrategy, let problem = sb.strategy.name.incompatibility(with: sb.system) { throw r.fail("strategy.name", problem) }
        if var o = try r.object("layout") { try readLayout(&o, into: &sb.layout); try o.finish() }
        if var o = try r.object("keyboard") { try readKeyboard(&o, into: &sb.keyboard, liquidGlass: sb.showsLiquidGlassKeyboard); try o.finish() }
        if var o = try r.object("rotation") { try readRotation(&o, into: &sb.rotation); try o.finish() }
        sb.events = try readEvents(&r, durationSeconds: durationSeconds, file: file)
        return sb
    }

    private static func readDeviceOverrides(_ o: inout JSONObjectReader, into d: inout Device) throws {
        if let s = try o.number("statusBar", in: 0...100, unit: " pt") { d.statusBarHeight = s }
        if let h = try o.number("hardwareKeyboardBar", in: 0...200, unit: " pt") { d.hardwareKeyboardBarHeight = h }
        if var i = try o.object("portraitSafeArea") { d.portraitSafeArea = try readInsets(&i); try i.finish() }
        if var i = try o.object("landscapeSafeArea") { d.landscapeSafeArea = try readInsets(&i); try i.finish() }
    }

    private static func readInsets(_ o: inout JSONObjectReader) throws -> UIEdgeInsets {
        UIEdgeInsets(top: try o.number("top", in: 0...200, unit: " pt") ?? 0,
                   left: try o.number("left", in: 0...200, unit: " pt") ?? 0,
                   bottom: try o.number("bottom", in: 0...200, unit: " pt") ?? 0,
                   right: try o.number("right", in: 0...200, unit: " pt") ?? 0)
    }

    private static func readStrategy(_ r: inout JSONObjectReader) throws -> StrategyConfiguration? {
        guard var o = try r.object("strategy") else { return nil }
        guard let name = try o.choice("name", StrategyName.self) else { throw o.fail("name", "required") }
        let s = try name.strategy.configuration(reading: &o)
        try o.finish()
        return s
    }

    /// A curve: a name ("keyboard", "easeOut", …), `{"bezier": [x1, y1, x2, y2]}` or
    /// `{"spring": {"mass", "stiffness", "damping", "initialVelocity", "clampOverdamping"}}`.
    static func readCurve(_ o: inout JSONObjectReader, _ key: String) throws -> TimingCurve? {
        guard let v = o.value(key) else { return nil }
        let path = o.childPath(key)
        switch v {
        case .string(let s):
            guard let c = TimingCurve.named.first(where: { $0.name == s })?.curve else {
                throw o.fail(key, "expected one of \(TimingCurve.named.map(\.name).joined(separator: ", ")), or {\"bezier\": [x1, y1, x2, y2]} or {\"spring\": {…}}, got \(quotedForMessage(s))")
            }
            return c
        case .object:
            var c = try JSONObjectReader(v, file: o.file, path: path)
            let result: TimingCurve
            if c.has("bezier") {
                guard case .array(let a)? = c.value("bezier"), a.count == 4 else {
                    throw c.fail("bezier", "expected 4 numbers [x1, y1, x2, y2]")
                }
                var n: [Double] = []
                for (i, item) in a.enumerated() {
                    guard case .number(let x) = item else { throw c.fail("bezier[\(i)]", "expected a number, got \(item.typeName)") }
                    n.append(x)
                }
                let bezier = TimingCurve.bezier(CubicBezier(n[0], n[1], n[2], n[3]))
                if let problem = Storyboard.bezierProblem(bezier) { throw c.fail("bezier", problem) }
                result = bezier
            } else if var sp = try c.object("spring") {
                var s = Spring()
                s.mass = try sp.number("mass", in: 0.001...1000) ?? s.mass
                s.stiffness = try sp.number("stiffness", in: 0.001...100000) ?? s.stiffness
                s.damping = try sp.number("damping", in: 0.001...100000) ?? s.damping
                s.initialVelocity = try sp.number("initialVelocity", in: -1000...1000) ?? s.initialVelocity
                s.clampsOverdamping = try sp.bool("clampOverdamping") ?? s.clampsOverdamping
                try sp.finish()
                result = .spring(s)
            } else {
                throw StoryboardError(file: o.file, path: path, message: "expected {\"bezier\": [...]} or {\"spring\": {...}}")
            }
            try c.finish()
            return result
        default:
            throw o.fail(key, "expected a curve name or object, got \(v.typeName)")
        }
    }

    private static func readLayout(_ o: inout JSONObjectReader, into l: inout Layout) throws {
        l.barHeight = try o.number("barHeight", in: 20...200, unit: " pt") ?? l.barHeight
        l.tabBar = try o.bool("tabBar") ?? l.tabBar
        l.tabBarHeight = try o.number("tabBarHeight", in: 1...200, unit: " pt") ?? l.tabBarHeight
        l.tableRows = try o.integer("tableRows", in: 0...500) ?? l.tableRows
        l.tableAdjustment = try o.choice("tableAdjustment", TableAdjustment.self)
        l.followsUndockedKeyboard = try o.bool("followsUndockedKeyboard") ?? l.followsUndockedKeyboard
        if let v = o.value("presentation") {
            switch v {
            case .string(let name):
                guard let p = ViewPresentation.presets.first(where: { $0.name == name })?.value else {
                    throw o.fail("presentation", "expected one of \(ViewPresentation.presets.map(\.name).joined(separator: ", ")), or {\"x\", \"y\", \"width\", \"height\"}, got \(quotedForMessage(name))")
                }
                l.presentation = p
            case .object:
                var r = try JSONObjectReader(v, file: o.file, path: o.childPath("presentation"))
                let big = 0.0...10_000
                l.presentation = .frame(CGRect(x: try r.requiredNumber("x", in: big, unit: " pt"), y: try r.requiredNumber("y", in: big, unit: " pt"),
                                             width: try r.requiredNumber("width", in: 1...10_000, unit: " pt"),
                                             height: try r.requiredNumber("height", in: 1...10_000, unit: " pt")))
                try r.finish()
            default:
                throw o.fail("presentation", "expected a preset name or {\"x\", \"y\", \"width\", \"height\"}, got \(v.typeName)")
            }
        }
    }

    /// `keyboard`; its `heights` override the keyboard the film shows (`liquidGlass`: iOS 26's rounded one).
    private static func readKeyboard(_ o: inout JSONObjectReader, into k: inout KeyboardModel, liquidGlass: Bool) throws {
        k.quickType = try o.bool("quickType")
        k.curve = try readCurve(&o, "curve") ?? k.curve
        k.curveDurationSeconds = try o.number("curveDuration", in: 0.001...10, unit: " seconds") ?? k.curveDurationSeconds
        k.reducedMotionCurve = try readCurve(&o, "reducedMotionCurve") ?? k.reducedMotionCurve
        k.reportedDurationSeconds = try o.number("reportedDuration", in: 0...10, unit: " seconds") ?? k.reportedDurationSeconds
        k.reportedCurve = try o.integer("reportedCurve", in: 0...15) ?? k.reportedCurve
        k.hardwareBarHeight = try o.number("hardwareBarHeight", in: 0...200, unit: " pt") ?? k.hardwareBarHeight
        k.snapBackSecondsPerPoint = try o.number("snapBackSecondsPerPoint", in: 0...0.1) ?? k.snapBackSecondsPerPoint
        k.reducedMotionDurationSeconds = try o.number("reducedMotionDuration", in: 0.001...10, unit: " seconds") ?? k.reducedMotionDurationSeconds
        k.undockLift = try o.number("undockLift", in: 0...5000, unit: " pt") ?? k.undockLift
        k.floatingWidth = try o.number("floatingWidth", in: 100...1000, unit: " pt") ?? k.floatingWidth
        k.floatingHeight = try o.number("floatingHeight", in: 100...1000, unit: " pt") ?? k.floatingHeight
        if var h = try o.object("heights") {
            let range = 0.0...2000
            var heights = liquidGlass ? k.liquidGlassHeights : k.heights
            heights.portrait = try h.number("portrait", in: range, unit: " pt") ?? heights.portrait
            heights.portraitQuickType = try h.number("portraitQuickType", in: range, unit: " pt") ?? heights.portraitQuickType
            heights.landscape = try h.number("landscape", in: range, unit: " pt") ?? heights.landscape
            heights.landscapeQuickType = try h.number("landscapeQuickType", in: range, unit: " pt") ?? heights.landscapeQuickType
            try h.finish()
            if liquidGlass { k.liquidGlassHeights = heights } else { k.heights = heights }
        }
    }

    private static func readRotation(_ o: inout JSONObjectReader, into r: inout RotationModel) throws {
        r.quarterTurnSeconds = try o.number("quarterTurnDuration", in: 0...5, unit: " seconds") ?? r.quarterTurnSeconds
        r.halfTurnSeconds = try o.number("halfTurnDuration", in: 0...5, unit: " seconds") ?? r.halfTurnSeconds
        r.curve = try readCurve(&o, "curve") ?? r.curve
    }

    private static func readEvents(_ r: inout JSONObjectReader, durationSeconds: Double, file: String) throws -> [StoryboardEvent] {
        guard let v = r.value("events") else { return [] }
        guard case .array(let items) = v else { throw r.fail("events", "expected an array, got \(v.typeName)") }
        var events: [StoryboardEvent] = []
        for (i, item) in items.enumerated() {
            var e = try JSONObjectReader(item, file: file, path: "events[\(i)]")
            let at = try e.requiredNumber("at", in: 0...durationSeconds, unit: " seconds, within the storyboard's duration")
            if let prev = events.last, at < prev.atSeconds {
                throw e.fail("at", "\(fmt(at)) comes before the previous event's time \(fmt(prev.atSeconds)): events must be in time order")
            }
            let name = try e.requiredString("do")
            guard let kind = Events.kind(named: name) else {
                throw e.fail("do", "expected one of \(Events.all.map { $0.name }.joined(separator: ", ")), got \(quotedForMessage(name))")
            }
            let action = try kind.action(reading: &e)
            try e.finish()
            events.append(StoryboardEvent(atSeconds: at, action: action))
        }
        return events
    }
}
