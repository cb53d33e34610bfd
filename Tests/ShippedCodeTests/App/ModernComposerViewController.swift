import UIKit
import Combine

/// A composer as newer apps write it: Combine pipelines, a `for await` loop over the keyboard's
/// notifications, and work sent to the main queue from a selector observer. Only `import UIKit`
/// and `import Combine`, as it ships; compiled unchanged through the UIKitSourcePort plugin.
final class ModernComposerViewController: UIViewController {
    enum Style {
        /// A Combine sink without `receive(on:)`, animating with UIKit's default 0.25 s.
        case combineSink
        /// `.receive(on: DispatchQueue.main)`, then the constraint set without an animation.
        case combineOnMain
        /// `for await` over `notifications(named:)`, animating with the notification's curve.
        case asyncSequence
        /// A selector observer that defers to `DispatchQueue.main.async`, animating with 0.25 s.
        case mainQueueAsync
        /// WillShow and WillHide merged into one pipeline (`merge(with:)`), in a synchronous sink.
        case mergedShowAndHide
    }

    let style: Style
    let inputBar = UIView()
    let textField = UITextField()
    private var bottom: NSLayoutConstraint!
    private var cancellables = Set<AnyCancellable>()
    private var observation: Task<Void, Never>?
    private(set) var notificationsHandled = 0

    init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        observation?.cancel()
    }

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
        let keyboard = NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
        switch style {
        case .combineSink:
            keyboard
                .sink { [weak self] note in
                    UIView.animate(withDuration: 0.25) { self?.follow(note) }
                }
                .store(in: &cancellables)
        case .combineOnMain:
            keyboard
                .receive(on: DispatchQueue.main)
                .sink { [weak self] note in self?.follow(note) }
                .store(in: &cancellables)
        case .asyncSequence:
            observation = Task { [weak self] in
                for await note in NotificationCenter.default.notifications(named: UIResponder.keyboardWillChangeFrameNotification) {
                    self?.animateAlongKeyboard(note)
                }
            }
        case .mainQueueAsync:
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        case .mergedShowAndHide:
            let center = NotificationCenter.default
            center.publisher(for: UIResponder.keyboardWillShowNotification)
                .merge(with: center.publisher(for: UIResponder.keyboardWillHideNotification))
                .sink { [weak self] note in self?.follow(note) }
                .store(in: &cancellables)
        }
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        DispatchQueue.main.async {
            UIView.animate(withDuration: 0.25) { self.follow(notification) }
        }
    }

    /// Pins the bar to the keyboard's top and lays out (animated by whatever block is open).
    private func follow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        notificationsHandled += 1
        let overlap = max(0, view.bounds.maxY - end.minY - view.safeAreaInsets.bottom)
        bottom.constant = -overlap
        view.layoutIfNeeded()
    }

    private func animateAlongKeyboard(_ notification: Notification) {
        let info = notification.userInfo
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.follow(notification)
        }
    }
}
