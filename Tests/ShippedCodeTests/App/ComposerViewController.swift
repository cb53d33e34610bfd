#if canImport(UIKit)
import UIKit
#else
import Foundation
import KeyboardFilmUIKit
#endif

/// A chat composer as most apps still write one (Swift 5, built from a storyboard): outlets,
/// selector observers with `@objc` handlers, a send button's target/action, tap-to-dismiss, and
/// a delayed scroll. This file is compiled as it is, through the UIKitSourcePort plugin.
class ComposerViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var inputBar: UIView!
    @IBOutlet weak var textField: UITextField!
    @IBOutlet weak var sendButton: UIButton!
    @IBOutlet weak var inputBarBottom: NSLayoutConstraint!

    var sentMessages: [String] = []
    var editingBegan = 0
    var didHideCount = 0
    var scrolledAfterDelay = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidHide),
                                               name: UIResponder.keyboardDidHideNotification, object: nil)
        sendButton.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
        textField.addTarget(self, action: #selector(textFieldDidBeginEditing), for: .editingDidBegin)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        tableView.addGestureRecognizer(tap)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
        else { return }
        let keyboard = view.convert(endFrame, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboard.minY)
        inputBarBottom.constant = -max(0, overlap - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(#selector(scrollToBottom), with: nil, afterDelay: 0.1)
    }

    @objc func keyboardDidHide() {
        didHideCount += 1
    }

    @objc func scrollToBottom() {
        scrolledAfterDelay += 1
    }

    @IBAction func send(_ sender: UIButton) {
        guard let text = textField.text, !text.isEmpty else { return }
        sentMessages.append(text)
        textField.text = ""
    }

    @objc private func textFieldDidBeginEditing() {
        editingBegan += 1
    }

    @objc func dismissKeyboard() {
        view.endEditing(true)
    }
}
