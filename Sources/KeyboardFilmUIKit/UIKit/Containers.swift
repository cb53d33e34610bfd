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
