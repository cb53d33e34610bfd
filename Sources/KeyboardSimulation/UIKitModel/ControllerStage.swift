import Foundation

/// What a film watches on the user's screen: the bar that should ride the keyboard, the scroll
/// view the code insets and scrolls, and the responder that takes the keyboard.
@MainActor
public struct FilmSubject {
    /// The bar (text field + send button): its presented frame is sampled every frame.
    public var bar: UIView
    /// The chat's scroll view (a table view), if the code adjusts one.
    public var scrollView: UIScrollView?
    /// The responder the storyboard's `show` focuses; nil: the first text field or text view in
    /// the window (or an invisible one the film adds when there is none).
    public var textField: UIResponder?

    /// With an input accessory as the bar, a second bar resting in the view that shows until the
    /// keyboard lifts the accessory above it (two toolbars, one handing over to the other): the
    /// film samples whichever of the two is higher.
    public var restingBar: UIView?

    public init(bar: UIView, scrollView: UIScrollView? = nil, textField: UIResponder? = nil, restingBar: UIView? = nil) {
        self.bar = bar; self.scrollView = scrollView; self.textField = textField; self.restingBar = restingBar
    }

    /// The bar (and the scroll view, the text field) found by accessibility identifier, as UI
    /// tests find elements: SwiftUI's `.accessibilityIdentifier(_:)`, UIKit's
    /// `accessibilityIdentifier`. For a screen whose views the set-up cannot hand over (SwiftUI's).
    /// A name that matches no view, or several, stops the film with a sentence naming it.
    /// Views that appear only once the screen's data has loaded (a composer shown after a `task`
    /// fetched the messages) are waited for, as a UI test waits for an element to exist: see
    /// `init(locating:)`.
    public init(barIdentifier: String, scrollViewIdentifier: String? = nil, textFieldIdentifier: String? = nil) {
        bar = UIView()
        finder = .identifiers(Identifiers(bar: barIdentifier, scrollView: scrollViewIdentifier, textField: textFieldIdentifier))
    }

    /// The subject found by `locate` in the screen's root view once the screen is on: if it
    /// throws at first, the screen is let settle — the main-queue work its appearance started
    /// (a `task` or `onAppear` loading data, a `DispatchQueue.main.async`) runs, at the film's
    /// start, and the window is laid out again — and `locate` is asked again, a few times, before
    /// its error stops the film. For a screen whose views exist only after its data loads.
    public init(locating locate: @escaping @MainActor (UIView) throws -> FilmSubject) {
        bar = UIView()
        finder = .closure(locate)
    }

    /// How the subject is found in the screen, when the set-up did not hand its views over.
    enum Finder {
        case identifiers(Identifiers)
        case closure(@MainActor (UIView) throws -> FilmSubject)
    }
    var finder: Finder?

    /// How many times the screen is let settle before the subject is taken for missing.
    static let settlingTurns = 8

    /// The subject found in `root`'s views (itself, when it was handed views).
    func resolved(in root: UIView, file: String, settle: () -> Void) throws -> FilmSubject {
        guard let finder else { return self }
        var turns = 0
        while true {
            do {
                switch finder {
                case .identifiers(let ids): return try ids.subject(in: root, file: file)
                case .closure(let locate): return try locate(root).resolved(in: root, file: file, settle: settle)
                }
            } catch where turns < Self.settlingTurns {
                turns += 1
                settle()
            }
        }
    }
}

extension FilmSubject {
    struct Identifiers {
        var bar: String, scrollView: String?, textField: String?

        /// The subject these identifiers name in `root`'s views.
        @MainActor func subject(in root: UIView, file: String) throws -> FilmSubject {
            // The screen's views, and the input accessory views of its text inputs (a SwiftUI
            // keyboard toolbar): a view found inside an accessory stands for the whole accessory.
            var accessories: [UIView] = []
            func collect(_ v: UIView) {
                if let a = (v as? UITextField)?.inputAccessoryView ?? (v as? UITextView)?.inputAccessoryView { accessories.append(a) }
                v.subviews.forEach(collect)
            }
            collect(root)
            func find(_ id: String, _ role: String) throws -> UIView {
                var found: [UIView] = []
                func walk(_ v: UIView, as whole: UIView?) { if v.accessibilityIdentifier == id { found.append(whole ?? v) }; v.subviews.forEach { walk($0, as: whole) } }
                walk(root, as: nil)
                for a in accessories { walk(a, as: a) }
                guard found.count == 1 else {
                    throw StoryboardError(file: file, path: "setUp", message: found.isEmpty
                        ? "no view has the accessibility identifier \"\(id)\" (the subject's \(role)): set it with .accessibilityIdentifier(\"\(id)\") on the view"
                        : "\(found.count) views have the accessibility identifier \"\(id)\" (the subject's \(role)): give the one to film an identifier of its own")
                }
                return found[0]
            }
            var subject = FilmSubject(bar: try find(bar, "bar"))
            if let id = scrollView {
                guard let scroll = try find(id, "scroll view") as? UIScrollView else {
                    throw StoryboardError(file: file, path: "setUp", message: "the view with the accessibility identifier \"\(id)\" is not a scroll view")
                }
                subject.scrollView = scroll
            }
            if let id = textField {
                let view = try find(id, "text field")
                subject.textField = ControllerStage.firstTextInput(in: view) ?? view
            }
            return subject
        }
    }
}

/// The user's controller in a window on the film's device, and the keyboard's own window, as UIKit
/// arranges them: what the simulator drives when a film is made from UIKit code.
@MainActor
final class ControllerStage {
    let world: FilmWorld
    let window: UIWindow
    let root: UIViewController
    let subject: FilmSubject
    /// Who takes first responder on `show`.
    let responder: UIResponder
    /// The chat's scroll view the film draws and measures (nil: the view has none).
    let scrollView: UIScrollView?
    /// The scroll view the film filled with its own chat (it had no content and no data source).
    private(set) var chatScrollView: UIScrollView?
    /// The keyboard's host view (`UIInputSetHostView`): keys and the responder's accessory view;
    /// its layer reports the keyboard's motion as the system runs it.
    let keyboardHostView = UIView(frame: .zero)
    /// Set while the simulator itself changes first responder (a gesture ended editing): UIKit's
    /// keyboard side has already moved the keyboard.
    var keyboardSystemMuted = false
    /// The responder the screen focused while it loaded, before the film could show the keyboard.
    private let focusedWhileLoading: UIResponder?
    /// Whether UIKit posts iOS 26's typed keyboard messages beside the notifications.
    let postsKeyboardMessages: Bool

    init(world: FilmWorld, window: UIWindow, subject named: FilmSubject, storyboard: Storyboard) throws {
        self.world = world; self.window = window
        postsKeyboardMessages = storyboard.system == .ios26
        guard let root = window.rootViewController else {
            throw StoryboardError(file: storyboard.source, path: "setUp", message: "the set-up closure must set window.rootViewController (the controller whose keyboard code is filmed)")
        }
        var focusedWhileLoading: UIResponder?
        let subject = try named.resolved(in: root.view, file: storyboard.source) {
            // The keyboard's side is not set up yet: a field the loading screen focuses takes
            // first responder again as the screen appears (as a field focused in onAppear does).
            let keyboardSystem = world.keyboardSystem
            world.keyboardSystem = nil
            world.settleBeforeFilm()
            world.keyboardSystem = keyboardSystem
            if let focused = world.firstResponder { focusedWhileLoading = focused; world.firstResponder = nil }
        }
        self.focusedWhileLoading = focusedWhileLoading
        self.subject = subject
        self.root = root
        dockingController = Self.dockingController(under: root)
        if let field = subject.textField ?? Self.firstTextInput(in: root.view)
            ?? dockingController?.inputAccessoryView.flatMap(Self.firstTextInput(in:)) {
            responder = field
        } else {
            let standIn = UITextField(frame: .zero)
            standIn.isHidden = true
            root.view.addSubview(standIn)
            responder = standIn
        }
        scrollView = subject.scrollView ?? Self.firstScrollView(in: root.view)
        if let scrollView, scrollView.contentSize == .zero, !Self.hasDataSource(scrollView), scrollView.subviews.isEmpty {
            // The film's chat, as if the controller's data had loaded: bubble views in the content.
            let transcript = ChatTranscriptView(rows: storyboard.layout.tableRows, width: scrollView.bounds.width)
            scrollView.addSubview(transcript)
            scrollView.contentSize = CGSize(width: 0, height: transcript.bounds.height)
            chatScrollView = scrollView
        }
        guard subject.bar.window === window || barIsAccessory else {
            throw StoryboardError(file: storyboard.source, path: "setUp", message: "the subject's bar (\(type(of: subject.bar))) is not in the window: add it to the controller's view (or make it the text field's inputAccessoryView)")
        }
        guard responder.canBecomeFirstResponder else {
            throw StoryboardError(file: storyboard.source, path: "setUp", message: "the subject's text field (\(type(of: responder))) cannot become first responder")
        }
    }

    /// A table or collection view whose rows come from the code's data source (the film draws
    /// those, not its own chat).
    static func hasDataSource(_ scrollView: UIScrollView) -> Bool {
        (scrollView as? UITableView)?.dataSource != nil || (scrollView as? UICollectionView)?.dataSource != nil
    }

    static func firstTextInput(in view: UIView) -> UIResponder? {
        if view is UITextField || view is UITextView { return view }
        for sub in view.subviews { if let found = firstTextInput(in: sub) { return found } }
        return nil
    }

    /// The first scroll view (not a text view) in `view`'s tree, outermost first.
    static func firstScrollView(in view: UIView) -> UIScrollView? {
        var level = [view]
        while !level.isEmpty {
            if let found = level.first(where: { $0 is UIScrollView && !($0 is UITextView) }) { return found as? UIScrollView }
            level = level.flatMap(\.subviews)
        }
        return nil
    }

    /// The code's name in the trace (its `strategy`): a built-in strategy's name, else the
    /// filmed controller's type name.
    var codeName: String { builtInName ?? String(describing: type(of: filmed)) }
    /// Set when the film runs a built-in strategy.
    var builtInName: String?

    /// The controller whose code is filmed: the root, or the one a container at the root shows.
    var filmed: UIViewController {
        var c = root
        while true {
            if let nav = c as? UINavigationController, let top = nav.topViewController { c = top; continue }
            if let tabs = c as? UITabBarController, let selected = tabs.selectedViewController { c = selected; continue }
            return c
        }
    }

    /// The shown navigation bar of the navigation controller `view` is in, if any.
    func navigationBar(over view: UIView) -> UINavigationBar? {
        controllers.lazy.compactMap { $0 as? UINavigationController }
            .first { !$0.navigationBar.isHidden && $0.isViewLoaded && view.isDescendant(of: $0.view) }?.navigationBar
    }

    /// Every controller on screen, containers before their children (UIKit forwards appearance
    /// and iOS 7 rotation callbacks to children in this order): a navigation controller's top
    /// controller and a tab bar controller's selected one, not those they hide.
    var controllers: [UIViewController] {
        var out: [UIViewController] = []
        func walk(_ c: UIViewController) {
            out.append(c)
            if let nav = c as? UINavigationController {
                nav.topViewController.map(walk)
            } else if let tabs = c as? UITabBarController {
                tabs.selectedViewController.map(walk)
            } else {
                c.children.forEach(walk)
            }
        }
        walk(root)
        return out
    }

    /// A controller on screen that can become first responder and has an input accessory view
    /// (the messenger pattern): its accessory docks at the bottom while it is first responder,
    /// and stays on the keys while a text input (usually inside it) is.
    let dockingController: UIViewController?

    static func dockingController(under root: UIViewController) -> UIViewController? {
        var out: UIViewController?
        func walk(_ c: UIViewController) {
            if c.canBecomeFirstResponder, c.inputAccessoryView != nil { out = c }
            c.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The accessory view on the keys: the text input's own, else the docking controller's.
    var accessory: UIView? { responder.inputAccessoryView ?? dockingController?.inputAccessoryView }

    /// The accessory's height as UIKit sizes it: its frame's, else its content size's (an
    /// accessory laid out by constraints often has a zero frame and an intrinsic height).
    var accessoryHeight: Double {
        guard let accessory else { return 0 }
        if accessory.frame.height > 0 { return accessory.frame.height }
        let intrinsic = accessory.intrinsicContentSize.height
        if intrinsic != UIView.noIntrinsicMetric { return intrinsic }
        // Sized by its constraints (a height constraint inside, a stack view): Auto Layout's
        // height at the keyboard's width, as UIKit measures it.
        return accessory.autoLayoutHeight(atWidth: window.bounds.width) ?? 0
    }

    /// Whether the bar is the input accessory view (it rides inside the keyboard).
    var barIsAccessory: Bool { accessory.map { $0 === subject.bar } ?? false }

    /// The keyboard's window (`UIRemoteKeyboardWindow`): above the app's, its container view
    /// fills it and holds the host view, whose superview chain answers
    /// `inputAccessoryView.superview.superview` as on a device.
    func installKeyboardWindow(frame: CGRect, host: KeyboardHost) {
        let keyboardWindow = UIWindow(frame: frame)
        let container = UIView(frame: CGRect(origin: .zero, size: frame.size))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        keyboardWindow.addSubview(container)
        container.addSubview(keyboardHostView)
        keyboardHostView.layer.modelProvider = { [host, unowned world] in host.keyboardAssemblyFrame(at: host.isDragging ? world.time : .infinity) }
        keyboardHostView.layer.presentationProvider = { [host] t in host.keyboardAssemblyFrame(at: t) }
        keyboardHostView.layer.animationProvider = { [host, unowned world] key in
            guard key == "position" || key == "bounds" else { return nil }
            return host.keyboardAnimation(at: world.time).map { Self.coreAnimation($0, keyPath: key) }
        }
        keyboardWindow.isHidden = false
        if let accessory {
            let h = accessoryHeight
            accessory.frame = CGRect(x: 0, y: 0, width: frame.width, height: h)
            accessory.autoresizingMask = [.flexibleWidth]
            keyboardHostView.addSubview(accessory)
        }
    }

    /// The keyboard's motion as Core Animation holds it on the host view's layer: a spring
    /// animation of its position or bounds (or a basic one with a timing function).
    static func coreAnimation(_ a: KeyboardAnimation, keyPath: String) -> CAAnimation {
        let anim: CABasicAnimation
        switch a.timing.curve {
        case .spring(let s):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = s.mass; spring.stiffness = s.stiffness; spring.damping = s.damping
            spring.initialVelocity = s.initialVelocity
            spring.settlingDuration = s.settlingDuration
            spring.duration = s.settlingDuration
            anim = spring
        case .bezier(let b):
            anim = CABasicAnimation(keyPath: keyPath)
            anim.timingFunction = CAMediaTimingFunction(controlPoints: Float(b.x1), Float(b.y1), Float(b.x2), Float(b.y2))
            anim.duration = a.timing.durationSeconds
        }
        anim.beginTime = a.beginTime
        let from = a.fromFrame, to = a.toFrame
        if keyPath == "bounds" {
            anim.fromValue = NSValue(cgRect: CGRect(origin: .zero, size: from.size))
            anim.toValue = NSValue(cgRect: CGRect(origin: .zero, size: to.size))
        } else {
            anim.fromValue = NSValue(cgPoint: CGPoint(x: from.midX, y: from.midY))
            anim.toValue = NSValue(cgPoint: CGPoint(x: to.midX, y: to.midY))
        }
        return anim
    }

    /// The window shows: the controller appears and is laid out (UIKit's first display). The
    /// chat's scroll view opens on the newest message when the code left it at the top-left
    /// corner, as a chat opens (rows from the code's data source open at their top, as on a device).
    func appear() {
        window.makeKeyAndVisible()
        for c in controllers { c.viewWillAppear(false) }
        world.endOfTurn()
        if let focusedWhileLoading, world.firstResponder == nil { _ = focusedWhileLoading.becomeFirstResponder() }
        if let scrollView, !TraceReader.contentPoints.contains(Double(scrollView.contentSize.height)) {
            // The film would open it on its newest message from this height: name the cause, not the offset it makes.
            let range = TraceReader.contentPoints
            world.fail("the scroll view's contentSize.height is \(scrollView.contentSize.height) pt after viewDidLoad: a trace holds content heights from \(Int(range.lowerBound)) to \(Int(range.upperBound)) pt")
        } else if let scrollView, scrollView.contentOffset == .zero, !scrollView.offsetIsPlacedByItsCode {
            let insets = scrollView.adjustedContentInset
            // The code's own rows open at their top, under the insets, as UIKit opens them.
            let y = Self.hasDataSource(scrollView) ? -insets.top : ChatContent.newestMessageOffset(contentHeight: scrollView.contentSize.height, boundsHeight: scrollView.bounds.height,
                                                    adjustedTop: insets.top, adjustedBottom: insets.bottom)
            UIView.performWithoutAnimation { scrollView.contentOffset = CGPoint(x: 0, y: y) }
        }
        // The first layout is on screen before viewDidAppear (the transition has committed it):
        // what its code animates at this instant (docking an accessory) starts from there.
        window.layer.endTransactions()
        for c in controllers { c.viewDidAppear(false) }
    }

    /// The film ends: the controller's view goes (its observers are removed as its code says).
    func disappear() {
        for c in controllers { c.viewWillDisappear(false) }
        window.isHidden = true
        for c in controllers { c.viewDidDisappear(false) }
    }

    /// The keyboard notification UIKit posts, through the real notification center.
    /// On iOS 26 the typed message follows (`addObserver(of:for:using:)` observers); on a device one
    /// post reaches both kinds of observer, here two posts from the same place do.
    func post(_ n: KeyboardNotification) {
        NotificationCenter.default.post(name: n.name.notificationName, object: nil, userInfo: FilmWorld.keyboardUserInfo(
            begin: n.beginFrame, end: n.endFrame, duration: n.animationDuration, curve: n.animationCurve))
        if postsKeyboardMessages {
            world.postKeyboardMessage(name: n.name.notificationName, begin: n.beginFrame, end: n.endFrame,
                                      duration: n.animationDuration, curve: n.animationCurve)
        }
    }

    /// Changes first responder without the keyboard side reacting (it already moved).
    func quietly(_ change: () -> Void) {
        keyboardSystemMuted = true
        change()
        keyboardSystemMuted = false
    }
}

extension KeyboardNotification.Name {
    /// The `Notification.Name` UIKit posts.
    var notificationName: Notification.Name { Notification.Name(rawValue) }
}
