import Foundation

/// `UITextField`: becomes first responder (the keyboard comes up); may carry an input accessory
/// view. A control: `.editingDidBegin` is sent when it becomes first responder, `.editingDidEnd`
/// when it resigns, as UIKit sends them, with the delegate asked and told around them and the
/// text-field notifications posted.
@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor? = .label
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: UITextFieldDelegate?
    open var inputView: UIView?
    // UITextInputTraits
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocorrectionType = UITextAutocorrectionType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var spellCheckingType = UITextSpellCheckingType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?
    public var isEditing: Bool { isFirstResponder }
    public var hasText: Bool { !(text ?? "").isEmpty }

    private var accessory: UIView?
    override open var canBecomeFirstResponder: Bool { true }
    override open var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        if !wasFirst, delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        if !wasFirst {
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        return true
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        if wasFirst, delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        if wasFirst {
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
        return true
    }

    /// One line of the font (or the placeholder's width): a rounded-rect border adds 7 pt above
    /// and below (UIKit's 34 pt field at 17 pt, within half a point).
    override open var intrinsicContentSize: CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : text!
        let scale = UIScreen.main.scale
        let pad: CGFloat = borderStyle == .roundedRect ? 7 : 0
        return CGSize(width: TextMetrics.pixelCeil(TextMetrics.width(of: shown, font: f) + 2 * pad, scale: scale),
                      height: TextMetrics.pixelCeil(f.lineHeight + 2 * pad, scale: scale))
    }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// `UITextView`: a text input like `UITextField`; with scrolling disabled it grows with its
/// text (its content size is its lines at its width plus `textContainerInset`), the growing
/// composer most chat screens have.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// As in UIKit, `init(frame:)` is a convenience initializer: a subclass that overrides
    /// `init(frame:textContainer:)` inherits it.
    override public convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }

    open var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor? = .label
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    public let textContainer = NSTextContainer()
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var selectedRange = NSRange(location: 0, length: 0)
    open var inputView: UIView?
    // UITextInputTraits
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocorrectionType = UITextAutocorrectionType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var spellCheckingType = UITextSpellCheckingType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// The text view's delegate, also its scroll view delegate (as in UIKit).
    weak var textViewDelegate: UITextViewDelegate?
    override open var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set { super.delegate = newValue; textViewDelegate = newValue as? UITextViewDelegate }
    }

    private var accessory: UIView?
    override open var canBecomeFirstResponder: Bool { true }
    override open var inputAccessoryView: UIView? {
        get { accessory }
        set { accessory = newValue }
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        if !wasFirst, textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        if !wasFirst {
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        return true
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        if wasFirst, textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        if wasFirst {
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
        return true
    }

    override open var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    /// The text's lines at `size.width` (less the insets and the container's 5 pt padding on
    /// each side), plus the vertical insets; an empty text view keeps one line.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let f = font ?? .systemFont(ofSize: 12)
        let inner = size.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        let scale = UIScreen.main.scale
        let lines = max(1, TextMetrics.lines(of: text ?? "", font: f, width: inner > 0 ? inner : nil).count)
        let height = CGFloat(lines) * f.lineHeight + textContainerInset.top + textContainerInset.bottom
        return CGSize(width: size.width, height: TextMetrics.pixelCeil(height, scale: scale))
    }

    /// The text's layout, for the one question keyboard code asks of it: how much room the text uses.
    public private(set) lazy var layoutManager = NSLayoutManager(textView: self)

    /// `scrollRangeToVisible(_:)`: the model scrolls a text view only to show its end (the caret
    /// at the end of what was typed); another range scrolls nowhere.
    open func scrollRangeToVisible(_ range: NSRange) {
        guard range.location + range.length >= (text ?? "").utf16.count else { return }
        let bottom = contentSize.height + adjustedContentInset.bottom - bounds.height
        if bottom > contentOffset.y { contentOffset.y = bottom }
    }
}

/// `NSLayoutManager`: the room a text view's text takes (TextKit's glyph layout is not modelled).
@preconcurrency @MainActor
public final class NSLayoutManager: NSObject {
    private weak var textView: UITextView?
    init(textView: UITextView) { self.textView = textView }
    /// The text's lines at the container's width, without the insets.
    public func usedRect(for container: NSTextContainer) -> CGRect {
        guard let view = textView else { return .zero }
        let i = view.textContainerInset
        let size = view.sizeThatFits(CGSize(width: view.bounds.width, height: 0))
        return CGRect(x: container.lineFragmentPadding, y: 0, width: max(view.bounds.width - i.left - i.right - 2 * container.lineFragmentPadding, 0),
                      height: max(size.height - i.top - i.bottom, 0))
    }
    public func ensureLayout(for container: NSTextContainer) {}
}

/// `NSTextContainer`.
public final class NSTextContainer: NSObject, @unchecked Sendable {
    public var lineFragmentPadding: CGFloat = 5
    public var maximumNumberOfLines = 0
    public var lineBreakMode = NSLineBreakMode.byWordWrapping
}

/// `UITextFieldDelegate` (every method optional, as in UIKit).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// `UITextViewDelegate` (every method optional, as in UIKit); a text view's delegate is also
/// its scroll view delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's older name for `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}
/// `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light
    public static var alert: UIKeyboardAppearance { .dark }
}
/// `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let name = UITextContentType(rawValue: "name"), givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name"), nickname = UITextContentType(rawValue: "nickname")
    public static let telephoneNumber = UITextContentType(rawValue: "tel"), URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address"), postalCode = UITextContentType(rawValue: "postal-code")
}

/// `UITextInputTraits`: the keyboard a text input asks for (text fields, text views and search
/// fields have these properties).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var isSecureTextEntry: Bool { get set }
}
extension UITextField: UITextInputTraits {}
extension UITextView: UITextInputTraits {}

/// `UITextPosition` and `UITextRange`: places in a text input's text, by UTF-16 offset.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

@preconcurrency @MainActor
open class UITextRange: NSObject {
    public let start: UITextPosition, end: UITextPosition
    init(start: UITextPosition, end: UITextPosition) { self.start = start; self.end = end }
    public var isEmpty: Bool { start.offset == end.offset }
}

/// The text-position members keyboard code uses on text views (selection, document ends,
/// offsets, the text in a range); the caret's rectangle and TextKit's geometry are not modelled.
extension UITextView {
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }
    public var selectedTextRange: UITextRange? {
        get { UITextRange(start: UITextPosition(offset: selectedRange.location), end: UITextPosition(offset: selectedRange.location + selectedRange.length)) }
        set { if let r = newValue { selectedRange = NSRange(location: r.start.offset, length: max(r.end.offset - r.start.offset, 0)) } }
    }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return (0...(text ?? "").utf16.count).contains(o) ? UITextPosition(offset: o) : nil
    }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { UITextRange(start: fromPosition, end: toPosition) }
    public func text(in range: UITextRange) -> String? {
        let utf16 = Array((text ?? "").utf16)
        guard range.start.offset >= 0, range.end.offset <= utf16.count, range.start.offset <= range.end.offset else { return nil }
        return String(decoding: utf16[range.start.offset..<range.end.offset], as: UTF16.self)
    }
}
