import Foundation

/// What a frame's drift means to a reviewer (the reference's §7, "Verdict classes"). The drift
/// itself is a number in the trace; this is the class that decides a frame's colour and the
/// film's verdict.
public enum Attachment: String, Sendable, CaseIterable {
    /// The bar's bottom is on its intended line (|drift| ≤ 0.5 pt); for a full-bleed bar, also on the keys' top edge.
    case attached
    /// A bar pinned to the view's bottom edge (its content padded by the safe area, as iMessage
    /// draws it) with no keyboard up: where such a bar rests.
    case atRest
    /// The bar moves in the keyboard's own animation from its rest to the keyboard's top, as a
    /// bar on `keyboardLayoutGuide` (or moved in the keyboard's block) does on a device: it leads
    /// the keys by no more than the gap between its rest and the hidden keyboard's top, and
    /// that allowance shrinks as the keyboard shows.
    case rides
    /// The interface is turning: mid-rotation the bar and the keyboard move on different
    /// transforms, and the distance between them says nothing about the code.
    case turning
    /// Drifts: a gap above the keyboard larger than riding allows (detached, early, left behind by a drag).
    case leads
    /// Drifts: the keyboard over the bar (late, or never moved).
    case covered

    /// Whether this frame is a fault a reviewer must see (red).
    public var isDrift: Bool { self == .leads || self == .covered }

    /// The word captions add after a frame's drift ("leads", "covered", "rides", "at rest",
    /// "turning"); nil when attached.
    public var word: String? {
        switch self {
        case .attached: nil
        case .atRest: "at rest"
        case .rides: "rides"
        case .turning: "turning"
        case .leads: "leads"
        case .covered: "covered"
        }
    }
}

extension TraceFrame {
    /// This frame's class, from its own geometry (the reference's §7):
    /// - attached: |drift| ≤ 0.5 pt; for a bar that rests full-bleed (`barRestsFullBleed`), also
    ///   its bottom on the keys' top edge;
    /// - at rest: a full-bleed bar on the view's bottom edge while no keyboard reaches it;
    /// - turning: the interface is between two orientations;
    /// - rides: a gap above the keyboard of at most `(hidden keyboard top − rest) × (1 − s)`,
    ///   s being how much of the keyboard shows (0 hidden, 1 fully up): the most a bar moved on
    ///   the keyboard's own curve from its rest to the keyboard's top can lead it;
    /// - leads / covered: any other gap, or the keyboard over the bar.
    public var attachment: Attachment {
        let tolerance = Trace.driftThresholdPoints
        if abs(drift) <= tolerance || barAbsence != nil { return .attached }
        if isTurning { return .turning }
        let keyboardTop = Double(keyboard.minY)
        let docked = keyboardMode == .docked && !hardwareKeyboard && keyboard.height > 0
        if drift > 0 {
            // A full-bleed bar's line is the view's bottom edge: it rests there, and on the keys while they rise.
            if barRestsFullBleed {
                let barBottom = Double(bar.maxY), viewBottom = Double(view.maxY)
                if abs(barBottom - viewBottom) <= tolerance && keyboardTop >= viewBottom - tolerance { return .atRest }
                if docked && abs(barBottom - keyboardTop) <= tolerance && barBottom <= viewBottom + tolerance { return .attached }
            }
            return .covered
        }
        if docked {
            let hiddenTop = Double(interfaceSize.height)
            let shown = min(max((hiddenTop - keyboardTop) / Double(keyboard.height), 0), 1)
            let allowance = max(0, hiddenTop - restBottom) * (1 - shown)
            if -drift <= allowance + tolerance { return .rides }
        }
        return .leads
    }

    /// Whether the interface is between two orientations in this frame.
    public var isTurning: Bool {
        var d = (angle - orientation.angleDegrees).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
        return abs(d) > 0.01
    }
}
