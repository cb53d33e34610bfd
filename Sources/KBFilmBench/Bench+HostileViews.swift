import Foundation
import KeyboardFilm
import KeyboardFilmUIKit
import KeyboardSimulation

/// What a user's screen may hold that no screen should: thousands of arranged views, a label of
/// 100,000 characters, a text view of a million. The film's cost should follow what is visible,
/// so each is timed as a whole film (simulate, then render at 1x on one thread) beside the same
/// screen without it, in the same run.
extension Bench {
    func hostileViews() throws {
        let sb = try BenchStoryboards.parse("""
        { "name": "bench-hostile", "device": "iPhone 13", "system": "ios17", "fps": 10, "duration": 1.0, "scale": 1,
          "events": [ { "at": 0.1, "do": "show" } ] }
        """)
        print("## Hostile views: \(sb.frameCount) frames at 10 fps, show, 1x, one thread\n")
        var cases: [(String, @MainActor (HostileScreen) -> Void)] = [("the screen alone", { _ in })]
        for n in quick ? [100, 1_000] : [100, 250, 500, 1_000] {
            cases.append(("a stack view of \(n) arranged labels", { $0.stack(labels: n) }))
        }
        for n in quick ? [2_000] : [500, 2_000] {
            cases.append(("\(n) nested views, four constraints each", { $0.nest(views: n) }))
        }
        for n in quick ? [100_000] : [10_000, 100_000] {
            cases.append(("a one-line label of \(n) characters", { $0.label(characters: n) }))
        }
        cases.append(("a text field of 100,000 characters", { $0.field(characters: 100_000) }))
        for n in quick ? [1_000_000] : [100_000, 1_000_000] {
            cases.append(("a text view of \(n) characters", { $0.textView(characters: n) }))
        }
        var t = Table("screen", "simulate (ms)", "render (ms)", "whole film (ms)", "× the screen alone")
        var alone = 0.0
        for (name, content) in cases {
            let setUp: @MainActor (UIWindow) -> FilmSubject = { window in
                let screen = HostileScreen(content)
                window.rootViewController = screen
                return FilmSubject(bar: screen.bar, textField: screen.field)
            }
            var film: Film?, refusal: String?
            let simulate = Stopwatch.seconds {
                do { film = try MainActor.assumeIsolated { try Film(storyboard: sb, setUp: setUp) } } catch { refusal = "\(error)" }
            } * 1000
            guard let film else {
                t.add(name, f1(simulate), "—", "stopped: " + String((refusal ?? "").prefix(80)) + "…", "—")
                continue
            }
            let scene = FrameScene(storyboard: sb, trace: film.trace)
            let render = try Stopwatch.seconds { _ = try FilmRenderer(scene: scene).render(jobs: 1, encodePNG: true) { _ in } } * 1000
            let total = simulate + render
            if alone == 0 { alone = total }
            t.add(name, f1(simulate), f1(render), f1(total), f1(total / alone))
        }
        t.print()
    }
}

/// A bar on the keyboard layout guide, and above it whatever the case adds.
@MainActor
final class HostileScreen: UIViewController {
    let bar = UIView(), field = UITextField()
    private let content: (HostileScreen) -> Void
    init(_ content: @escaping (HostileScreen) -> Void) { self.content = content; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bar.backgroundColor = .secondarySystemBackground
        field.borderStyle = .roundedRect
        field.frame = CGRect(x: 8, y: 6, width: 300, height: 32)
        bar.addSubview(field)
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44), bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        content(self)
    }

    func stack(labels n: Int) {
        let stack = UIStackView(arrangedSubviews: (0..<n).map { i in
            let label = UILabel()
            label.text = "Row \(i)"
            return label
        })
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        ])
    }

    /// Each view inside the one before, its edges pinned to it (nearly a point in).
    func nest(views n: Int) {
        var parent: UIView = view
        for _ in 0..<n {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.05),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -0.05),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.05),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -0.05),
            ])
            parent = child
        }
    }

    func label(characters n: Int) {
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 21))
        label.text = Self.text(characters: n)
        view.addSubview(label)
    }

    func field(characters n: Int) { field.text = Self.text(characters: n) }

    func textView(characters n: Int) {
        let textView = UITextView(frame: CGRect(x: 16, y: 60, width: 300, height: 400))
        textView.text = Self.text(characters: n)
        view.addSubview(textView)
    }

    /// Words of five letters and a space.
    static func text(characters n: Int) -> String { String(String(repeating: "words ", count: n / 6 + 1).prefix(n)) }
}
