import Foundation

// A collection view's views: `UICollectionReusableView`, its cells, and list cells' accessories.

/// `UICollectionReusableView`: what a collection view reuses, its cells and supplementary views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The registration it was made for, so it goes back to that queue.
    var reuseKey: String?
    public var reuseIdentifier: String? { reuseKey.map { String($0.split(separator: "/").last ?? "") } }
    /// `required` here (not in UIKit) so a collection view makes a registered subclass from its class object.
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open func prepareForReuse() {}
}

/// `UICollectionViewCell`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var contentConfiguration: UIContentConfiguration? { didSet { setNeedsLayout() } }
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { nil }

    private var configured: ListContentViews?
    /// A list content configuration's labels, in UIKit's standard cell layout.
    override open func layoutSubviews() {
        super.layoutSubviews()
        if let list = contentConfiguration as? UIListContentConfiguration {
            configured = ListContentViews.show(list, in: contentView, reusing: configured)
        }
    }
}

/// `UICollectionViewListCell`: a cell of a list layout (its accessories are kept, not drawn).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UICellAccessory`: a list cell's trailing or leading control (kept; the film does not draw it).
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    let name: String
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "disclosureIndicator") }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "checkmark") }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(name: "delete") }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(name: "reorder") }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "outlineDisclosure") }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "label") }
}
