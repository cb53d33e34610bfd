import Foundation

/// The chat's comment bar: a hairline on top, a rounded text field and a round send button,
/// inside the bar's safe area, on a toolbar's translucent background.
@MainActor
final class CommentBarView: UIView {
    let textField: UITextField
    let sendButton = UIButton(type: .system)
    private let hairline = UIView()

    init(frame: CGRect, textField field: UITextField? = nil) {
        let textField = field ?? UITextField()
        self.textField = textField
        super.init(frame: frame)
        backgroundColor = ChatColors.bar
        hairline.backgroundColor = ChatColors.hairline
        textField.borderStyle = .roundedRect
        textField.backgroundColor = ChatColors.field
        textField.layer.borderWidth = 1
        textField.layer.borderColor = ChatColors.fieldBorder.cgColor
        textField.font = .systemFont(ofSize: 16)
        textField.placeholder = "Message"
        var send = UIButton.Configuration.filled()
        send.cornerStyle = .capsule
        send.image = UIImage(systemName: "arrow.up")
        sendButton.configuration = send
        addSubview(hairline)
        addSubview(textField)
        addSubview(sendButton)
    }
    required init?(coder: NSCoder) { nil }

    /// The field fills the bar less 5 pt above and below and 8 pt at the sides; the button is
    /// 4 pt smaller than the field, 8 pt from it and from the trailing edge.
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, safe = safeAreaInsets
        let left = b.minX + safe.left + 8, right = b.maxX - safe.right - 8
        let fieldHeight = max(0, b.height - 10), button = max(0, fieldHeight - 4)
        hairline.frame = CGRect(x: b.minX, y: b.minY, width: b.width, height: 0.5)
        textField.frame = CGRect(x: left, y: b.minY + 5, width: max(0, right - left - button - 8), height: fieldHeight)
        textField.layer.cornerRadius = fieldHeight / 2
        sendButton.frame = CGRect(x: right - button, y: b.minY + (b.height - button) / 2, width: button, height: button)
    }
}
