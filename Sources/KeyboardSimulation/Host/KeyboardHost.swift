import Foundation
/// How the bar is attached to the view hierarchy; fixed when the view loads.
enum BarLayout: Sendable, Equatable {
    /// Springs and struts: code sets `bar.frame`; on a bounds change (rotation) the bar keeps its
    /// distance from the bottom and its margins (flexible top margin and width).
    case frame
    /// Auto Layout: `barBottomConstraint.constant` points above the view's bottom (the Stack Overflow answer). With
    /// `minimumAboveRest`, a required `≥` constraint keeps the bar at or above its rest position
    /// (above the safe area or tab bar) while the equality has priority 500.
    case bottomConstraint(minimumAboveRest: Bool)
    /// Auto Layout: the bar's bottom `barBottomConstraint.constant` points above the safe area's
    /// bottom (`view.safeAreaLayoutGuide.bottomAnchor`; the constant starts at 0).
    case safeAreaBottomConstraint
    /// The bar's bottom pinned to `keyboardLayoutGuide.topAnchor` (iOS 15).
    case keyboardLayoutGuide
    /// The bar is the text field's `inputAccessoryView`: part of the keyboard's own view.
    case inputAccessoryView
}

/// The world a strategy's code runs in, in UIKit's vocabulary: the view controller's view and
/// its bar, the keyboard, animation blocks, display links and the transition coordinator.
///
/// Every strategy, built-in or a user's, talks only to this host. Frames move as Core Animation
/// moves them (keyboard-physics.md §8): a change inside an animation block animates the
/// presentation from the old frame to the new one, both ends fixed when the block runs.
/// Construct one directly to unit-test a strategy: call its callbacks, advance `time`, and read
/// `bar.frame` and `bar.presentationFrame`.
final class KeyboardHost {
    let device: Device
    let system: SystemVersion
    let layout: Layout
    internal(set) var barLayout: BarLayout
    /// Whether view animations are additive (iOS 8+) rather than replacing (iOS 7).
    let additiveAnimations: Bool
    /// The curve UIKit really runs for `UIViewAnimationCurve` 7 (the keyboard's spring).
    let keyboardCurve: TimingCurve
    let screenSpace: ScreenSpace

    /// `CACurrentMediaTime()`, in seconds.
    var time: Double = 0
    /// Inside a display-link callback, presentation reads return the last drawn frame (`link.timestamp`).
    var displayLinkTimestamp: Double?
    var presentationTime: Double { displayLinkTimestamp ?? time }

    /// The interface orientation the view is laid out in (model value).
    internal(set) var interfaceOrientation: InterfaceOrientation
    /// The running rotation, for presentation values while the interface turns.
    var rotation: Rotation?

    // The keyboard (UIKit's): how far the keys' top lies above the view's bottom, the keys' height.
    var keyboardVisible: AnimatedValue
    var keyboardHeight: AnimatedValue
    /// Height of an input accessory view riding on top of the keys (0 without one).
    internal(set) var accessoryHeight: Double
    /// True while a finger drags the keyboard (interactive dismissal): no animation runs it.
    var isDragging = false
    /// Docked at the screen's bottom, or undocked, split or floating (iPad).
    internal(set) var keyboardMode = KeyboardMode.docked
    /// The keys' left edge and their distance from the screen's right edge (0 and 0 unless floating).
    var keyboardLeft = AnimatedValue(0)
    var keyboardRightInset = AnimatedValue(0)
    /// How much of a presented alert shows (drawing only).
    var alertOpacity = AnimatedValue(0)
    /// How far a back-swipe has moved the view to the right, in points (the keyboard moves with it).
    var viewOffset = AnimatedValue(0)

    private(set) lazy var view = RootView(host: self)
    /// The bar (text field + send button), resting above the safe area and tab bar.
    private(set) lazy var bar = AnimatableView(host: self, frame: restingBarFrame)
    /// The chat table above the bar.
    private(set) lazy var tableView = AnimatableView(
        host: self, frame: CGRect(x: 0, y: 0, width: restingBarFrame.width, height: restingBarFrame.minY))
    /// The bar's bottom constraint, for `.bottomConstraint` layouts (its constant starts at the rest distance).
    private(set) lazy var barBottomConstraint = LayoutConstraint(
        host: self, constant: barLayout == .safeAreaBottomConstraint ? 0 : viewFrame(interfaceOrientation).height - restBottom(interfaceOrientation))
    private(set) lazy var keyboardLayoutGuide = KeyboardLayoutGuide(host: self)
    /// The keyboard's own view (presentation layer and running animation).
    private(set) lazy var keyboardView = KeyboardView(host: self)
    /// `transitionCoordinator`: non-nil while an iOS 8+ size transition runs.
    internal(set) var transitionCoordinator: TransitionCoordinator?

    var needsLayout = false
    var blocks: [AnimationBlock] = []
    var displayLinks: [DisplayLink] = []

    struct Rotation {
        var from: InterfaceOrientation
        var to: InterfaceOrientation
        var start: Double
        var timing: Timing
        var degrees: Double
        var end: Double { start + timing.durationSeconds }
    }

    /// A host with the bar at rest above the safe area (and tab bar) and the keyboard hidden.
    /// `additiveAnimations` defaults to the system's behaviour (additive from iOS 8).
    init(device: Device, system: SystemVersion = .ios15, orientation: InterfaceOrientation = .portrait,
                layout: Layout = Layout(), barLayout: BarLayout = .frame, additiveAnimations: Bool? = nil,
                keyboard: KeyboardModel? = nil) {
        let keyboard = keyboard ?? KeyboardModel(device: device, system: system)
        self.device = device; self.system = system; self.layout = layout; self.barLayout = barLayout
        self.additiveAnimations = additiveAnimations ?? system.defaultAdditiveAnimations
        self.keyboardCurve = keyboard.curve7(on: system)
        screenSpace = ScreenSpace(portraitSize: device.portraitSize, isPortraitFixed: system == .ios7)
        interfaceOrientation = orientation
        accessoryHeight = barLayout == .inputAccessoryView ? layout.barHeight : 0
        keyboardVisible = AnimatedValue(-accessoryHeight)
        keyboardHeight = AnimatedValue(keyboard.heights.height(orientation, quickType: keyboard.startsWithQuickType(on: system)))
        let size = layout.presentation.frame(device: device, orientation: orientation).size
        let rest = size.height - Self.safeAreaInsets(device: device, layout: layout, orientation: orientation).bottom
        restingBarFrame = CGRect(x: 0, y: rest - layout.barHeight, width: size.width, height: layout.barHeight)
        // Create the views now: their starting values belong to the orientation the view loads in.
        _ = (view, bar, tableView, barBottomConstraint, keyboardLayoutGuide, keyboardView)
    }

    /// Where the bar starts: at rest above the safe area (and tab bar).
    private let restingBarFrame: CGRect

    // MARK: Geometry

    /// The interface's (the screen's) size in points in orientation `o`.
    func interfaceSize(_ o: InterfaceOrientation) -> CGSize { device.interfaceSize(o) }

    /// The view controller's view in the interface's coordinates in orientation `o`
    /// (the whole screen unless the layout presents it as a sheet or a multitasking window).
    func viewFrame(_ o: InterfaceOrientation) -> CGRect { layout.presentation.frame(device: device, orientation: o) }

    /// The view's safe-area insets in orientation `o`: the device's insets and the status bar
    /// where they overlap the view, plus the tab bar.
    func safeAreaInsets(_ o: InterfaceOrientation) -> UIEdgeInsets {
        Self.safeAreaInsets(device: device, layout: layout, orientation: o)
    }

    static func safeAreaInsets(device: Device, layout: Layout, orientation o: InterfaceOrientation) -> UIEdgeInsets {
        var screen = device.safeArea(o)
        screen.top = max(screen.top, device.statusBar(o))
        let size = device.interfaceSize(o), v = layout.presentation.frame(device: device, orientation: o)
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

    /// The keyboard's keys (no accessory) in the view's coordinates, as presented at `t`
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

    /// A rectangle in the interface's coordinates expressed in the view's (model frame).
    func viewRect(fromInterface r: CGRect) -> CGRect {
        let v = viewFrame(interfaceOrientation)
        return CGRect(x: r.minX - v.minX, y: r.minY - v.minY, width: r.width, height: r.height)
    }

    func keyboardAnimation() -> KeyboardAnimation? {
        guard let a = keyboardAnimationInInterface() else { return nil }
        return KeyboardAnimation(fromFrame: viewRect(fromInterface: a.fromFrame), toFrame: viewRect(fromInterface: a.toFrame),
                                 beginTime: a.beginTime, timing: a.timing)
    }

    /// The keyboard's running animation (with its accessory), in the interface's coordinates.
    func keyboardAnimationInInterface() -> KeyboardAnimation? {
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
        if isBar { barLayout = .inputAccessoryView }
        keyboardVisible = AnimatedValue(-height)
    }

    // MARK: Layout

    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        let size = viewFrame(interfaceOrientation).size, h = layout.barHeight
        let bottom: Double
        switch barLayout {
        case .frame, .inputAccessoryView:
            return
        case .bottomConstraint(let minimumAboveRest):
            var constant = barBottomConstraint.constant
            if minimumAboveRest { constant = max(constant, size.height - restBottom(interfaceOrientation)) }
            bottom = size.height - constant
        case .safeAreaBottomConstraint:
            bottom = size.height - safeAreaInsets(interfaceOrientation).bottom - barBottomConstraint.constant
        case .keyboardLayoutGuide:
            bottom = keyboardLayoutGuide.layoutFrame.minY
        }
        let frame = CGRect(x: 0, y: bottom - h, width: size.width, height: h)
        if frame != bar.frame { bar.frame = frame }
    }

    /// UIKit changes the view's bounds for a new orientation (inside the rotation's block):
    /// autoresizing subviews keep their bottom distance and margins; constraints wait for layout.
    func setInterfaceOrientation(_ o: InterfaceOrientation) {
        let old = viewFrame(interfaceOrientation).size, new = viewFrame(o).size
        interfaceOrientation = o
        let dw = new.width - old.width, dh = new.height - old.height
        if barLayout == .frame {
            var f = bar.frame
            f.origin.y += dh; f.size.width += dw
            bar.frame = f
        }
        var t = tableView.frame
        t.size.height += dh; t.size.width += dw
        tableView.frame = t
        needsLayout = true
    }
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
