import KeyboardSimulation

/// Compares two traces frame by frame, field by field (`TraceField.all`: the interface, the
/// view, keyboard and bar frames, drift, the safe area, the scroll view, the notifications …).
/// Numbers closer than `tolerance` are equal; a frame's differences list the bar's fields and
/// drift first, as they are what a golden guards.
public struct GeometryDiff: Sendable {
    /// Values closer than this (points) are equal: traces are stored with four decimals.
    public static let tolerance = 0.001

    public struct Difference: Sendable, Equatable {
        public var frame: Int
        /// The field's path in trace.json: "bar.y", "scrollView.contentOffsetY", "notifications".
        public var field: String
        public var expected: String
        public var actual: String
        /// |expected − actual| for numeric fields, in points (or degrees for `angle`); 0 for others.
        public var delta: Double

        public init(frame: Int, field: String, expected: String, actual: String, delta: Double) {
            self.frame = frame; self.field = field; self.expected = expected; self.actual = actual; self.delta = delta
        }
    }

    public var differences: [Difference] = []
    public var differingFrames = 0

    public var first: Difference? { differences.first }
    public var largest: Difference? { differences.max { $0.delta < $1.delta } }

    /// The fields in the order a frame's differences are listed: the bar's and drift first.
    static let fields: [TraceField] = {
        let guarded = TraceField.all.filter { $0.path.first == "bar" || $0.name == "drift" }
        return guarded + TraceField.all.filter { f in !guarded.contains { $0.name == f.name } }
    }()

    public init(expected: Trace, actual: Trace) {
        for (e, a) in zip(expected.frames, actual.frames) {
            let before = differences.count
            if (e.scrollView == nil) != (a.scrollView == nil) {
                differences.append(Difference(frame: e.index, field: "scrollView", expected: e.scrollView == nil ? "none" : "watched",
                                              actual: a.scrollView == nil ? "none" : "watched", delta: 0))
            }
            for field in Self.fields where field.presence != .withScrollView || (e.scrollView != nil && a.scrollView != nil) {
                if let d = Self.difference(field, e, a) { differences.append(d) }
            }
            if differences.count > before { differingFrames += 1 }
        }
    }

    private static func difference(_ field: TraceField, _ e: TraceFrame, _ a: TraceFrame) -> Difference? {
        let x = field.value(in: e), y = field.value(in: a)
        if case .number(let p)? = x, case .number(let q)? = y {
            let d = abs(p - q)
            return d > tolerance ? Difference(frame: e.index, field: field.name, expected: TraceWriter.number(p), actual: TraceWriter.number(q), delta: d) : nil
        }
        guard x != y else { return nil }
        func words(_ v: TraceField.Value?) -> String {
            guard let v, v != .words([]) else { return field.absentWords }
            return v.text(joining: ", ")
        }
        return Difference(frame: e.index, field: field.name, expected: words(x), actual: words(y), delta: 0)
    }
}

/// What moved in one frame against the golden: the bar, or the content under it (a scroll view's
/// offset), so a reviewer knows which one a failure is about (a scrolled table changes most
/// pixels of a frame while the bar stays where it was).
public struct FrameMovement: Sendable, Equatable {
    /// How far the bar's bottom edge moved (actual − expected), in points.
    public var bar: Double
    /// How far the scroll view's content moved on screen (its offset, expected − actual: positive
    /// when the content moved down), in points; nil when the film watches no scroll view.
    public var content: Double?

    public init(expected: TraceFrame, actual: TraceFrame) {
        bar = Double(actual.bar.maxY - expected.bar.maxY)
        if let e = expected.scrollView, let a = actual.scrollView {
            content = e.contentOffsetY - a.contentOffsetY
        }
    }

    /// "bar +8 pt · content −120 pt", "bar unmoved · content +34 pt".
    public var words: String {
        func amount(_ x: Double) -> String { abs(x) <= GeometryDiff.tolerance ? "unmoved" : NumberFormat.signed((x * 10).rounded() / 10, decimals: 1) + " pt" }
        return "bar " + amount(bar) + (content.map { " · content " + amount($0) } ?? "")
    }

    /// Which one the difference is about, in a sentence for a failure's details.
    public var sentence: String {
        let barMoved = abs(bar) > 0.5, contentMoved = abs(content ?? 0) > 0.5
        switch (barMoved, contentMoved) {
        case (true, true): return "both the bar and the content under it moved (\(words))"
        case (true, false): return "the bar moved (\(words)); the content did not"
        case (false, true): return "the content under the bar moved (\(words)); the bar is where the golden has it"
        case (false, false): return "neither the bar nor the content moved by more than 0.5 pt (\(words)): the difference is in what is drawn"
        }
    }
}
