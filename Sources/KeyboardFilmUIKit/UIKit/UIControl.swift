import Foundation

/// `UIControl`: targets and actions (`addTarget(_:action:for:)`), and UIKit 14's `UIAction`s.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private struct TargetAction {
        /// nil: the responder chain, from the first responder (`addTarget(nil, …)`).
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        let events: Event
    }
    private var targetActions: [TargetAction] = []
    private var actions: [(action: UIAction, events: Event)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    /// `addTarget(_:action:for:)`: the control does not keep the target alive, as in UIKit.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.append(TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }

    /// `removeTarget(_:action:for:)`: nil target or action matches any.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action)
                && !entry.events.intersection(controlEvents).isEmpty
        }
    }

    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    open var allControlEvents: Event { targetActions.reduce(into: Event()) { $0.formUnion($1.events) } }

    /// `addAction(_:for:)` (iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.intersection(controlEvents).isEmpty }
    }

    /// `sendActions(for:)`: every action registered for one of `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty { entry.action.handler(entry.action) }
        for entry in targetActions where !entry.events.intersection(controlEvents).isEmpty {
            if entry.hasTarget {
                guard let target = entry.target else { continue }
                sendAction(entry.action, to: target, for: nil)
            } else {
                sendAction(entry.action, to: nil, for: nil)
            }
        }
    }

    /// `sendAction(_:to:for:)`: the selector's method on `target` (nil: up the responder chain
    /// from the first responder), with this control as sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}

/// `UIEvent`: the model has no touches; actions get nil where UIKit passes the event.
@preconcurrency @MainActor
open class UIEvent: NSObject {}

/// `UIAction` (iOS 14): a handler a control calls.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public typealias Identifier = String
    open var title: String
    open var image: UIImage?
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title; self.image = image; self.handler = handler
    }
}

/// `UIButton`: a control with a title, an image and their colours.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// Deprecated in iOS 15 (configurations replace them); kept, as they draw nothing here.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    override public init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { nil }

    /// `UIButton(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `UIButton(configuration:primaryAction:)` (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    open var imageEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// The label showing the current title (its font sizes the button).
    public private(set) lazy var titleLabel: UILabel? = {
        let l = UILabel(frame: .zero)
        l.font = .systemFont(ofSize: 15)
        return l
    }()
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)

    /// The title's width in `titleLabel`'s font and the image's, side by side, with the content
    /// insets (a configuration's own insets instead); at least 30 pt tall with a title (UIKit's
    /// system button at 15 pt).
    override open var intrinsicContentSize: CGSize {
        let title = configuration?.title ?? currentTitle ?? ""
        let image = configuration?.image ?? currentImage
        let font = titleLabel?.font ?? .systemFont(ofSize: 15)
        let scale = UIScreen.main.scale
        func up(_ x: CGFloat) -> CGFloat { TextMetrics.pixelCeil(x, scale: scale) }
        let titleWidth = title.isEmpty ? 0 : TextMetrics.width(of: title, font: font)
        let imageSize = image?.size ?? .zero
        let padding = configuration.map { c in
            UIEdgeInsets(top: c.contentInsets.top, left: c.contentInsets.leading, bottom: c.contentInsets.bottom, right: c.contentInsets.trailing)
        } ?? contentEdgeInsets
        let gap: CGFloat = (titleWidth > 0 && imageSize.width > 0) ? (configuration?.imagePadding ?? 0) : 0
        var height = max(imageSize.height, title.isEmpty ? 0 : font.lineHeight)
        if configuration == nil, !title.isEmpty { height = max(height, 30 - padding.top - padding.bottom) }
        return CGSize(width: up(titleWidth + imageSize.width + gap + padding.left + padding.right),
                      height: up(height + padding.top + padding.bottom))
    }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; invalidateIntrinsicContentSize() }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; invalidateIntrinsicContentSize() }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {}

    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// `UIButton.Configuration` (iOS 15): title, image and insets size the button.
    public struct Configuration: Sendable {
        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var contentInsets: NSDirectionalEdgeInsets
        public var showsActivityIndicator = false
        /// Which factory made it: how the film draws its background and foreground.
        package enum Look: Sendable { case plain, tinted, gray, filled }
        package var look = Look.plain
        init(insets: NSDirectionalEdgeInsets, look: Look = .plain) { contentInsets = insets; self.look = look }
        // UIKit's insets for the medium size: 7 pt above and below, 12 pt at the sides.
        static let mediumInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public static func plain() -> Configuration { Configuration(insets: mediumInsets, look: .plain) }
        public static func tinted() -> Configuration { Configuration(insets: mediumInsets, look: .tinted) }
        public static func gray() -> Configuration { Configuration(insets: mediumInsets, look: .gray) }
        public static func filled() -> Configuration { Configuration(insets: mediumInsets, look: .filled) }
        public static func borderless() -> Configuration { Configuration(insets: mediumInsets, look: .plain) }
        public static func bordered() -> Configuration { Configuration(insets: mediumInsets, look: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(insets: mediumInsets, look: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(insets: mediumInsets, look: .filled) }
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }

    /// `sendActions(for: .touchUpInside)` also sends `.primaryActionTriggered`, as a tap does.
    override open func sendActions(for controlEvents: Event) {
        var events = controlEvents
        if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
        super.sendActions(for: events)
    }
}

/// `UIImage`: a named or system image; the model keeps its name and size, and the colour it is
/// drawn in when the code gave one (`withTintColor`, `withRenderingMode(.alwaysOriginal)`).
public final class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbol name, or the asset's.
    public let name: String?
    public let isSymbolImage: Bool
    public let size: CGSize
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave (drawn instead of the view's tint).
    package let ownTint: UIColor?

    private init(name: String?, isSymbol: Bool, size: CGSize, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil) {
        self.name = name; isSymbolImage = isSymbol; self.size = size; self.renderingMode = renderingMode; ownTint = tint
    }
    public convenience init?(named name: String) { self.init(name: name, isSymbol: false, size: CGSize(width: 24, height: 24)) }
    /// `UIImage()`: an empty image.
    override public convenience init() { self.init(name: nil, isSymbol: false, size: .zero) }
    /// An image code drew (the film stopped before showing it: the model draws no bitmaps).
    convenience init(drawnOfSize size: CGSize) { self.init(name: nil, isSymbol: false, size: size) }
    public convenience init?(systemName name: String) { self.init(name: name, isSymbol: true, size: CGSize(width: 24, height: 24)) }
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let side = (configuration as? UIImage.SymbolConfiguration)?.pointSize ?? 17
        self.init(name: name, isSymbol: true, size: CGSize(width: side * 1.2, height: side * 1.2))
    }

    /// `RenderingMode`: a symbol drawn as a template takes the view's tint; `alwaysOriginal`
    /// draws it in its own colour (black, for the model's monochrome symbols).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// The image as drawn in a right-to-left layout: the film's layouts are left to right.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, size: size, renderingMode: mode, tint: ownTint)
    }
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, size: size, renderingMode: .alwaysOriginal, tint: color)
    }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, size: size, renderingMode: renderingMode, tint: color)
    }
    /// `withConfiguration(_:)`: a symbol configured with a point size takes that size.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard isSymbolImage, let side = (configuration as? UIImage.SymbolConfiguration)?.pointSize else { return self }
        return UIImage(name: name, isSymbol: true, size: CGSize(width: side * 1.2, height: side * 1.2), renderingMode: renderingMode, tint: ownTint)
    }
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }

    /// The colour the image is drawn in, given its view's tint.
    package func drawnColor(viewTint: UIColor?) -> UIColor? {
        if let ownTint { return ownTint }
        return isSymbolImage && renderingMode == .alwaysOriginal ? .black : viewTint
    }

    /// `UIImage.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {}
    /// `UIImage.SymbolConfiguration`. The model sizes a symbol by its point size (a text style's
    /// or a font's); weight and scale are kept out of the drawing (one glyph outline per symbol).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { self.pointSize = pointSize }
        public init(weight: UIImage.SymbolWeight) { pointSize = nil }
        public init(scale: UIImage.SymbolScale) { pointSize = nil }
        public init(textStyle: UIFont.TextStyle) { pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize }
        public init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize }
        public init(font: UIFont) { pointSize = font.pointSize }
        public init(font: UIFont, scale: UIImage.SymbolScale) { pointSize = font.pointSize }
        public static let unspecified = SymbolConfiguration(scale: .unspecified)
    }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
}
