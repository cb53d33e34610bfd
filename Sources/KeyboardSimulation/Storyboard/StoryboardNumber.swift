import Foundation

/// A number a storyboard may give, described once: where it is written, what it accepts, its
/// unit and what it is when left out. The loader reads it with this range, `validate()` checks
/// a storyboard built in code against the same, the command line's overrides take the same,
/// and `kbfilm list numbers` prints the table the Storyboards article shows.
public struct StoryboardNumber: Sendable {
    public enum Unit: String, Sendable {
        case points = "pt", seconds, hertz = "Hz", none = ""
    }

    /// Where it is written: `keyboard.curveDuration`; `spring.mass` in any spring curve;
    /// `rotate.duration` in a `rotate` event; `fixedCurve.duration` in that strategy's options.
    public let path: String
    public let range: ClosedRange<Double>
    public let unit: Unit
    /// Whether only whole numbers are taken (`fps`, `tableRows`).
    public let isWhole: Bool
    /// What it is when the storyboard leaves it out ("required" when it may not).
    public let defaultWords: String

    init(_ path: String, _ range: ClosedRange<Double>, _ unit: Unit = .none, whole: Bool = false, default words: String) {
        self.path = path; self.range = range; self.unit = unit; isWhole = whole; defaultWords = words
    }

    /// The key in its object: `curveDuration`.
    public var key: String { String(path.split(separator: ".").last!) }
    /// " pt", " seconds" or "", as messages put it after a number.
    var unitSuffix: String { unit == .none ? "" : " " + unit.rawValue }
    /// "1 … 240", "0.001 … 600 seconds".
    public var rangeWords: String { "\(NumberFormat.asGiven(range.lowerBound)) … \(NumberFormat.asGiven(range.upperBound))" + unitSuffix }

    /// The range of a whole number (fps, scale), as integers.
    public var wholeRange: ClosedRange<Int> { Int(range.lowerBound)...Int(range.upperBound) }

    /// Why `value` is not a number this one takes, or nil.
    func problem(_ value: Double) -> String? {
        if let problem = Storyboard.rangeProblem(value, range, unitSuffix) { return problem }
        return isWhole && value != value.rounded() ? "expected a whole number, got \(NumberFormat.asGiven(value))" : nil
    }
}

extension StoryboardNumber {
    public static let fps = StoryboardNumber("fps", 1...240, whole: true, default: "60")
    public static let scale = StoryboardNumber("scale", 1...3, whole: true, default: "the device's")
    public static let duration = StoryboardNumber("duration", 0.001...600, .seconds, default: "required")

    static let statusBar = StoryboardNumber("deviceOverrides.statusBar", 0...100, .points, default: "the device's")
    static let hardwareKeyboardBar = StoryboardNumber("deviceOverrides.hardwareKeyboardBar", 0...200, .points, default: "the device's")
    /// One edge of `deviceOverrides.portraitSafeArea` / `landscapeSafeArea`.
    static let safeAreaEdges = ["top", "left", "bottom", "right"].map {
        StoryboardNumber("deviceOverrides.portraitSafeArea.\($0), deviceOverrides.landscapeSafeArea.\($0)", 0...200, .points,
                         default: "0 when the object is given")
    }

    static let barHeight = StoryboardNumber("layout.barHeight", 20...200, .points, default: NumberFormat.asGiven(Layout().barHeight))
    static let tabBarHeight = StoryboardNumber("layout.tabBarHeight", 1...200, .points, default: NumberFormat.asGiven(Layout().tabBarHeight))
    static let tableRows = StoryboardNumber("layout.tableRows", 0...500, whole: true, default: "\(Layout().tableRows)")
    static let presentationOrigin = ["x", "y"].map { StoryboardNumber("layout.presentation.\($0)", 0...10_000, .points, default: "required") }
    static let presentationSize = ["width", "height"].map { StoryboardNumber("layout.presentation.\($0)", 1...10_000, .points, default: "required") }

    static let curveDuration = StoryboardNumber("keyboard.curveDuration", 0.001...10, .seconds, default: "0.5")
    static let reportedDuration = StoryboardNumber("keyboard.reportedDuration", 0...10, .seconds, default: "0.25")
    static let reportedCurve = StoryboardNumber("keyboard.reportedCurve", 0...15, whole: true, default: "7")
    static let hardwareBarHeight = StoryboardNumber("keyboard.hardwareBarHeight", 0...200, .points, default: "55 on iPad, 0 on iPhone")
    static let snapBackSecondsPerPoint = StoryboardNumber("keyboard.snapBackSecondsPerPoint", 0...0.1, default: "none: reportedDuration × travel / height")
    static let reducedMotionDuration = StoryboardNumber("keyboard.reducedMotionDuration", 0.001...10, .seconds, default: "0.25; 0.04 on ios26")
    static let undockLift = StoryboardNumber("keyboard.undockLift", 0...5000, .points, default: "30 % of the screen's height")
    static let floatingWidth = StoryboardNumber("keyboard.floatingWidth", 100...1000, .points, default: "320")
    static let floatingHeight = StoryboardNumber("keyboard.floatingHeight", 100...1000, .points, default: "262")
    static let keyboardHeights = ["portrait", "portraitQuickType", "landscape", "landscapeQuickType"].map {
        StoryboardNumber("keyboard.heights.\($0)", 0...2000, .points, default: "the device's")
    }

    static let quarterTurnDuration = StoryboardNumber("rotation.quarterTurnDuration", 0...5, .seconds, default: "0.3")
    static let halfTurnDuration = StoryboardNumber("rotation.halfTurnDuration", 0...5, .seconds, default: "0.6")

    static let springMass = StoryboardNumber("spring.mass", 0.001...1000, default: "3")
    static let springStiffness = StoryboardNumber("spring.stiffness", 0.001...100_000, default: "1000")
    static let springDamping = StoryboardNumber("spring.damping", 0.001...100_000, default: "500")
    static let springInitialVelocity = StoryboardNumber("spring.initialVelocity", -1000...1000, default: "0")

    /// Every number, in the order of the Storyboards article's table.
    public static var all: [StoryboardNumber] {
        [fps, scale, duration, statusBar, hardwareKeyboardBar] + safeAreaEdges
            + [barHeight, tabBarHeight, tableRows] + presentationOrigin + presentationSize
            + [curveDuration, reportedDuration, reportedCurve, hardwareBarHeight, snapBackSecondsPerPoint, reducedMotionDuration,
               undockLift, floatingWidth, floatingHeight] + keyboardHeights
            + [quarterTurnDuration, halfTurnDuration, springMass, springStiffness, springDamping, springInitialVelocity]
            + [Strategies.FixedCurve.duration, Strategies.DisplayLinkOptions.rate]
            + [Events.Rotate.duration, Events.SwitchKeyboard.height, Events.SetAccessory.height, Events.undockLift,
               Events.Float.x, Events.Float.y, Events.gestureDuration]
    }

    /// The table `kbfilm list numbers` prints and the Storyboards article holds (Markdown).
    public static var table: String {
        var lines = ["| where | takes | when left out |", "|---|---|---|"]
        for n in all {
            lines.append("| `\(n.path)` | \(n.rangeWords)\(n.isWhole ? ", whole" : "") | \(n.defaultWords) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension JSONObjectReader {
    /// `n` in this object (under its key), in its range.
    mutating func number(_ n: StoryboardNumber) throws -> Double? {
        if n.isWhole { return try integer(n.key, in: Int(n.range.lowerBound)...Int(n.range.upperBound)).map(Double.init) }
        return try number(n.key, in: n.range, unit: n.unitSuffix)
    }

    /// `n`, a whole number, as an `Int`.
    mutating func integer(_ n: StoryboardNumber) throws -> Int? { try number(n).map { Int($0) } }

    mutating func requiredNumber(_ n: StoryboardNumber) throws -> Double {
        guard let x = try number(n) else { throw fail(n.key, "required") }
        return x
    }
}

extension FieldCheck {
    /// `value` is a number `n` takes (under `path`.`n.key`).
    func number(_ value: Double, _ n: StoryboardNumber) throws {
        if let problem = n.problem(value) { throw fail(n.key, problem) }
    }
}
