import Foundation

/// The film's chat as UIKit views: a message bubble, the table cell that holds one, and the
/// transcript the film puts in a user's scroll view that has no content of its own. They are
/// sampled and drawn like any view of the user's; `ChatContent` gives their metrics.
extension ChatContent {
    /// The messages, newest first (they repeat when the chat has more rows).
    public static let messages = [
        "Are you coming tonight?", "Yes! Leaving in 5", "Bring the charger", "On it", "Which one?",
        "The long USB-C one", "Found it", "See you soon", "Traffic is bad", "No rush",
        "Table by the window", "Perfect", "Ordering now", "Get me a tea", "Done", "Almost there",
    ]

    /// Message `row` (0: the newest): its text, and whether the user sent it (they alternate,
    /// the newest sent).
    static func message(row: Int) -> (text: String, outgoing: Bool) {
        (messages[row % messages.count], row % 2 == 0)
    }
}

/// The chat's colours, light and dark (iOS's Messages-like palette).
@MainActor
enum ChatColors {
    static let background = UIColor.systemBackground
    static let outgoingBubble = UIColor.systemBlue
    static let incomingBubble = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x262629) : UIColor(rgb: 0xE9E9EB) })
    /// The comment bar's background, a little translucent, as a toolbar's.
    static let bar = UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x1E1E20, alpha: 242 / 255) : UIColor(rgb: 0xF2F2F4, alpha: 242 / 255)
    })
    static let hairline = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x38383A) : UIColor(rgb: 0xC6C6C8) })
    static let field = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x2C2C2E) : .white })
    static let fieldBorder = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x3A3A3C) : UIColor(rgb: 0xC7C7CC) })
}

extension UIColor {
    convenience init(rgb: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }
}

/// One message: a rounded bubble as wide as its text (at most three quarters of the row), on
/// the right when sent, on the left when received, 12 pt from the safe area's edges.
@MainActor
final class MessageBubbleView: UIView {
    private let bubble = UIView()
    private let label = UILabel()
    private var outgoing = true
    static let font = UIFont.systemFont(ofSize: 15)
    /// Space between the text and the bubble's sides.
    static let textInset: CGFloat = 13

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.layer.cornerRadius = CGFloat(ChatContent.messageHeight / 2)
        label.font = Self.font
        bubble.addSubview(label)
        addSubview(bubble)
    }
    required init?(coder: NSCoder) { nil }

    func show(row: Int) {
        let message = ChatContent.message(row: row)
        outgoing = message.outgoing
        label.text = message.text
        bubble.backgroundColor = outgoing ? ChatColors.outgoingBubble : ChatColors.incomingBubble
        label.textColor = outgoing ? .white : .label
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, safe = safeAreaInsets
        let left = b.minX + safe.left + 12, right = b.maxX - safe.right - 12
        let textWidth = TextMetrics.width(of: label.text ?? "", font: Self.font).rounded(.up) // a label's size is whole points
        let width = max(0, min(textWidth + 2 * Self.textInset, (right - left) * 0.75))
        let height = CGFloat(ChatContent.messageHeight)
        bubble.frame = CGRect(x: outgoing ? right - width : left, y: b.minY, width: width, height: height)
        label.frame = CGRect(x: Self.textInset, y: 0, width: max(0, width - 2 * Self.textInset), height: height)
    }
}

/// A table cell holding one message bubble (the stock chat's rows).
@MainActor
final class MessageBubbleCell: UITableViewCell {
    static let reuseIdentifier = "message"
    let message = MessageBubbleView(frame: .zero)

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        message.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        message.frame = contentView.bounds
        contentView.addSubview(message)
    }
    required init?(coder: NSCoder) { nil }
}

/// The film's chat in a user's scroll view that has no content and no data source: `rows`
/// bubbles stacked from the bottom of the content, as `ChatContent`'s metrics place them.
@MainActor
final class ChatTranscriptView: UIView {
    private let bubbles: [MessageBubbleView]

    init(rows: Int, width: CGFloat) {
        bubbles = (0..<rows).map { row in
            let view = MessageBubbleView(frame: .zero)
            view.show(row: row)
            return view
        }
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(ChatContent.contentHeight(rows: rows))))
        autoresizingMask = [.flexibleWidth]
        bubbles.forEach(addSubview)
    }
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = Double(bounds.height)
        for (row, bubble) in bubbles.enumerated() {
            bubble.frame = CGRect(x: 0, y: ChatContent.messageTop(row: row, contentHeight: height), width: Double(bounds.width), height: ChatContent.messageHeight)
        }
    }
}
