import UIKit

/// The chat screen: messages in a table that ends at the input bar, and the bar riding the
/// keyboard. A selector observer moves the bar's bottom constraint on WillChangeFrame, inside
/// the keyboard's own animation; the table shrinks with it and scrolls so the newest message
/// stays above the bar. Tapping the table ends editing.
class ChatViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let inputBar = UIView()
    let textField = UITextField()
    private var inputBarBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputBar.backgroundColor = .secondarySystemBackground
        textField.borderStyle = .roundedRect
        textField.placeholder = "Message"
        for v in [tableView, inputBar, textField] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(tableView)
        view.addSubview(inputBar)
        inputBar.addSubview(textField)
        inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),
            inputBarBottom,
            textField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -60),
            textField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            textField.heightAnchor.constraint(equalToConstant: 36),
        ])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        tableView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
        else { return }
        let keyboard = view.convert(endFrame, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboard.minY)
        inputBarBottom.constant = -max(0, overlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
            self.scrollToNewestMessage()
        }
    }

    @objc private func dismissKeyboard() {
        view.endEditing(true)
    }

    /// The content's end just above the table's bottom edge (or its top, when it all fits).
    private func scrollToNewestMessage() {
        let insets = tableView.adjustedContentInset
        let end = tableView.contentSize.height + insets.bottom - tableView.bounds.height
        tableView.contentOffset = CGPoint(x: 0, y: max(-insets.top, end))
    }
}
