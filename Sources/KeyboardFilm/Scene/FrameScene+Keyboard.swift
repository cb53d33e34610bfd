import Foundation
import FrameRendering
import KeyboardSimulation

/// The software keyboard: background, QuickType strip, and the keys of the device's layout (`KeyboardLayout`).
extension FrameScene {
    /// The keyboard, drawn in its own coordinates and moved into place, so its content is the
    /// same from frame to frame (SVG output reuses it).
    func keyboard(_ f: TraceFrame) -> [Node] {
        let placed = f.keyboard
        guard placed.minY < f.interfaceSize.height else { return [] }
        let toolbar = min(f.keyboardAccessoryHeight, placed.height)
        let k = CGRect(x: 0, y: toolbar, width: placed.width, height: placed.height - toolbar)
        var content = keyboardContent(f, k)
        if toolbar > 0 { content = accessoryToolbar(f, width: placed.width, height: toolbar) + content }
        switch f.keyboardMode {
        case .docked, .undocked:
            break
        case .split:
            // Two halves at the screen's sides, each with its own whole keys (KeyboardLayout.split);
            // the app shows between them.
            let half = KeyboardLayout.splitHalfWidth(placed.width)
            let halves = Path(Path.rect(0, 0, half, placed.height).elements + Path.rect(placed.width - half, 0, half, placed.height).elements)
            content = [.group(Group(clip: halves, children: content))]
        case .floating:
            let outline = Path.roundedRect(0, 0, placed.width, placed.height, radius: 12)
            content = [.fill(.roundedRect(-1, 2, placed.width + 2, placed.height + 2, radius: 13), .solid(Color(hex: 0x000000, alpha: 60)), .nonZero),
                       .group(Group(clip: outline, children: content)),
                       .fill(.roundedRect(placed.width / 2 - 18, placed.height - 6, 36, 4, radius: 2), .solid(theme.keyLabel.withAlpha(120)), .nonZero)]
        }
        // A layer: the keyboard slides as one picture (a floating one's shadow reaches 1 pt out and 4 pt down).
        let extent = f.keyboardMode == .floating ? Rect(-1, 0, placed.width + 2, placed.height + 4) : Rect(0, 0, placed.width, placed.height)
        return [.group(Group(transform: .translation(placed.minX, placed.minY), layer: extent, children: content))]
    }

    /// An input accessory toolbar (set by `setAccessory`) on top of the keys: a "Done" button.
    /// Built with the iOS 26 SDK on iOS 26 the toolbar is Liquid Glass: it has no background of its
    /// own, so the app shows through it, and its button sits in a glass capsule (stripe-ios pull
    /// request #5443; the capsule's size and tint are the model's choice, docs/keyboard-physics.md §13).
    func accessoryToolbar(_ f: TraceFrame, width: Double, height: Double) -> [Node] {
        let insets = screenSafeArea(f)
        if storyboard.showsLiquidGlassKeyboard {
            let capsule = (width: 72.0, height: min(36.0, height - 8))
            let x = width - insets.right - 8 - capsule.width, y = (height - capsule.height) / 2
            return [
                .fill(.roundedRect(x, y, capsule.width, capsule.height, radius: capsule.height / 2), .solid(theme.glassKeyboard.withAlpha(235)), .nonZero),
                .text(Text("Done", at: Point2(x + capsule.width / 2, height / 2 + 6), size: 17, color: theme.tint, alignment: .center, weight: 0.1)),
            ]
        }
        return [
            .fill(.rect(0, 0, width, height), .solid(theme.navBackground), .nonZero),
            .fill(.rect(0, 0, width, 0.5), .solid(theme.hairline), .nonZero),
            .text(Text("Done", at: Point2(width - insets.right - 40, height / 2 + 6), size: 17, color: theme.tint, alignment: .center, weight: 0.1)),
        ]
    }

    /// The keyboard's height below any accessory toolbar in frame `f`.
    func keysHeight(_ f: TraceFrame) -> Double { f.keyboard.height - min(f.keyboardAccessoryHeight, f.keyboard.height) }

    /// The QuickType strip's height in frame `f`: whatever the system keyboard (below any
    /// accessory toolbar) is taller than the orientation's plain one; none on another keyboard.
    func quickTypeStripHeight(_ f: TraceFrame) -> Double {
        guard !f.keyboardCustom else { return 0 }
        return max(0, min(60, keysHeight(f) - storyboard.keyboardHeights.height(f.orientation, quickType: false)))
    }

    /// The radius of the top corners of iOS 26's rounded keyboard (representative: no source
    /// gives a figure; docs/keyboard-geometry.md).
    static let glassCornerRadius = 26.0

    func keyboardContent(_ f: TraceFrame, _ k: CGRect) -> [Node] {
        let glass = storyboard.showsLiquidGlassKeyboard && !f.keyboardCustom
        var nodes: [Node]
        if glass {
            // A rounded panel: the app shows in its top corners; a hairline of light along its top edge.
            let r = min(Self.glassCornerRadius, k.height / 2)
            nodes = [.fill(.roundedRect(k.minX, k.minY, k.width, k.height, radii: (r, r, 0, 0)), .solid(theme.glassKeyboard), .nonZero),
                     .fill(.rect(k.minX + r, k.minY, k.width - 2 * r, 0.5), .solid(theme.glassHighlight), .nonZero)]
        } else {
            nodes = [.fill(.rect(k.minX, k.minY, k.width, k.height), .solid(theme.keyboardBackground), .nonZero)]
        }
        // During a rotation the keyboard keeps the look of the frame before the turn, scaled to its size.
        let look = f.index < keyboardLook.count ? trace.frames[keyboardLook[f.index]] : f
        var strip = quickTypeStripHeight(look)
        if look.index != f.index, keysHeight(look) > 0 { strip *= k.height / keysHeight(look) }
        let insets = screenSafeArea(look)
        var centre = strip / 2
        if f.hardwareKeyboard {
            // Only the shortcuts bar shows, above the home indicator: its contents centre in the
            // part above the indicator's inset, never on the indicator.
            let visible = f.interfaceSize.height - f.keyboard.minY - k.minY
            centre = min(centre, max(strip / 4, (visible - insets.bottom) / 2))
        }
        if strip > 8 {
            // A split keyboard shows its predictions in the left half, whole.
            let right = f.keyboardMode == .split ? k.minX + KeyboardLayout.splitHalfWidth(k.width) - 3 : k.maxX - insets.right - 3
            nodes += quickTypeStrip(k, strip: strip, centre: centre, left: k.minX + insets.left + 3, right: right,
                                    shortcuts: storyboard.device.isPad && f.keyboardMode != .split && f.keyboardMode != .floating)
        }
        let layout = KeyboardLayout.make(device: storyboard.device, orientation: look.orientation, width: k.width,
                                         height: k.height - strip, insets: insets, mode: f.keyboardMode)
        guard layout.rowPitch > 12 else { return nodes }
        let keys = layout.keys.flatMap { keyNodes($0, glass: glass, cornerRadius: layout.metrics.cornerRadius) }
        nodes.append(.group(Group(transform: .translation(k.minX, k.minY + strip), children: keys)))
        return nodes
    }

    /// One key: its cap (iOS 26's flat and rounder; earlier ones with a drop shadow), then its
    /// icon or label.
    private func keyNodes(_ key: KeyboardLayout.Key, glass: Bool, cornerRadius: Double) -> [Node] {
        let r = key.frame
        var keys: [Node] = []
        if key.role != .bandIcon {
            if glass {
                let radius = min(r.width, r.height) * 0.3
                keys.append(.fill(.roundedRect(r.minX, r.minY, r.width, r.height, radius: radius),
                                  .solid(key.role == .character ? theme.glassKeyCap : theme.glassSpecialKeyCap), .nonZero))
            } else {
                keys.append(.fill(.roundedRect(r.minX, r.minY + 1, r.width, r.height, radius: cornerRadius), .solid(theme.keyShadow), .nonZero))
                keys.append(.fill(.roundedRect(r.minX, r.minY, r.width, r.height, radius: cornerRadius),
                                  .solid(key.role == .character ? theme.keyCap : theme.specialKeyCap), .nonZero))
            }
        }
        let centre = Point2(r.minX + r.width / 2, r.minY + r.height / 2)
        if let icon = key.icon {
            keys += KeyIcon.nodes(icon, centre: centre, size: min(r.height * (key.role == .bandIcon ? 0.9 : 0.5), 26),
                                  color: key.role == .bandIcon ? theme.secondaryText : theme.keyLabel)
        } else if let label = key.label {
            let size = label.count > 1 ? min(r.height * 0.36, 17) : min(r.height * 0.52, 24)
            keys.append(.text(Text.fitted(label, at: Point2(centre.x, centre.y + size * 0.36), maxWidth: r.width - 4,
                                          size: size, minSize: 6, color: theme.keyLabel, alignment: .center)))
        }
        return keys
    }

    /// The QuickType strip: three predictions centred `centre` below its top; with `shortcuts`
    /// (iPad's shortcuts bar) undo, redo and paste sit at its left end and the predictions take
    /// the middle.
    func quickTypeStrip(_ k: CGRect, strip: Double, centre: Double, left: Double, right: Double, shortcuts: Bool) -> [Node] {
        let words = ["I", "The", "I'm"]
        let inset = shortcuts ? (right - left) * 0.2 : 0
        let cell = (right - left - 2 * inset) / 3
        var nodes: [Node] = []
        for (i, word) in words.enumerated() {
            let cx = left + inset + cell * (Double(i) + 0.5)
            nodes.append(.text(Text(word, at: Point2(cx, k.minY + centre + 6), size: 16, color: theme.keyLabel, alignment: .center)))
            if i > 0 {
                nodes.append(.fill(.rect(left + inset + cell * Double(i), k.minY + centre - strip / 4, 0.5, strip * 0.5), .solid(theme.hairline), .nonZero))
            }
        }
        if shortcuts { nodes += shortcutIcons(y: k.minY + centre, left: left + 12, size: min(22, strip * 0.5)) }
        return nodes
    }

    /// Undo, redo and paste, as the iPad shortcuts bar shows them at its left end.
    func shortcutIcons(y: Double, left: Double, size s: Double) -> [Node] {
        let paint = Paint.solid(theme.keyLabel), line = max(1, s * 0.09)
        var nodes: [Node] = []
        for (i, direction) in [1.0, -1.0].enumerated() { // undo, redo: a half-turn arrow
            let cx = left + s / 2 + Double(i) * s * 1.6
            let arc = (0...10).map { j -> Point2 in
                let a = Double.pi * Double(j) / 10
                return Point2(cx - direction * s * 0.3 * cos(a), y - s * 0.3 * sin(a) + s * 0.12)
            }
            let tip = arc[0]
            nodes.append(.stroke(.polyline(arc), paint, width: line))
            nodes.append(.stroke(.polyline([Point2(tip.x - direction * s * 0.16, tip.y - s * 0.12), tip,
                                            Point2(tip.x + direction * s * 0.14, tip.y - s * 0.14)]), paint, width: line))
        }
        let px = left + s * 3.4 // paste: a clipboard
        nodes.append(.stroke(.roundedRect(px, y - s * 0.4, s * 0.64, s * 0.8, radius: s * 0.08), paint, width: line))
        nodes.append(.fill(.roundedRect(px + s * 0.18, y - s * 0.48, s * 0.28, s * 0.16, radius: s * 0.04), paint, .nonZero))
        return nodes
    }
}
