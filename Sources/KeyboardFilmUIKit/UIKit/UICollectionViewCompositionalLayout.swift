import Foundation

// `UICollectionViewCompositionalLayout`, and how it places its sections' items.

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
