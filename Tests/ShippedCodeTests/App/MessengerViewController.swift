import UIKit

/// The messenger pattern (Swift 5): a table view controller that can become first responder and
/// returns its composer as `inputAccessoryView`, so the composer docks at the bottom with no
/// keyboard and rides the keys once its text view is first responder; interactive dismissal
/// on the table. The table's insets follow the keyboard frame. Compiled unchanged.
class MessengerViewController: UITableViewController {
    let composer = ComposerBar()
    var insetChanges = 0

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { composer }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.keyboardDismissMode = .interactive
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        NotificationCenter.default.addObserver(self, selector: #selector(adjustInsets(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }

    @objc func adjustInsets(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = max(0, tableView.bounds.maxY - tableView.convert(end, from: nil).minY)
        tableView.contentInset.bottom = overlap
        tableView.verticalScrollIndicatorInsets.bottom = overlap
        insetChanges += 1
    }
}

/// The composer: sized by its content (a flexible-height accessory), a text view and a send button.
class ComposerBar: UIView {
    let textView = UITextView()
    let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = .flexibleHeight
        backgroundColor = .secondarySystemBackground
        textView.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
        addSubview(textView)
        addSubview(sendButton)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 52) }
}

/// A composer sized only by a constraint inside it: no frame height, no intrinsic size.
class ConstraintSizedBar: UIView {
    let textView = UITextView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        textView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textView)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 60),
            textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            textView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The messenger pattern with the guard many handlers have: the keyboard's heights are compared
/// and nothing is done when they are equal. Records what WillShow and WillHide report.
class GuardedMessengerViewController: UIViewController {
    let composer = ConstraintSizedBar()
    let scrollView = UIScrollView()
    /// A 30 pt banner kept on the keyboard's top by a constraint, laid out in the handler.
    let banner = UIView()
    private var bannerBottom: NSLayoutConstraint!
    private(set) var reported: [(name: String, begin: CGFloat, end: CGFloat)] = []

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { composer }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        bannerBottom = banner.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 30),
            bannerBottom,
        ])
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillMove(_:)), name: name, object: nil)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    @objc func keyboardWillMove(_ note: Notification) {
        guard let info = note.userInfo,
              let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        reported.append((note.name == UIResponder.keyboardWillShowNotification ? "show" : "hide", begin.height, end.height))
        guard begin.height != end.height else { return }
        scrollView.contentInset.bottom = view.bounds.maxY - end.minY
        bannerBottom.constant = end.minY - view.bounds.maxY
        view.layoutIfNeeded()
    }
}
