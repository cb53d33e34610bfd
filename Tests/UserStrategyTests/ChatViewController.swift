#if canImport(UIKit)
import UIKit
#else
import Foundation
import KeyboardFilmUIKit
#endif

/// A production-style chat screen, as an iOS app ships it: a table, and an input bar pinned by a
/// bottom constraint that a WillChangeFrame observer moves with the keyboard. Nothing in this
/// file knows it is being filmed; it compiles unchanged in an iOS app.
final class ChatViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let inputBar = UIView()
    let textField = UITextField()
    static let barHeight: CGFloat = 52
    /// The handler's animation options (tests vary them; an app would write them inline).
    var animationOptions: (_ curve: UInt) -> UIView.AnimationOptions = { UIView.AnimationOptions(rawValue: $0 << 16) }
    var animationDuration: (_ reported: TimeInterval) -> TimeInterval = { $0 }
    /// Whether the handler also counts the bar in the table's insets and scrolls the newest
    /// message above it (the lines this handler, like many, forgets).
    var keepsNewestMessageVisible = false
    private var inputBarBottom: NSLayoutConstraint!
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
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
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: Self.barHeight),
            inputBarBottom,
            textField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -60),
            textField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            textField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
        ])
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
            guard let info = note.userInfo,
                  let endValue = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
                  let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
                  let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
            else { return }
            let endFrame = endValue.cgRectValue
            // UIKit posts on the main thread.
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(endFrame: endFrame, duration: duration, curve: curve) }
        }
    }

    private func keyboardWillChangeFrame(endFrame: CGRect, duration: TimeInterval, curve: UInt) {
        let end = view.convert(endFrame, from: nil)
        let overlap = max(0, view.bounds.maxY - end.minY)
        let lift = max(0, overlap - view.safeAreaInsets.bottom)
        inputBarBottom.constant = -lift
        UIView.animate(withDuration: animationDuration(duration), delay: 0, options: animationOptions(curve)) {
            self.view.layoutIfNeeded()
            if self.keepsNewestMessageVisible { self.scrollNewestMessageAboveBar(lift: lift) }
        }
        if !keepsNewestMessageVisible {
            tableView.contentInset.bottom = lift
            tableView.verticalScrollIndicatorInsets.bottom = lift
        }
    }

    private func scrollNewestMessageAboveBar(lift: CGFloat) {
        tableView.contentInset.bottom = lift + Self.barHeight
        tableView.verticalScrollIndicatorInsets.bottom = lift + Self.barHeight
        let insets = tableView.adjustedContentInset
        let end = tableView.contentSize.height + insets.bottom - tableView.bounds.height
        tableView.setContentOffset(CGPoint(x: 0, y: max(-insets.top, end)), animated: false)
    }
}
