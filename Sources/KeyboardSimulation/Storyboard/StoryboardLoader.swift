import Foundation

/// Loads and validates storyboard files (the reference's Storyboards article).
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
        if let denied = PathAccess.problem(reading: path) { throw StoryboardError(file: path, path: "", message: denied) }
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
            let candidates = DeviceCatalogue.names(startingWith: deviceName)
            let list = "run `\(RunningCommand.name) list devices`"
            guard candidates.isEmpty else {
                let named = candidates.map { "\"\($0)\"" }
                let choice = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " or " + named.last!
                throw r.fail("device", "\(quotedForMessage(deviceName)) names no one device: did you mean \(choice)? (\(list) for every device)")
            }
            throw r.fail("device", "unknown device \(quotedForMessage(deviceName)) (\(list))")
        }
        if var o = try r.object("deviceOverrides") {
            try readDeviceOverrides(&o, into: &device)
            try o.finish()
        }
        let strategy = try readStrategy(&r)
        // A storyboard for your own UIKit code (`Film(storyboard:setUp:)`) names no strategy.
        let namesStrategy = strategy != nil
        let durationSeconds = try r.requiredNumber(StoryboardNumber.duration)
        var sb = Storyboard(name: name, device: device, strategy: strategy ?? StrategyConfiguration(.layoutGuide), durationSeconds: durationSeconds, events: [])
        sb.namesStrategy = namesStrategy
        sb.source = file
        sb.summary = try r.string("description") ?? ""
        sb.orientation = try r.choice("orientation", InterfaceOrientation.self) ?? .portrait
        sb.system = try r.choice("system", SystemVersion.self) ?? .ios15
        sb.sdk = try r.choice("sdk", SDKVersion.self)
        let fps = try r.integer(StoryboardNumber.fps), scale = try r.integer(StoryboardNumber.scale)
        sb.fps = fps ?? 60
        sb.scale = scale ?? device.scale
        sb.statesFPS = fps != nil
        sb.statesScale = scale != nil
        sb.appearance = try r.choice("appearance", Appearance.self) ?? .light
        sb.additiveAnimations = try r.bool("additiveAnimations")
        sb.supportsUpsideDown = try r.bool("supportsUpsideDown")
        sb.reduceMotion = try r.bool("reduceMotion") ?? false
        if var o = try r.object("systemBugs") {
            sb.systemBugs.layoutGuideDragWithoutAccessory = try o.bool("layoutGuideDragWithoutAccessory") ?? false
            sb.systemBugs.endFrameInViewCoordinates = try o.bool("endFrameInViewCoordinates") ?? false
            try o.finish(allowed: SystemBugs.keys)
        }
        if namesStrategy, let problem = sb.strategy.name.incompatibility(with: sb.system) { throw r.fail("strategy.name", problem) }
        if var o = try r.object("layout") { try readLayout(&o, into: &sb.layout); try o.finish() }
        if var o = try r.object("keyboard") { try readKeyboard(&o, into: &sb.keyboard, liquidGlass: sb.showsLiquidGlassKeyboard); try o.finish() }
        if var o = try r.object("rotation") { try readRotation(&o, into: &sb.rotation); try o.finish() }
        sb.events = try readEvents(&r, durationSeconds: durationSeconds, file: file)
        return sb
    }

    private static func readDeviceOverrides(_ o: inout JSONObjectReader, into d: inout Device) throws {
        if let s = try o.number(StoryboardNumber.statusBar) { d.statusBarHeight = s }
        if let h = try o.number(StoryboardNumber.hardwareKeyboardBar) { d.hardwareKeyboardBarHeight = h }
        if var i = try o.object("portraitSafeArea") { d.portraitSafeArea = try readInsets(&i); try i.finish() }
        if var i = try o.object("landscapeSafeArea") { d.landscapeSafeArea = try readInsets(&i); try i.finish() }
    }

    private static func readInsets(_ o: inout JSONObjectReader) throws -> UIEdgeInsets {
        let edges = try StoryboardNumber.safeAreaEdges.map { try o.number($0) ?? 0 }
        return UIEdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
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
                s.mass = try sp.number(StoryboardNumber.springMass) ?? s.mass
                s.stiffness = try sp.number(StoryboardNumber.springStiffness) ?? s.stiffness
                s.damping = try sp.number(StoryboardNumber.springDamping) ?? s.damping
                s.initialVelocity = try sp.number(StoryboardNumber.springInitialVelocity) ?? s.initialVelocity
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
        l.barHeight = try o.number(StoryboardNumber.barHeight) ?? l.barHeight
        l.tabBar = try o.bool("tabBar") ?? l.tabBar
        l.tabBarHeight = try o.number(StoryboardNumber.tabBarHeight) ?? l.tabBarHeight
        l.tableRows = try o.integer(StoryboardNumber.tableRows) ?? l.tableRows
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
                let origin = try StoryboardNumber.presentationOrigin.map { try r.requiredNumber($0) }
                let size = try StoryboardNumber.presentationSize.map { try r.requiredNumber($0) }
                l.presentation = .frame(CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1]))
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
        k.curveDurationSeconds = try o.number(StoryboardNumber.curveDuration) ?? k.curveDurationSeconds
        k.reducedMotionCurve = try readCurve(&o, "reducedMotionCurve") ?? k.reducedMotionCurve
        k.reportedDurationSeconds = try o.number(StoryboardNumber.reportedDuration) ?? k.reportedDurationSeconds
        k.reportedCurve = try o.integer(StoryboardNumber.reportedCurve) ?? k.reportedCurve
        k.hardwareBarHeight = try o.number(StoryboardNumber.hardwareBarHeight) ?? k.hardwareBarHeight
        k.snapBackSecondsPerPoint = try o.number(StoryboardNumber.snapBackSecondsPerPoint) ?? k.snapBackSecondsPerPoint
        k.reducedMotionDurationSeconds = try o.number(StoryboardNumber.reducedMotionDuration) ?? k.reducedMotionDurationSeconds
        k.undockLift = try o.number(StoryboardNumber.undockLift) ?? k.undockLift
        k.floatingWidth = try o.number(StoryboardNumber.floatingWidth) ?? k.floatingWidth
        k.floatingHeight = try o.number(StoryboardNumber.floatingHeight) ?? k.floatingHeight
        if var h = try o.object("heights") {
            var heights = liquidGlass ? k.liquidGlassHeights : k.heights
            let given = try StoryboardNumber.keyboardHeights.map { try h.number($0) }
            heights.portrait = given[0] ?? heights.portrait
            heights.portraitQuickType = given[1] ?? heights.portraitQuickType
            heights.landscape = given[2] ?? heights.landscape
            heights.landscapeQuickType = given[3] ?? heights.landscapeQuickType
            try h.finish()
            if liquidGlass { k.liquidGlassHeights = heights } else { k.heights = heights }
        }
    }

    private static func readRotation(_ o: inout JSONObjectReader, into r: inout RotationModel) throws {
        r.quarterTurnSeconds = try o.number(StoryboardNumber.quarterTurnDuration) ?? r.quarterTurnSeconds
        r.halfTurnSeconds = try o.number(StoryboardNumber.halfTurnDuration) ?? r.halfTurnSeconds
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
                throw e.fail("at", "\(NumberFormat.asGiven(at)) comes before the previous event's time \(NumberFormat.asGiven(prev.atSeconds)): events must be in time order")
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
