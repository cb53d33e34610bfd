import Foundation
/// A device's screen and software keyboard, in points (keyboard-physics.md §3).
public struct Device: Sendable, Equatable {
    /// Display name, e.g. "iPhone 13".
    public var name: String
    /// Other names of the same hardware row, e.g. "iPhone 12" for "iPhone 13".
    public var family: [String]
    /// Portrait screen size in points.
    public var portraitSize: CGSize
    /// Native pixels per point.
    public var scale: Int
    public var isPad: Bool
    /// Keyboard heights in points, without and with the QuickType bar.
    public var keyboard: KeyboardHeights
    /// Status bar height in points (both orientations on iPad; hidden in iPhone landscape).
    public var statusBarHeight: Double
    /// Safe-area insets with the interface in portrait (status bar excluded from `top`).
    public var portraitSafeArea: UIEdgeInsets
    /// Safe-area insets with the interface in landscape.
    public var landscapeSafeArea: UIEdgeInsets
    /// Visible height of the bar the software keyboard leaves when a hardware keyboard is
    /// connected (iPad shortcuts bar: 55 pt; 0 = the keyboard hides entirely).
    public var hardwareKeyboardBarHeight: Double
    /// The camera housing cut into the top edge of the screen (Face ID iPhones); drawn over the
    /// interface, fixed to the hardware, so it moves to a side when the device turns.
    public var cutout: ScreenCutout?
    /// The display's corner radius in points (0: square corners, home-button devices).
    public var cornerRadius: Double = 0
    /// The product line the device belongs to, for listings ("iPhone with Dynamic Island").
    public var line = ""
    /// Where the row's figures come from (keys of docs/keyboard-physics.md §3, "Sources").
    public var source = ""
    /// Keyboard heights of iOS 26's rounded keyboard, shown to apps built with the iOS 26 SDK
    /// (nil: not measured on this device class; the iOS 18 SDK's heights are used).
    public var liquidGlassKeyboard: KeyboardHeights?

    public init(name: String, family: [String], portraitSize: CGSize, scale: Int, isPad: Bool,
                keyboard: KeyboardHeights, statusBarHeight: Double,
                portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
                hardwareKeyboardBarHeight: Double) {
        self.name = name; self.family = family; self.portraitSize = portraitSize; self.scale = scale
        self.isPad = isPad; self.keyboard = keyboard; self.statusBarHeight = statusBarHeight
        self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
        self.hardwareKeyboardBarHeight = hardwareKeyboardBarHeight
    }

    /// Interface size in points for an orientation.
    public func interfaceSize(_ o: InterfaceOrientation) -> CGSize {
        o.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// Safe-area insets for an orientation (upside-down portrait mirrors portrait).
    public func safeArea(_ o: InterfaceOrientation) -> UIEdgeInsets {
        o.isLandscape ? landscapeSafeArea : portraitSafeArea
    }

    /// Status bar height for an orientation: iPhones hide it in landscape.
    public func statusBar(_ o: InterfaceOrientation) -> Double {
        (o.isLandscape && !isPad) ? 0 : statusBarHeight
    }
}

/// A notch (iPhone X to 14) or the Dynamic Island (iPhone 14 Pro and later), in portrait points.
public enum ScreenCutout: Sendable, Equatable {
    case notch(width: Double, height: Double)
    case island(width: Double, height: Double, top: Double)
}

/// Keyboard heights in points (heights on notched phones include the home-indicator area).
public struct KeyboardHeights: Sendable, Equatable {
    public var portrait: Double
    public var portraitQuickType: Double
    public var landscape: Double
    public var landscapeQuickType: Double

    public init(portrait: Double, portraitQuickType: Double, landscape: Double, landscapeQuickType: Double) {
        self.portrait = portrait; self.portraitQuickType = portraitQuickType
        self.landscape = landscape; self.landscapeQuickType = landscapeQuickType
    }

    /// The height for an orientation, with or without the QuickType bar.
    public func height(_ o: InterfaceOrientation, quickType: Bool) -> Double {
        switch (o.isLandscape, quickType) {
        case (false, false): return portrait
        case (false, true): return portraitQuickType
        case (true, false): return landscape
        case (true, true): return landscapeQuickType
        }
    }
}
