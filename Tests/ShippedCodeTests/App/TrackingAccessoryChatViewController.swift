import UIKit

/// A chat framework's keyboard handling before iOS 26 (Chatto's, as its pull request #797
/// describes): the text view's input accessory is a transparent tracking view as tall as the
/// input bar, and the bar, in the controller's view, is placed at the reported keyboard frame's
/// top *minus the accessory*, since the frame UIKit reports includes the accessory.
final class TrackingAccessoryChatViewController: UIViewController {
    let inputBar = UIView()
    let textView = UITextView()
    let trackingView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
    private var barBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputBar.backgroundColor = .secondarySystemBackground
        trackingView.backgroundColor = .clear
        textView.inputAccessoryView = trackingView
        for v in [inputBar, textView] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(inputBar)
        inputBar.addSubview(textView)
        barBottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -34)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            barBottom,
            textView.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -16),
            textView.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 7),
            textView.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -7),
        ])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardWillChangeFrame(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let inView = view.convert(frame, from: nil)
        // The frame includes the tracking view: take it off to find the keys' top.
        let bottom = view.bounds.height - inView.minY - trackingView.bounds.height
        barBottom.constant = -max(view.safeAreaInsets.bottom, bottom)
        view.layoutIfNeeded()
    }
}
