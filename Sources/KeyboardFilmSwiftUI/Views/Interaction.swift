import Foundation
import KeyboardFilmUIKit

/// Modifiers about touches, pointers, hardware-keyboard shortcuts, accessibility and text
/// services. A film makes no taps and reads no accessibility tree (apart from identifiers), so
/// these compile and change nothing the film shows: what they do on a device happens only on a
/// user's touch or to assistive technology.
extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
    public func contentShape(_ shape: some Shape) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    public func accessibilityLabel(_ label: String) -> some View { self }
    public func accessibilityHint(_ hint: String) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
}

public struct KeyEquivalent: Sendable, Hashable {
    let character: Character
    public init(_ character: Character) { self.character = character }
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), space = KeyEquivalent(" "), tab = KeyEquivalent("\t")
}

public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4), control = EventModifiers(rawValue: 8)
}

public struct KeyboardShortcut: Sendable {
    public static let defaultAction = KeyboardShortcut(), cancelAction = KeyboardShortcut()
}

public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability(), disabled = TextSelectability()
}
