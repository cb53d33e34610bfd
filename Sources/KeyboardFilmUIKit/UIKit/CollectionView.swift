import Foundation

/// A cell's or a supplementary view's place in a collection view.
enum CollectionSlot: Hashable {
    case cell(IndexPath)
    case supplementary(String, IndexPath)
}

/// `UICollectionView`: a scroll view of items from its data source, placed by its layout (a
/// flow layout or a compositional one). Cells and supplementary views whose size is an estimate
/// take their own Auto Layout's height, as UIKit's self-sizing cells do.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// UIKit's values of `UICollectionView.elementKindSectionHeader` and `…Footer`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: UICollectionViewDataSource?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Cell prefetching (no cells are prefetched: the model asks for none ahead of time).
    open var isPrefetchingEnabled = true

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { nil }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
        reloadData()
    }

    open var numberOfSections: Int {
        countOrFailure(dataSource.map { $0.numberOfSections(in: self) } ?? 0, "numberOfSections(in:)")
    }
    open func numberOfItems(inSection section: Int) -> Int {
        countOrFailure(dataSource.map { $0.collectionView(self, numberOfItemsInSection: section) } ?? 0, "collectionView(_:numberOfItemsInSection: \(section))")
    }

    // MARK: Reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = (cellClass as? UICollectionReusableView.Type) ?? UICollectionViewCell.self
    }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registered["\(elementKind)/\(identifier)"] = (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    }
    /// A cell from the reuse queue, else a new one of the registered class (made through its
    /// `init(frame:)`, which the model marks `required`; the port adds `required` to an override).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = dequeue(identifier) as? UICollectionViewCell else {
            FilmWorld.current.refuse("dequeueReusableCell(withReuseIdentifier: \"\(identifier)\")", because: "the class registered for it is not a UICollectionViewCell (UIKit raises)")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        dequeue("\(elementKind)/\(identifier)")
    }
    private func dequeue(_ key: String) -> UICollectionReusableView {
        if let view = reusable[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = registered[key] else {
            // UIKit raises here ("could not dequeue a view of kind …"): the app would die at launch.
            FilmWorld.current.fail("dequeueReusable…(withReuseIdentifier: \"\(key)\", for:) with no class registered for it: UIKit raises NSInternalInconsistencyException; register the class first")
            let view = UICollectionViewCell(frame: .zero)
            view.reuseKey = key
            return view
        }
        let view = type.init(frame: .zero)
        view.reuseKey = key
        return view
    }
    private var registered: [String: UICollectionReusableView.Type] = [:]
    private var loaded: [CollectionSlot: UICollectionReusableView] = [:]
    private var reusable: [String: [UICollectionReusableView]] = [:]
    /// Heights of self-sizing cells and supplementary views, at `measuredWidth`.
    private var measured: [CollectionSlot: CGFloat] = [:]
    private var measuredWidth: CGFloat = -1
    /// The registrations' reuse keys (a registration is its own reuse identifier in UIKit).
    /// Numbers the registrations, so each gets an identifier of its own. A registration may be
    /// made off the main actor (a stored property's initial value), so the count takes a lock.
    nonisolated static let registrations = RegistrationCounter()

    open var visibleCells: [UICollectionViewCell] { loadedCells.map(\.1) }
    open var indexPathsForVisibleItems: [IndexPath] { loadedCells.map(\.0) }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { loaded[.cell(indexPath)] as? UICollectionViewCell }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        loaded[.supplementary(elementKind, indexPath)]
    }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { loadedCells.first { $0.1 === cell }?.0 }
    private var loadedCells: [(IndexPath, UICollectionViewCell)] {
        loaded.compactMap { slot, view in
            if case .cell(let path) = slot, let cell = view as? UICollectionViewCell { return (path, cell) }
            return nil
        }.sorted { $0.0 < $1.0 }
    }

    open func reloadData() {
        for (_, view) in loaded { unload(view) }
        loaded.removeAll()
        measured.removeAll()
        setNeedsLayout()
        FilmWorld.current.needsLayout = true
    }

    private func unload(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        if let key = view.reuseKey { reusable[key, default: []].append(view) }
    }

    // MARK: Layout

    /// Sets the content size from the layout and loads the cells and supplementary views the
    /// bounds show (and a screen above and below), as a table does; self-sizing ones are
    /// measured and the layout placed again with their heights (a few rounds at most).
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard dataSource != nil else { return }
        if measuredWidth != bounds.width { measured.removeAll(); measuredWidth = bounds.width }
        var rounds = 0
        while place(), rounds < 3 { rounds += 1 }
    }

    /// Places what the layout says; true when it measured a self-sizing view anew.
    private func place() -> Bool {
        guard let placement = collectionViewLayout.placement(in: self, measured: measured) else { return false }
        let height = placement.contentHeight
        if contentSize.height != height || contentSize.width != bounds.width { contentSize = CGSize(width: bounds.width, height: height) }
        guard let shown = loadingWindow else { return false }
        var wanted = placement.cells.filter { $0.1.intersects(shown) }.prefix(UITableView.maximumLoadedRows).map { (CollectionSlot.cell($0.0), $0.1) }
        wanted += placement.supplementaries.filter { $0.frame.intersects(shown) }.map { (CollectionSlot.supplementary($0.kind, $0.path), $0.frame) }
        let keep = Set(wanted.map(\.0))
        for (slot, view) in loaded where !keep.contains(slot) { unload(view); loaded[slot] = nil }
        var changed = false
        for (slot, rect) in wanted {
            if let view = loaded[slot] {
                if view.frame != rect { view.frame = rect }
                continue
            }
            guard let view = makeView(for: slot) else { continue }
            UIView.performWithoutAnimation {
                view.frame = rect
                if case .cell = slot { insertSubview(view, at: 0) } else { addSubview(view) }
                LayoutEngine.layOutNow(view) // as a table's cell
            }
            loaded[slot] = view
            if placement.estimated.contains(slot), measured[slot] == nil, let h = fittingHeight(of: view, width: rect.width), h.isFinite {
                measured[slot] = h
                if abs(h - rect.height) > 0.001 { changed = true }
            }
        }
        return changed
    }

    private func makeView(for slot: CollectionSlot) -> UICollectionReusableView? {
        switch slot {
        case .cell(let path):
            return dataSource?.collectionView(self, cellForItemAt: path)
        case .supplementary(let kind, let path):
            return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        }
    }

    /// A self-sizing view's height: its content's Auto Layout at `width`, else a list cell's
    /// standard height for its content configuration.
    private func fittingHeight(of view: UICollectionReusableView, width: CGFloat) -> CGFloat? {
        var height: CGFloat?
        let content = (view as? UICollectionViewCell)?.contentView ?? view
        UIView.performWithoutAnimation { height = LayoutEngine.fittingHeight(of: content) }
        if height == nil, let cell = view as? UICollectionViewCell, let list = cell.contentConfiguration as? UIListContentConfiguration {
            height = ListContentViews.fittingHeight(of: list, width: width)
        }
        return height
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func insertSections(_ sections: IndexSet) {}
    open func deleteSections(_ sections: IndexSet) {}
    open func reloadSections(_ sections: IndexSet) {}
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    open var indexPathsForSelectedItems: [IndexPath]? { [] }

    /// The rectangle the layout gives item `indexPath` (zero when it has none).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = collectionViewLayout.placement(in: self, measured: measured)?.cells.first(where: { $0.0 == indexPath })?.1 else { return nil }
        return UICollectionViewLayoutAttributes(indexPath: indexPath, frame: frame)
    }

    /// `scrollToItem(at:at:animated:)`: the item's rectangle at the top, middle or bottom of what
    /// the adjusted insets leave visible, within the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return FilmWorld.current.refuse("scrollToItem(at:at:animated:)", because: "item \(indexPath.item) of section \(indexPath.section) is not in the collection view (UIKit raises)")
        }
        let insets = adjustedContentInset, visible = bounds.height - insets.top - insets.bottom
        var y = frame.minY - insets.top
        if scrollPosition.contains(.bottom) { y = frame.maxY - visible - insets.top }
        if scrollPosition.contains(.centeredVertically) { y = frame.midY - visible / 2 - insets.top }
        setContentOffset(CGPoint(x: bounds.minX, y: clampedOffsetY(y)), animated: animated)
    }
}

// MARK: Registrations

extension UICollectionView {
    /// `UICollectionView.CellRegistration`: a cell class and the handler that configures it.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier: String
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration.\(UICollectionView.registrations.next())"
        }
    }

    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let handler: Handler
        let identifier: String
        public let elementKind: String
        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler; self.elementKind = elementKind
            identifier = "SupplementaryRegistration.\(UICollectionView.registrations.next())"
        }
    }

    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if registered[registration.identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = "\(registration.elementKind)/\(registration.identifier)"
        if registered[key] == nil { register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier) }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

// MARK: Data source and delegate

/// `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Not implemented while the layout asks for a supplementary view: UIKit raises.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        FilmWorld.current.refuse("collectionView(_:viewForSupplementaryElementOfKind:at:)", because: "the layout asks for a \"\(kind)\" view in section \(indexPath.section) and the data source provides none (UIKit raises)")
        return UICollectionReusableView(frame: .zero)
    }
}

/// `UICollectionViewDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// `UICollectionViewDelegateFlowLayout`: item sizes and header and footer heights by section.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
}

/// A count that any thread may advance.
final class RegistrationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int { lock.lock(); defer { lock.unlock() }; count += 1; return count }
}
