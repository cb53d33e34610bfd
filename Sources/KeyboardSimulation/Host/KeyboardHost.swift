import Foundation

/// The keyboard's side of the simulation, and the interface it sits in: the device and its
/// orientation (and a rotation running), the keyboard's animated position, height and mode, an
/// accessory riding on it, and the system's own drawings (an alert, a back-swipe's offset).
///
/// Everything a film's code sees — its window, views, animation blocks, display links and
/// transition coordinator — lives in `KeyboardFilmUIKit` (`FilmWorld`); this holds only what
/// UIKit keeps out of the app's reach, with the geometry the simulator derives from it.
final class KeyboardHost {
    let device: Device
    let system: SystemVersion
    let layout: Layout
    /// Whether view animations are additive (iOS 8+) rather than replacing (iOS 7).
    let additiveAnimations: Bool
    /// The curve UIKit really runs for `UIViewAnimationCurve` 7 (the keyboard's spring).
    let keyboardCurve: TimingCurve
    let screenSpace: ScreenSpace

    /// The interface orientation the view is laid out in (model value).
    var interfaceOrientation: InterfaceOrientation
    /// The running rotation, for presentation values while the interface turns.
    var rotation: Rotation?

    // The keyboard (UIKit's): how far the keys' top lies above the view's bottom, the keys' height.
    var keyboardVisible: AnimatedValue
    var keyboardHeight: AnimatedValue
    /// Height of an input accessory view riding on top of the keys (0 without one).
    var accessoryHeight = 0.0
    /// Whether that accessory is the film's bar (the messenger pattern).
    var accessoryIsBar = false
    /// True while a finger drags the keyboard (interactive dismissal): no animation runs it.
    var isDragging = false
    /// Docked at the screen's bottom, or undocked, split or floating (iPad).
    var keyboardMode = KeyboardMode.docked
    /// The keys' left edge and their distance from the screen's right edge (0 and 0 unless floating).
    var keyboardLeft = AnimatedValue(0)
    var keyboardRightInset = AnimatedValue(0)
    /// How much of a presented alert shows (drawing only).
    var alertOpacity = AnimatedValue(0)
    /// How far a back-swipe has moved the view to the right, in points (the keyboard moves with it).
    var viewOffset = AnimatedValue(0)

    struct Rotation {
        var from: InterfaceOrientation
        var to: InterfaceOrientation
        var start: Double
        var timing: Timing
        var degrees: Double
        var end: Double { start + timing.durationSeconds }
    }

    /// The keyboard hidden, in `orientation`. `additiveAnimations` defaults to the system's
    /// behaviour (additive from iOS 8).
    init(device: Device, system: SystemVersion = .ios15, orientation: InterfaceOrientation = .portrait,
         layout: Layout = Layout(), additiveAnimations: Bool? = nil, keyboard: KeyboardModel? = nil) {
        let keyboard = keyboard ?? KeyboardModel(device: device, system: system)
        self.device = device; self.system = system; self.layout = layout
        self.additiveAnimations = additiveAnimations ?? system.defaultAdditiveAnimations
        self.keyboardCurve = keyboard.curve7(on: system)
        screenSpace = ScreenSpace(portraitSize: device.portraitSize, isPortraitFixed: system == .ios7)
        interfaceOrientation = orientation
        keyboardVisible = AnimatedValue(0)
        keyboardHeight = AnimatedValue(keyboard.heights.height(orientation, quickType: keyboard.startsWithQuickType(on: system)))
    }

    // MARK: Geometry

    /// The interface's (the screen's) size in points in orientation `o`.
    func interfaceSize(_ o: InterfaceOrientation) -> CGSize { device.interfaceSize(o) }

    /// The view controller's view in the interface's coordinates in orientation `o`
    /// (the whole screen unless the layout presents it as a sheet or a multitasking window).
    func viewFrame(_ o: InterfaceOrientation) -> CGRect { layout.presentation.frame(device: device, orientation: o) }

    /// The window's safe area in orientation `o`: the device's insets, with the status bar's
    /// height at the top where it is taller.
    func windowSafeArea(_ o: InterfaceOrientation) -> UIEdgeInsets {
        let s = device.safeArea(o)
        return UIEdgeInsets(top: max(s.top, device.statusBar(o)), left: s.left, bottom: s.bottom, right: s.right)
    }

    /// The view's safe-area insets in orientation `o`: the window's where they overlap the view,
    /// plus the tab bar.
    func safeAreaInsets(_ o: InterfaceOrientation) -> UIEdgeInsets {
        let screen = windowSafeArea(o)
        let size = device.interfaceSize(o), v = viewFrame(o)
        var insets = UIEdgeInsets(top: max(0, screen.top - v.minY), left: max(0, screen.left - v.minX),
                                bottom: max(0, screen.bottom - (size.height - v.maxY)),
                                right: max(0, screen.right - (size.width - v.maxX)))
        if layout.tabBar { insets.bottom += layout.tabBarHeight }
        return insets
    }

    /// Where the bar's bottom rests with no keyboard, in the view's coordinates in orientation `o`
    /// (above the safe area and tab bar).
    func restBottom(_ o: InterfaceOrientation) -> Double { viewFrame(o).height - safeAreaInsets(o).bottom }

    /// The interface's presented layout at time `t` (interpolating while it rotates).
    func interfaceGeometry(at t: Double) -> InterfaceGeometry {
        let settled = { (o: InterfaceOrientation) in
            let view = self.viewFrame(o)
            var insets = self.safeAreaInsets(o)
            if self.layout.tabBar { insets.bottom -= self.layout.tabBarHeight }
            return InterfaceGeometry(size: self.interfaceSize(o), angle: o.angleDegrees, view: view,
                                     safeArea: insets, restBottom: view.minY + self.restBottom(o))
        }
        guard let r = rotation, t < r.end else { return settled(interfaceOrientation) }
        return InterfaceGeometry(from: settled(r.from), to: settled(r.to), turning: r.degrees,
                                 progress: r.timing.progress(elapsed: t - r.start))
    }

    /// The keyboard's keys (no accessory) in the interface's coordinates, as presented at `t`
    /// (`.infinity`: the model value).
    func keysFrame(at t: Double) -> CGRect {
        let size = t == .infinity ? interfaceSize(interfaceOrientation) : interfaceGeometry(at: t).size
        let visible = t == .infinity ? keyboardVisible.target : keyboardVisible.value(at: t)
        let height = t == .infinity ? keyboardHeight.target : keyboardHeight.value(at: t)
        let left = t == .infinity ? keyboardLeft.target : keyboardLeft.value(at: t)
        let right = t == .infinity ? keyboardRightInset.target : keyboardRightInset.value(at: t)
        return CGRect(x: left, y: size.height - visible, width: size.width - left - right, height: height)
    }

    /// The keyboard with its accessory view, as UIKit reports it, in the interface's coordinates.
    func keyboardAssemblyFrame(at t: Double) -> CGRect {
        let k = keysFrame(at: t)
        return CGRect(x: k.minX, y: k.minY - accessoryHeight, width: k.width, height: k.height + accessoryHeight)
    }

    /// The keyboard's animation running at `time` (with its accessory), in the interface's
    /// coordinates, as Core Animation holds it; nil when it rests or follows a finger.
    func keyboardAnimation(at time: Double) -> KeyboardAnimation? {
        guard !isDragging, let a = keyboardVisible.animation(at: time) else { return nil }
        let fromSize = rotation.flatMap { $0.start == a.start ? interfaceSize($0.from) : nil } ?? interfaceSize(interfaceOrientation)
        func from(_ v: AnimatedValue) -> Double { v.animation(at: time).flatMap { $0.start == a.start ? $0.from : nil } ?? v.target }
        let fromHeight = from(keyboardHeight), fromLeft = from(keyboardLeft), fromRight = from(keyboardRightInset)
        let from = CGRect(x: fromLeft, y: fromSize.height - a.from - accessoryHeight, width: fromSize.width - fromLeft - fromRight,
                        height: fromHeight + accessoryHeight)
        return KeyboardAnimation(fromFrame: from, toFrame: keyboardAssemblyFrame(at: .infinity), beginTime: a.start, timing: a.timing)
    }

    /// The film's controller has an input accessory view of height `height` on its text field
    /// (the bar itself when `isBar`): the hidden keyboard starts that much lower.
    func adoptAccessory(height: Double, isBar: Bool) {
        accessoryHeight = height
        accessoryIsBar = isBar
        keyboardVisible = AnimatedValue(-height)
    }
}

/// A running animation of the keyboard's frame, as Core Animation holds it.
struct KeyboardAnimation: Sendable, Equatable {
    /// Frame at the start and at the end, in the interface's coordinates.
    var fromFrame: CGRect
    var toFrame: CGRect
    /// `beginTime`, in seconds of the film's clock.
    var beginTime: Double
    var timing: Timing
}

/// Where the iPad's software keyboard is: docked along the screen's bottom, or (pulled up by
/// the user) undocked, split in two halves, or a small floating keyboard. UIKit reports all
/// three as a hidden keyboard (WillHide) and `UIKeyboardLayoutGuide` ignores them unless
/// `followsUndockedKeyboard` is true.
public enum KeyboardMode: String, Sendable, CaseIterable {
    case docked, undocked, split, floating
}

extension SystemVersion {
    /// Whether UIKit's view animations are additive by default (since iOS 8, WWDC 2014).
    public var defaultAdditiveAnimations: Bool { self != .ios7 }
}
