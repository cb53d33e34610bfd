import UIKit

/// A bar moved by a transform rather than by layout (Swift 5): on WillShow/WillHide it animates
/// `transform` with the notification's duration and curve (`curve << 16` as the options).
class TransformComposerViewController: UIViewController {
    let bar = UIView()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(field)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 52),
            field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
            field.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        ])
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let info = note.userInfo, let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let lift = max(0, view.bounds.maxY - view.convert(end, from: nil).minY) - view.safeAreaInsets.bottom
        move(by: -lift, info)
    }

    @objc func keyboardWillHide(_ note: Notification) {
        guard let info = note.userInfo else { return }
        move(by: 0, info)
    }

    private func move(by dy: CGFloat, _ info: [AnyHashable: Any]) {
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.bar.transform = CGAffineTransform(translationX: 0, y: dy)
        }
    }
}
