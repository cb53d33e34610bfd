import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the physics with the model as one module
import KeyboardPhysics
#endif

/// `UIInterfaceOrientationMask`: one bit per `UIInterfaceOrientation` raw value, as UIKit's.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
    /// Whether the mask allows `orientation`.
    public func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}

/// `UIInterfaceOrientation` (the iOS 7 rotation callbacks take it).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIViewController`: owns a root view and receives UIKit's lifecycle, layout, appearance and
/// rotation callbacks (each era's: `willRotate`… up to iOS 7, `viewWillTransition(to:with:)` from iOS 8).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Bars of containing controllers over the view's bottom (a tab bar): part of its safe area.
    var containerBarInsets = UIEdgeInsets.zero

    override public init() { super.init() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// The root view, loaded (`loadView`, then `viewDidLoad`) on first access.
    public var view: UIView! {
        get { loadViewIfNeeded(); return loadedView }
        set { loadedView = newValue; newValue?.owningViewController = self }
    }
    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        loadedView?.owningViewController = self
        viewDidLoad()
    }

    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() {}
    open func viewSafeAreaInsetsDidChange() {}

    /// Extra insets added to the view's safe area.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { FilmWorld.current.needsLayout = true }
    }

    override open var next: UIResponder? { loadedView?.superview }

    // MARK: Traits and rotation

    public var traitCollection: UITraitCollection { .current }
    /// Called when the controller's traits change (a size class, on a rotation); call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// iOS 8+: the view is about to take `size`; add animations to `coordinator` to run alongside.
    /// UIKit's implementation passes the change on to the children (call `super`).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// iOS 7 and earlier (deprecated in iOS 8, no longer called from iOS 8 on).
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Called inside the rotation's animation block, with the new bounds.
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    /// The coordinator of the size transition running now (a rotation), or nil.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? { FilmWorld.current.transitionCoordinator }

    // MARK: Containment

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// `addChild(_:)`: calls the child's `willMove(toParent:)`; the container adds the child's
    /// view and calls `didMove(toParent:)` itself, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        FilmWorld.current.needsLayout = true
    }

    /// `removeFromParent()`: calls `didMove(toParent: nil)`; the container calls
    /// `willMove(toParent: nil)` and removes the view itself.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        FilmWorld.current.needsLayout = true
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The navigation controller this controller is in.
    public var navigationController: UINavigationController? {
        var c: UIViewController? = self
        while let controller = c {
            if let nav = controller as? UINavigationController { return nav }
            c = controller.parent
        }
        return nil
    }

    /// The split view controller this controller is in.
    public var splitViewController: UISplitViewController? {
        var c: UIViewController? = self
        while let controller = c {
            if let split = controller as? UISplitViewController { return split }
            c = controller.parent
        }
        return nil
    }

    /// Storyboard segues: the model loads no storyboards, so a segue cannot be performed; asking
    /// for one stops the film (UIKit raises for an identifier the storyboard lacks).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        FilmWorld.current.refuse("performSegue(withIdentifier: \"\(identifier)\")", because: "storyboards and their segues are not modelled")
    }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// The popover presentation a controller would be shown in (nil until presented: a film presents nothing).
    public var popoverPresentationController: UIPopoverPresentationController? { nil }

    public var tabBarController: UITabBarController? {
        var c: UIViewController? = self
        while let controller = c {
            if let tabs = controller as? UITabBarController { return tabs }
            c = controller.parent
        }
        return nil
    }

    open var title: String? { didSet { navigationItem.title = title } }
    /// `navigationItem` (a controller may override it, as UIKit's is `open`).
    open var navigationItem: UINavigationItem { ownNavigationItem }
    private lazy var ownNavigationItem: UINavigationItem = {
        let item = UINavigationItem(title: "")
        item.title = title
        return item
    }()

    // MARK: Rotation and the status bar

    /// `shouldAutorotate`: false keeps the interface as it is (the film refuses a `rotate`).
    open var shouldAutorotate: Bool { true }
    /// `supportedInterfaceOrientations`: by default the app's (the storyboard's device and
    /// `supportsUpsideDown`: `.all` on iPad, `.allButUpsideDown` on iPhone). The root controller's
    /// answer decides whether a `rotate` can happen.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { FilmWorld.current.appOrientations }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// `childForStatusBarStyle` / `childForStatusBarHidden`: the status bar is drawn from the
    /// storyboard's appearance, so what a controller prefers changes nothing drawn.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var hidesBottomBarWhenPushed = false
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var preferredContentSize = CGSize.zero
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Presentation

    /// Nothing is presented in a film: the film's screen is one controller's.
    public var presentedViewController: UIViewController? { nil }
    public var presentingViewController: UIViewController? { nil }
    public var isBeingPresented: Bool { false }
    public var isBeingDismissed: Bool { false }
    public var isMovingToParent: Bool { false }
    public var isMovingFromParent: Bool { false }
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    /// The controller that would present this one, made on first use as UIKit makes it.
    public private(set) lazy var presentationController: UIPresentationController? =
        UIPresentationController(presentedViewController: self, presenting: nil)

    /// `present(_:animated:completion:)`: a presentation's transition is not modelled; a film
    /// that reaches one stops with a message saying so (the file still compiles).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        FilmWorld.current.refuse("present(_:animated:completion:)", because: "presenting a controller (its transition and the keyboard's reaction) is not modelled")
    }

    /// `dismiss(animated:completion:)`: with nothing presented, and this controller not
    /// presented, UIKit does nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }

/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIViewController {
    /// The film puts the controller in a tab bar controller: the bar covers `insets` of its view.
    package func setContainerBarInsets(_ insets: UIEdgeInsets) {
        containerBarInsets = insets
        FilmWorld.current.needsLayout = true
    }
}

// MARK: Transition coordinator

/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
}

/// `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block (or at once, for the time left,
    /// when added after the transition began), and `completion` when it ends.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one size transition (an interface rotation), run by the film.
@preconcurrency @MainActor
package final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    package let transitionDuration: TimeInterval
    package let timing: Timing
    package let isAnimated = true
    package let isCancelled = false
    package let isInteractive = false
    package var completionCurve: UIView.AnimationCurve { .easeInOut }
    let beginTime: Double
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var ranAlongside = false

    package init(timing: Timing, beginTime: Double) {
        self.timing = timing; self.beginTime = beginTime; transitionDuration = timing.durationSeconds
    }

    package var percentComplete: CGFloat {
        timing.progress(elapsed: FilmWorld.current.time - beginTime)
    }

    package func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if ranAlongside {
            // Added late: at once, on the transition's curve for the time left.
            let world = FilmWorld.current
            let left = Timing(curve: timing.curve, durationSeconds: max(0, beginTime + timing.durationSeconds - world.time))
            world.withAnimationBlock(left) { animation(self) }
        } else {
            alongside.append(animation)
        }
        return true
    }

    /// Inside the transition's block: UIKit runs the alongside blocks.
    package func runAlongsideAnimations() {
        ranAlongside = true
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// At the transition's end: the completion blocks.
    package func runCompletions() {
        if FilmWorld.current.transitionCoordinator === self { FilmWorld.current.transitionCoordinator = nil }
        for block in completions { block(self) }
        completions = []
    }
}
