import struct Foundation.CGFloat
import struct Foundation.CGRect
import struct Foundation.CGSize
import FrameRendering
import KeyboardSimulation

/// The interface around the bar: status and navigation bars, the chat table, the tab bar, the bar.
extension FrameScene {
    static let messages = [
        "Are you coming tonight?", "Yes! Leaving in 5", "Bring the charger", "On it", "Which one?",
        "The long USB-C one", "Found it", "See you soon", "Traffic is bad", "No rush",
        "Table by the window", "Perfect", "Ordering now", "Get me a tea", "Done", "Almost there",
    ]

    func navigationBar(_ f: TraceFrame, statusBar showsStatusBar: Bool = true) -> [Node] {
        let W = f.interfaceSize.width
        let top = f.safeArea.top, bottom = top + ChatContent.navigationBarHeight
        var nodes: [Node] = [
            .fill(.rect(0, 0, W, bottom), .solid(theme.navBackground), .nonZero),
            .fill(.rect(0, bottom - 0.5, W, 0.5), .solid(theme.hairline), .nonZero),
            .text(Text("Alex", at: Point2(W / 2, top + 28), size: 17, color: theme.primaryText, alignment: .center, weight: 0.1)),
            .stroke(.polyline([Point2(f.safeArea.left + 18, top + 14), Point2(f.safeArea.left + 10, top + 22),
                               Point2(f.safeArea.left + 18, top + 30)]), .solid(theme.tint), width: 2.5),
            .text(Text("Chats", at: Point2(f.safeArea.left + 24, top + 28), size: 17, color: theme.tint)),
        ]
        if showsStatusBar && top >= 20 { nodes += statusBar(f) }
        // A layer: it stays put while everything under it moves, so it is drawn once.
        return [.group(Group(layer: Rect(0, 0, W, bottom), children: nodes))]
    }

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

    /// The chat's scroll view as the code left it: bubbles from the newest (at the content's
    /// end) up, placed by the scroll view's frame and content offset, clipped to its frame
    /// below the navigation bar. A film that watched no scroll view shows no messages.
    func table(_ f: TraceFrame) -> [Node] {
        guard let v = f.scrollView else { return [] }
        let top = max(v.frame.minY, f.safeArea.top + ChatContent.navigationBarHeight), bottom = v.frame.maxY
        guard bottom > top else { return [] }
        let left = max(v.frame.minX, f.safeArea.left) + 12, right = min(v.frame.maxX, f.interfaceSize.width - f.safeArea.right) - 12
        let pitch = ChatContent.messageHeight + ChatContent.messageGap
        let rows = ChatContent.rows(contentHeight: v.contentHeight)
        // On screen, message `row`'s top is `newestTop − row · pitch`: start at the first one above the bottom edge.
        let newestTop = v.frame.minY + ChatContent.messageTop(row: 0, contentHeight: v.contentHeight) - v.contentOffsetY
        var row = max(0, Int(((newestTop - bottom) / pitch).rounded(.up)))
        var nodes: [Node] = []
        while row < rows {
            let y = newestTop - Double(row) * pitch
            if y + ChatContent.messageHeight < top { break }
            nodes.append(bubble(row: row, top: y, left: left, right: right))
            row += 1
        }
        return [.group(Group(clip: .rect(v.frame.minX, top, v.frame.width, bottom - top), children: nodes))]
    }

    /// Message `row` (0: the newest, outgoing; they alternate) with its top at `top`, between
    /// `left` and `right`.
    func bubble(row: Int, top y: Double, left: Double, right: Double) -> Node {
        let text = Self.messages[row % Self.messages.count]
        let textWidth = VectorFont.width(of: text, size: 15) + 26
        let bubbleWidth = min(textWidth, (right - left) * 0.75)
        let outgoing = row % 2 == 0
        let x = outgoing ? right - bubbleWidth : left
        // Each bubble is a layer: the table scrolls them as pictures drawn once. A text
        // longer than its capped bubble runs past it, so the layer reaches as far as the text.
        let extent = Rect(0, 0, max(bubbleWidth, textWidth), ChatContent.messageHeight)
        return .group(Group(transform: .translation(x, y), layer: extent, children: [
            .fill(.roundedRect(0, 0, bubbleWidth, ChatContent.messageHeight, radius: 17),
                  .solid(outgoing ? theme.outgoingBubble : theme.incomingBubble), .nonZero),
            .text(Text(text, at: Point2(13, 22), size: 15, color: outgoing ? .white : theme.incomingText)),
        ]))
    }

    /// The film's chat inside a user's scroll view that has no data source, in its content
    /// coordinates: the messages its `bounds` (scrolled by the offset) shows.
    func chatMessages(contentHeight: Double, bounds b: CGRect) -> [Node] {
        let pitch = ChatContent.messageHeight + ChatContent.messageGap
        let rows = ChatContent.rows(contentHeight: contentHeight)
        let newestTop = ChatContent.messageTop(row: 0, contentHeight: contentHeight)
        var nodes: [Node] = []
        var row = max(0, Int(((newestTop - b.maxY) / pitch).rounded(.up)))
        while row < rows {
            let y = newestTop - Double(row) * pitch
            if y + ChatContent.messageHeight < b.minY { break }
            nodes.append(bubble(row: row, top: y, left: b.minX + 12, right: b.maxX - 12))
            row += 1
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

    /// The bar: a rounded text field with placeholder text and a round send button, drawn in
    /// its own coordinates and moved into place.
    func bar(_ f: TraceFrame) -> [Node] {
        let b = CGRect(x: 0, y: 0, width: f.bar.width, height: f.bar.height)
        return [.group(Group(transform: .translation(f.bar.minX, f.bar.minY), layer: Rect(0, 0, b.width, b.height), children: barContent(f, b)))]
    }

    func barContent(_ f: TraceFrame, _ b: CGRect) -> [Node] {
        let left = b.minX + f.safeArea.left + 8, right = b.maxX - f.safeArea.right - 8
        let fieldHeight = b.height - 10
        let button = fieldHeight - 4
        let fieldWidth = max(0, right - left - button - 8)
        let fieldY = b.minY + 5
        let buttonX = right - button, buttonY = b.minY + (b.height - button) / 2
        return [
            .fill(.rect(b.minX, b.minY, b.width, b.height), .solid(theme.barBackground.withAlpha(242)), .nonZero),
            .fill(.rect(b.minX, b.minY, b.width, 0.5), .solid(theme.hairline), .nonZero),
            .fill(.roundedRect(left, fieldY, fieldWidth, fieldHeight, radius: fieldHeight / 2), .solid(theme.fieldBackground), .nonZero),
            .stroke(.roundedRect(left, fieldY, fieldWidth, fieldHeight, radius: fieldHeight / 2), .solid(theme.fieldBorder), width: 1),
            .text(Text("Message", at: Point2(left + 14, fieldY + fieldHeight / 2 + 5.5), size: 16, color: theme.secondaryText)),
            .fill(.ellipse(buttonX, buttonY, button, button), .solid(theme.tint), .nonZero),
            .stroke(.polyline([Point2(buttonX + button / 2, buttonY + button * 0.75), Point2(buttonX + button / 2, buttonY + button * 0.27)]),
                    .solid(.white), width: 2.4),
            .stroke(.polyline([Point2(buttonX + button * 0.3, buttonY + button * 0.46), Point2(buttonX + button / 2, buttonY + button * 0.26),
                               Point2(buttonX + button * 0.7, buttonY + button * 0.46)]), .solid(.white), width: 2.4),
        ]
    }
}
