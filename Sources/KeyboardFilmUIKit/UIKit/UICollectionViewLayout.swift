import Foundation

// Collection view layouts (the base class and the flow layout), and what they place.

/// Where a layout puts a collection view's cells and supplementary views, and the content's height.
struct CollectionPlacement {
    struct Supplementary { var kind: String, path: IndexPath, frame: CGRect, pinned: Bool }
    var cells: [(IndexPath, CGRect)] = []
    var supplementaries: [Supplementary] = []
    var contentHeight: CGFloat = 0
    /// The slots whose height is an estimate their own view corrects.
    var estimated: Set<CollectionSlot> = []
}

/// `UICollectionViewLayoutAttributes` (a frame by index path).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public let indexPath: IndexPath
    open var frame: CGRect
    open var size: CGSize { frame.size }
    open var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    init(indexPath: IndexPath, frame: CGRect) { self.indexPath = indexPath; self.frame = frame }
}

/// `UICollectionViewLayout`. A layout the model does not know places nothing: the film stops
/// with a sentence naming it.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    override public init() { super.init() }
    open func invalidateLayout() {}
    open var collectionViewContentSize: CGSize { .zero }

    /// Where the cells and supplementary views go, their self-sized heights given.
    func placement(in collectionView: UICollectionView, measured: [CollectionSlot: CGFloat]) -> CollectionPlacement? {
        FilmWorld.current.refuse("\(type(of: self)) as a collection view's layout", because: "the film places items by UICollectionViewFlowLayout and UICollectionViewCompositionalLayout only")
        return nil
    }
}

/// `UICollectionViewFlowLayout`: vertical rows of items within the section insets,
/// `minimumInteritemSpacing` apart, rows `minimumLineSpacing` apart, a header above each
/// section and a footer below it at their reference heights.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public typealias ScrollDirection = UICollectionView.ScrollDirection
    open var scrollDirection = ScrollDirection.vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionHeadersPinToVisibleBounds = false
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    override func placement(in collectionView: UICollectionView, measured: [CollectionSlot: CGFloat]) -> CollectionPlacement? {
        guard scrollDirection == .vertical else {
            FilmWorld.current.refuse("UICollectionViewFlowLayout.scrollDirection = .horizontal", because: "the film lays out vertically scrolling flow layouts only")
            return nil
        }
        let sizing = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let width = collectionView.bounds.width
        var placement = CollectionPlacement()
        var y: CGFloat = 0
        func band(_ kind: String, _ size: CGSize, _ section: Int) {
            guard size.height > 0, size.height.isFinite else { return }
            placement.supplementaries.append(.init(kind: kind, path: IndexPath(item: 0, section: section), frame: CGRect(x: 0, y: y, width: width, height: size.height), pinned: false))
            y += size.height
        }
        for section in 0..<collectionView.numberOfSections {
            band(UICollectionView.elementKindSectionHeader, sizing?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize, section)
            let inset = sizing?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            y += inset.top
            var x = inset.left, rowHeight: CGFloat = 0
            let right = width - inset.right
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let asked = sizing?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
                let size = CGSize(width: collectionView.usableLength(asked.width, "the width of item \(item) in section \(section)"),
                                  height: collectionView.usableLength(asked.height, "the height of item \(item) in section \(section)"))
                if x > inset.left, x + size.width > right + 0.001 {
                    y += rowHeight + minimumLineSpacing; x = inset.left; rowHeight = 0
                }
                placement.cells.append((path, CGRect(x: x, y: y, width: size.width, height: size.height)))
                x += size.width + minimumInteritemSpacing
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight + inset.bottom
            band(UICollectionView.elementKindSectionFooter, sizing?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize, section)
        }
        placement.contentHeight = y
        return placement
    }
}
