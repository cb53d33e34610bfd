import UIKit

/// The keyboard manager's technique (IQKeyboardManager's): the whole screen moves up. On
/// WillShow the root view's frame moves up by the keyboard's height, inside the keyboard's
/// animation; on WillHide it moves back. The bar sits on the view's bottom edge (not its safe
/// area, which a view moved off the home indicator loses), and nothing is constrained to the keyboard.
final class RootShiftingViewController: UIViewController {
    let bar = UIView()
    let textField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bar.backgroundColor = .secondarySystemBackground
        for v in [bar, textField] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(bar)
        bar.addSubview(textField)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            textField.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            textField.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
            textField.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        ])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        view.frame.origin.y = -end.height
    }

    @objc func keyboardWillHide(_ note: Notification) {
        view.frame.origin.y = 0
    }
}
