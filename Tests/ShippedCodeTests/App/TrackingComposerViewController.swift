import UIKit
import Combine

/// The "tracking view as input accessory" technique: an empty accessory view observes its
/// superview — the keyboard's host view — with KVO and moves the bar wherever the keyboard is.
final class KeyboardTrackingView: UIView {
    var keyboardFrameChanged: ((CGRect) -> Void)?
    /// Observes with Combine's `publisher(for:)` instead of `observe(_:options:)`.
    var usesPublisher = false
    private var observation: NSKeyValueObservation?
    private var subscription: AnyCancellable?

    override func willMove(toSuperview newSuperview: UIView?) {
        observation?.invalidate()
        subscription = nil
        if usesPublisher {
            subscription = newSuperview?.publisher(for: \.center).sink { [weak self, weak newSuperview] _ in
                if let host = newSuperview { self?.keyboardFrameChanged?(host.frame) }
            }
        } else {
            observation = newSuperview?.observe(\.center, options: [.initial, .new]) { [weak self] host, _ in
                self?.keyboardFrameChanged?(host.frame)
            }
        }
        super.willMove(toSuperview: newSuperview)
    }
}

class TrackingComposerViewController: UIViewController {
    let inputBar = UIView()
    let textField = UITextField()
    let tracker = KeyboardTrackingView(frame: .zero)
    private var bottom: NSLayoutConstraint!
    private(set) var changesSeen = 0

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
        textField.inputAccessoryView = tracker
        tracker.keyboardFrameChanged = { [weak self] frame in self?.follow(frame) }
    }

    private func follow(_ hostFrame: CGRect) {
        guard let hostSpace = tracker.superview?.superview, view.window != nil else { return }
        changesSeen += 1
        let keyboard = view.convert(hostFrame, from: hostSpace)
        bottom.constant = -max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
        view.layoutIfNeeded()
    }
}
