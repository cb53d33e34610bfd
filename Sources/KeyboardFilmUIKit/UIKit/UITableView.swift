import Foundation

// `UITableView`, its data source and its delegate.

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

    open var numberOfSections: Int {
        countOrFailure(dataSource.map { $0.numberOfSections(in: self) } ?? 0, "numberOfSections(in:)")
    }
    open func numberOfRows(inSection section: Int) -> Int {
        countOrFailure(dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0, "tableView(_:numberOfRowsInSection: \(section))")
    }

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
        guard let type = registered[identifier] else {
            // UIKit raises here ("unable to dequeue a cell with identifier …"): the app would die at launch.
            FilmWorld.current.fail("dequeueReusableCell(withIdentifier: \"\(identifier)\", for:) with no class registered for that identifier: UIKit raises NSInternalInconsistencyException; call register(_:forCellReuseIdentifier:) first")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
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
        guard let shown = loadingWindow else { return false }
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
        guard h == UITableView.automaticDimension else { return usableLength(h, "the height of row \(indexPath.row) in section \(indexPath.section)") }
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
