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
