import Foundation
/// The view controller's root view: its bounds follow the interface orientation (UIKit sets them,
/// inside the rotation's animation block); code reads them, converts frames into them and asks
/// for layout.
final class RootView {
    unowned let host: KeyboardHost
    init(host: KeyboardHost) { self.host = host }

    /// The view's bounds (model value), in points: origin 0, the view's size (the interface's
    /// unless the view is presented as a sheet or a multitasking window).
    var bounds: CGRect {
        let s = host.viewFrame(host.interfaceOrientation).size
        return CGRect(x: 0, y: 0, width: s.width, height: s.height)
    }

    /// The view's frame in the window's (the interface's) coordinates.
    var frame: CGRect { host.viewFrame(host.interfaceOrientation) }

    /// `safeAreaInsets`: the device's insets, the status bar, and the tab bar when there is one.
    var safeAreaInsets: UIEdgeInsets { host.safeAreaInsets(host.interfaceOrientation) }

    /// `convert(_:from:)` with `nil` (the window): a rectangle in screen coordinates expressed in
    /// this view's coordinates, using the view's orientation at the moment of the call.
    func convert(_ rect: CGRect, from view: RootView?) -> CGRect {
        precondition(view == nil || view === self, "only conversions from the window (nil) or the view itself are modelled")
        guard view == nil else { return rect }
        return host.viewRect(fromInterface: host.screenSpace.interfaceRect(rect, interface: host.interfaceOrientation))
    }

    /// `layoutIfNeeded()`: solves pending constraint changes now, inside whatever animation block is open.
    func layoutIfNeeded() { host.layoutIfNeeded() }
}

/// A subview whose frame code sets: the bar, or the table view.
final class AnimatableView {
    unowned let host: KeyboardHost
    var storage: AnimatedFrame
    init(host: KeyboardHost, frame: CGRect) { self.host = host; storage = AnimatedFrame(frame) }

    /// The frame (model value). Setting it inside an animation block animates the presentation
    /// from the old frame to the new one (keyboard-physics.md §8); outside, it applies at once.
    var frame: CGRect {
        get { storage.model }
        set { storage.set(newValue, at: host.time, change: host.currentChange()) }
    }

    var bounds: CGRect { CGRect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// `layer.presentation().frame`: what is on screen (read at the last drawn frame inside a display-link callback).
    var presentationFrame: CGRect { storage.presentation(at: host.presentationTime) }

    /// `contentInset.bottom` (table views; "iOS Notes — Keyboard" sets it with `scrollIndicatorInsets`).
    var contentInsetBottom: Double = 0
    /// `scrollIndicatorInsets.bottom`.
    var scrollIndicatorInsetBottom: Double = 0
}

/// The constraint holding the bar's bottom `constant` points above the root view's bottom edge
/// (the Stack Overflow answer's toolbar distance constraint). Changing it takes effect at the next layout pass.
final class LayoutConstraint {
    unowned let host: KeyboardHost
    init(host: KeyboardHost, constant: Double) { self.host = host; self.constant = constant }

    /// Distance of the bar's bottom above the view's bottom, in points.
    var constant: Double {
        didSet { if constant != oldValue { host.needsLayout = true } }
    }
}

/// `UIKeyboardLayoutGuide` (iOS 15): UIKit moves it when the keyboard's frame changes, inside
/// the keyboard's animation block; off screen its top is the safe area's bottom.
final class KeyboardLayoutGuide {
    unowned let host: KeyboardHost
    /// How far the docked keyboard (as last posted) reaches above the view's bottom, in points.
    var keyboardOverlap = 0.0
    init(host: KeyboardHost) { self.host = host }

    /// The guide's frame in the root view's coordinates (model value).
    var layoutFrame: CGRect {
        let b = host.view.bounds
        let top = min(b.height - keyboardOverlap, b.height - host.view.safeAreaInsets.bottom)
        return CGRect(x: 0, y: top, width: b.width, height: b.height - top)
    }
}

/// The keyboard's own view (keys, QuickType strip and any input accessory view), as a strategy
/// may read it through the presentation layer or its running animation. Frames are in the root
/// view's coordinates.
final class KeyboardView {
    unowned let host: KeyboardHost
    init(host: KeyboardHost) { self.host = host }

    /// The frame the keyboard is moving to (model value); during an interactive drag, where the
    /// finger holds it now (touches are handled before display-link callbacks).
    var frame: CGRect { host.viewRect(fromInterface: host.keyboardAssemblyFrame(at: host.isDragging ? host.time : .infinity)) }

    /// `layer.presentation().frame`: what is on screen (the last drawn frame inside a display-link callback).
    var presentationFrame: CGRect { host.viewRect(fromInterface: host.keyboardAssemblyFrame(at: host.presentationTime)) }

    /// The animation moving the keyboard now, as Core Animation holds it (spring parameters,
    /// begin time, from and to), or nil when it rests or follows a finger.
    var animation: KeyboardAnimation? { host.keyboardAnimation() }
}

/// A running animation of the keyboard's frame: evaluate it at any time (curve tracking).
struct KeyboardAnimation: Sendable, Equatable {
    /// Frame at the start and at the end, in the root view's coordinates.
    var fromFrame: CGRect
    var toFrame: CGRect
    /// `beginTime`, in seconds of the host's clock.
    var beginTime: Double
    var timing: Timing

    init(fromFrame: CGRect, toFrame: CGRect, beginTime: Double, timing: Timing) {
        self.fromFrame = fromFrame; self.toFrame = toFrame; self.beginTime = beginTime; self.timing = timing
    }

    /// The frame the animation shows at time `t`.
    func frame(at t: Double) -> CGRect {
        CGRect.lerp(fromFrame, toFrame, timing.progress(elapsed: t - beginTime))
    }

    /// When the motion ends (a spring's settling time, not the reported duration).
    var endTime: Double { beginTime + timing.realDurationSeconds }
}
