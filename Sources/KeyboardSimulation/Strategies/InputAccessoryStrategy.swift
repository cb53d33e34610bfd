/// The bar is the text field's `inputAccessoryView` (seed 003, first technique).
///
/// UIKit parents the accessory to the keyboard's own view, so the bar moves with the keyboard
/// by construction: show, hide, rotation, QuickType, and the interactive dismissal drag
/// (`.interactiveWithAccessory`). With the keyboard hidden it rests docked at the bottom.
/// The price (seed 003): a second text field and a first-responder hand-off.
public struct InputAccessoryStrategy: AttachmentStrategy {
    public init() {}
    public var isPartOfKeyboard: Bool { true }
    public mutating func receive(_ callback: UIKitCallback, host: inout BarHost) {}
}
