import KeyboardSimulation

/// Compares two traces frame by frame: keyboard and bar frames, drift, interface, the scroll
/// view (frame, insets, offset, content, the last message's coverage) and notifications.
public struct GeometryDiff: Sendable {
    /// Values closer than this (points) are equal: traces are stored with four decimals.
    public static let tolerance = 0.001

    public struct Difference: Sendable, Equatable {
        public var frame: Int
        public var field: String
        public var expected: String
        public var actual: String
        /// |expected − actual| for numeric fields, in points (or degrees for `angle`).
        public var delta: Double

        public init(frame: Int, field: String, expected: String, actual: String, delta: Double) {
            self.frame = frame; self.field = field; self.expected = expected; self.actual = actual; self.delta = delta
        }
    }

    public var differences: [Difference] = []
    public var differingFrames = 0

    public var first: Difference? { differences.first }
    public var largest: Difference? { differences.max { $0.delta < $1.delta } }

    public init(expected: Trace, actual: Trace) {
        for (e, a) in zip(expected.frames, actual.frames) {
            var frameDiffers = false
            func number(_ field: String, _ x: Double, _ y: Double) {
                let d = abs(x - y)
                if d > Self.tolerance {
                    frameDiffers = true
                    differences.append(Difference(frame: e.index, field: field, expected: TraceWriter.number(x), actual: TraceWriter.number(y), delta: d))
                }
            }
            number("bar.y", e.bar.minY, a.bar.minY); number("bar.height", e.bar.height, a.bar.height)
            number("bar.x", e.bar.minX, a.bar.minX); number("bar.width", e.bar.width, a.bar.width)
            number("keyboard.y", e.keyboard.minY, a.keyboard.minY); number("keyboard.height", e.keyboard.height, a.keyboard.height)
            number("keyboard.x", e.keyboard.minX, a.keyboard.minX); number("keyboard.width", e.keyboard.width, a.keyboard.width)
            number("drift", e.drift, a.drift)
            number("interface.angle", e.angle, a.angle)
            number("interface.width", e.interfaceSize.width, a.interfaceSize.width)
            number("interface.height", e.interfaceSize.height, a.interfaceSize.height)
            number("view.x", e.view.minX, a.view.minX); number("view.y", e.view.minY, a.view.minY)
            number("view.width", e.view.width, a.view.width); number("view.height", e.view.height, a.view.height)
            number("keyboardAccessoryHeight", e.keyboardAccessoryHeight, a.keyboardAccessoryHeight)
            number("alertOpacity", e.alertOpacity, a.alertOpacity)
            switch (e.scrollView, a.scrollView) {
            case let (x?, y?):
                number("scrollView.y", x.frame.minY, y.frame.minY); number("scrollView.height", x.frame.height, y.frame.height)
                number("scrollView.x", x.frame.minX, y.frame.minX); number("scrollView.width", x.frame.width, y.frame.width)
                number("scrollView.contentInsetBottom", x.contentInsetBottom, y.contentInsetBottom)
                number("scrollView.indicatorInsetBottom", x.indicatorInsetBottom, y.indicatorInsetBottom)
                number("scrollView.adjustedInsetBottom", x.adjustedInsetBottom, y.adjustedInsetBottom)
                number("scrollView.contentOffsetY", x.contentOffsetY, y.contentOffsetY)
                number("scrollView.contentHeight", x.contentHeight, y.contentHeight)
                number("lastMessageCovered", x.lastMessageCovered, y.lastMessageCovered)
            case (nil, nil):
                break
            case let (x, y):
                frameDiffers = true
                differences.append(Difference(frame: e.index, field: "scrollView", expected: x == nil ? "none" : "watched",
                                              actual: y == nil ? "none" : "watched", delta: 0))
            }
            if e.keyboardMode != a.keyboardMode {
                frameDiffers = true
                differences.append(Difference(frame: e.index, field: "keyboardMode", expected: e.keyboardMode.rawValue,
                                              actual: a.keyboardMode.rawValue, delta: 0))
            }
            if e.barAbsence != a.barAbsence {
                frameDiffers = true
                differences.append(Difference(frame: e.index, field: "barAbsent", expected: e.barAbsence?.rawValue ?? "on screen",
                                              actual: a.barAbsence?.rawValue ?? "on screen", delta: 0))
            }
            if e.notifications != a.notifications {
                frameDiffers = true
                func list(_ n: [String]) -> String { n.isEmpty ? "(none)" : n.joined(separator: ", ") }
                differences.append(Difference(frame: e.index, field: "notifications", expected: list(e.notifications),
                                              actual: list(a.notifications), delta: 0))
            }
            if frameDiffers { differingFrames += 1 }
        }
    }
}
