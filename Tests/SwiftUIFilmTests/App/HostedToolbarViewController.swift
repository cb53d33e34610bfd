import SwiftUI
import UIKit

/// A reply bar written in SwiftUI.
struct ReplyBar: View {
    @State private var reply = ""

    var body: some View {
        HStack(spacing: 8) {
            TextField("Reply", text: $reply)
                .textFieldStyle(.roundedBorder)
            Button("Post") {}
                .buttonStyle(.borderedProminent)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

/// A UIKit screen hosting the SwiftUI bar and moving it itself, as a Mastodon client's compose
/// screen does: the hosted view's own keyboard avoidance is off (`safeAreaRegions = .container`),
/// the bar's frame follows the keyboard's end frame in the keyboard's notification.
final class HostedToolbarViewController: UIViewController {
    let toolbar = UIHostingController(rootView: ReplyBar())
    private var keyboardTop: CGFloat?
    static let barHeight: CGFloat = 52

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        toolbar.safeAreaRegions = .container
        addChild(toolbar)
        view.addSubview(toolbar.view)
        toolbar.didMove(toParent: self)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let rest = view.bounds.height - view.safeAreaInsets.bottom
        let bottom = min(rest, keyboardTop ?? rest)
        toolbar.view.frame = CGRect(x: 0, y: bottom - Self.barHeight, width: view.bounds.width, height: Self.barHeight)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardTop = view.convert(end, from: nil).minY
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}
