import Foundation
/// Per-frame geometry of a simulated film (the reference's Trace article): every output and test is
/// checked against it. Values in points, in the interface coordinate space of each frame.
public struct Trace: Sendable, Equatable {
    /// A frame drifts when the bar's bottom is farther than this from its intended position.
    public static let driftThresholdPoints = 0.5

    public var name: String
    public var device: String
    public var system: SystemVersion
    /// The strategy's name (a built-in one's storyboard name, or a user strategy's `name`).
    public var strategy: String
    public var fps: Int
    public var frames: [TraceFrame]

    public init(name: String, device: String, system: SystemVersion, strategy: String, fps: Int, frames: [TraceFrame]) {
        self.name = name; self.device = device; self.system = system; self.strategy = strategy
        self.fps = fps; self.frames = Self.markingFullBleedRest(frames)
    }

    /// The frames, each told whether the film's bar rests full-bleed: in the first frame, with no
    /// keyboard up, its bottom is the view's bottom edge (below where a bar rests above the safe
    /// area) — a bar that pads its content by the safe area, as iMessage draws it. Only such a bar's
    /// frames are judged against the view's bottom edge instead (`Attachment.atRest`).
    static func markingFullBleedRest(_ frames: [TraceFrame]) -> [TraceFrame] {
        guard let first = frames.first else { return frames }
        let tolerance = driftThresholdPoints
        let viewBottom = Double(first.view.maxY)
        let keyboardAway = first.keyboard.height <= 0 || Double(first.keyboard.minY) >= viewBottom - tolerance
        let fullBleed = first.barAbsence == nil && keyboardAway && abs(Double(first.bar.maxY) - viewBottom) <= tolerance
            && first.restBottom < viewBottom - tolerance
        guard fullBleed else { return frames }
        return frames.map { var f = $0; f.barRestsFullBleed = true; return f }
    }

    /// The largest |drift| over all frames, in points.
    public var maxAbsDrift: Double { frames.map { abs($0.drift) }.max() ?? 0 }
    /// How many frames drift: a gap the keyboard's own animation does not explain, or the
    /// keyboard over the bar (`Attachment.leads`, `.covered`; §7 of the reference).
    public var driftFrames: Int { frames.filter(\.isDrifting).count }
    /// The index of the first drifting frame, if any.
    public var firstDriftFrame: Int? { frames.first(where: \.isDrifting)?.index }
    /// How many frames ride the keyboard's animation (ahead of the keys by what riding allows).
    public var ridingFrames: Int { frames.filter { $0.attachment == .rides }.count }
    /// How many frames the interface spends turning while the bar is off its line.
    public var turningFrames: Int { frames.filter { $0.attachment == .turning }.count }

    /// Whether the film watched a scroll view (and so measured the last message's coverage).
    public var hasScrollView: Bool { frames.contains { $0.scrollView != nil } }
    /// The most points of the last message covered in any frame.
    public var maxLastMessageCovered: Double { frames.map(\.lastMessageCovered).max() ?? 0 }
    /// How many frames hide part of the last message (more than 0.5 pt of it).
    public var coveredFrames: Int { frames.filter(\.isLastMessageCovered).count }
    /// The index of the first frame that hides part of the last message, if any.
    public var firstCoveredFrame: Int? { frames.first(where: \.isLastMessageCovered)?.index }

    /// Whether the bar stayed attached, in the one sentence every output uses (drift to 0.1 pt),
    /// by the classes of §7: "attached in every frame (max |drift| 0.2 pt)"; "drifts in 12 frames
    /// from frame 40: leads the keyboard by up to 29.7 pt (max |drift| 29.7 pt)" — a gap above
    /// the keyboard — or "…: covered by up to 12 pt …" — the keyboard over the bar — or both;
    /// "rides the keyboard's animation in 24 frames from frame 7, up to 29.9 pt ahead of the keys"
    /// for a bar moved on the keyboard's own curve (no fault); "turning in 20 frames from frame 54
    /// (not judged mid-turn)"; "rests full-bleed on the view's bottom edge in 6 frames" for a bar
    /// whose content the safe area pads. When the film watched a scroll view, what it did to the last message
    /// follows: "; last message visible in every frame" or "; last message covered in 20 frames from frame 12, up to 34 pt".
    public var verdict: String {
        let drift = "max |drift| " + NumberFormat.points(maxAbsDrift) + " pt"
        var clauses: [String] = []
        let resting = frames.filter { $0.attachment == .atRest }
        if !resting.isEmpty { clauses.append("rests full-bleed on the view's bottom edge in \(Self.count(resting.count))") }
        let riding = frames.filter { $0.attachment == .rides }
        if let first = riding.first {
            let ahead = riding.map { -$0.drift }.max() ?? 0
            clauses.append("rides the keyboard's animation in \(Self.count(riding.count)) from frame \(first.index), up to "
                + NumberFormat.points(ahead) + " pt ahead of the keys")
        }
        let turning = frames.filter { $0.attachment == .turning }
        if let first = turning.first {
            clauses.append("turning in \(Self.count(turning.count)) from frame \(first.index) (not judged mid-turn)")
        }
        var sentence: String
        if let first = firstDriftFrame {
            var ways: [String] = []
            if let lead = maxLead { ways.append("leads the keyboard by up to " + NumberFormat.points(lead) + " pt") }
            if let cover = maxCovered { ways.append("covered by up to " + NumberFormat.points(cover) + " pt") }
            sentence = "drifts in \(Self.count(driftFrames)) from frame \(first): " + ways.joined(separator: ", ") + " (\(drift))"
            if !clauses.isEmpty { sentence += "; " + clauses.joined(separator: "; ") }
        } else if clauses.isEmpty {
            sentence = "attached in every frame (\(drift))"
        } else {
            sentence = clauses.joined(separator: "; ") + "; attached in every other frame (\(drift))"
        }
        if let absence = absenceVerdict {
            // Drift is measured only where the bar is on screen.
            sentence = absence + "; " + (firstDriftFrame == nil && clauses.isEmpty ? "attached in every other frame (\(drift))" : sentence)
        }
        if let coverage = coverageVerdict { sentence += "; " + coverage }
        return sentence
    }

    /// "1 frame", "12 frames".
    static func count(_ n: Int) -> String { "\(n) frame\(n == 1 ? "" : "s")" }

    /// The widest gap between the bar and the keyboard below it (−drift) over frames that drift
    /// that way (`Attachment.leads`), in points; nil when none does.
    public var maxLead: Double? { frames.filter { $0.attachment == .leads }.map { -$0.drift }.max() }
    /// The most the keyboard covers the bar (+drift) over frames that drift that way; nil when none does.
    public var maxCovered: Double? { frames.filter { $0.attachment == .covered }.map(\.drift).max() }

    /// What the film did to the last message (nil when it watched no scroll view).
    public var coverageVerdict: String? {
        guard hasScrollView else { return nil }
        guard let first = firstCoveredFrame else { return "last message visible in every frame" }
        let count = coveredFrames
        return "last message covered in \(count) frame\(count == 1 ? "" : "s") from frame \(first), up to "
            + NumberFormat.points(maxLastMessageCovered) + " pt"
    }

    /// Whether every frame keeps the bar on screen, attached, and the last message in view.
    public var isClean: Bool { firstDriftFrame == nil && firstCoveredFrame == nil && firstAbsentFrame == nil }

    /// The first frame whose bar is not on screen in the film's window, if any.
    public var firstAbsentFrame: Int? { frames.first { $0.barAbsence != nil }?.index }
    /// How many frames show no bar (removed, hidden, or in another window).
    public var absentFrames: Int { frames.filter { $0.barAbsence != nil }.count }

    /// "the bar left the window in 8 frames from frame 3 (removed from the window)", or nil.
    public var absenceVerdict: String? {
        guard let first = firstAbsentFrame, let why = frames[frames.firstIndex { $0.index == first }!].barAbsence else { return nil }
        let count = absentFrames
        return "the bar is off screen in \(count) frame\(count == 1 ? "" : "s") from frame \(first) (\(why.words))"
    }
}

/// Why a film's bar is not on screen in a frame.
public enum BarAbsence: String, Sendable, CaseIterable {
    /// It (or a superview) was removed: it is in no window.
    case removed
    /// It or a superview is hidden, or fully transparent.
    case hidden
    /// It was moved into another window.
    case otherWindow

    /// The reason, in words for a verdict.
    public var words: String {
        switch self {
        case .removed: "removed from the window"
        case .hidden: "hidden"
        case .otherWindow: "moved to another window"
        }
    }
}

/// The scroll view a film watches (the chat's table), as drawn in one frame.
public struct ScrollViewSample: Sendable, Equatable {
    /// Its presented frame, in the interface's coordinates.
    public var frame: CGRect
    /// `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom` as the code set them.
    public var contentInsetBottom: Double
    public var indicatorInsetBottom: Double
    /// `adjustedContentInset.bottom`: the content inset plus the safe area UIKit adds.
    public var adjustedInsetBottom: Double
    /// The presented `contentOffset.y` (it animates with the blocks that change it).
    public var contentOffsetY: Double
    /// `contentSize.height`.
    public var contentHeight: Double
    /// Points of the newest message nobody can see (0 … its height: the chat's 34 pt bubble, or the data source's last row).
    public var lastMessageCovered: Double

    public init(frame: CGRect, contentInsetBottom: Double, indicatorInsetBottom: Double, adjustedInsetBottom: Double,
                contentOffsetY: Double, contentHeight: Double, lastMessageCovered: Double) {
        self.frame = frame; self.contentInsetBottom = contentInsetBottom; self.indicatorInsetBottom = indicatorInsetBottom
        self.adjustedInsetBottom = adjustedInsetBottom; self.contentOffsetY = contentOffsetY
        self.contentHeight = contentHeight; self.lastMessageCovered = lastMessageCovered
    }
}

/// One frame's geometry.
public struct TraceFrame: Sendable, Equatable {
    public var index: Int
    /// Seconds from the start.
    public var time: Double
    /// The interface orientation (the target one while a rotation runs).
    public var orientation: InterfaceOrientation
    /// The interface's current rotation relative to the device, in degrees (−180, 180].
    public var angle: Double
    /// The interface's size in points (interpolating while it rotates).
    public var interfaceSize: CGSize
    /// The view controller's view (the whole interface unless it is a sheet or multitasking window).
    public var view: CGRect
    /// The view's safe-area insets in points; `top` includes the status bar (the tab bar is not included).
    public var safeArea: UIEdgeInsets
    /// The bar's bottom edge when the keyboard is hidden (above the safe area or tab bar).
    public var restBottom: Double
    /// The keyboard's own frame (keys and QuickType strip, no accessory view).
    public var keyboard: CGRect
    /// The bar's frame.
    public var bar: CGRect
    /// `min(keyboard top, restBottom)`: where the bar's bottom should be.
    public var intendedBarBottom: Double
    /// `bar.maxY − intendedBarBottom`: positive = bar covered by the keyboard, negative = gap.
    public var drift: Double
    /// Notifications and view-controller callbacks posted since the previous frame, in order.
    public var notifications: [String]
    /// Docked, undocked, split or floating (iPad).
    public var keyboardMode = KeyboardMode.docked
    /// Why the bar is not on screen in the film's window (nil: it is). Its drift is then 0.
    public var barAbsence: BarAbsence?
    /// Height of an input accessory view set by `setAccessory`, at the top of `keyboard` (0: none).
    public var keyboardAccessoryHeight = 0.0
    /// Whether another keyboard (`switchKeyboard`) replaced the system one: its height is its own,
    /// so no part of it is a QuickType strip.
    public var keyboardCustom = false
    /// Whether a hardware keyboard is connected: the software keyboard shows only its shortcuts
    /// bar (iPad) or nothing but an accessory view (iPhone).
    public var hardwareKeyboard = false
    /// How much of an alert shows (0: none, 1: fully presented; between while it fades).
    public var alertOpacity = 0.0
    /// Whether the film's bar rests on the view's bottom edge, its content padded by the safe
    /// area (set for every frame from the first; not written to trace.json, which holds what it is made from).
    public var barRestsFullBleed = false

    /// The chat's scroll view, when the film watched one.
    public var scrollView: ScrollViewSample?
    /// A user's controller's views as drawn (its view's coordinates); nil for the built-in
    /// strategies, whose screen is the stock chat. Not written to trace.json.
    public var views: DrawnView?
    /// Views riding on the keyboard (a user's input accessory view), in the interface's
    /// coordinates, drawn over the keys. Not written to trace.json.
    public var keyboardViews: DrawnView?

    /// Whether this frame drifts (`Attachment.leads` or `.covered`): a fault, drawn red.
    public var isDrifting: Bool { attachment.isDrift }
    /// The frame's class in a word for captions ("leads", "covered", "rides", "at rest",
    /// "turning"); nil when attached.
    public var driftWord: String? { attachment.word }
    /// Points of the newest message nobody can see (0 without a scroll view).
    public var lastMessageCovered: Double { scrollView?.lastMessageCovered ?? 0 }
    /// Whether more than 0.5 pt of the newest message is hidden.
    public var isLastMessageCovered: Bool { lastMessageCovered > Trace.driftThresholdPoints }
}

extension TraceFrame {
    /// Frame `index` at `time`, every field at its zero (what a reader fills in).
    init(index: Int, time: Double) {
        self.init(index: index, time: time, orientation: .portrait, angle: 0, interfaceSize: .zero, view: .zero, safeArea: .zero,
                  restBottom: 0, keyboard: .zero, bar: .zero, intendedBarBottom: 0, drift: 0, notifications: [])
    }
}

extension ScrollViewSample {
    /// Every value zero (what a reader fills in).
    init() {
        self.init(frame: .zero, contentInsetBottom: 0, indicatorInsetBottom: 0, adjustedInsetBottom: 0, contentOffsetY: 0,
                  contentHeight: 0, lastMessageCovered: 0)
    }
}
