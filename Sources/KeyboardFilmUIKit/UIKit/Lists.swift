import Foundation

extension IndexPath {
    /// `IndexPath(row:section:)` (UIKit's).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// `IndexPath(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

/// `UITableView`: a scroll view of rows from its data source. The film fills a table's content
/// with its own chat; rows are placed by `rowHeight` (or
/// the delegate's heights) where code scrolls to one.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    nonisolated public static let automaticDimension: CGFloat = -1

    public let style: Style
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var sectionHeaderHeight: CGFloat = 0
    open var sectionFooterHeight: CGFloat = 0
    open var separatorStyle = SeparatorStyle.singleLine
    open var separatorColor: UIColor? = .separator
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open weak var dataSource: UITableViewDataSource?
    private var registered: [String: UITableViewCell.Type] = [:]

    public init(frame: CGRect, style: Style) { self.style = style; super.init(frame: frame) }
    override public convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { nil }

    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    /// A new cell of the registered class's base type `UITableViewCell`: a subclass cannot be
    /// made from its class object where there is no Objective-C runtime, so a registered
    /// subclass stops the film with a message (the film draws its own rows).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let type = registered[identifier], type != UITableViewCell.self {
            FilmWorld.current.refuse("dequeueReusableCell(withIdentifier: \"\(identifier)\", for:)", because: "a cell of a registered subclass (\(type)) cannot be made from its class without an Objective-C runtime")
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier] == nil ? nil : dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { [] }
    open var indexPathForSelectedRow: IndexPath? { nil }

    open func reloadData() { FilmWorld.current.needsLayout = true }
    open func beginUpdates() {}
    open func endUpdates() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    /// A row's rectangle: rows stacked from the top by their heights; the last row of the last
    /// section ends where the content does (the film's chat fills the content).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let sections = max(numberOfSections, 1)
        if indexPath.section == sections - 1, indexPath.row == numberOfRows(inSection: indexPath.section) - 1 {
            let h = height(ofRowAt: indexPath)
            return CGRect(x: 0, y: contentSize.height - h, width: bounds.width, height: h)
        }
        var y: CGFloat = 0
        for s in 0..<indexPath.section { for r in 0..<numberOfRows(inSection: s) { y += height(ofRowAt: IndexPath(row: r, section: s)) } }
        for r in 0..<indexPath.row { y += height(ofRowAt: IndexPath(row: r, section: indexPath.section)) }
        return CGRect(x: 0, y: y, width: bounds.width, height: height(ofRowAt: indexPath))
    }

    private func height(ofRowAt indexPath: IndexPath) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return h == UITableView.automaticDimension ? (rowHeight == UITableView.automaticDimension ? estimatedRowHeight : rowHeight) : h
    }

    /// `scrollToRow(at:at:animated:)`: the row at the top, middle or bottom of what the adjusted
    /// insets leave visible (`.none`: the least scroll that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath), insets = adjustedContentInset, b = bounds
        let visible = b.height - insets.top - insets.bottom
        let y: CGFloat
        switch scrollPosition {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: y = rect.minY - insets.top
        case .middle: y = rect.midY - insets.top - visible / 2
        case .bottom: y = rect.maxY - insets.top - visible
        }
        setContentOffset(CGPoint(x: b.minX, y: clampedOffsetY(y)), animated: animated)
    }
}

/// `UITableViewDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// `UITableViewDelegate` (every method optional, as in UIKit).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

/// `UITableViewCell`: a content view with UIKit's labels and image view.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public let reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    public private(set) lazy var textLabel: UILabel? = makeLabel()
    public private(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : makeLabel()
    public private(set) lazy var imageView: UIImageView? = {
        let v = UIImageView(frame: .zero)
        contentView.addSubview(v)
        return v
    }()
    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var contentConfiguration: UIContentConfiguration?
    private let style: CellStyle

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style; self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { nil }

    private func makeLabel() -> UILabel {
        let l = UILabel(frame: .zero)
        contentView.addSubview(l)
        return l
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UIContentConfiguration`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: a cell's text, secondary text and image.
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public init() {}
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UICollectionView`: a scroll view of items from its data source, placed by its layout. The
/// film fills its content with its own chat, as for a table.
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

    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: UICollectionViewDataSource?
    open var backgroundView: UIView?
    open var allowsSelection = true
    /// Cell prefetching (no cells are prefetched: the model asks for none ahead of time).
    open var isPrefetchingEnabled = true

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { nil }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func reloadData() { FilmWorld.current.needsLayout = true }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func reloadItems(at indexPaths: [IndexPath]) {}

    /// `scrollToItem(at:at:animated:)` for the last item: the content's end at the bottom of what
    /// the adjusted insets leave visible. Other items need the layout's attributes, which the
    /// model does not compute: the film stops with a message.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let lastSection = max(numberOfSections, 1) - 1
        guard indexPath.section == lastSection, indexPath.item == numberOfItems(inSection: lastSection) - 1 else {
            return FilmWorld.current.refuse("scrollToItem(at:at:animated:)", because: "item positions other than the last one's need the collection view layout's attributes, which the film does not compute")
        }
        setContentOffset(CGPoint(x: bounds.minX, y: clampedOffsetY(.greatestFiniteMagnitude)), animated: animated)
    }
}

/// `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// `UICollectionViewDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// `UICollectionViewCell`.
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    public let contentView = UIView(frame: .zero)
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var contentConfiguration: UIContentConfiguration?
    override public init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { nil }
    open func prepareForReuse() {}
}

/// `UICollectionViewLayout`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    override public init() { super.init() }
    open func invalidateLayout() {}
}

/// `UICollectionViewFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    open var scrollDirection = ScrollDirection.vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

/// `UITableViewController`: its view is its table view, whose data source and delegate it is;
/// subclasses override the data source and delegate methods.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) { self.style = style; super.init() }
    override public convenience init() { self.init(style: .plain) }
    public required init?(coder: NSCoder) { style = .plain; super.init() }

    /// The table view, which is the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    override open func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
