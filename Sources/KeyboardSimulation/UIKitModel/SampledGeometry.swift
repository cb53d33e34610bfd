import Foundation

/// What the sampler refuses to film: geometry the user's code made non-finite (a constraint
/// constant or a frame from a division by zero), which would read as a bar "attached" with a
/// drift of NaN, and a bar that left the window, which no longer rides anything.
@MainActor
enum SampledGeometry {
    /// Throws, naming the view and the property, when `view` (watched as `role`) or one of its
    /// superviews up to `root` is drawn at a NaN or infinite place or size in frame `index`.
    static func checkFinite(_ view: UIView, role: String, root: UIView, frame index: Int, file: String, code: String) throws {
        // From the top down, so the view whose own geometry went wrong is named, not the views it carried.
        var chain: [UIView] = []
        var v: UIView? = view
        while let current = v {
            chain.append(current)
            if current === root { break }
            v = current.superview
        }
        for current in chain.reversed() {
            guard let (property, value) = nonFinite(current) else { continue }
            let who = current === view ? role : "\(type(of: current)) (a superview of the \(role))"
            throw StoryboardError(file: file, path: "events", message: "\(who).\(property) is \(value) from frame \(index): the code \(code) made it non-finite (a frame or constraint constant from a division by zero?); the film stops here, and no golden is recorded from it")
        }
    }

    /// The first property of `view` as drawn now that is not a finite number, and how it is not.
    static func nonFinite(_ view: UIView) -> (property: String, value: String)? {
        let l = view.layer.presentation() ?? view.layer
        let t = l.affineTransform()
        let values: [(String, CGFloat)] = [
            ("frame.origin.x", l.frame.minX), ("frame.origin.y", l.frame.minY),
            ("frame.size.width", l.frame.width), ("frame.size.height", l.frame.height),
            ("bounds.origin.x", l.bounds.minX), ("bounds.origin.y", l.bounds.minY),
            ("transform.a", t.a), ("transform.b", t.b), ("transform.c", t.c), ("transform.d", t.d),
            ("transform.tx", t.tx), ("transform.ty", t.ty),
        ]
        guard let (name, x) = values.first(where: { !$0.1.isFinite }) else { return nil }
        return (name, x.isNaN ? "NaN" : x > 0 ? "infinite" : "−infinite")
    }

    /// Throws when a number of `frame` is not finite or lies beyond what a trace holds (a bar
    /// placed with `CGRect.infinite`, a content height of 10¹²): such a film would record a golden
    /// that the next run calls corrupt. The one check of every number the trace writes.
    static func checkWritable(_ frame: TraceFrame, file: String, code: String) throws {
        var numbers: [(String, Double, ClosedRange<Double>)] = [
            ("bar.frame.origin.x", frame.bar.minX, TraceReader.points), ("bar.frame.origin.y", frame.bar.minY, TraceReader.points),
            ("bar.frame.size.width", frame.bar.width, TraceReader.points), ("bar.frame.size.height", frame.bar.height, TraceReader.points),
            ("bar's drift", frame.drift, TraceReader.points),
        ]
        if let v = frame.scrollView {
            numbers += [
                ("scrollView.frame.origin.y", v.frame.minY, TraceReader.points), ("scrollView.frame.size.height", v.frame.height, TraceReader.points),
                ("scrollView.frame.origin.x", v.frame.minX, TraceReader.points), ("scrollView.frame.size.width", v.frame.width, TraceReader.points),
                ("scrollView.contentInset.bottom", v.contentInsetBottom, TraceReader.points),
                ("scrollView.verticalScrollIndicatorInsets.bottom", v.indicatorInsetBottom, TraceReader.points),
                ("scrollView.adjustedContentInset.bottom", v.adjustedInsetBottom, TraceReader.points),
                ("scrollView.contentOffset.y", v.contentOffsetY, TraceReader.points),
                ("scrollView.contentSize.height", v.contentHeight, TraceReader.contentPoints),
                ("the newest message's hidden points", v.lastMessageCovered, TraceReader.contentPoints),
            ]
        }
        guard let (name, value, range) = numbers.first(where: { !$0.2.contains($0.1) }) else { return }
        let why = value.isFinite
            ? "\(value) pt, beyond \(Int(range.lowerBound)) … \(Int(range.upperBound)) pt from frame \(frame.index): the code \(code) placed it where no screen reaches (CGRect.infinite?)"
            : "\(value.isNaN ? "NaN" : "infinite") from frame \(frame.index): the code \(code) made it non-finite"
        throw StoryboardError(file: file, path: "events", message: "\(name) is \(why); the film stops here, and no golden is recorded from it")
    }

    /// Why the bar is not on screen in the film's window now, or nil when it is.
    static func absence(of bar: UIView, window: UIWindow) -> BarAbsence? {
        guard let barWindow = bar.window else { return .removed }
        if barWindow !== window { return .otherWindow }
        var v: UIView? = bar
        while let current = v {
            if current.isHidden || current.alpha < 0.01 { return .hidden }
            v = current.superview
        }
        return nil
    }
}
