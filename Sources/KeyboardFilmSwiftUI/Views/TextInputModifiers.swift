import Foundation
import KeyboardFilmUIKit

// Text input modifiers (focus, field and button styles, the keyboard's type) and the types they take.

extension View {
    /// `focused(_:)`: the text field inside has the keyboard while the state is true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environmentChanged { $0.focus = FocusLink(isFocused: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 }) }
    }
    /// `focused(_:equals:)`: the text field inside has the keyboard while the state equals `value`.
    /// A focus state is `Bool` or optional: `false` or nil means no field has focus, so a field
    /// is never focused "equal to" that value, and losing the keyboard writes it.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let none = (Value.self as? ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value ?? (false as? Value)
        return environmentChanged { e in
            e.focus = FocusLink(isFocused: { binding.wrappedValue == value && value != none }, setFocused: { focused in
                if focused, value != none {
                    binding.wrappedValue = value
                } else if !focused, binding.wrappedValue == value, let none {
                    binding.wrappedValue = none
                }
            })
        }
    }
    public func textFieldStyle(_ style: some TextFieldStyle) -> some View { environmentChanged { $0.textFieldStyle = style.kind } }
    public func buttonStyle(_ style: some PrimitiveButtonStyle) -> some View { environmentChanged { $0.buttonStyle = style.kind } }
    public func keyboardType(_ type: UIKeyboardType) -> some View { environmentChanged { $0.keyboardType = type } }
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View { self }
}

public protocol TextFieldStyle: Sendable { var kind: TextFieldStyleKind { get } }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .automatic } }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .plain } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .roundedBorder } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

public protocol PrimitiveButtonStyle: Sendable { var kind: ButtonStyleKind { get } }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .automatic } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .plain } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .borderless } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .bordered } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .borderedProminent } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
/// iOS 26's Liquid Glass styles, drawn as the bordered styles they replace (the renderer has no glass).
public struct GlassButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .bordered } }
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var kind: ButtonStyleKind { .borderedProminent } }
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: GlassProminentButtonStyle { .init() } }

public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), next = SubmitLabel()
    public static let `return` = SubmitLabel(), search = SubmitLabel(), join = SubmitLabel(), route = SubmitLabel(), `continue` = SubmitLabel()
}
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}
