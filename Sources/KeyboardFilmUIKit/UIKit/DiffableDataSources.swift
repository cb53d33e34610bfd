import Foundation

/// `NSDiffableDataSourceSnapshot`: a list's sections and their items, by identifier. What UIKit
/// raises on (an identifier that is already there or not there, items with no section) stops
/// the film with a sentence naming the call. Identifiers need only be `Hashable` here.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSections(identifiers, "appendSections(_:)") else { return }
        sections += identifiers.map { ($0, []) }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection to: SectionIdentifierType) {
        guard newSections(identifiers, "insertSections(_:beforeSection:)"), let i = sectionIndex(to, "insertSections(_:beforeSection:)") else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: i)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection to: SectionIdentifierType) {
        guard newSections(identifiers, "insertSections(_:afterSection:)"), let i = sectionIndex(to, "insertSections(_:afterSection:)") else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: i + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection to: SectionIdentifierType) {
        guard let from = sectionIndex(identifier, "moveSection(_:beforeSection:)") else { return }
        let moved = sections.remove(at: from)
        guard let i = sectionIndex(to, "moveSection(_:beforeSection:)") else { return }
        sections.insert(moved, at: i)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection to: SectionIdentifierType) {
        guard let from = sectionIndex(identifier, "moveSection(_:afterSection:)") else { return }
        let moved = sections.remove(at: from)
        guard let i = sectionIndex(to, "moveSection(_:afterSection:)") else { return }
        sections.insert(moved, at: i + 1)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    // MARK: Items

    /// `appendItems(_:toSection:)`: to the last section when none is named.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard newItems(identifiers, "appendItems(_:toSection:)") else { return }
        let i: Int?
        if let section { i = sectionIndex(section, "appendItems(_:toSection:)") } else {
            i = sections.indices.last
            if i == nil { refuse("appendItems(_:toSection:)", "the snapshot has no section to append to: append one first") }
        }
        guard let i else { return }
        sections[i].items += identifiers
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem to: ItemIdentifierType) {
        guard newItems(identifiers, "insertItems(_:beforeItem:)"), let (s, i) = itemPosition(to, "insertItems(_:beforeItem:)") else { return }
        sections[s].items.insert(contentsOf: identifiers, at: i)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem to: ItemIdentifierType) {
        guard newItems(identifiers, "insertItems(_:afterItem:)"), let (s, i) = itemPosition(to, "insertItems(_:afterItem:)") else { return }
        sections[s].items.insert(contentsOf: identifiers, at: i + 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { sections = [] }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem to: ItemIdentifierType) {
        guard let (s, i) = itemPosition(identifier, "moveItem(_:beforeItem:)") else { return }
        let moved = sections[s].items.remove(at: i)
        guard let (t, j) = itemPosition(to, "moveItem(_:beforeItem:)") else { return }
        sections[t].items.insert(moved, at: j)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem to: ItemIdentifierType) {
        guard let (s, i) = itemPosition(identifier, "moveItem(_:afterItem:)") else { return }
        let moved = sections[s].items.remove(at: i)
        guard let (t, j) = itemPosition(to, "moveItem(_:afterItem:)") else { return }
        sections[t].items.insert(moved, at: j + 1)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    // MARK: What UIKit raises on

    private func refuse(_ call: String, _ reason: String) {
        MainActor.assumeIsolated { FilmWorld.current.refuse("NSDiffableDataSourceSnapshot.\(call)", because: reason) }
    }
    private func newSections(_ identifiers: [SectionIdentifierType], _ call: String) -> Bool {
        guard Set(identifiers).count == identifiers.count, !identifiers.contains(where: { id in sections.contains { $0.id == id } }) else {
            refuse(call, "a section identifier is already in the snapshot (UIKit raises: identifiers must be unique)")
            return false
        }
        return true
    }
    private func newItems(_ identifiers: [ItemIdentifierType], _ call: String) -> Bool {
        let present = Set(itemIdentifiers)
        guard Set(identifiers).count == identifiers.count, !identifiers.contains(where: present.contains) else {
            refuse(call, "an item identifier is already in the snapshot (UIKit raises: identifiers must be unique)")
            return false
        }
        return true
    }
    private func sectionIndex(_ identifier: SectionIdentifierType, _ call: String) -> Int? {
        guard let i = indexOfSection(identifier) else { refuse(call, "the section \(identifier) is not in the snapshot"); return nil }
        return i
    }
    private func itemPosition(_ identifier: ItemIdentifierType, _ call: String) -> (Int, Int)? {
        for s in sections.indices { if let i = sections[s].items.firstIndex(of: identifier) { return (s, i) } }
        refuse(call, "the item \(identifier) is not in the snapshot")
        return nil
    }
}

extension NSDiffableDataSourceSnapshot: @unchecked Sendable {}

/// The diffing both data sources share: the snapshot applied, and index paths ↔ identifiers.
@MainActor
struct DiffableContent<Section: Hashable, Item: Hashable> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()

    func item(at indexPath: IndexPath) -> Item? {
        guard snapshot.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }
    func indexPath(of item: Item) -> IndexPath? {
        for (s, section) in snapshot.sectionIdentifiers.enumerated() {
            if let r = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item) { return IndexPath(row: r, section: s) }
        }
        return nil
    }
    func section(at index: Int) -> Section? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }
    func count(inSection index: Int) -> Int { section(at: index).map { snapshot.numberOfItems(inSection: $0) } ?? 0 }
}

/// `UITableViewDiffableDataSource`: the table's data source, its rows the snapshot's items and
/// its cells what `cellProvider` makes of them. `apply` shows the new snapshot at once (rows
/// inserted or deleted appear or go without their row animation: the film shows where they end).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var content = DiffableContent<SectionIdentifierType, ItemIdentifierType>()
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        content.snapshot = snapshot
        tableView?.reloadData()
        completion?()
    }
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { content.snapshot }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { content.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { content.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { content.section(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { content.snapshot.indexOfSection(sectionIdentifier) }

    open func numberOfSections(in tableView: UITableView) -> Int { content.snapshot.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { content.count(inSection: section) }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = content.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        FilmWorld.current.refuse("UITableViewDiffableDataSource's cell provider", because: "it returned nil for row \(indexPath.row) of section \(indexPath.section) (UIKit raises)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// `UICollectionViewDiffableDataSource`: as the table's, for a collection view's items.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var content = DiffableContent<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the headers and footers the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        content.snapshot = snapshot
        collectionView?.reloadData()
        completion?()
    }
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { content.snapshot }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { content.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { content.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { content.section(at: index) }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { content.snapshot.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { content.count(inSection: section) }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = content.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        FilmWorld.current.refuse("UICollectionViewDiffableDataSource's cell provider", because: "it returned nil for item \(indexPath.item) of section \(indexPath.section) (UIKit raises)")
        return UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        FilmWorld.current.refuse("UICollectionViewDiffableDataSource's supplementaryViewProvider", because: "the layout asks for a \"\(kind)\" view in section \(indexPath.section) and it \(supplementaryViewProvider == nil ? "is not set" : "returned nil") (UIKit raises)")
        return UICollectionReusableView(frame: .zero)
    }
}
