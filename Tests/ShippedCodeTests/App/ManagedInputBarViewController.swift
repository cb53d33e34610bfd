import UIKit

/// An input-bar library's "subview" set-up (InputBarAccessoryView's keyboard manager, which
/// MessageKit 4 and 5 use), written here in our own words: the bar is an ordinary subview whose
/// bottom is pinned to the view's bottom edge; on WillShow and WillChangeFrame the constant
/// becomes minus the End frame's *height* (never less than the 34 pt home-indicator area), on
/// WillHide it goes back to the rest. No input accessory view is set, so iOS 26's change to the
/// reported frame leaves the arithmetic alone.
final class ManagedInputBarViewController: UIViewController {
    let inputBar = UIView()
    let textField = UITextField()
    private var bottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputBar.backgroundColor = .secondarySystemBackground
        textField.borderStyle = .roundedRect
        for v in [inputBar, textField] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(inputBar)
        inputBar.addSubview(textField)
        bottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -34)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            bottom,
            textField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
            textField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
        ])
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillMove(_:)), name: name, object: nil)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillMove(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        bottom.constant = min(-34, -end.height)
        view.layoutIfNeeded()
    }

    @objc func keyboardWillHide(_ note: Notification) {
        bottom.constant = -34
        view.layoutIfNeeded()
    }
}
