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

/// `UICollectionViewCompositionalLayout`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }; configuration = .init()
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }; self.configuration = configuration
    }
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider; configuration = .init()
    }
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider; self.configuration = configuration
    }
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }

    override func placement(in collectionView: UICollectionView, measured: [CollectionSlot: CGFloat]) -> CollectionPlacement? {
        guard configuration.scrollDirection == .vertical else {
            FilmWorld.current.refuse("UICollectionViewCompositionalLayoutConfiguration.scrollDirection = .horizontal", because: "the film lays out vertically scrolling compositional layouts only")
            return nil
        }
        var placer = CompositionalPlacer(collectionView: collectionView, measured: measured)
        let environment = LayoutEnvironment(collectionView)
        placer.boundaryItems(configuration.boundarySupplementaryItems, above: true, section: 0, width: placer.fullWidth, leading: placer.leadingEdge)
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { placer.y += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                FilmWorld.current.refuse("UICollectionViewCompositionalLayout's section provider", because: "it returned nil for section \(index) (UIKit raises)")
                return nil
            }
            placer.place(section, index: index, items: collectionView.numberOfItems(inSection: index))
        }
        placer.boundaryItems(configuration.boundarySupplementaryItems, above: false, section: 0, width: placer.fullWidth, leading: placer.leadingEdge)
        placer.result.contentHeight = placer.y
        return placer.result
    }
}

/// The room a compositional layout's sections are given: the collection view's size, less its
/// adjusted content insets at the sides.
@MainActor
private final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection
    init(_ view: UICollectionView) {
        contentSize = view.bounds.size
        let i = view.adjustedContentInset
        contentInsets = NSDirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
        traitCollection = view.traitCollection
    }
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: contentSize.width - contentInsets.leading - contentInsets.trailing, height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// Places a compositional layout's sections one under another, taking index paths in order.
@MainActor
private struct CompositionalPlacer {
    let collectionView: UICollectionView
    let measured: [CollectionSlot: CGFloat]
    var y: CGFloat = 0
    var result = CollectionPlacement()
    let leadingEdge: CGFloat, fullWidth: CGFloat, visibleHeight: CGFloat

    init(collectionView: UICollectionView, measured: [CollectionSlot: CGFloat]) {
        self.collectionView = collectionView; self.measured = measured
        let i = collectionView.adjustedContentInset
        leadingEdge = i.left
        fullWidth = max(collectionView.bounds.width - i.left - i.right, 0)
        visibleHeight = max(collectionView.bounds.height - i.top - i.bottom, 0)
    }

    mutating func place(_ section: NSCollectionLayoutSection, index: Int, items count: Int) {
        // Headers and footers inside the content insets (UIKit's default), or outside them.
        let insets = section.contentInsets, follows = section.supplementariesFollowContentInsets
        let bandLeading = follows ? leadingEdge + insets.leading : leadingEdge
        let bandWidth = follows ? fullWidth - insets.leading - insets.trailing : fullWidth
        if follows { y += insets.top }
        boundaryItems(section.boundarySupplementaryItems, above: true, section: index, width: bandWidth, leading: bandLeading)
        if !follows { y += insets.top }
        let width = max(fullWidth - insets.leading - insets.trailing, 0)
        let container = CGSize(width: width, height: visibleHeight)
        var paths = (0..<count).map { IndexPath(item: $0, section: index)}[...]
        var x = leadingEdge + insets.leading, rowHeight: CGFloat = 0
        let sideways = section.orthogonalScrollingBehavior != .none
        while !paths.isEmpty {
            let before = paths.count
            let size = arrange(section.group, at: CGPoint(x: x, y: y), container: container, paths: &paths)
            if paths.count == before { break } // a group that holds no item would repeat forever
            if sideways {
                x += size.width + section.interGroupSpacing; rowHeight = max(rowHeight, size.height)
            } else {
                y += size.height + (paths.isEmpty ? 0 : section.interGroupSpacing)
            }
        }
        if sideways { y += rowHeight }
        if !follows { y += insets.bottom }
        boundaryItems(section.boundarySupplementaryItems, above: false, section: index, width: bandWidth, leading: bandLeading)
        if follows { y += insets.bottom }
        pinHeaders(of: index)
    }

    /// Lays `item` out with its top-left at `origin`, taking an index path for each leaf item;
    /// returns the room it took. An estimated length is the measured cell's where there is one.
    mutating func arrange(_ item: NSCollectionLayoutItem, at origin: CGPoint, container: CGSize, paths: inout ArraySlice<IndexPath>) -> CGSize {
        var size = item.layoutSize.size(in: container)
        let spacing = item.edgeSpacing
        let origin = CGPoint(x: origin.x + (spacing?.leading?.spacing ?? 0), y: origin.y + (spacing?.top?.spacing ?? 0))
        guard let group = item as? NSCollectionLayoutGroup else {
            guard let path = paths.popFirst() else { return .zero }
            let i = item.contentInsets
            let estimated = item.layoutSize.heightDimension.isEstimated
            if estimated {
                result.estimated.insert(.cell(path))
                if let h = measured[.cell(path)] { size.height = h }
            }
            // UIKit ignores content insets along an estimated dimension.
            let top = estimated ? 0 : i.top, bottom = estimated ? 0 : i.bottom
            let frame = CGRect(x: origin.x + i.leading, y: origin.y + top,
                               width: max(size.width - i.leading - i.trailing, 0), height: max(size.height - top - bottom, 0))
            result.cells.append((path, frame))
            return CGSize(width: size.width + (spacing?.leading?.spacing ?? 0) + (spacing?.trailing?.spacing ?? 0),
                          height: size.height + (spacing?.top?.spacing ?? 0) + (spacing?.bottom?.spacing ?? 0))
        }
        let horizontal = group.axis == .horizontal
        let room = horizontal ? size.width : size.height
        let gap = group.interItemSpacing?.spacing ?? 0
        // Which subitems fit: `count` copies sharing the room, else the subitems in turn while they fit.
        var members: [NSCollectionLayoutItem] = []
        var lengths: [CGFloat] = []
        if let count = group.count, let only = group.subitems.first, count > 0 {
            let share = max((room - gap * CGFloat(count - 1)) / CGFloat(count), 0)
            members = Array(repeating: only, count: count)
            lengths = Array(repeating: share, count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            for k in 0..<max(paths.count, 1) * group.subitems.count {
                let sub = group.subitems[k % group.subitems.count]
                let s = sub.layoutSize.size(in: size)
                let length = horizontal ? s.width : s.height
                if !members.isEmpty, used + gap + length > room + 0.001 { break }
                used += (members.isEmpty ? 0 : gap) + length
                members.append(sub); lengths.append(length)
                if members.count >= paths.count, !(sub is NSCollectionLayoutGroup) { break }
                if length <= 0 { break }
            }
        }
        var extra: CGFloat = 0
        if group.interItemSpacing?.isFlexibleSpacing == true, members.count > 1 {
            extra = max(room - lengths.reduce(0, +) - gap * CGFloat(members.count - 1), 0) / CGFloat(members.count - 1)
        }
        var along: CGFloat = 0, across: CGFloat = 0
        for (k, member) in members.enumerated() where !paths.isEmpty {
            if k > 0 { along += gap + extra }
            let at = horizontal ? CGPoint(x: origin.x + along, y: origin.y) : CGPoint(x: origin.x, y: origin.y + along)
            var inner = size
            if horizontal { inner.width = lengths[k] } else { inner.height = lengths[k] }
            let placed = arrange(member, at: at, container: group.count == nil ? size : inner, paths: &paths)
            along += horizontal ? placed.width : placed.height
            across = max(across, horizontal ? placed.height : placed.width)
        }
        if group.layoutSize.heightDimension.isEstimated { size.height = horizontal ? across : along }
        return size
    }

    /// A section's (or the layout's) headers or footers at `y`, each as high as its size says
    /// (an estimate corrected by the view's own Auto Layout).
    mutating func boundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], above: Bool, section: Int, width: CGFloat, leading: CGFloat) {
        for item in items where item.isAbove == above {
            let path = IndexPath(item: 0, section: section)
            var size = item.layoutSize.size(in: CGSize(width: width, height: visibleHeight))
            let slot = CollectionSlot.supplementary(item.elementKind, path)
            if item.layoutSize.heightDimension.isEstimated {
                result.estimated.insert(slot)
                if let h = measured[slot] { size.height = h }
            }
            var x = leading
            if [.topTrailing, .bottomTrailing].contains(item.alignment) { x = leading + width - size.width }
            if [.top, .bottom].contains(item.alignment) { x = leading + (width - size.width) / 2 }
            let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            result.supplementaries.append(.init(kind: item.elementKind, path: path, frame: frame, pinned: above && item.pinToVisibleBounds))
            if item.extendsBoundary { y += size.height }
        }
    }

    /// A pinned header stays at the visible top while its section is under it, and is pushed
    /// up by the section's end.
    mutating func pinHeaders(of section: Int) {
        let visibleTop = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        for k in result.supplementaries.indices where result.supplementaries[k].path.section == section && result.supplementaries[k].pinned {
            var f = result.supplementaries[k].frame
            f.origin.y = min(max(f.minY, visibleTop), y - f.height)
            result.supplementaries[k].frame = f
        }
    }
}
