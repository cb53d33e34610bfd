import SwiftUI
import UIKit

/// A reply bar written in SwiftUI, used by a UIKit screen.
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

/// A UIKit screen hosting the SwiftUI reply bar and moving it itself: the hosted view's own
/// keyboard avoidance is off (`safeAreaRegions = .container`) and the keyboard's notification
/// sets the bar's frame, inside the keyboard's animation.
final class HostedComposerViewController: UIViewController {
    let replyBar = UIHostingController(rootView: ReplyBar())
    private var keyboardTop: CGFloat?
    private let barHeight: CGFloat = 52

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        replyBar.safeAreaRegions = .container
        addChild(replyBar)
        view.addSubview(replyBar.view)
        replyBar.didMove(toParent: self)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let rest = view.bounds.height - view.safeAreaInsets.bottom
        let bottom = min(rest, keyboardTop ?? rest)
        replyBar.view.frame = CGRect(x: 0, y: bottom - barHeight, width: view.bounds.width, height: barHeight)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardTop = view.convert(end, from: nil).minY
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}
