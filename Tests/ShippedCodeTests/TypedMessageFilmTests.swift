import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// iOS 26's typed keyboard messages: a controller written against
/// `NotificationCenter.default.addObserver(of: UIScreen.self, for: .keyboardWillShow)` compiles as
/// it is and films. On `ios26` the messages arrive where the notifications do (inside the
/// keyboard's block); an earlier system has no such API and posts none.
@MainActor
struct TypedMessageFilmTests {
    final class MessageComposer: UIViewController {
        let bar = UIView()
        let field = UITextField()
        var bottom: NSLayoutConstraint!
        var tokens: [NotificationCenter.ObservationToken] = []
        var heard: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            field.frame = CGRect(x: 12, y: 6, width: 300, height: 32)
            bar.addSubview(field)
            view.addSubview(bar)
            bottom = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bottom,
            ])
            tokens.append(NotificationCenter.default.addObserver(of: UIScreen.self, for: .keyboardWillShow) { [weak self] message in
                guard let self else { return }
                self.heard.append("willShow \(message.endFrame.height) curve \(message.animationCurve.rawValue)")
                self.bottom.constant = message.endFrame.height - self.view.safeAreaInsets.bottom
                self.view.layoutIfNeeded()
            })
            tokens.append(NotificationCenter.default.addObserver(for: UIResponder.KeyboardWillHideMessage.self) { [weak self] _ in
                guard let self else { return }
                self.heard.append("willHide")
                self.bottom.constant = 0
                self.view.layoutIfNeeded()
            })
        }
    }

    func film(system: String) throws -> (Trace, MessageComposer) {
        let json = #"{ "name": "typed", "device": "iPhone 17 Pro", "system": "\#(system)", "fps": 30, "duration": 1.6, "scale": 1, "events": [{ "at": 0.1, "do": "show" }, { "at": 0.9, "do": "hide" }] }"#
        let sb = try StoryboardLoader.parse(Array(json.utf8), file: "typed.json")
        let vc = MessageComposer()
        let trace = try Simulator.run(sb) { window in
            window.rootViewController = vc
            return FilmSubject(bar: vc.bar, textField: vc.field)
        }
        return (trace, vc)
    }

    @Test("on ios26 the handler hears WillShow and WillHide as messages, inside the keyboard's block: the bar rises to the 353 pt keyboard and comes back")
    func ios26Film() throws {
        let (trace, vc) = try film(system: "ios26")
        #expect(vc.heard == ["willShow 353.0 curve 7", "willHide"])
        // iPhone 17 Pro: 874 pt tall, 34 pt home indicator; the iOS 26 SDK's keyboard with QuickType is 308 + 45.
        let shown = try #require(trace.frame(atTime: 0.8))
        #expect(abs(shown.bar.maxY - (874 - 353)) < 0.01 && abs(shown.keyboard.minY - (874 - 353)) < 0.01)
        // Set in the keyboard's block, the constant rides the keyboard's own timing: at the keyboard's
        // progress p the bar has gone 319·p of its way (and leads the keyboard by 34·(1 − p)).
        let rising = try #require(trace.frame(atTime: 0.1 + 1.0 / 30))
        let p = (874 - rising.keyboard.minY) / 353
        #expect(p > 0.1 && p < 0.9, "mid-motion: p = \(p)")
        #expect(abs(rising.bar.maxY - (840 - 319 * p)) < 0.01, "bar \(rising.bar.maxY)")
        #expect(abs(trace.frames.last!.bar.maxY - 840) < 0.01)
    }

    @Test("on ios17 no typed message is posted: the same code never moves the bar")
    func earlierSystem() throws {
        let (trace, vc) = try film(system: "ios17")
        #expect(vc.heard.isEmpty)
        #expect(trace.frames.allSatisfy { abs($0.bar.maxY - 840) < 0.01 })
    }
}
