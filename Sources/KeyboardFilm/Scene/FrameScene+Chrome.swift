import struct Foundation.CGFloat
import struct Foundation.CGRect
import struct Foundation.CGSize
import FrameRendering
import KeyboardSimulation

/// The system's parts of the screen around the user's views: the status bar, the tab bar, and
/// the screen a back swipe returns to.
extension FrameScene {
    /// The screen a back swipe returns to — the chat list — as UIKit shows it under the sliding
    /// view: 30 % of the width behind (parallax) and dimmed at the swipe's start, in place and
    /// undimmed at its end (`progress` 0 … 1).
    func previousScreen(_ f: TraceFrame, progress p: Double) -> [Node] {
        let W = f.interfaceSize.width, H = f.interfaceSize.height, top = f.safeArea.top
        let left = f.safeArea.left + 16
        var list: [Node] = [
            .fill(.rect(0, 0, W, H), .solid(theme.chatBackground), .nonZero),
            .text(Text("Chats", at: Point2(left, top + 41), size: 34, color: theme.primaryText, weight: 0.16)),
        ]
        let chats = [("Alex", "Are you coming tonight?"), ("Sam", "See you at 8"), ("Priya", "Photos from Sunday"),
                     ("Jordan", "Thanks!"), ("Mia", "On my way"), ("Leo", "Can you send the file?"), ("Noor", "Haha yes"),
                     ("Kai", "Tomorrow works"), ("Eva", "Call me later"), ("Tom", "Sounds good")]
        var y = top + 60
        for (name, preview) in chats where y < H {
            list.append(.fill(.ellipse(left, y + 10, 52, 52), .solid(theme.incomingBubble), .nonZero))
            list.append(.text(Text(String(name.prefix(1)), at: Point2(left + 26, y + 43), size: 22, color: theme.secondaryText, alignment: .center, weight: 0.1)))
            list.append(.text(Text(name, at: Point2(left + 66, y + 32), size: 17, color: theme.primaryText, weight: 0.1)))
            list.append(.text(Text(preview, at: Point2(left + 66, y + 54), size: 15, color: theme.secondaryText)))
            list.append(.fill(.rect(left + 66, y + 75.5, W - left - 66, 0.5), .solid(theme.hairline), .nonZero))
            y += 76
        }
        return [.group(Group(transform: .translation(-0.3 * W * (1 - p), 0), layer: Rect(0, 0, W, H), children: list)),
                .fill(.rect(0, 0, W, H), .solid(Color(hex: 0x000000, alpha: UInt8((26 * (1 - p)).rounded()))), .nonZero)]
    }

    func statusBar(_ f: TraceFrame) -> [Node] {
        let W = f.interfaceSize.width, top = f.safeArea.top
        let baseline = top * 0.66
        let right = W - max(f.safeArea.right, 16) - 14
        var nodes: [Node] = [
            .text(Text("9:41", at: Point2(max(f.safeArea.left, 16) + 20, baseline), size: 15, color: theme.primaryText, weight: 0.12)),
            // Battery: outline, charge, terminal.
            .stroke(.roundedRect(right - 24, baseline - 11, 24, 11.5, radius: 3), .solid(theme.primaryText.withAlpha(90)), width: 1),
            .fill(.roundedRect(right - 22, baseline - 9, 20, 7.5, radius: 1.5), .solid(theme.primaryText), .nonZero),
            .fill(.roundedRect(right + 1, baseline - 7, 1.5, 4, radius: 0.7), .solid(theme.primaryText.withAlpha(90)), .nonZero),
        ]
        for i in 0..<4 { // signal bars
            let bh = 3.0 + Double(i) * 2.2
            nodes.append(.fill(.roundedRect(right - 56 + Double(i) * 4.5, baseline - bh, 3, bh, radius: 0.8), .solid(theme.primaryText), .nonZero))
        }
        return nodes
    }

    func tabBar(_ f: TraceFrame) -> [Node] {
        let W = f.interfaceSize.width, H = f.interfaceSize.height
        let top = f.restBottom
        var nodes: [Node] = [
            .fill(.rect(0, top, W, H - top), .solid(theme.tabBarBackground), .nonZero),
            .fill(.rect(0, top, W, 0.5), .solid(theme.hairline), .nonZero),
        ]
        let labels = ["Chats", "Calls", "Camera", "Settings"]
        let inner = W - f.safeArea.left - f.safeArea.right
        for (i, label) in labels.enumerated() {
            let cx = f.safeArea.left + inner * (Double(i) + 0.5) / Double(labels.count)
            let color = i == 0 ? theme.tint : theme.secondaryText
            nodes.append(.fill(.ellipse(cx - 11, top + 6, 22, 22), .solid(color), .nonZero))
            nodes.append(.text(Text(label, at: Point2(cx, top + 42), size: 10, color: color, alignment: .center)))
        }
        return [.group(Group(layer: Rect(0, top, W, H - top), children: nodes))]
    }
}
