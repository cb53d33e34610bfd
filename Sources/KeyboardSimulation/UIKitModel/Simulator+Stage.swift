import Foundation

/// Filming UIKit code: the user's controller in a window on the film's device. UIKit's keyboard
/// side (this simulator) moves the keyboard when the responder changes, posts the notifications
/// through `NotificationCenter.default`, and calls the controller's rotation callbacks.
extension Simulator: KeyboardSystem {
    /// A new film world, the window on the device, the user's set-up, the keyboard's window, and
    /// the controller's first appearance.
    func stageController(_ setUp: (UIWindow) throws -> FilmSubject) throws {
        let world = FilmWorld.reset(additiveAnimations: host.additiveAnimations, keyboardCurve: host.keyboardCurve,
                                    displayRate: storyboard.fps)
        world.keyboardSystem = self
        world.userInterfaceStyle = storyboard.appearance == .dark ? .dark : .light
        world.appOrientations = storyboard.upsideDownRefusal() == nil ? .all : .allButUpsideDown
        self.world = world
        // From the set-up on (a `viewDidLoad` may start a task), main-queue work runs in the film.
        world.serveMainQueue()
        let o = host.interfaceOrientation
        world.setScreen(bounds: windowBounds(o), scale: CGFloat(storyboard.device.scale), idiom: storyboard.device.isPad ? .pad : .phone)
        world.deviceDidTurn(to: o.uiInterfaceOrientation, posting: false)
        let window = UIWindow(frame: windowBounds(o))
        configure(window, for: o)
        let stage: ControllerStage
        do {
            stage = try ControllerStage(world: world, window: window, subject: try setUp(window), storyboard: storyboard)
        } catch {
            // What the code did while its views loaded (a SwiftUI body that never ends) comes first.
            if let refusal = world.refusals.first {
                throw StoryboardError(file: storyboard.source, path: "setUp", message: "the code called \(refusal); the film stops here")
            }
            throw error
        }
        self.stage = stage
        if stage.accessory != nil {
            host.adoptAccessory(height: stage.accessoryHeight, isBar: stage.barIsAccessory)
        }
        // The controller sits in a tab bar controller when the layout has one: the bar is part of
        // the safe area (a navigation bar is the set-up's own, if it made one).
        let tabBar: CGFloat = storyboard.layout.tabBar ? storyboard.layout.tabBarHeight : 0
        stage.root.setContainerBarInsets(UIEdgeInsets(top: 0, left: 0, bottom: tabBar, right: 0))
        stage.installKeyboardWindow(frame: windowBounds(o), host: host)
        stage.appear()
    }

    /// The window's bounds: the interface's from iOS 8, the portrait screen's up to iOS 7.
    func windowBounds(_ o: InterfaceOrientation) -> CGRect {
        let size = host.screenSpace.isPortraitFixed ? storyboard.device.portraitSize : storyboard.device.interfaceSize(o)
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The window's safe area (device and status bar), where the root view goes (a sheet or
    /// multitasking window, else the whole interface), and the screen ↔ interface mapping (which
    /// keeps the host: the user's views stay readable after the film).
    func configure(_ window: UIWindow, for o: InterfaceOrientation) {
        window.configureForFilm(
            safeAreaInsets: host.windowSafeArea(o),
            rootViewFrame: host.viewFrame(o),
            toInterface: { [host] r in host.screenSpace.interfaceRect(r, interface: host.interfaceOrientation) },
            toWindow: { [host] r in host.screenSpace.screenRect(r, interface: host.interfaceOrientation) })
    }

    /// Inside the rotation's block: the screen, the window (from iOS 8) and the root view take
    /// the new orientation's bounds; autoresizing and the next layout pass follow.
    func turnWindow(to o: InterfaceOrientation) {
        stage.world.setScreen(bounds: windowBounds(o), scale: CGFloat(storyboard.device.scale), idiom: storyboard.device.isPad ? .pad : .phone)
        if !host.screenSpace.isPortraitFixed { stage.window.frame = windowBounds(o) }
        configure(stage.window, for: o)
        // The accessory on the keys takes the turned keyboard's width with it.
        if let accessory = stage.accessory { accessory.frame.size.width = host.keyboardAssemblyFrame(at: .infinity).width }
    }

    /// What UIKit does for a callback, to the user's controller.
    func send(_ callback: UIKitCallback, to stage: ControllerStage) {
        switch callback {
        case .keyboard(let n):
            stage.post(n)
        case .didBecomeFirstResponder:
            // A gesture gave focus back: the responder becomes first, the keyboard already moved.
            if !stage.responder.isFirstResponder { stage.quietly { _ = stage.responder.becomeFirstResponder() } }
        case .didResignFirstResponder:
            if stage.responder.isFirstResponder { stage.quietly { _ = stage.responder.resignFirstResponder() } }
        case .willRotate(let o, let duration):
            for c in stage.controllers { c.willRotate(to: o.uiInterfaceOrientation, duration: duration) }
        case .willAnimateRotation(let o, let duration):
            for c in stage.controllers { c.willAnimateRotation(to: o.uiInterfaceOrientation, duration: duration) }
        case .didRotate(let o):
            for c in stage.controllers { c.didRotate(from: o.uiInterfaceOrientation) }
        case .willTransition(let size):
            if let coordinator = stage.world.transitionCoordinator {
                stage.root.viewWillTransition(to: CGSize(width: size.width, height: size.height), with: coordinator)
            }
        case .alongsideTransition:
            stage.world.transitionCoordinator?.runAlongsideAnimations()
        case .transitionCompletion:
            break // at the transition's end (`sizeTransitionCompleted`)
        }
    }

    /// The text field takes the keyboard: through the responder's own `becomeFirstResponder`
    /// when filming a controller (an override runs, and the keyboard moves inside the call).
    func focus(at t: Double, event i: Int) throws {
        guard stage.responder.becomeFirstResponder() else {
            throw failure(i, "\(type(of: stage.responder)).becomeFirstResponder() returned false: the text field did not take the keyboard")
        }
    }

    /// The text field gives the keyboard up, through its own `resignFirstResponder`.
    func unfocus(at t: Double, event i: Int) throws {
        guard stage.responder.resignFirstResponder() else {
            throw failure(i, "\(type(of: stage.responder)).resignFirstResponder() returned false: the text field kept the keyboard")
        }
    }

    /// UIKit's keyboard side answers a responder change: a text input taking first responder
    /// brings the keyboard (or moves focus when it is up); resigning takes it down.
    public func responderDidBecomeFirst(_ responder: UIResponder) {
        guard !stage.keyboardSystemMuted, enterResponderChange() else { return }
        defer { responderChangeDepth -= 1 }
        let t = stage.world.time
        if responder === stage.dockingController {
            // A controller with an input accessory view: the accessory docks alone, above the
            // home indicator, until a text input becomes first responder.
            guard !keyboard.accessoryDocked, !keyboard.field.isFocused else { return }
            keyboard.accessoryDocked = true
            moveKeyboard(visible: hiddenVisible, height: host.keyboardHeight.target, timing: keyboardTiming, showing: true, at: t)
            return
        }
        if keyboard.field.isFocused { postFocusChange(at: t) } else { becomeFirstResponder(at: t) }
    }

    public func responderDidResign(_ responder: UIResponder) {
        guard !stage.keyboardSystemMuted, !stage.world.isHandingOverFirstResponder, enterResponderChange() else { return }
        defer { responderChangeDepth -= 1 }
        let t = stage.world.time
        if responder === stage.dockingController {
            guard keyboard.accessoryDocked, !keyboard.field.isFocused else { return }
            keyboard.accessoryDocked = false
            moveKeyboard(visible: hiddenVisible, height: host.keyboardHeight.target, timing: keyboardTiming, showing: false, at: t)
            return
        }
        guard keyboard.field.isFocused, stage.world.firstResponder == nil else { return }
        if let docking = stage.dockingController, docking.canBecomeFirstResponder {
            // The keys go down; the controller takes first responder back and its accessory stays.
            keyboard.accessoryDocked = true
            stage.world.firstResponder = docking
        }
        resignFirstResponder(at: t)
    }

    /// Counts a keyboard move made from inside another one's notifications. Handlers that undo
    /// each other (WillShow resigns the field, WillHide makes it first again) would recurse
    /// without end: past a bound the film stops with a message, and the change moves nothing.
    private func enterResponderChange() -> Bool {
        // A film that is stopping moves the keyboard no more: handlers that each make two
        // changes would otherwise branch into 2³² calls below the bound.
        guard world.failures.isEmpty else { return false }
        guard responderChangeDepth < Self.maximumResponderChangeDepth else {
            world.fail("changed the first responder \(Self.maximumResponderChangeDepth) times, each inside the keyboard notifications of the one before (a WillHide handler that makes a field first responder while a WillShow handler resigns it?): the keyboard would never settle")
            return false
        }
        responderChangeDepth += 1
        return true
    }

    /// `reloadInputViews` on the first responder: the keyboard takes the accessory view's new height.
    public func inputViewsDidReload(_ responder: UIResponder) {
        guard responder === stage.responder else { return }
        let height = responder.inputAccessoryView?.frame.height ?? 0
        guard height != host.accessoryHeight + keyboard.setup.accessoryHeight else { return }
        keyboard.setup.accessoryHeight = height - host.accessoryHeight
        resizeKeyboard(at: stage.world.time)
    }

    /// UIKit's own animation block (the keyboard's, a rotation's), in the film's world.
    func systemBlock(_ timing: Timing, _ body: () -> Void) {
        world.withAnimationBlock(timing, body)
    }

    /// UIKit's `performWithoutAnimation` around its own callbacks.
    func withoutAnimation(_ body: () -> Void) {
        UIView.performWithoutAnimation(body)
    }

    /// The layout pass UIKit runs inside its blocks.
    func layoutPass() {
        stage.window.layoutIfNeeded()
    }
}
