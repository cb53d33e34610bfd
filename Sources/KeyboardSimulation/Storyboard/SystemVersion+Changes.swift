/// What each system and SDK changes in a film, with where the rule comes from: `kbfilm list
/// systems` prints it, so a user can see why the same storyboard films differently.
extension SystemVersion {
    /// The changes from the system before, each a sentence ending with its source.
    public var changes: [String] {
        switch self {
        case .ios7:
            return ["Rotation: WillHide, then WillShow inside the interface's rotation block; the keyboard turns with the interface (§5).",
                    "Screen coordinates stay portrait-fixed: a frame in the notification must be converted into the view (§5).",
                    "Animations replace each other (not additive); no QuickType bar (§1, §8)."]
        case .ios8:
            return ["Rotation runs through the transition coordinator; its keyboard notifications come without animation, so code that moves the bar in its own block jumps (§5).",
                    "Screen coordinates turn with the interface; view animations are additive (§5, §8).",
                    "QuickType bar above the keys (§3)."]
        case .ios15:
            return ["UIKeyboardLayoutGuide: the guide moves inside the keyboard's animation block (§6)."]
        case .ios17:
            return ["Nothing the film models differently from iOS 15; named so a storyboard can say what it targets."]
        case .ios18:
            return ["As iOS 17: the system before iOS 26, to film a screen against it."]
        case .ios26:
            return ["The keyboard's curve 7 runs a faster spring (mass 1, stiffness 555, damping 47.1; unverified) (§1, §9).",
                    "The keyboard frame in the notifications leaves out the input accessory view: code that takes the accessory's height off it puts the bar that much too low (badoo/Chatto pull request #797; InputBarAccessoryView issue #286) (§13).",
                    "The keyboard layout guide still covers the accessory once the keyboard is open (react-native-keyboard-controller pull request #1068) (§13).",
                    "Reported bug, off unless the storyboard's systemBugs switches it on: layoutGuideDragWithoutAccessory, the guide leaving the accessory out while a finger drags (FB18129551; #1068) (§13).",
                    "Reported bug, off unless the storyboard's systemBugs switches it on: endFrameInViewCoordinates, on iPad with an input accessory set the End frame in the view's coordinates instead of the screen's (FB18129544) (§13).",
                    "Typed keyboard messages (UIResponder.KeyboardWillShowMessage and its siblings) are posted right after each notification (§9).",
                    "With the iOS 26 SDK, the rounded keyboard and its heights (sdk, below) (§9)."]
        }
    }
}

extension SDKVersion {
    /// What building with this SDK changes, on the systems where it matters.
    public var changes: String {
        switch self {
        case .ios18: return "On iOS 26, the app gets the keyboard of iOS 18 (its heights and look); earlier systems show their own whatever the SDK."
        case .ios26: return "On iOS 26, the rounded \"Liquid Glass\" keyboard: 308 pt alphabetic in portrait (iPhone 16e, iOS 26.1), 353 with the predictive bar (not measured); other heights as iOS 18 (§9); an input accessory toolbar without a background of its own, so the screen shows through it (stripe-ios pull request #5443) (§13). The default for a film on ios26."
        }
    }
}
