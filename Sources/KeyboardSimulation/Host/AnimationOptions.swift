/// `UIView.AnimationOptions`: the bits a strategy passes to `animate(withDuration:delay:options:)`.
///
/// The curve lives in bits 16–19 (`UIViewAnimationCurve << 16`), which is how "Animating Around the iOS Keyboard" turns the
/// keyboard's raw curve 7 into options: `AnimationOptions(curve: 7)`.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// `UIViewAnimationOptions(curve << 16)`: the options for a raw `UIViewAnimationCurve`
    /// (what a keyboard notification's `animationCurve` holds).
    public init(curve: Int) { rawValue = UInt(truncatingIfNeeded: curve & 0xF) << 16 }

    /// The raw `UIViewAnimationCurve` in bits 16–19.
    public var curve: Int { Int((rawValue >> 16) & 0xF) }
}
