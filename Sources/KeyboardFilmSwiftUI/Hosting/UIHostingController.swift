import Foundation
import KeyboardFilmUIKit

/// `UIHostingController`: a UIKit controller whose view shows a SwiftUI view. Its view avoids the
/// keyboard unless `safeAreaRegions` leaves `.keyboard` out.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    private var content: Content
    private lazy var graph = HostingGraph { [unowned self] in self.content }
    private var hostingView: HostingView? { viewIfLoaded as? HostingView }

    public var rootView: Content {
        get { content }
        set { content = newValue; hostingView?.setNeedsLayout() }
    }

    /// The regions the hosted view respects (`.all` by default: the keyboard's too).
    public var safeAreaRegions: SafeAreaRegions = .all {
        didSet { hostingView?.regions = safeAreaRegions; hostingView?.setNeedsLayout() }
    }
    public var sizingOptions: UIHostingControllerSizingOptions = []

    public init(rootView: Content) {
        content = rootView
        super.init()
    }
    public required init?(coder: NSCoder) { nil }

    override open func loadView() {
        let host = HostingView(graph: graph)
        host.regions = safeAreaRegions
        host.backgroundColor = .systemBackground
        view = host
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        hostingView?.realizeNow()
    }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
