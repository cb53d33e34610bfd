import Foundation

/// `UIToolbar`: a 44 pt bar of bar button items — the "Done" bar apps hang over the keyboard as an
/// input accessory. Its items are shown as buttons (titles, system items' titles, custom views)
/// laid out from the leading margin, 8 pt apart, flexible spaces sharing what is left (the
/// model's reading of UIKit's bar layout: 16 pt margins, 8 pt between items; not measured).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { rebuild() } }
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.barColor } }
    /// The bar's material, drawn opaque (the model draws no blur).
    static let barColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    private var shown: [(item: UIBarButtonItem, view: UIView?)] = []

    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.barColor
    }
    public required init?(coder: NSCoder) { nil }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

    private func rebuild() {
        for (_, view) in shown { view?.removeFromSuperview() }
        shown = (items ?? []).map { item in
            let view = item.barView
            if let view { addSubview(view) }
            return (item, view)
        }
        setNeedsLayout()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 16, gap: CGFloat = 8
        func width(_ entry: (item: UIBarButtonItem, view: UIView?)) -> CGFloat {
            if entry.item.systemItem == .fixedSpace { return entry.item.width }
            guard let view = entry.view else { return 0 }
            return view.bounds.width > 0 && entry.item.customView != nil ? view.bounds.width : view.intrinsicContentSize.width
        }
        let flexible = shown.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixed = shown.map(width).reduce(0, +) + gap * CGFloat(max(shown.count - 1, 0))
        let share = flexible > 0 ? max(bounds.width - 2 * margin - fixed, 0) / CGFloat(flexible) : 0
        var x = margin
        for entry in shown {
            if entry.item.systemItem == .flexibleSpace { x += share + gap; continue }
            let w = width(entry)
            if let view = entry.view {
                let h = min(view.intrinsicContentSize.height > 0 ? view.intrinsicContentSize.height : 44, bounds.height)
                view.frame = CGRect(x: x, y: (bounds.height - h) / 2, width: w, height: h)
            }
            x += w + gap
        }
    }
}

/// `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default`, black }

extension UIBarButtonItem {
    /// `UIBarButtonItem.flexibleSpace()` and `.fixedSpace(_:)` (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// What a bar shows for this item: its custom view, else a button with its title (or its
    /// system item's), image and action; nothing for spaces.
    var barView: UIView? {
        if let customView { return customView }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace { return nil }
        let button = UIButton(type: .system)
        if let image { button.setImage(image, for: .normal) }
        if let title = title ?? systemItem?.title { button.setTitle(title, for: .normal) }
        if style == .done || systemItem == .done { button.titleLabel?.font = .boldSystemFont(ofSize: 17) }
        if let tintColor { button.tintColor = tintColor }
        button.isEnabled = isEnabled
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }
}

extension UIBarButtonItem.SystemItem {
    /// The English titles of the system items that show text (others show a symbol the model
    /// names by its title too).
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        case .add: "+"
        default: nil
        }
    }
}

/// `UIAlertController` and `UIAlertAction`: made, given actions and text fields, and kept. A
/// film that presents one stops with a sentence: the model does not draw alerts.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message; self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }
    public required init?(coder: NSCoder) { nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
    }
}

/// `UIInputView`: a view for a custom keyboard or an input accessory, drawn with the keyboard's
/// background when its style is `.keyboard`. `allowsSelfSizing` lets its constraints size it.
@preconcurrency @MainActor
open class UIInputView: UIView {
    public enum Style: Int, Sendable { case `default`, keyboard }
    public let inputViewStyle: Style
    open var allowsSelfSizing = false
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }
    override public convenience init(frame: CGRect) { self.init(frame: frame, inputViewStyle: .default) }
    public required init?(coder: NSCoder) { nil }
}
