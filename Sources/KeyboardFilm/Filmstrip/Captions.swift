import KeyboardSimulation
import Foundation
import FrameRendering

/// The words under each frame of a strip; the same strings are drawn and written to the SVG.
enum Captions {
    /// "#12  t = 200 ms"
    static func time(_ f: TraceFrame) -> String { "#\(f.index)  t = \(Int((f.time * 1000).rounded())) ms" }

    /// "drift +12.3 pt · covered", one decimal, with an explicit sign and the frame's class when it
    /// is not attached: "leads" (a gap above the keyboard) or "covered" (the keyboard over the bar)
    /// where it drifts, "rides" (moving in the keyboard's animation), "at rest", "turning".
    static func drift(_ f: TraceFrame) -> String { "drift " + signed(f.drift) + " pt" + (f.driftWord.map { " · " + $0 } ?? "") }

    /// The drift caption's colour: red only where the frame drifts; grey where the bar rides the
    /// keyboard's animation or the interface turns (no fault, but not on the line); green otherwise.
    static func color(_ f: TraceFrame) -> Color {
        switch f.attachment {
        case .leads, .covered: Filmstrip.red
        case .rides, .turning: neutral
        case .attached, .atRest: Color(hex: 0x248A3D)
        }
    }
    /// Apple's secondary label grey.
    static let neutral = Color(hex: 0x6E6E73)

    static func signed(_ x: Double) -> String { NumberFormat.signed((x * 10).rounded() / 10, decimals: 1) }

    /// Notification and callback names without UIKit's prefixes and suffixes.
    static func shortName(_ name: String) -> String { UIKitEventName.shortName(of: name) }

    /// The notifications of a frame as lines no wider than `width` at `size` (at most `maxLines`).
    static func notificationLines(_ f: TraceFrame, width: Double, size: Double, maxLines: Int = 2) -> [String] {
        var lines: [String] = []
        var current = ""
        for name in f.notifications.map(shortName) {
            let candidate = current.isEmpty ? name : current + ", " + name
            if current.isEmpty || FrameRendering.VectorFont.width(of: candidate, size: size) <= width {
                current = candidate
            } else {
                lines.append(current + ",")
                current = name
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] += " …"
        }
        return lines
    }
}
