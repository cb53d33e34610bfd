import Foundation

// A compositional layout as UIKit documents it ("Implementing modern collection views";
// `NSCollectionLayoutSection`, `…Group`, `…Item`, `…Dimension`): a vertically scrolling list of
// sections, each repeating its group until the section's items run out; a group lays its
// subitems side by side (horizontal) or one under another (vertical). Dimensions are fractions
// of the container, absolute lengths, or estimates the cells' own Auto Layout corrects.

/// `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat
    init(_ kind: Kind, _ dimension: CGFloat) { self.kind = kind; self.dimension = dimension }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in `container` (an estimate is its estimate until the content is measured).
    func length(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}

/// `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width; heightDimension = height
    }
    func size(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.length(in: container), height: heightDimension.length(in: container))
    }
}

/// `NSCollectionLayoutSpacing`: between a group's subitems, fixed, or flexible (at least
/// `spacing`, the group's spare room shared between its subitems).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
    init(_ spacing: CGFloat, flexible: Bool) { self.spacing = spacing; isFlexibleSpacing = flexible }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
}

/// `NSCollectionLayoutEdgeSpacing`: room outside an item (its leading and top spacing move it).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}

/// `NSCollectionLayoutItem`: one cell's room in its group, less its content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize; supplementaryItems = [] }
    /// Kept; supplementary items anchored to an item (badges) are not placed by the model.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize; self.supplementaryItems = supplementaryItems
    }
}

/// `NSCollectionLayoutGroup`: subitems along one axis, repeated to fill the group (or `count` of one).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// How many times the one subitem repeats, when the group was made with a count.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(_ axis: Axis, _ size: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis; self.subitems = subitems; self.count = count
        super.init(layoutSize: size)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup { .init(.horizontal, layoutSize, subitems, count: nil) }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup { .init(.vertical, layoutSize, subitems, count: nil) }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { .init(.horizontal, layoutSize, [subitem], count: count) }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { .init(.vertical, layoutSize, [subitem], count: count) }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { .init(.horizontal, layoutSize, [subitem], count: count) }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup { .init(.vertical, layoutSize, [subitem], count: count) }
}

/// `NSRectAlignment`: where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

/// `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0
    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header above a section's groups (top
/// alignments) or a footer below them; pinned, it stays at the visible top while its section shows.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment; offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment; offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
    var isAbove: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable { case automatic, none, safeArea, layoutMargins, readableContent }

/// `NSCollectionLayoutContainer`: the room a section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// `NSCollectionLayoutSection`: a group repeated down the section, within its content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// Groups side by side in one row that scrolls sideways (the film shows the row where it rests).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// A list section: full-width rows of an estimated 44 pt that their cells size, with the
    /// appearance's insets and the header and footer it asks for.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
        section.contentInsets = configuration.sectionInsets
        let bandSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedHeaderHeight))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    override public init() { super.init() }
}

/// `UICollectionLayoutListConfiguration`: a list's look. Separators and swipe actions are kept
/// but not drawn (they do not move with the keyboard).
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public init(appearance: Appearance) { self.appearance = appearance }

    /// The model's choices, not measured: rows estimated at 44 pt (a default list cell's height),
    /// headers at 38 pt; grouped appearances 35 pt between sections, inset-grouped 20 pt at the sides.
    static let estimatedRowHeight: CGFloat = 44
    static let estimatedHeaderHeight: CGFloat = 38
    var sectionInsets: NSDirectionalEdgeInsets {
        switch appearance {
        case .plain, .sidebarPlain, .sidebar: .zero
        case .grouped: NSDirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0)
        case .insetGrouped: NSDirectionalEdgeInsets(top: 35, leading: 20, bottom: 0, trailing: 20)
        }
    }
}

/// `UISwipeActionsConfiguration` and `UIContextualAction`: kept, never shown (a film does not swipe rows).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}

@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var image: UIImage?
    let handler: Handler
    public init(style: Style, title: String?, handler: @escaping Handler) { self.style = style; self.title = title; self.handler = handler }
}
