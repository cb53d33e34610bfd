import Foundation

/// `UINavigationController`: shows its top controller's view under a navigation bar, which is
/// part of that view's safe area. A film has one screen: pushing or popping with animation
/// stops the film with a message (the transition is not modelled); without, the stack changes at once.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public private(set) lazy var navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 0, height: UINavigationBar.standardHeight))
    public private(set) var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsWhenKeyboardAppears = false
    open weak var delegate: UINavigationControllerDelegate?
    /// The navigation controller's toolbar (kept; the film draws it only where code adds it to a view).
    public private(set) lazy var toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// The edge-swipe back gesture's recognizer (a back swipe is a storyboard event of its own).
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = UIPanGestureRecognizer()

    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }
    override public init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { topViewController }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        if animated && isViewLoaded {
            return FilmWorld.current.refuse("setViewControllers(_:animated: true)", because: "a navigation transition is not modelled")
        }
        let old = topViewController
        for child in children where !controllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded, topViewController !== old { showTop() }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        for c in viewControllers { c.containerBarInsets.top = hidden ? 0 : navigationBar.frame.height }
        FilmWorld.current.needsLayout = true
    }

    override open func loadView() {
        view = NavigationContainerView(frame: UIScreen.main.bounds, controller: self)
        view.addSubview(navigationBar)
        showTop()
    }

    /// The top controller's view fills the container; the bar covers its top (its safe area).
    private func showTop() {
        guard let top = topViewController else { return }
        for child in children where child !== top { child.viewIfLoaded?.removeFromSuperview() }
        top.containerBarInsets.top = isNavigationBarHidden ? 0 : navigationBar.frame.height
        top.view.frame = view.bounds
        top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(top.view, at: 0)
    }

    /// The bar sits under the status bar (the container's safe-area top).
    final class NavigationContainerView: UIView {
        weak var controller: UINavigationController?
        init(frame: CGRect, controller: UINavigationController) { self.controller = controller; super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            guard let bar = controller?.navigationBar else { return }
            bar.frame = CGRect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: bar.frame.height)
        }
    }
}

/// `UINavigationBar`: 44 pt tall (without large titles).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    static let standardHeight: CGFloat = 44
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var items: [UINavigationItem]? { nil }
}

/// `UINavigationItem`: what the bar shows for a controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var leftItemsSupplementBackButton = false
    open var prompt: String?
    open var titleView: UIView?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    public init(title: String) { self.title = title; super.init() }
}

/// `UIBarButtonItem` with a title, an image or a system item, and a target and action.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close = 24
    }

    open var title: String?
    open var image: UIImage?
    open var style = Style.plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    open var customView: UIView?
    open weak var target: AnyObject?
    open var action: Selector?
    public let systemItem: SystemItem?

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title; self.style = style; self.target = target as AnyObject?; self.action = action; systemItem = nil
        super.init()
    }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image; self.style = style; self.target = target as AnyObject?; self.action = action; systemItem = nil
        super.init()
    }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem; self.target = target as AnyObject?; self.action = action
        super.init()
    }
    public init(customView: UIView) { self.customView = customView; systemItem = nil; super.init() }
    override public convenience init() { self.init(title: nil, style: .plain, target: nil, action: nil) }
}

/// `UITabBarController`: its tab bar covers the bottom of the selected controller's view (its
/// safe area). The film's layout says whether the filmed controller sits in one.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    public private(set) lazy var tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 0, height: 49))
    open var viewControllers: [UIViewController]? {
        didSet {
            for child in children { child.removeFromParent() }
            for c in viewControllers ?? [] { addChild(c); c.didMove(toParent: self) }
        }
    }
    open var selectedIndex = 0
    public var selectedViewController: UIViewController? {
        guard let vcs = viewControllers, vcs.indices.contains(selectedIndex) else { return nil }
        return vcs[selectedIndex]
    }
}

/// `UITabBar`.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var isTranslucent = true
}

/// `UIPresentationController`: read and given a delegate by controllers that may be presented.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    public unowned let presentedViewController: UIViewController
    public let presentingViewController: UIViewController?
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// `containerView`: nil, as before a presentation begins (a film shows one screen: presenting stops it).
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// `frameOfPresentedViewInContainerView`: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}

/// `UIAdaptivePresentationControllerDelegate` (every method optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// `UINavigationControllerDelegate` (every member optional).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// `UISplitViewController`: a phone shows its (collapsed) secondary controller's view filling it.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        /// The iOS 8–13 names (deprecated in iOS 14, still in the SDK).
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    open var preferredDisplayMode = DisplayMode.automatic
    public var displayMode: DisplayMode { .secondaryOnly }
    public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }
    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var presentsWithGesture = true
    open var displayModeButtonItem: UIBarButtonItem { UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil) }
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for c in newValue { addChild(c); c.didMove(toParent: self) }
        }
    }
    public init(style: Style) { self.style = style; super.init() }
    override public init() { style = .unspecified; super.init() }
    public required init?(coder: NSCoder) { nil }
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard let vc else { return }
        viewControllers = viewControllers.filter { $0 !== vc } + [vc]
    }
    open func viewController(for column: Column) -> UIViewController? { column == .primary ? viewControllers.first : viewControllers.last }
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}

    /// The secondary (last) controller's view fills the split view, as a collapsed one shows it.
    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let shown = children.last else { return }
        if shown.view.superview !== view { view.addSubview(shown.view) }
        shown.view.frame = view.bounds
    }
}

/// `UISplitViewControllerDelegate` (every member optional).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {}

/// `UIStoryboardSegue`: made only by a storyboard, which the model does not load.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier; self.source = source; self.destination = destination
    }
    open func perform() {}
}

/// `UIPopoverPresentationController`: where a popover would point (kept; presenting stops a film).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var barButtonItem: UIBarButtonItem?
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}

/// `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// `UIActivityViewController`: the share sheet (made and kept; presenting it stops the film).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
    public let activityItems: [Any]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { self.activityItems = activityItems; super.init() }
    public required init?(coder: NSCoder) { nil }
}

/// `UIActivity` and its activity types.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    }
}
