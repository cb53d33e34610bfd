import FrameRendering
import KeyboardSimulation

/// The software keyboard: background, QuickType strip, key caps in the iOS letter layout.
extension FrameScene {
    static let letterRows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]

    /// The keyboard, drawn in its own coordinates and moved into place, so its content is the
    /// same from frame to frame (SVG output reuses it).
    func keyboard(_ f: TraceFrame) -> [Node] {
        let placed = f.keyboard
        guard placed.minY < f.interfaceSize.height else { return [] }
        let toolbar = min(f.keyboardAccessoryHeight, placed.height)
        let k = KeyboardSimulation.Rect(x: 0, y: toolbar, width: placed.width, height: placed.height - toolbar)
        var content = keyboardContent(f, k)
        if toolbar > 0 { content = accessoryToolbar(f, width: placed.width, height: toolbar) + content }
        switch f.keyboardMode {
        case .docked, .undocked:
            break
        case .split:
            // Two halves, each a third of the width, at the screen's sides.
            let half = placed.width / 3
            content = [.group(Group(clip: .rect(0, 0, half, placed.height), children: content)),
                       .group(Group(clip: .rect(placed.width - half, 0, half, placed.height), children: content))]
        case .floating:
            let outline = Path.roundedRect(0, 0, placed.width, placed.height, radius: 12)
            content = [.fill(.roundedRect(-1, 2, placed.width + 2, placed.height + 2, radius: 13), .solid(Color(hex: 0x000000, alpha: 60)), .nonZero),
                       .group(Group(clip: outline, children: content)),
                       .fill(.roundedRect(placed.width / 2 - 18, placed.height - 6, 36, 4, radius: 2), .solid(theme.keyLabel.withAlpha(120)), .nonZero)]
        }
        return [.group(Group(transform: .translation(placed.x, placed.y), children: content))]
    }

    /// An input accessory toolbar (set by `setAccessory`) on top of the keys: a "Done" button.
    func accessoryToolbar(_ f: TraceFrame, width: Double, height: Double) -> [Node] {
        let insets = screenSafeArea(f)
        return [
            .fill(.rect(0, 0, width, height), .solid(theme.navBackground), .nonZero),
            .fill(.rect(0, 0, width, 0.5), .solid(theme.hairline), .nonZero),
            .text(Text("Done", at: Point2(width - insets.right - 40, height / 2 + 6), size: 17, color: theme.tint, alignment: .center, weight: 0.1)),
        ]
    }

    func keyboardContent(_ f: TraceFrame, _ k: KeyboardSimulation.Rect) -> [Node] {
        var nodes: [Node] = [.fill(.rect(k.x, k.y, k.width, k.height), .solid(theme.keyboardBackground), .nonZero)]
        // The QuickType strip is whatever the keyboard is taller than its plain height.
        let plain = storyboard.keyboard.heights.height(f.orientation, quickType: false)
        let strip = max(0, min(60, k.height - plain))
        let insets = screenSafeArea(f)
        let left = k.x + insets.left + 3, right = k.maxX - insets.right - 3
        if strip > 8 { nodes += quickTypeStrip(k, strip: strip, left: left, right: right) }
        // Keys fill what is left above the home-indicator band of notched phones.
        let bottomBand = storyboard.device.portraitSafeArea.bottom > 0 ? min(insets.bottom + 10, k.height * 0.2) : 0
        let keysTop = k.y + strip + 6
        let keysHeight = k.height - strip - bottomBand - 6
        guard keysHeight > 40 else { return nodes }
        let pitch = keysHeight / 4
        let capHeight = pitch * 0.8
        let gap = 6.0
        let unit = (right - left - 9 * gap) / 10
        func key(_ x: Double, _ row: Int, _ width: Double, _ label: String, special: Bool = false) -> [Node] {
            let y = keysTop + Double(row) * pitch
            return [
                .fill(.roundedRect(x, y + 1, width, capHeight, radius: 5), .solid(theme.keyShadow), .nonZero),
                .fill(.roundedRect(x, y, width, capHeight, radius: 5), .solid(special ? theme.specialKeyCap : theme.keyCap), .nonZero),
                .text(Text(label, at: Point2(x + width / 2, y + capHeight / 2 + capHeight * 0.2),
                           size: label.count > 1 ? capHeight * 0.36 : capHeight * 0.52, color: theme.keyLabel, alignment: .center)),
            ]
        }
        for (row, letters) in Self.letterRows.enumerated() {
            let count = Double(letters.count)
            var x = left + (right - left - (count * unit + (count - 1) * gap)) / 2
            if row == 2 {
                let special = unit * 1.35
                nodes += key(left, 2, special, "↑", special: true)
                nodes += key(right - special, 2, special, "←", special: true)
            }
            for ch in letters {
                nodes += key(x, row, unit, String(ch))
                x += unit + gap
            }
        }
        let side = unit * 2.5
        nodes += key(left, 3, side, "123", special: true)
        nodes += key(left + side + gap, 3, right - left - 2 * (side + gap), "space")
        nodes += key(right - side, 3, side, "return", special: true)
        return nodes
    }

    func quickTypeStrip(_ k: KeyboardSimulation.Rect, strip: Double, left: Double, right: Double) -> [Node] {
        let words = ["I", "The", "I'm"]
        let cell = (right - left) / 3
        var nodes: [Node] = []
        for (i, word) in words.enumerated() {
            let cx = left + cell * (Double(i) + 0.5)
            nodes.append(.text(Text(word, at: Point2(cx, k.y + strip / 2 + 6), size: 16, color: theme.keyLabel, alignment: .center)))
            if i > 0 {
                nodes.append(.fill(.rect(left + cell * Double(i), k.y + strip * 0.25, 0.5, strip * 0.5), .solid(theme.hairline), .nonZero))
            }
        }
        return nodes
    }
}
