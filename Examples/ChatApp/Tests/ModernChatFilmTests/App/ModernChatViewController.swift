import UIKit

/// The chat screen in Swift 6: the controller follows the keyboard through an async sequence of
/// its notifications. The loop's body runs on the main actor after UIKit's post returns, in the
/// same run-loop turn (outside the keyboard's block), so it animates with the notification's own
/// duration and curve to ride the keyboard.
final class ModernChatViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let inputBar = UIView()
    let textField = UITextField()
    private var inputBarBottom: NSLayoutConstraint?
    private var keyboardFrames: Task<Void, Never>?

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
        let bottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        inputBarBottom = bottom
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),
            bottom,
            textField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -60),
            textField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            textField.heightAnchor.constraint(equalToConstant: 36),
        ])
        keyboardFrames = Task { [weak self] in
            for await note in NotificationCenter.default.notifications(named: UIResponder.keyboardWillChangeFrameNotification) {
                guard let info = note.userInfo,
                      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
                      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
                else { continue }
                self?.follow(keyboardFrame: end, duration: duration, curve: curve)
            }
        }
    }

    isolated deinit {
        keyboardFrames?.cancel()
    }

    private func follow(keyboardFrame end: CGRect, duration: TimeInterval, curve: UInt) {
        let overlap = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)
        inputBarBottom?.constant = -max(0, overlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
            let insets = self.tableView.adjustedContentInset
            let newest = self.tableView.contentSize.height + insets.bottom - self.tableView.bounds.height
            self.tableView.contentOffset = CGPoint(x: 0, y: max(-insets.top, newest))
        }
    }
}
