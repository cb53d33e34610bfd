import Foundation
import KeyboardFilmSwiftUI
import KeyboardFilmUIKit
import KeyboardSimulation

/// One chat screen written twice, for the SwiftUI-against-UIKit measure: nine message bubbles
/// in a scroll view and a composer (a rounded field and a send button on the bar material) kept on
/// the keyboard — in SwiftUI with `safeAreaInset`, in UIKit with the keyboard layout guide.
enum BenchScreens {
    /// As many as fit above the keyboard (so neither screen scrolls: each opens at its top).
    static let messages = (1...9).map { "Message number \($0)" }

    /// The SwiftUI screen in a hosting controller.
    @MainActor static func swiftUI(_ window: UIWindow) -> FilmSubject {
        window.rootViewController = UIHostingController(rootView: SwiftUIChat())
        return FilmSubject(barIdentifier: "composer", scrollViewIdentifier: "transcript")
    }

    /// The UIKit screen.
    @MainActor static func uiKit(_ window: UIWindow) -> FilmSubject {
        let chat = UIKitChat()
        window.rootViewController = chat
        return FilmSubject(bar: chat.bar, scrollView: chat.scrollView, textField: chat.field)
    }
}

struct SwiftUIChat: View {
    @State private var draft = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(BenchScreens.messages, id: \.self) { text in
                    Text(text)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Color(white: 0.9), in: RoundedRectangle(cornerRadius: 16))
                }
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .accessibilityIdentifier("transcript")
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack(spacing: 8) {
                TextField("Message", text: $draft).textFieldStyle(.roundedBorder)
                Button("Send") {}.buttonStyle(.borderedProminent)
            }
            .padding(8)
            .background(.bar)
            .accessibilityIdentifier("composer")
        }
    }
}

/// The UIKit screen as such screens are written: bubbles laid out by frame in the scroll view,
/// the bar pinned to the keyboard layout guide with its field and button inside.
@MainActor
final class UIKitChat: UIViewController {
    let scrollView = UIScrollView()
    let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    let field = UITextField()
    private let send = UIButton(type: .system)
    private var bubbles: [(UIView, UILabel)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for text in BenchScreens.messages {
            let bubble = UIView(), label = UILabel()
            label.text = text
            bubble.backgroundColor = UIColor(white: 0.9, alpha: 1)
            bubble.layer.cornerRadius = 16
            bubble.addSubview(label)
            scrollView.addSubview(bubble)
            bubbles.append((bubble, label))
        }
        field.borderStyle = .roundedRect
        field.placeholder = "Message"
        send.setTitle("Send", for: .normal)
        send.setTitleColor(.white, for: .normal)
        send.backgroundColor = .systemBlue
        send.layer.cornerRadius = 8
        bar.contentView.addSubview(field)
        bar.contentView.addSubview(send)
        for v in [scrollView, bar] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            // The SwiftUI bar's height: a rounded field's line (20⅓ pt) plus 7 pt above and below, 8 pt padding.
            bar.heightAnchor.constraint(equalToConstant: 50 + 1.0 / 3),
        ])
    }

    /// Bubbles: the label's size plus 12 pt at the sides and 8 pt above and below, 8 pt apart;
    /// the bar's button at its label's size plus 12 and 7 pt, the field taking the rest.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y: CGFloat = 16
        for (bubble, label) in bubbles {
            let s = label.intrinsicContentSize
            bubble.frame = CGRect(x: 16, y: y, width: s.width + 24, height: s.height + 16)
            label.frame = CGRect(x: 12, y: 8, width: s.width, height: s.height)
            y += s.height + 16 + 8
        }
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: y - 8 + 16)
        let measure = UILabel()
        measure.text = send.title(for: .normal)
        let b = bar.bounds, title = measure.intrinsicContentSize
        let button = CGSize(width: title.width + 24, height: title.height + 14)
        send.frame = CGRect(x: b.width - 8 - button.width, y: (b.height - button.height) / 2, width: button.width, height: button.height)
        field.frame = CGRect(x: 8, y: 8, width: send.frame.minX - 16, height: b.height - 16)
    }
}
