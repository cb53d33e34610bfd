import Foundation

/// Every device row of keyboard-physics.md §3. Each row is one hardware class; every name in
/// it resolves to the same measurements. `source` names where the row's figures come from, by
/// the keys of §3's "Sources" list: size · safe areas · corner radius · keyboard heights.
public enum DeviceCatalogue {
    /// The insets, corner and camera housing of a Face ID iPhone (nil: a home button).
    struct FaceID {
        /// Status bar height (its top inset in portrait is `top`, which may be taller).
        var status: Double
        /// Safe-area top in portrait and the sides in landscape.
        var top: Double, side: Double
        var corner: Double
        var cutout: ScreenCutout
    }

    private static func phone(_ names: [String], _ w: Double, _ h: Double, scale: Int,
                              _ kb: (Double, Double, Double, Double), _ faceID: FaceID?, source: String,
                              liquidGlass: KeyboardHeights? = nil) -> [Device] {
        let portrait: UIEdgeInsets, landscape: UIEdgeInsets, status: Double
        if let faceID {
            status = faceID.status
            portrait = UIEdgeInsets(top: faceID.top, left: 0, bottom: 34, right: 0)
            landscape = UIEdgeInsets(top: 0, left: faceID.side, bottom: 21, right: faceID.side)
        } else {
            status = 20
            portrait = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            landscape = .zero
        }
        let heights = KeyboardHeights(portrait: kb.0, portraitQuickType: kb.1, landscape: kb.2, landscapeQuickType: kb.3)
        let line: String
        switch faceID?.cutout {
        case nil: line = "iPhone with a home button"
        case .notch?: line = "iPhone with a notch"
        case .island?: line = "iPhone with the Dynamic Island"
        }
        return names.map {
            var device = Device(name: $0, family: names, portraitSize: CGSize(width: w, height: h), scale: scale, isPad: false,
                                keyboard: heights, statusBarHeight: status, portraitSafeArea: portrait,
                                landscapeSafeArea: landscape, hardwareKeyboardBarHeight: 0)
            device.cutout = faceID?.cutout
            device.cornerRadius = faceID?.corner ?? 0
            device.line = line
            device.source = source
            device.liquidGlassKeyboard = liquidGlass
            return device
        }
    }

    private static func pad(_ names: [String], _ w: Double, _ h: Double,
                            _ kb: (Double, Double, Double, Double), homeIndicator: Bool, corner: Double = 0,
                            source: String) -> [Device] {
        let status: Double = homeIndicator ? 24 : 20
        let insets = UIEdgeInsets(top: status, left: 0, bottom: homeIndicator ? 20 : 0, right: 0)
        let heights = KeyboardHeights(portrait: kb.0, portraitQuickType: kb.1, landscape: kb.2, landscapeQuickType: kb.3)
        return names.map {
            var device = Device(name: $0, family: names, portraitSize: CGSize(width: w, height: h), scale: 2, isPad: true,
                                keyboard: heights, statusBarHeight: status, portraitSafeArea: insets,
                                landscapeSafeArea: insets, hardwareKeyboardBarHeight: 55)
            device.cornerRadius = corner
            device.line = homeIndicator ? "iPad without a home button" : "iPad with a home button"
            device.source = source
            return device
        }
    }

    /// Notch and Dynamic Island outlines (docs/keyboard-geometry.md): the notch is about 209×30 pt
    /// on the iPhone X generation; the Dynamic Island is a 126×37.33 pt pill 11.33 pt from the top.
    static let notch = ScreenCutout.notch(width: 209, height: 30)
    static let island = ScreenCutout.island(width: 126, height: 37.33, top: 11.33)

    /// The keyboard of 6.1″/6.3″ Face ID iPhones: 291 pt without the predictive bar and 336 with
    /// it, in simulator screenshots from iOS 15.5 to 26.2 (physics §3, §10).
    static let faceIDKeyboard = (291.0, 336.0, 172.0, 209.0)
    /// The same phones' rounded iOS 26 keyboard (iOS 26 SDK): 308 pt measured without the
    /// predictive bar; with it, 308 + the 45 pt bar (not measured). Landscape: not measured, kept.
    static let faceIDLiquidGlass = KeyboardHeights(portrait: 308, portraitQuickType: 353, landscape: 172, landscapeQuickType: 209)
    /// The keyboard of 6.5″ and larger Face ID iPhones (the reference table's; not measured).
    static let largeFaceIDKeyboard = (302.0, 346.0, 172.0, 209.0)

    /// All devices, in the order of the reference table.
    public static let all: [Device] =
        phone(["iPhone SE (1st generation)", "iPhone 5s"], 320, 568, scale: 2, (216, 253, 162, 199), nil, source: "A · R · – · R")
        + phone(["iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"], 375, 667, scale: 2,
                (216, 260, 163, 200), nil, source: "A · R · – · R")
        + phone(["iPhone 8 Plus"], 414, 736, scale: 3, (226, 271, 163, 200), nil, source: "A · R · – · R")
        + phone(["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, scale: 3, faceIDKeyboard,
                FaceID(status: 44, top: 44, side: 44, corner: 39, cutout: notch), source: "A · R · C · M≈",
                liquidGlass: faceIDLiquidGlass)
        + phone(["iPhone 12 mini", "iPhone 13 mini"], 375, 812, scale: 3, faceIDKeyboard,
                FaceID(status: 50, top: 50, side: 50, corner: 44, cutout: notch), source: "A · U · C · M≈",
                liquidGlass: faceIDLiquidGlass)
        + phone(["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e", "iPhone 17e"], 390, 844, scale: 3,
                faceIDKeyboard, FaceID(status: 47, top: 47, side: 47, corner: 47.33, cutout: notch), source: "A · U · C · M",
                liquidGlass: faceIDLiquidGlass)
        + phone(["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, scale: 3, faceIDKeyboard,
                FaceID(status: 54, top: 59, side: 59, corner: 55, cutout: island), source: "A · U · C · M",
                liquidGlass: faceIDLiquidGlass)
        + phone(["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro", "iPhone 18 Pro"], 402, 874, scale: 3, faceIDKeyboard,
                FaceID(status: 54, top: 62, side: 62, corner: 62, cutout: island), source: "A · U · C · M",
                liquidGlass: faceIDLiquidGlass)
        + phone(["iPhone XR", "iPhone 11"], 414, 896, scale: 2, largeFaceIDKeyboard,
                FaceID(status: 44, top: 44, side: 44, corner: 41.5, cutout: notch), source: "A · R · C · R")
        + phone(["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, scale: 3, largeFaceIDKeyboard,
                FaceID(status: 44, top: 44, side: 44, corner: 39, cutout: notch), source: "A · R · C · R")
        + phone(["iPhone Air"], 420, 912, scale: 3, largeFaceIDKeyboard,
                FaceID(status: 54, top: 68, side: 68, corner: 62, cutout: island), source: "A · U · C≈ · R≈")
        + phone(["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3, largeFaceIDKeyboard,
                FaceID(status: 47, top: 47, side: 47, corner: 53.33, cutout: notch), source: "A · U · C · R")
        + phone(["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, scale: 3, largeFaceIDKeyboard,
                FaceID(status: 54, top: 59, side: 59, corner: 55, cutout: island), source: "A · U · C · R")
        + phone(["iPhone 16 Pro Max", "iPhone 17 Pro Max", "iPhone 18 Pro Max"], 440, 956, scale: 3, largeFaceIDKeyboard,
                FaceID(status: 54, top: 62, side: 62, corner: 62, cutout: island), source: "A · U · C · R")
        + pad(["iPad 9.7-inch"], 768, 1024, (263, 313, 348, 398), homeIndicator: false, source: "A · R · – · R")
        + pad(["iPad 10.2-inch"], 810, 1080, (263, 313, 348, 398), homeIndicator: false, source: "A · R · – · R")
        + pad(["iPad (10th generation)", "iPad (A16)", "iPad Air (4th generation)", "iPad Air (5th generation)",
               "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)"], 820, 1180, (283, 333, 368, 418), homeIndicator: true, corner: 18,
              source: "A · R · C · R≈")
        + pad(["iPad Pro 11-inch"], 834, 1194, (283, 333, 368, 418), homeIndicator: true, corner: 18, source: "A · R · C · R")
        + pad(["iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"], 834, 1210, (283, 333, 368, 418), homeIndicator: true, corner: 18,
              source: "A · R · C≈ · R≈")
        + pad(["iPad mini (6th generation)", "iPad mini 6", "iPad mini (A17 Pro)", "iPad mini (7th generation)"], 744, 1133,
              (328, 378, 368, 418), homeIndicator: true, corner: 21.5, source: "A · R · C≈ · R")
        + pad(["iPad Pro 12.9-inch", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"], 1024, 1366, (348, 398, 441, 491),
              homeIndicator: true, corner: 18, source: "A · R · C · R")
        + pad(["iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"], 1032, 1376, (348, 398, 441, 491), homeIndicator: true, corner: 18,
              source: "A · R · C≈ · R≈")

    /// Lower-cases and drops everything but letters and digits: "iPhone SE (2nd generation)" → "iphonese2ndgeneration".
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The device called `name`, matched case-insensitively ignoring spaces and punctuation.
    public static func device(named name: String) -> Device? {
        let k = key(name)
        return all.first { key($0.name) == k }
    }

    /// The devices whose names start with `name` (matched as `device(named:)` matches), for an
    /// unknown name that is the start of several: "iPhone SE" → its three generations.
    public static func names(startingWith name: String) -> [String] {
        let k = key(name)
        guard !k.isEmpty else { return [] }
        return all.map(\.name).filter { key($0).hasPrefix(k) }
    }

    /// The product lines in catalogue order, each with its rows (one per hardware class).
    public static var lines: [(line: String, rows: [[Device]])] {
        var result: [(line: String, rows: [[Device]])] = []
        var seen = Set<[String]>()
        for d in all where seen.insert(d.family).inserted {
            let row = all.filter { $0.family == d.family }
            if let i = result.firstIndex(where: { $0.line == d.line }) { result[i].rows.append(row) } else { result.append((d.line, [row])) }
        }
        return result
    }
}
