import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// `App/ComposerViewController.swift` is written as apps ship it (Swift 5, `@objc` selector
/// observers, `@IBOutlet`s, `@IBAction`, target/action, a tap recognizer, a delayed perform) and
/// compiled unchanged through the UIKitSourcePort plugin. Expected positions come from the
/// keyboard's spring (docs/keyboard-physics.md §1) and the device's geometry (§3), not from the
/// simulator.
@MainActor
struct ComposerFilmTests {
    /// The storyboard's scene: the views and constraints Interface Builder would archive, the
    /// outlets connected before `viewDidLoad`, as UIKit loads a scene.
    final class StoryboardScene: ComposerViewController {
        override func loadView() {
            let root = UIView(frame: UIScreen.main.bounds)
            let table = UITableView(frame: .zero, style: .plain), bar = UIView(), field = UITextField(), button = UIButton(type: .system)
            for v in [table, bar, field, button] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(table)
            root.addSubview(bar)
            bar.addSubview(field)
            bar.addSubview(button)
            let bottom = bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: root.topAnchor), table.bottomAnchor.constraint(equalTo: bar.topAnchor),
                table.leadingAnchor.constraint(equalTo: root.leadingAnchor), table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 52), bottom,
                field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
                field.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
                field.centerYAnchor.constraint(equalTo: bar.centerYAnchor), field.heightAnchor.constraint(equalToConstant: 36),
                button.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
                button.centerYAnchor.constraint(equalTo: bar.centerYAnchor), button.widthAnchor.constraint(equalToConstant: 44),
            ])
            view = root
            tableView = table; inputBar = bar; textField = field; sendButton = button; inputBarBottom = bottom
        }
    }

    func film(_ events: String, duration: Double = 2) throws -> (Trace, StoryboardScene) {
        let vc = StoryboardScene()
        let trace = try TestSupport.film(vc, storyboard(name: "composer", strategy: nil, duration: duration, events: events)) {
            FilmSubject(bar: $0.inputBar, scrollView: $0.tableView, textField: $0.textField)
        }
        return (trace, vc)
    }

    // iPhone 13: 844 pt tall, home indicator 34 pt, keyboard 336 pt with QuickType: the bar rests
    // at 810 and rises by 336 − 34 = 302.

    @Test("selector observers with @objc handlers: the bar rides the keyboard's spring up (810 − 302·p) and down (508 + 302·p), DidHide reaches its handler once")
    func ridesTheKeyboard() throws {
        let (trace, vc) = try film(#"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#)
        for f in trace.frames {
            let expected = barBottom(at: f.time, rest: 810, rise: 302, show: 0.1, hide: 1.0)
            #expect(abs(f.bar.maxY - expected) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
        }
        #expect(vc.didHideCount == 1)
        #expect(vc.editingBegan == 1, "the text field's .editingDidBegin target/action ran when it became first responder")
    }

    @Test("perform(_:with:afterDelay:) runs on the film's clock: each WillChangeFrame (show, hide) schedules the scroll 0.1 s later, and both run")
    func delayedPerform() throws {
        let (_, vc) = try film(#"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#)
        #expect(vc.scrolledAfterDelay == 2)
        let (_, early) = try film(#"{ "at": 0.1, "do": "show" }"#, duration: 0.15)
        #expect(early.scrolledAfterDelay == 0, "0.1 s after a show at 0.1 s is after this 0.15 s film")
    }

    @Test("the send button's @IBAction runs for .touchUpInside, and the tap recognizer's action ends editing: the keyboard goes down")
    func targetAction() throws {
        let (_, vc) = try film(#"{ "at": 0.1, "do": "show" }"#, duration: 1)
        #expect(vc.textField.isFirstResponder)
        vc.textField.text = "hello"
        vc.sendButton.sendActions(for: .touchUpInside)
        #expect(vc.sentMessages == ["hello"])
        #expect(vc.textField.text == "")
        let tap = try #require(vc.tableView.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(tap.cancelsTouchesInView == false)
        tap.recognize(.ended, at: CGPoint(x: 100, y: 300))
        #expect(vc.textField.isFirstResponder == false)
    }

    @Test("removeObserver(self) stops the selector observers; an observer that is gone is not called")
    func removingObservers() throws {
        let vc = StoryboardScene()
        vc.loadViewIfNeeded()
        NotificationCenter.default.removeObserver(vc)
        NotificationCenter.default.post(name: UIResponder.keyboardDidHideNotification, object: nil)
        #expect(vc.didHideCount == 0)

        weak var released: StoryboardScene?
        do {
            let gone = StoryboardScene()
            gone.loadViewIfNeeded()
            released = gone
        }
        #expect(released == nil)
        NotificationCenter.default.post(name: UIResponder.keyboardDidHideNotification, object: nil)
    }
}

/// Block observers on `OperationQueue.main` filmed from a `@MainActor` Swift Testing test: on a
/// device UIKit posts on the main thread and such a block runs at once, inside the keyboard's
/// animation block (docs/keyboard-physics.md §11). Before, corelibs handed the block to a main
/// queue nobody drained and the test hung.
@MainActor
struct MainQueueObserverTests {
    @Test("queue: .main observers run inside the post: the bar rides the keyboard's spring (810 − 302·p) and is back at 810 after the hide, within the test's run")
    func mainQueueObserversRunInsideThePost() throws {
        let sb = try storyboard(name: "block", strategy: nil, events: #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#)
        let trace = try film(BlockObserverViewController(), sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
        for f in trace.frames {
            let expected = barBottom(at: f.time, rest: 810, rise: 302, show: 0.1, hide: 1.0)
            #expect(abs(f.bar.maxY - expected) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
        }
    }
}
