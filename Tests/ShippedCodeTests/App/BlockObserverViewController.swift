#if canImport(UIKit)
import UIKit
#else
import Foundation
import KeyboardFilmUIKit
#endif

/// The pre-Swift-6 block-observer idiom: `queue: .main`, and the closure calls the controller's
/// method directly (Swift 5 mode warns about isolation, as Xcode does, and compiles).
final class BlockObserverViewController: UIViewController {
    let inputBar = UIView()
    let textField = UITextField()
    private var bottom: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        inputBar.addSubview(textField)
        bottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            bottom,
        ])
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                                object: nil, queue: .main) { note in
            self.keyboardWillShow(note)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                                object: nil, queue: OperationQueue.main) { [weak self] _ in
            self?.bottom.constant = 0
            self?.view.layoutIfNeeded()
        })
    }

    func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        bottom.constant = -(frame.height - view.safeAreaInsets.bottom)
        view.layoutIfNeeded()
    }
}
