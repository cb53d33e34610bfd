import UIKit

/// A container screen as apps build one (Swift 5, selector observers): the chat is a child view
/// controller whose view's safe-area bottom is pinned to the container's, the constant following
/// the keyboard; the child's composer is a stack view (a growing text view and a send button)
/// pinned to the child's own safe area. Compiled unchanged through the UIKitSourcePort plugin.
class ChatContainerViewController: UIViewController {
    let chat = ComposerChildViewController()
    private var chatSafeBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alex"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
        addChild(chat)
        chat.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(chat.view)
        chatSafeBottom = chat.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            chat.view.topAnchor.constraint(equalTo: view.topAnchor),
            chat.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            chat.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            chatSafeBottom,
        ])
        chat.didMove(toParent: self)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func compose() {}

    @objc func keyboardWillChangeFrame(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let keyboard = view.convert(end, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
        chatSafeBottom.constant = -overlap
        // Inside the keyboard's animation block: the layout pass rides its curve.
        view.layoutIfNeeded()
    }
}

/// The chat: a table and, under it, the composer.
class ComposerChildViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let composer = UIView()
    let textView = UITextView()
    let sendButton = UIButton(type: .system)
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        composer.backgroundColor = .secondarySystemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isScrollEnabled = false
        textView.layer.cornerRadius = 18
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.separator.cgColor
        sendButton.setTitle("Send", for: .normal)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        stack.axis = .horizontal
        stack.alignment = .bottom
        stack.spacing = 8
        stack.addArrangedSubview(textView)
        stack.addArrangedSubview(sendButton)
        for v in [tableView, composer, stack] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(tableView)
        view.addSubview(composer)
        composer.addSubview(stack)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stack.topAnchor.constraint(equalTo: composer.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -8),
            stack.leadingAnchor.constraint(equalTo: composer.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: composer.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
