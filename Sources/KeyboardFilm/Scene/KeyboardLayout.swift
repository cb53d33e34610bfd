import struct Foundation.CGFloat
import struct Foundation.CGRect
import struct Foundation.CGSize
import KeyboardSimulation

/// Where the software keyboard's keys sit, per device family (docs/keyboard-geometry.md).
///
/// Row heights, key insets and corner radii are KeyboardKit's measured device configurations;
/// the order and widths of the keys around the letters follow KeyboardKit's iPhone and iPad
/// layout providers, and the iPad Pro 12.9″ rows follow the ANSI key proportions. Coordinates
/// are keyboard points: x from the keyboard's left edge, y from the top of the key area (below
/// any QuickType strip).
public struct KeyboardLayout: Sendable, Equatable {
    public enum Family: String, CaseIterable, Sendable {
        case homeButtonPhone = "home-button iPhone"
        case faceIDPhone = "Face ID iPhone"
        case pad = "iPad 9.7–10.2″"
        case padWithHomeIndicator = "iPad Pro 11″ / iPad mini"
        case padPro129 = "iPad Pro 12.9″"

        public static func of(_ device: Device) -> Family {
            let homeIndicator = device.portraitSafeArea.bottom > 0
            if !device.isPad { return homeIndicator ? .faceIDPhone : .homeButtonPhone }
            if device.portraitSize.width >= 1024 { return .padPro129 }
            return homeIndicator ? .padWithHomeIndicator : .pad
        }

        var isPhone: Bool { self == .homeButtonPhone || self == .faceIDPhone }
    }

    /// Key caps are white (characters, space) or grey (system keys); band icons have no cap.
    public enum Role: Sendable, Equatable { case character, system, bandIcon }

    public enum Icon: String, Sendable, CaseIterable { case shift, delete, globe, dictation, emoji, dismiss }

    public struct Key: Sendable, Equatable {
        /// What the key does, e.g. "Q", "shift", "delete", "globe", "123", "space", "return", "tab".
        public var name: String
        /// A label drawn as text, or nil when the key shows `icon` (or nothing, as space on iPad).
        public var label: String?
        public var icon: Icon?
        public var frame: CGRect
        public var role: Role
    }

    /// KeyboardKit's `KeyboardLayout.DeviceConfiguration` figures: the row pitch including the
    /// key's vertical insets, the insets (half the gap between caps) and the caps' corner radius.
    public struct Metrics: Sendable, Equatable {
        public var rowHeight: Double, insetX: Double, insetY: Double, cornerRadius: Double

        /// Phones at least 428×926 pt and iPads at least 1024×1366 pt count as "large".
        public static func cited(isPad: Bool, large: Bool, landscape: Bool) -> Metrics {
            switch (isPad, large, landscape) {
            case (false, false, false): return Metrics(rowHeight: 54, insetX: 3, insetY: 5, cornerRadius: 5)
            case (false, true, false): return Metrics(rowHeight: 56, insetX: 3, insetY: 5.5, cornerRadius: 5)
            case (false, _, true): return Metrics(rowHeight: 40, insetX: 3, insetY: 4, cornerRadius: 5)
            case (true, false, false): return Metrics(rowHeight: 64, insetX: 5, insetY: 5, cornerRadius: 5)
            case (true, false, true): return Metrics(rowHeight: 86, insetX: 7, insetY: 6, cornerRadius: 7)
            case (true, true, false): return Metrics(rowHeight: 69, insetX: 4, insetY: 4, cornerRadius: 6)
            case (true, true, true): return Metrics(rowHeight: 88, insetX: 7, insetY: 5, cornerRadius: 8)
            }
        }

        public static func cited(for device: Device, landscape: Bool) -> Metrics {
            let size = device.portraitSize
            let large = device.isPad ? size.width >= 1024 && size.height >= 1366 : size.width >= 428 && size.height >= 926
            return cited(isPad: device.isPad, large: large, landscape: landscape)
        }
    }

    public var family: Family
    public var metrics: Metrics
    /// The pitch of the key rows actually used: the cited row height where it fits, else the
    /// height shared out (see `make`).
    public var rowPitch: Double
    public var rowCount: Int
    /// Face ID iPhones in portrait: the strip below the rows holding the globe and dictation
    /// icons, above the home-indicator area (0 elsewhere).
    public var bandHeight: Double
    public var keys: [Key]

    public func key(_ name: String) -> Key? { keys.first { $0.name == name } }

    /// The layout for a keyboard `width` wide whose key area (below the QuickType strip) is
    /// `height` tall, on `device` held in `orientation`, with the screen's safe-area `insets`.
    ///
    /// Rows fill the key area above the home-indicator inset. On Face ID iPhones in portrait the
    /// rows keep the cited pitch and the rest becomes the globe/dictation band (42–52 pt on the
    /// catalogued phones).
    public static func make(device: Device, orientation: InterfaceOrientation, width: Double, height: Double,
                            insets: UIEdgeInsets, mode: KeyboardMode = .docked) -> KeyboardLayout {
        switch mode {
        case .split: return split(device: device, orientation: orientation, width: width, height: height)
        case .floating: return floating(device: device, width: width, height: height)
        case .docked, .undocked: break
        }
        let family = Family.of(device)
        let landscape = orientation.isLandscape
        let metrics = Metrics.cited(for: device, landscape: landscape)
        let rows = family == .padPro129 ? 5 : 4
        let bottomInset = family == .homeButtonPhone || family == .pad ? 0 : insets.bottom
        let available = max(0, height - bottomInset)
        var pitch = available / Double(rows)
        var band = 0.0
        if family == .faceIDPhone && !landscape {
            pitch = min(metrics.rowHeight, pitch)
            band = available - pitch * Double(rows)
        }
        // Phones keep their keys between the side safe-area insets (landscape Face ID iPhones).
        let left = family.isPhone ? insets.left : 0
        let right = width - (family.isPhone ? insets.right : 0)
        var builder = RowBuilder(left: left, width: right - left, pitch: pitch, metrics: metrics)
        switch family {
        case .homeButtonPhone, .faceIDPhone: builder.phoneRows(faceID: family == .faceIDPhone, landscape: landscape)
        case .pad, .padWithHomeIndicator: builder.padRows()
        case .padPro129: builder.padProRows()
        }
        if family == .faceIDPhone {
            // The system's globe and dictation keys sit outside the keyboard's rows: in the band
            // below them in portrait, in the side margins beside the bottom row in landscape.
            let size = min(28, landscape ? pitch : band)
            let cy = landscape ? pitch * 3.5 : pitch * 4 + band / 2
            let globeX = landscape ? insets.left / 2 : left + metrics.insetX + band / 2
            let micX = landscape ? width - insets.right / 2 : right - metrics.insetX - band / 2
            if size > 8 && (landscape ? insets.left >= size : true) {
                builder.keys.append(Key(name: "globe", label: nil, icon: .globe,
                                        frame: .init(x: globeX - size / 2, y: cy - size / 2, width: size, height: size), role: .bandIcon))
                builder.keys.append(Key(name: "dictation", label: nil, icon: .dictation,
                                        frame: .init(x: micX - size / 2, y: cy - size / 2, width: size, height: size), role: .bandIcon))
            }
        }
        return KeyboardLayout(family: family, metrics: metrics, rowPitch: pitch, rowCount: rows, bandHeight: band, keys: builder.keys)
    }

    /// Points at the floating keyboard's bottom kept for its grabber.
    public static let floatingGrabberSpace = 10.0

    /// The width of each half of iPad's split keyboard: a third of the keyboard's width, at its sides.
    public static func splitHalfWidth(_ width: Double) -> Double { width / 3 }

    /// iPad's split keyboard: two thumb halves at the screen's sides, each with whole keys of its
    /// own — Q–T, A–G, shift Z–V and .?123, globe, dictation, space on the left; Y–P and delete,
    /// H–L and return, B–M , . and shift, space, .?123 and dismiss on the right.
    static func split(device: Device, orientation: InterfaceOrientation, width: Double, height: Double) -> KeyboardLayout {
        let metrics = Metrics.cited(for: device, landscape: orientation.isLandscape)
        let pitch = max(0, height) / 4, half = splitHalfWidth(width)
        var left = RowBuilder(left: 0, width: half, pitch: pitch, metrics: metrics)
        left.addRow(RowBuilder.letters("QWERT", 0.2))
        left.addRow([RowBuilder.spacer(.fraction(0.1))] + RowBuilder.letters("ASDFG", 0.18))
        left.addRow([RowBuilder.system("shift", icon: .shift, .fraction(0.2))] + RowBuilder.letters("ZXCV", 0.2))
        left.addRow([RowBuilder.system(".?123", label: ".?123", .fraction(0.2)), RowBuilder.system("globe", icon: .globe, .fraction(0.2)),
                     RowBuilder.system("dictation", icon: .dictation, .fraction(0.2)),
                     .init(name: "space", label: nil, icon: nil, width: .rest, role: .character)])
        var right = RowBuilder(left: width - half, width: half, pitch: pitch, metrics: metrics)
        right.addRow(RowBuilder.letters("YUIOP", 0.16) + [RowBuilder.system("delete", icon: .delete, .rest)])
        right.addRow(RowBuilder.letters("HJKL", 0.16) + [RowBuilder.system("return", label: "return", .rest)])
        right.addRow(RowBuilder.letters("BNM,.", 0.16) + [RowBuilder.system("right shift", icon: .shift, .rest)])
        right.addRow([.init(name: "right space", label: nil, icon: nil, width: .rest, role: .character),
                      RowBuilder.system("right .?123", label: ".?123", .fraction(0.25)), RowBuilder.system("dismiss", icon: .dismiss, .fraction(0.25))])
        return KeyboardLayout(family: Family.of(device), metrics: metrics, rowPitch: pitch, rowCount: 4, bandHeight: 0, keys: left.keys + right.keys)
    }

    /// iPad's floating keyboard: the phone layout (rows and keys of an iPhone keyboard, the
    /// phone's row metrics) at the floating panel's width, above the panel's grabber.
    static func floating(device: Device, width: Double, height: Double) -> KeyboardLayout {
        let metrics = Metrics.cited(isPad: false, large: false, landscape: false)
        let pitch = max(0, height - floatingGrabberSpace) / 4
        var builder = RowBuilder(left: 0, width: width, pitch: pitch, metrics: metrics)
        builder.phoneRows(faceID: true, landscape: false)
        return KeyboardLayout(family: Family.of(device), metrics: metrics, rowPitch: pitch, rowCount: 4, bandHeight: 0, keys: builder.keys)
    }
}

/// Lays out one row at a time from slot widths (fractions of the row's width, or "the rest").
private struct RowBuilder {
    enum Width { case fraction(Double), rest }
    struct Slot { var name: String; var label: String?; var icon: KeyboardLayout.Icon?; var width: Width; var role: KeyboardLayout.Role }

    let left: Double, width: Double, pitch: Double, metrics: KeyboardLayout.Metrics
    var keys: [KeyboardLayout.Key] = []
    var row = 0

    init(left: Double, width: Double, pitch: Double, metrics: KeyboardLayout.Metrics) {
        self.left = left; self.width = width; self.pitch = pitch; self.metrics = metrics
    }

    static func letters(_ s: String, _ w: Double) -> [Slot] {
        s.map { Slot(name: String($0), label: String($0), icon: nil, width: .fraction(w), role: .character) }
    }
    static func system(_ name: String, label: String? = nil, icon: KeyboardLayout.Icon? = nil, _ w: Width) -> Slot {
        Slot(name: name, label: label, icon: icon, width: w, role: .system)
    }
    static func spacer(_ w: Width) -> Slot { Slot(name: "", label: nil, icon: nil, width: w, role: .system) }

    /// Places the slots left to right; "rest" slots share what the fractions leave. Spacers
    /// (empty names) take room but draw nothing.
    mutating func addRow(_ slots: [Slot]) {
        let fixed = slots.reduce(0.0) { if case .fraction(let f) = $1.width { return $0 + f * width }; return $0 }
        let rests = slots.filter { if case .rest = $0.width { return true }; return false }.count
        let rest = rests > 0 ? max(0, width - fixed) / Double(rests) : 0
        var x = left + (rests == 0 ? max(0, width - fixed) / 2 : 0) // rows without a flexible slot are centred
        let y = Double(row) * pitch
        for slot in slots {
            let w: Double
            switch slot.width { case .fraction(let f): w = f * width; case .rest: w = rest }
            if !slot.name.isEmpty {
                let frame = CGRect(x: x + metrics.insetX, y: y + metrics.insetY,
                                                    width: max(0, w - 2 * metrics.insetX), height: max(0, pitch - 2 * metrics.insetY))
                keys.append(.init(name: slot.name, label: slot.label, icon: slot.icon, frame: frame, role: slot.role))
            }
            x += w
        }
        row += 1
    }

    /// KeyboardKit's iPhone provider: letters a tenth of the row; shift and delete 11 % at the
    /// edges; bottom row 123 / globe or emoji / dictation 11 % each, return 24 %, space the rest.
    /// Face ID iPhones (no input-mode key in the keyboard) show emoji instead of globe and no
    /// dictation key in the row; home-button iPhones move dictation after return in landscape.
    mutating func phoneRows(faceID: Bool, landscape: Bool) {
        addRow(Self.letters("QWERTYUIOP", 0.1))
        addRow(Self.letters("ASDFGHJKL", 0.1))
        addRow([Self.system("shift", icon: .shift, .fraction(0.11)), Self.spacer(.rest)] + Self.letters("ZXCVBNM", 0.1)
               + [Self.spacer(.rest), Self.system("delete", icon: .delete, .fraction(0.11))])
        var bottom = [Self.system("123", label: "123", .fraction(0.11))]
        if faceID {
            bottom.append(Self.system("emoji", icon: .emoji, .fraction(0.11)))
        } else {
            bottom.append(Self.system("globe", icon: .globe, .fraction(0.11)))
            if !landscape { bottom.append(Self.system("dictation", icon: .dictation, .fraction(0.11))) }
        }
        bottom.append(Slot(name: "space", label: "space", icon: nil, width: .rest, role: .character))
        bottom.append(Self.system("return", label: "return", .fraction(0.24)))
        if !faceID && landscape { bottom.append(Self.system("dictation", icon: .dictation, .fraction(0.11))) }
        addRow(bottom)
    }

    /// KeyboardKit's iPad provider: letters 9 % (ten of them and a 10 % delete fill the top
    /// row); the home row starts after 0.4 of a letter and ends in return; shift keys share
    /// what the third row leaves; bottom row .?123, globe, dictation one letter each, space,
    /// .?123 two letters, dismiss 1.8 letters.
    mutating func padRows() {
        let u = 0.09
        addRow(Self.letters("QWERTYUIOP", u) + [Self.system("delete", icon: .delete, .fraction(0.1))])
        addRow([Self.spacer(.fraction(0.4 * u))] + Self.letters("ASDFGHJKL", u) + [Self.system("return", label: "return", .rest)])
        addRow([Self.system("shift", icon: .shift, .rest)] + Self.letters("ZXCVBNM,.", u) + [Self.system("right shift", icon: .shift, .rest)])
        addRow([Self.system(".?123", label: ".?123", .fraction(u)), Self.system("globe", icon: .globe, .fraction(u)),
                Self.system("dictation", icon: .dictation, .fraction(u)),
                Slot(name: "space", label: nil, icon: nil, width: .rest, role: .character),
                Self.system("right .?123", label: ".?123", .fraction(2 * u)), Self.system("dismiss", icon: .dismiss, .fraction(1.8 * u))])
    }

    /// The iPad Pro 12.9″ keyboard: a number row and the ANSI stagger, each row 15 units wide
    /// (delete 2, tab 1.5, backslash 1.5, caps lock 1.75, return 2.25, shifts 2.25 and 2.75);
    /// the bottom row uses ANSI's 1.25-unit modifier places: globe, .?123, dictation, space
    /// (6.25), then .?123 and dismiss two places each.
    mutating func padProRows() {
        let u = 1.0 / 15
        addRow(Self.letters("`1234567890-=", u) + [Self.system("delete", label: "delete", .fraction(2 * u))])
        addRow([Self.system("tab", label: "tab", .fraction(1.5 * u))] + Self.letters("QWERTYUIOP[]", u)
               + [Slot(name: "\\", label: "\\", icon: nil, width: .fraction(1.5 * u), role: .character)])
        addRow([Self.system("caps lock", label: "caps lock", .fraction(1.75 * u))] + Self.letters("ASDFGHJKL;'", u)
               + [Self.system("return", label: "return", .fraction(2.25 * u))])
        addRow([Self.system("shift", label: "shift", .fraction(2.25 * u))] + Self.letters("ZXCVBNM,./", u)
               + [Self.system("right shift", label: "shift", .fraction(2.75 * u))])
        addRow([Self.system("globe", icon: .globe, .fraction(1.25 * u)), Self.system(".?123", label: ".?123", .fraction(1.25 * u)),
                Self.system("dictation", icon: .dictation, .fraction(1.25 * u)),
                Slot(name: "space", label: nil, icon: nil, width: .fraction(6.25 * u), role: .character),
                Self.system("right .?123", label: ".?123", .fraction(2.5 * u)), Self.system("dismiss", icon: .dismiss, .fraction(2.5 * u))])
    }
}
