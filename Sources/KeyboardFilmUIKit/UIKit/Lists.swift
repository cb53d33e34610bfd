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
