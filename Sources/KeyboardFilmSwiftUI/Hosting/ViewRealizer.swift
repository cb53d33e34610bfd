import Foundation
import KeyboardFilmUIKit

/// The UIKit view each drawing node is shown with: `Text` as a label, a shape as a view with its
/// colour and corner radius, a material as a blur effect view, a field as a text field, a symbol
/// as an image view. The film samples and draws these like any other view (one path for both).
@MainActor
enum ViewRealizer {
    static func view(for n: LayoutNode, reusing old: UIView?) -> UIView? {
        let env = n.style.environment
        switch n.kind {
        case .text(let t):
            let label = old as? UILabel ?? UILabel()
            label.text = t.string
            label.font = (env.font ?? .body).uiFont
            label.textColor = (env.foreground ?? .primary).uiColor
            if env.disabled { label.textColor = Color.secondary.uiColor }
            label.numberOfLines = env.lineLimit ?? 0
            label.textAlignment = switch env.multilineTextAlignment {
            case .leading: .left
            case .center: .center
            case .trailing: .right
            }
            return label
        case .shape(let kind, let fill):
            if case .material(let m)? = fill {
                let effect = old as? UIVisualEffectView ?? UIVisualEffectView(effect: UIBlurEffect(style: m.blurStyle))
                return effect
            }
            let v = (old.flatMap { $0 is UILabel || $0 is UIVisualEffectView ? nil : $0 }) ?? UIView()
            let color: Color = if case .color(let c)? = fill { c } else { env.foreground ?? .primary }
            v.backgroundColor = color.uiColor
            if let border = n.style.border {
                v.layer.borderWidth = border.width
                v.layer.borderColor = border.color.uiColor.cgColor
            }
            v.layer.cornerRadius = switch kind {
            case .rectangle: 0
            case .roundedRectangle(let r): min(r, min(n.frame.width, n.frame.height) / 2)
            case .capsule, .circle: min(n.frame.width, n.frame.height) / 2
            }
            return v
        case .divider:
            let v = old ?? UIView()
            v.backgroundColor = .separator
            return v
        case .textField(let field) where field.isEditor:
            let t = old as? HostedTextView ?? HostedTextView()
            t.binding = field.text
            t.focus = env.focus
            t.text = field.text.wrappedValue
            t.font = (env.font ?? .body).uiFont
            t.textColor = (env.foreground ?? .primary).uiColor
            t.keyboardType = env.keyboardType
            t.keyboardDismissMode = env.dismissMode
            return t
        case .textField(let field):
            let f = old as? HostedTextField ?? HostedTextField()
            f.binding = field.text
            f.focus = env.focus
            f.placeholder = field.title
            f.text = field.text.wrappedValue
            f.font = (env.font ?? .body).uiFont
            f.textColor = (env.foreground ?? .primary).uiColor
            f.isSecureTextEntry = field.isSecure
            f.keyboardType = env.keyboardType
            f.borderStyle = env.textFieldStyle == .roundedBorder ? .roundedRect : .none
            if let toolbar = env.keyboardToolbar, f.inputAccessoryView == nil {
                // Its own host, 44 pt tall: UIKit docks it on the keys while the field is focused.
                let bar = UIHostingController(rootView: toolbar)
                bar.safeAreaRegions = []
                bar.view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
                f.accessoryHost = bar
                f.inputAccessoryView = bar.view
            }
            return f
        case .image(let content):
            let image = old as? UIImageView ?? UIImageView()
            image.image = UIImage(systemName: content.name)
            image.contentMode = .scaleAspectFit
            image.tintColor = (env.foreground ?? env.tint ?? .accentColor).uiColor
            return image
        case .button:
            let v = old ?? UIView()
            let tint = env.tint ?? .accentColor
            switch env.buttonStyle {
            case .borderedProminent:
                v.backgroundColor = (env.disabled ? Color.gray.opacity(0.3) : tint).uiColor
                v.layer.cornerRadius = min(8, n.frame.height / 2)
            case .bordered:
                v.backgroundColor = tint.opacity(0.15).uiColor
                v.layer.cornerRadius = min(8, n.frame.height / 2)
            default:
                v.backgroundColor = nil
            }
            return v
        case .scroll:
            let s = old as? UIScrollView ?? UIScrollView()
            // SwiftUI lays its scroll views out in the safe area itself: UIKit adds no inset.
            s.contentInsetAdjustmentBehavior = .never
            s.offsetIsPlacedByItsCode = true
            s.keyboardDismissMode = env.dismissMode
            return s
        default:
            return nil
        }
    }

    /// A scroll view's content size, and its offset at the anchor (the bottom with
    /// `defaultScrollAnchor(.bottom)`: the end stays in view as the scroll view shrinks).
    static func scroll(_ s: UIScrollView, _ n: LayoutNode) {
        guard case .scroll(_, let anchor) = n.kind, let content = n.children.first else { return }
        let size = CGSize(width: content.frame.maxX, height: content.frame.maxY)
        if s.contentSize != size { s.contentSize = size }
        if let anchor, anchor.y >= 1 {
            let y = max(0, size.height - s.bounds.height)
            if s.contentOffset.y != y { s.contentOffset = CGPoint(x: 0, y: y) }
        }
    }
}

/// The text field a SwiftUI `TextField` shows as: it writes its binding and its focus state.
@MainActor
final class HostedTextField: UITextField, HostedTextInput {
    var binding: Binding<String>?
    var focus: FocusLink?
    var appliedFocus: Bool?
    /// The controller of the keyboard toolbar's host (kept alive with the field).
    var accessoryHost: AnyObject?

    override func becomeFirstResponder() -> Bool { noteFocus(super.becomeFirstResponder(), focused: true) }
    override func resignFirstResponder() -> Bool { noteFocus(super.resignFirstResponder(), focused: false) }
}

/// The text view a SwiftUI `TextEditor` shows as.
@MainActor
final class HostedTextView: UITextView, HostedTextInput {
    var binding: Binding<String>?
    var focus: FocusLink?
    var appliedFocus: Bool?

    override func becomeFirstResponder() -> Bool { noteFocus(super.becomeFirstResponder(), focused: true) }
    override func resignFirstResponder() -> Bool { noteFocus(super.resignFirstResponder(), focused: false) }
}

/// A hosted text input: it writes the focus state when it gains or loses the keyboard itself
/// (the film's `show` and `hide`), and follows the state the code sets.
@MainActor
protocol HostedTextInput: UIView {
    var focus: FocusLink? { get }
    var appliedFocus: Bool? { get set }
}

extension HostedTextInput {
    /// Writes the focus state after the responder changed (`changed`), and returns `changed`.
    func noteFocus(_ changed: Bool, focused: Bool) -> Bool {
        if changed, let focus, focus.isFocused() != focused { focus.setFocused(focused) }
        return changed
    }

    /// Follows the focus state the code set (a field focused in `onAppear`, a Send button
    /// clearing focus): the keyboard moves as on a device.
    /// Only a change of the state moves it (an update the keyboard itself causes, mid-hide, must
    /// not bring the keyboard back).
    func followFocus() {
        guard let focus, window != nil else { return }
        let wanted = focus.isFocused()
        guard wanted != appliedFocus else { return }
        appliedFocus = wanted
        if wanted, !isFirstResponder { _ = becomeFirstResponder() } else if !wanted, isFirstResponder { _ = resignFirstResponder() }
    }
}
