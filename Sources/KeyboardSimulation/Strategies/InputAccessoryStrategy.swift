/// The first technique of the Stack Overflow answer on toolbars above the keyboard: the bar is
/// the text field's `inputAccessoryView`, parented by UIKit to the keyboard's own view.
///
/// It moves with the keyboard by construction: show, hide, rotation, QuickType and the
/// interactive dismissal drag. The keys travel the keyboard's height plus the accessory's.
/// While the keyboard is hidden a second bar rests in the view and the rising keyboard covers
/// it (the answer's two text fields and first-responder hand-off).
public struct InputAccessoryStrategy: AttachmentStrategy {
    public init() {}
    public var name: String { "inputAccessory" }
    public var barLayout: BarLayout { .inputAccessoryView }
}
