import Foundation
/// `UIView.AnimationOptions`: the bits a strategy passes to `animate(withDuration:delay:options:)`.
///
/// The curve lives in bits 16–19 (`UIViewAnimationCurve << 16`), which is how "Animating Around the iOS Keyboard" turns the
/// keyboard's raw curve 7 into options: `AnimationOptions(curve: 7)`.
struct AnimationOptions: OptionSet, Sendable, Hashable {
    let rawValue: UInt
    init(rawValue: UInt) { self.rawValue = rawValue }

    static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// `UIViewAnimationOptions(curve << 16)`: the options for a raw `UIViewAnimationCurve`
    /// (what a keyboard notification's `animationCurve` holds).
    init(curve: Int) { rawValue = UInt(truncatingIfNeeded: curve & 0xF) << 16 }

    /// The raw `UIViewAnimationCurve` in bits 16–19.
    var curve: Int { Int((rawValue >> 16) & 0xF) }
}
