//  BubbleChatViewController.swift
import UIKit

/// A chat as apps write it: a table of bubbles from the app's own cell subclass — outgoing
/// bubbles pinned to the trailing edge in blue, incoming ones to the leading edge in grey, each at
/// most 70 % of the row wide — and a composer on the keyboard layout guide. Compiled unchanged
/// through the UIKitSourcePort plugin.
final class BubbleChatViewController: UIViewController, UITableViewDataSource {
    final class BubbleCell: UITableViewCell {
        static let outgoingColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        static let incomingColor = UIColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1)

        let bubble = UIView()
        let label = UILabel()
        private var leading: NSLayoutConstraint!
        private var trailing: NSLayoutConstraint!

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            selectionStyle = .none
            bubble.layer.cornerRadius = 16
            bubble.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 16)
            label.translatesAutoresizingMaskIntoConstraints = false
            bubble.addSubview(label)
            contentView.addSubview(bubble)
            leading = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
            trailing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
            NSLayoutConstraint.activate([
                bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.7),
                label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func show(_ text: String, outgoing: Bool) {
            label.text = text
            label.textColor = outgoing ? .white : .label
            bubble.backgroundColor = outgoing ? Self.outgoingColor : Self.incomingColor
            leading.isActive = !outgoing
            trailing.isActive = outgoing
        }
    }

    /// Three screens of messages, so rows leave and enter the screen (and cells are reused) as it turns.
    let messages: [(text: String, outgoing: Bool)] = (0..<5).flatMap { _ in [
        ("Lunch at noon?", false), ("Sure, where?", true), ("The place on 5th", false), ("See you there", true),
        ("Running late", false), ("No worries, I will order for both of us when I get there", true), ("Ordered for you", true),
        ("Thanks!", false),
    ] }

    /// Rows sized by their cells' Auto Layout (`automaticDimension`), as most chats size them.
    var selfSizing = false

    let tableView = UITableView(frame: .zero, style: .plain)
    let bar = UIView()
    let textField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.separatorStyle = .none
        if selfSizing {
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 52
        } else {
            tableView.rowHeight = 52
        }
        tableView.register(BubbleCell.self, forCellReuseIdentifier: "bubble")
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        bar.backgroundColor = .secondarySystemBackground
        bar.translatesAutoresizingMaskIntoConstraints = false
        textField.borderStyle = .roundedRect
        textField.placeholder = "Message"
        textField.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(textField)
        view.addSubview(bar)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 52),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textField.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
            textField.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
            textField.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bubble", for: indexPath) as! BubbleCell
        let message = messages[indexPath.row]
        cell.show(message.text, outgoing: message.outgoing)
        return cell
    }
}
