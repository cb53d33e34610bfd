#if canImport(UIKit)
import UIKit
#else
import Foundation
import KeyboardFilmUIKit
#endif

/// The chat screen: messages in a table that ends at the input bar, and the bar riding the
/// keyboard. The bar's bottom constraint follows WillChangeFrame inside the keyboard's own
/// animation; the table shrinks with it and scrolls so the newest message stays above the bar.
public final class ChatViewController: UIViewController {
    public let tableView = UITableView(frame: .zero, style: .plain)
    public let inputBar = UIView()
    public let textField = UITextField()
    private var inputBarBottom: NSLayoutConstraint!
    private var keyboardObserver: NSObjectProtocol?

    public override func viewDidLoad() {
        super.viewDidLoad()
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
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] note in
            guard let info = note.userInfo,
                  let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
                  let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
            else { return }
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end, duration: duration, curve: curve) }
        }
    }

    private func keyboardWillChangeFrame(to endFrame: CGRect, duration: TimeInterval, curve: UInt) {
        let keyboard = view.convert(endFrame, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboard.minY)
        inputBarBottom.constant = -max(0, overlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
            self.scrollToNewestMessage()
        }
    }

    /// The content's end just above the table's bottom edge (or its top, when it all fits).
    private func scrollToNewestMessage() {
        let insets = tableView.adjustedContentInset
        let end = tableView.contentSize.height + insets.bottom - tableView.bounds.height
        tableView.contentOffset = CGPoint(x: 0, y: max(-insets.top, end))
    }
}
