import UIKit

/// A conversation screen as an app ships it: a table of messages from its own data source (a
/// registered cell subclass), and a composer bar built from a stack view — a growing text
/// view, a character count and a "Send" button — with its own colours and rounded top corners,
/// pinned to the keyboard layout guide. Compiled unchanged through the UIKitSourcePort plugin.
final class StackComposerViewController: UIViewController, UITableViewDataSource {
    final class MessageCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            selectionStyle = .none
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    var messages = ["Lunch at noon?", "Sure, where?", "The place on 5th", "See you there", "Running late", "No worries",
                    "Ordered for you", "Thanks!", "On my way now"]
    var barColor = UIColor(red: 1.0, green: 0.894, blue: 0.710, alpha: 1) // moccasin
    var sendTitle = "Send"

    let tableView = UITableView(frame: .zero, style: .plain)
    let bar = UIStackView()
    let textView = UITextView()
    let countLabel = UILabel()
    let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        tableView.rowHeight = 56
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        textView.font = .systemFont(ofSize: 17)
        textView.text = "Be there in 10"
        textView.isScrollEnabled = false
        textView.backgroundColor = .white
        textView.layer.cornerRadius = 18
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.systemGray3.cgColor
        countLabel.text = "14/500"
        countLabel.font = .systemFont(ofSize: 12)
        countLabel.textColor = .secondaryLabel
        sendButton.setTitle(sendTitle, for: .normal)
        sendButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)

        bar.axis = .horizontal
        bar.alignment = .center
        bar.spacing = 8
        bar.isLayoutMarginsRelativeArrangement = true
        bar.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        bar.backgroundColor = barColor
        bar.layer.cornerRadius = 16
        bar.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        bar.translatesAutoresizingMaskIntoConstraints = false
        for v in [textView, countLabel, sendButton] as [UIView] { bar.addArrangedSubview(v) }
        view.addSubview(bar)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.detailTextLabel?.text = indexPath.row % 2 == 0 ? "Alex" : "You"
        return cell
    }
}
