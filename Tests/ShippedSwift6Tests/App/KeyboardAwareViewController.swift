import UIKit
import Combine

/// A Swift 6 controller (strict concurrency): the keyboard followed through an async sequence,
/// a Combine pipeline delivered on the main queue, main-queue work from a block observer, and
/// an async sequence that waits 0.1 s (`Task.sleep`) before it animates.
/// Only `import UIKit` and `import Combine`; compiled unchanged through the UIKitSourcePort plugin.
@MainActor
final class KeyboardAwareViewController: UIViewController {
    enum Style: Sendable {
        case asyncSequence, combineOnMain, blockObserverThenMainQueue, sleepThenAnimate
    }

    let style: Style
    let inputBar = UIView()
    let textField = UITextField()
    private var bottom: NSLayoutConstraint?
    private var cancellables: Set<AnyCancellable> = []
    private var observation: Task<Void, Never>?
    private var token: NSObjectProtocol?
    private(set) var handled = 0

    init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        inputBar.addSubview(textField)
        let bottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        self.bottom = bottom
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            bottom,
        ])
        switch style {
        case .asyncSequence:
            observation = Task { [weak self] in
                let frames = NotificationCenter.default.notifications(named: UIResponder.keyboardWillChangeFrameNotification)
                for await note in frames {
                    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
                    self?.move(toKeyboardTop: end.minY)
                }
            }
        case .combineOnMain:
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                .map(\.minY)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] top in self?.move(toKeyboardTop: top) }
                .store(in: &cancellables)
        case .sleepThenAnimate:
            observation = Task { [weak self] in
                for await note in NotificationCenter.default.notifications(named: UIResponder.keyboardWillChangeFrameNotification) {
                    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
                    try? await Task.sleep(for: .milliseconds(100))
                    self?.move(toKeyboardTop: end.minY)
                }
            }
        case .blockObserverThenMainQueue:
            token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                           object: nil, queue: nil) { [weak self] note in
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let top = end.minY
                DispatchQueue.main.async {
                    self?.move(toKeyboardTop: top)
                }
            }
        }
    }

    /// Animates the bar onto the keyboard's top with UIKit's default 0.25 s ease-in-out.
    private func move(toKeyboardTop top: CGFloat) {
        handled += 1
        bottom?.constant = -max(0, view.bounds.maxY - top - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
