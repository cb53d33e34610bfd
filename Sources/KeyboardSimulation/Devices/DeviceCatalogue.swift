import Foundation

/// Every device row of keyboard-physics.md §3. Each row is one hardware class; every name in
/// it resolves to the same measurements.
public enum DeviceCatalogue {
    private static func phone(_ names: [String], _ w: Double, _ h: Double, scale: Int,
                              _ kb: (Double, Double, Double, Double),
                              notch: (status: Double, side: Double)?, cutout: ScreenCutout? = nil) -> [Device] {
        let portrait: UIEdgeInsets, landscape: UIEdgeInsets, status: Double
        if let notch {
            status = notch.status
            portrait = UIEdgeInsets(top: notch.status, left: 0, bottom: 34, right: 0)
            landscape = UIEdgeInsets(top: 0, left: notch.side, bottom: 21, right: notch.side)
        } else {
            status = 20
            portrait = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            landscape = .zero
        }
        let heights = KeyboardHeights(portrait: kb.0, portraitQuickType: kb.1, landscape: kb.2, landscapeQuickType: kb.3)
        return names.map {
            var device = Device(name: $0, family: names, portraitSize: CGSize(width: w, height: h), scale: scale, isPad: false,
                                keyboard: heights, statusBarHeight: status, portraitSafeArea: portrait,
                                landscapeSafeArea: landscape, hardwareKeyboardBarHeight: 0)
            device.cutout = cutout
            return device
        }
    }

    private static func pad(_ names: [String], _ w: Double, _ h: Double,
                            _ kb: (Double, Double, Double, Double), homeIndicator: Bool) -> [Device] {
        let status: Double = homeIndicator ? 24 : 20
        let insets = UIEdgeInsets(top: status, left: 0, bottom: homeIndicator ? 20 : 0, right: 0)
        let heights = KeyboardHeights(portrait: kb.0, portraitQuickType: kb.1, landscape: kb.2, landscapeQuickType: kb.3)
        return names.map {
            Device(name: $0, family: names, portraitSize: CGSize(width: w, height: h), scale: 2, isPad: true,
                   keyboard: heights, statusBarHeight: status, portraitSafeArea: insets,
                   landscapeSafeArea: insets, hardwareKeyboardBarHeight: 55)
        }
    }

    /// Notch and Dynamic Island outlines (docs/keyboard-geometry.md): the notch is about 209×30 pt
    /// on the iPhone X generation; the Dynamic Island is a 126×37.33 pt pill 11.33 pt from the top.
    static let notch = ScreenCutout.notch(width: 209, height: 30)
    static let island = ScreenCutout.island(width: 126, height: 37.33, top: 11.33)

    /// All devices, in the order of the reference table.
    public static let all: [Device] =
        phone(["iPhone SE (1st generation)", "iPhone 5s"], 320, 568, scale: 2, (216, 253, 162, 199), notch: nil)
        + phone(["iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"], 375, 667, scale: 2,
                (216, 260, 163, 200), notch: nil)
        + phone(["iPhone 8 Plus"], 414, 736, scale: 3, (226, 271, 163, 200), notch: nil)
        + phone(["iPhone X", "iPhone XS", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"], 375, 812, scale: 3,
                (292, 336, 172, 209), notch: (44, 44), cutout: notch)
        + phone(["iPhone 12", "iPhone 13", "iPhone 13 Pro", "iPhone 14"], 390, 844, scale: 3,
                (292, 336, 172, 209), notch: (44, 47), cutout: notch)
        + phone(["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro"], 393, 852, scale: 3,
                (292, 336, 172, 209), notch: (54, 59), cutout: island)
        + phone(["iPhone 16 Pro"], 402, 874, scale: 3, (292, 336, 172, 209), notch: (54, 59), cutout: island)
        + phone(["iPhone XR", "iPhone 11"], 414, 896, scale: 2, (302, 346, 172, 209), notch: (44, 44), cutout: notch)
        + phone(["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, scale: 3, (302, 346, 172, 209), notch: (44, 44), cutout: notch)
        + phone(["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3,
                (302, 346, 172, 209), notch: (44, 47), cutout: notch)
        + phone(["iPhone 14 Pro Max", "iPhone 15 Pro Max"], 430, 932, scale: 3,
                (302, 346, 172, 209), notch: (54, 59), cutout: island)
        + phone(["iPhone 16 Pro Max"], 440, 956, scale: 3, (302, 346, 172, 209), notch: (54, 59), cutout: island)
        + pad(["iPad 9.7-inch"], 768, 1024, (263, 313, 348, 398), homeIndicator: false)
        + pad(["iPad 10.2-inch"], 810, 1080, (263, 313, 348, 398), homeIndicator: false)
        + pad(["iPad Pro 11-inch"], 834, 1194, (283, 333, 368, 418), homeIndicator: true)
        + pad(["iPad mini (6th generation)", "iPad mini 6"], 744, 1133, (328, 378, 368, 418), homeIndicator: true)
        + pad(["iPad Pro 12.9-inch"], 1024, 1366, (348, 398, 441, 491), homeIndicator: true)

    /// Lower-cases and drops everything but letters and digits: "iPhone SE (2nd generation)" → "iphonese2ndgeneration".
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The device called `name`, matched case-insensitively ignoring spaces and punctuation.
    public static func device(named name: String) -> Device? {
        let k = key(name)
        return all.first { key($0.name) == k }
    }
}
