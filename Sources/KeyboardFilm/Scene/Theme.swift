import FrameRendering
import KeyboardSimulation

/// The colours of a frame, after iOS's light and dark appearances.
struct Theme: Sendable {
    var canvas: Color
    var chatBackground: Color
    var navBackground: Color
    var hairline: Color
    var primaryText: Color
    var secondaryText: Color
    var incomingBubble: Color
    var tint: Color
    var keyboardBackground: Color
    var keyCap: Color
    var specialKeyCap: Color
    var keyShadow: Color
    var keyLabel: Color
    var homeIndicator: Color
    var tabBarBackground: Color
    /// What shows around a view that does not fill the screen (the presenting screen, dimmed, or the other app).
    var behindView: Color
    /// iOS 26's rounded keyboard (apps built with the iOS 26 SDK): its background (≈ #DFE0E4 in
    /// light, measured in a simulator screenshot; the dark one is representative) and its keys.
    var glassKeyboard = Color(hex: 0xDFE0E4)
    var glassKeyCap = Color.white
    var glassSpecialKeyCap = Color(hex: 0xC9CCD3)
    /// The hairline of light along its top edge.
    var glassHighlight = Color.white.withAlpha(200)

    static func of(_ appearance: Appearance) -> Theme {
        switch appearance {
        case .light:
            return Theme(canvas: Color(hex: 0xE5E5EA), chatBackground: .white, navBackground: Color(hex: 0xF7F7F7),
                         hairline: Color(hex: 0xC6C6C8), primaryText: .black, secondaryText: Color(hex: 0x8E8E93),
                         incomingBubble: Color(hex: 0xE9E9EB),
                         tint: Color(hex: 0x007AFF), keyboardBackground: Color(hex: 0xD1D4D9), keyCap: .white,
                         specialKeyCap: Color(hex: 0xABB0BA), keyShadow: Color(hex: 0x898A8D), keyLabel: .black,
                         homeIndicator: .black, tabBarBackground: Color(hex: 0xF7F7F7), behindView: Color(hex: 0x8A8A8E))
        case .dark:
            return Theme(canvas: Color(hex: 0x1C1C1E), chatBackground: .black, navBackground: Color(hex: 0x161616),
                         hairline: Color(hex: 0x38383A), primaryText: .white, secondaryText: Color(hex: 0x8E8E93),
                         incomingBubble: Color(hex: 0x262629),
                         tint: Color(hex: 0x0A84FF), keyboardBackground: Color(hex: 0x2B2B2D), keyCap: Color(hex: 0x6B6B6B),
                         specialKeyCap: Color(hex: 0x464646), keyShadow: Color(hex: 0x0B0B0B), keyLabel: .white,
                         homeIndicator: .white, tabBarBackground: Color(hex: 0x161616), behindView: Color(hex: 0x0E0E0F),
                         glassKeyboard: Color(hex: 0x262628), glassKeyCap: Color(hex: 0x5C5C60), glassSpecialKeyCap: Color(hex: 0x3E3E42),
                         glassHighlight: Color.white.withAlpha(40))
        }
    }
}
