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

/// `UITableView`: a scroll view of rows from its data source, placed by `rowHeight` (or the
/// delegate's heights) under `tableHeaderView`. With a data source, layout sets the content size
/// from the rows and loads the cells the bounds show (and a screen above and below, which an
/// animated scroll passes through) as subviews, asking `cellForRowAt` once per row shown; cells
/// scrolled away go back to the reuse queue. Without one, the film fills its content with its
/// own chat.
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
    /// Self-sizing rows' heights, measured from their cells' Auto Layout as they load, for the width
    /// they were measured at (rows not loaded yet take `estimatedRowHeight`, as in UIKit).
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var measuredWidth: CGFloat = -1

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

    /// A cell from the reuse queue (`prepareForReuse()` called), else a new one of the
    /// registered class, made through its `init(style:reuseIdentifier:)` (which the model marks
    /// `required` so a class object can make one: the port adds `required` to a cell's override).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let type = registered[identifier] ?? UITableViewCell.self
        return type.init(style: .default, reuseIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier] == nil && reusable[identifier]?.isEmpty != false
            ? nil : dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { loaded[indexPath] }
    open var visibleCells: [UITableViewCell] { loaded.keys.sorted().compactMap { loaded[$0] } }
    open var indexPathsForVisibleRows: [IndexPath]? { loaded.keys.sorted() }
    open var indexPathForSelectedRow: IndexPath? { nil }

    /// Cells on screen by row, and cells scrolled away waiting for reuse, by identifier.
    private var loaded: [IndexPath: UITableViewCell] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    /// More rows than a film shows at once: a data source claiming more is asked for these only.
    static let maximumLoadedRows = 200

    /// Forgets the loaded cells; the content size follows the data source at once (as UIKit's
    /// does for rows of known heights), the cells at the next layout pass.
    open func reloadData() {
        for (_, cell) in loaded { unload(cell) }
        loaded.removeAll()
        measuredHeights.removeAll()
        if dataSource != nil {
            let height = rowLayout().contentHeight
            if contentSize.height != height { contentSize = CGSize(width: bounds.width, height: height) }
        }
        setNeedsLayout()
        FilmWorld.current.needsLayout = true
    }

    private func unload(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    /// Sets the content size from the rows and loads the cells the bounds show. Self-sizing rows
    /// (`automaticDimension`) take their loaded cells' heights, and the rows are placed again
    /// with them (a few rounds at most: each round measures the cells it newly shows).
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard dataSource != nil else { return }
        if measuredWidth != bounds.width { measuredHeights.removeAll(); measuredWidth = bounds.width }
        var rounds = 0
        while placeRows(), rounds < 3 { rounds += 1 }
    }

    /// Places the rows and loads their cells; true when it measured a self-sizing row anew (so
    /// the rows below it move, and another round is needed).
    private func placeRows() -> Bool {
        let (rows, y) = rowLayout()
        if contentSize.height != y || contentSize.width != bounds.width { contentSize = CGSize(width: bounds.width, height: y) }
        let b = bounds
        let shown = CGRect(x: b.minX, y: b.minY - b.height, width: b.width, height: 3 * b.height)
        let wanted = rows.filter { $0.1.intersects(shown) }.prefix(Self.maximumLoadedRows)
        let keep = Set(wanted.map(\.0))
        for (path, cell) in loaded where !keep.contains(path) { unload(cell); loaded[path] = nil }
        for (path, rect) in wanted {
            if let cell = loaded[path] {
                if cell.frame != rect { cell.frame = rect }
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
            // A cell appearing is placed and laid out where it is, not animated from nowhere or
            // from the row it last showed (UIKit does the same): in a rotation's pass, a reused
            // cell's bubble must not slide across from its old side.
            UIView.performWithoutAnimation {
                cell.frame = rect
                insertSubview(cell, at: 0)
                LayoutEngine.layOutNow(cell)
            }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            loaded[path] = cell
        }
        return measureSelfSizingRows()
    }

    /// Every row's rectangle and the content's height: the table header view, then each
    /// section's header, rows and footer (their heights from the delegate, else the table's),
    /// then the table footer view.
    private func rowLayout() -> (rows: [(IndexPath, CGRect)], contentHeight: CGFloat) {
        var rows: [(IndexPath, CGRect)] = []
        var y = tableHeaderView?.frame.height ?? 0
        for section in 0..<numberOfSections {
            y += sectionSpacing(tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            for row in 0..<numberOfRows(inSection: section) {
                let path = IndexPath(row: row, section: section), h = height(ofRowAt: path)
                rows.append((path, CGRect(x: 0, y: y, width: bounds.width, height: h)))
                y += h
            }
            y += sectionSpacing(tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        }
        y += tableFooterView?.frame.height ?? 0
        return (rows, y)
    }

    /// A section header's or footer's height as laid out (automatic, negative or not finite: none).
    private func sectionSpacing(_ h: CGFloat) -> CGFloat { h.isFinite && h > 0 ? h : 0 }

    /// Whether row `path`'s height comes from its cell (`automaticDimension`).
    private func isSelfSizing(_ path: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight) == UITableView.automaticDimension
    }

    /// Measures the loaded self-sizing rows not measured yet: the cell's content view's fitting
    /// height at the row's width, plus the separator's hairline (UIKit's self-sizing cells).
    private func measureSelfSizingRows() -> Bool {
        var changed = false
        for (path, cell) in loaded.sorted(by: { $0.key < $1.key }) where measuredHeights[path] == nil && isSelfSizing(path) {
            var height: CGFloat?
            UIView.performWithoutAnimation { height = LayoutEngine.fittingHeight(of: cell.contentView) }
            guard let content = height, content.isFinite else { continue }
            let measured = content + (separatorStyle == .none ? 0 : 1 / UIScreen.main.scale)
            measuredHeights[path] = measured
            if abs(measured - cell.frame.height) > 0.001 { changed = true }
        }
        return changed
    }
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

    /// A row's rectangle: rows stacked under the header view by their heights; without a data
    /// source the last row ends where the content does (the film's chat fills the content).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let sections = max(numberOfSections, 1)
        if dataSource == nil, indexPath.section == sections - 1, indexPath.row == numberOfRows(inSection: indexPath.section) - 1 {
            let h = height(ofRowAt: indexPath)
            return CGRect(x: 0, y: contentSize.height - h, width: bounds.width, height: h)
        }
        if let placed = rowLayout().rows.first(where: { $0.0 == indexPath }) { return placed.1 }
        return CGRect(x: 0, y: 0, width: bounds.width, height: height(ofRowAt: indexPath))
    }

    private func height(ofRowAt indexPath: IndexPath) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard h == UITableView.automaticDimension else { return h }
        if let measured = measuredHeights[indexPath] { return measured }
        return estimatedRowHeight > 0 && estimatedRowHeight != UITableView.automaticDimension ? estimatedRowHeight : 44
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
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
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
    public private(set) lazy var detailTextLabel: UILabel? = {
        guard style != .default else { return nil }
        let l = makeLabel()
        l.textColor = .secondaryLabel
        if style == .subtitle { l.font = .systemFont(ofSize: 15) }
        return l
    }()
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

    /// `required` here (not in UIKit) so a table makes a registered subclass from its class object.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style; self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
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

    /// The labels and image a list content configuration shows (made when one is set).
    private var configured: ListContentViews?

    /// UIKit's standard cell layout: 16 pt margins, the image first, then the text; a subtitle
    /// under the text, a value at the trailing edge; the content view leaves room for an accessory.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let accessoryWidth: CGFloat = accessoryView.map { $0.frame.width + 16 } ?? (accessoryType == .none ? 0 : 30)
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessoryWidth), height: bounds.height)
        if let accessoryView {
            if accessoryView.superview !== self { addSubview(accessoryView) }
            let s = accessoryView.frame.size
            accessoryView.frame = CGRect(x: bounds.width - 16 - s.width, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
        }
        if let list = contentConfiguration as? UIListContentConfiguration {
            configured = ListContentViews.show(list, in: contentView, reusing: configured)
        } else {
            ListContentViews.place(text: textLabel, detail: style == .default ? nil : detailTextLabel,
                                   image: imageView?.image == nil ? nil : imageView, subtitle: style == .subtitle, in: contentView.bounds)
        }
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UIContentConfiguration`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: a cell's text, secondary text and image, with their properties.
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    public init() {}

    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var alignment = NSTextAlignment.natural
    }
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var maximumSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
    }
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// The labels and image a cell shows for a list content configuration, in UIKit's standard
/// cell layout (shared by table cells and collection list cells).
@MainActor
struct ListContentViews {
    let text: UILabel, secondary: UILabel, image: UIImageView

    /// Shows `list` in `contentView`, making the labels the first time.
    static func show(_ list: UIListContentConfiguration, in contentView: UIView, reusing parts: ListContentViews?) -> ListContentViews {
        let parts = parts ?? ListContentViews(text: UILabel(frame: .zero), secondary: UILabel(frame: .zero), image: UIImageView(frame: .zero))
        if parts.text.superview !== contentView { [parts.image, parts.text, parts.secondary].forEach(contentView.addSubview) }
        parts.text.text = list.text; parts.text.font = list.textProperties.font; parts.text.textColor = list.textProperties.color
        parts.text.numberOfLines = list.textProperties.numberOfLines; parts.text.textAlignment = list.textProperties.alignment
        parts.secondary.text = list.secondaryText; parts.secondary.font = list.secondaryTextProperties.font
        parts.secondary.textColor = list.secondaryTextProperties.color
        parts.image.image = list.image; parts.image.tintColor = list.imageProperties.tintColor
        place(text: parts.text, detail: list.secondaryText == nil ? nil : parts.secondary, image: list.image == nil ? nil : parts.image, subtitle: true, in: contentView.bounds)
        return parts
    }

    /// The height a list cell takes for `list` at `width`: its text (and subtitle) with 11 pt
    /// above and below, at least 44 pt (a default list row; the model's reading of UIKit's cells).
    static func fittingHeight(of list: UIListContentConfiguration, width: CGFloat) -> CGFloat {
        let imageWidth = list.image.map { $0.size.width + 16 } ?? 0
        let textWidth = max(0, width - 32 - imageWidth)
        func height(_ text: String?, _ font: UIFont, lines: Int) -> CGFloat {
            guard let text else { return 0 }
            let l = UILabel(frame: .zero)
            l.text = text; l.font = font; l.numberOfLines = lines
            return l.sizeThatFits(CGSize(width: textWidth, height: 0)).height
        }
        let t = height(list.text, list.textProperties.font, lines: list.textProperties.numberOfLines)
        let d = height(list.secondaryText, list.secondaryTextProperties.font, lines: 0)
        return max(44, t + (d > 0 ? d + 2 : 0) + 22)
    }

    static func place(text: UILabel?, detail: UILabel?, image: UIImageView?, subtitle: Bool, in b: CGRect) {
        var x: CGFloat = 16
        if let image, let size = image.image?.size {
            image.frame = CGRect(x: x, y: (b.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + 16
        }
        let width = max(0, b.width - x - 16)
        func height(_ l: UILabel) -> CGFloat { l.sizeThatFits(CGSize(width: width, height: 0)).height }
        switch (text, detail) {
        case (let t?, let d?) where subtitle:
            let th = height(t), dh = height(d), top = (b.height - th - dh - 2) / 2
            t.frame = CGRect(x: x, y: top, width: width, height: th)
            d.frame = CGRect(x: x, y: top + th + 2, width: width, height: dh)
        case (let t?, let d?):
            let dw = min(width, d.intrinsicContentSize.width)
            t.frame = CGRect(x: x, y: 0, width: max(0, width - dw - 8), height: b.height)
            d.frame = CGRect(x: b.width - 16 - dw, y: 0, width: dw, height: b.height)
            d.textAlignment = .right
        case (let t?, nil):
            t.frame = CGRect(x: x, y: 0, width: width, height: b.height)
        default: break
        }
    }
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
