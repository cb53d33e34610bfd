import Foundation
import GoldenFilm
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Filming a controller as written (`ChatViewController.swift` would compile in an iOS app):
/// expected values from the keyboard's spring and UIKit's ease-in-out (TestSupport's reference curves)
/// (docs/keyboard-physics.md §1–§3), never read from the simulator.
@MainActor
struct ControllerFilmTests {
    static func storyboard(_ device: String, events: String, duration: Double = 2, strategy: String = "") throws -> Storyboard {
        try StoryboardLoader.parse(Array("""
        { "name": "chat", "device": "\(device)", "system": "ios15", "fps": 60, "duration": \(duration), \(strategy)
          "events": [ \(events) ] }
        """.utf8), file: "chat.json")
    }

    static let showThenHide = #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#

    func film(_ sb: Storyboard, _ configure: (ChatViewController) -> Void = { _ in }) throws -> (Trace, ChatViewController) {
        let vc = ChatViewController()
        configure(vc)
        let trace = try TestSupport.film(vc, sb) { FilmSubject(bar: $0.inputBar, scrollView: $0.tableView, textField: $0.textField) }
        return (trace, vc)
    }

    // iPhone 13: 390 × 844 pt, home indicator 34 pt, keyboard 336 pt with QuickType (§3), so the
    // bar rests at 844 − 34 = 810 and rises by 336 − 34 = 302.

    @Test("iPhone 13: the bar's bottom is 810 − 302·p(t) while showing and back at 810 after hiding; the table's bottom inset is 302 once shown")
    func iPhone13() throws {
        let (trace, vc) = try film(Self.storyboard("iPhone 13", events: Self.showThenHide))
        #expect(trace.strategy == "ChatViewController")
        for f in trace.frames where f.time <= 1.0 {
            let expected = 810 - 302 * springProgress(f.time - 0.1)
            #expect(abs(f.bar.maxY - expected) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
        }
        #expect(abs(trace.frames.last!.bar.maxY - 810) <= 0.01)
        #expect(vc.tableView.contentInset.bottom == 0)
        #expect(vc.textField.isFirstResponder == false)

        let (_, shown) = try film(Self.storyboard("iPhone 13", events: #"{ "at": 0.1, "do": "show" }"#, duration: 1))
        #expect(shown.tableView.contentInset.bottom == 302)
        #expect(shown.tableView.verticalScrollIndicatorInsets.bottom == 302)
        #expect(shown.textField.isFirstResponder)
    }

    // The film's chat: 14 messages of 34 pt, 8 pt apart, 10 pt padding: 600 pt of content. It
    // opens at the top (it fits under the 47 pt status bar — the controller is in no navigation
    // controller, so no bar — and the offset is −47): the newest message sits at
    // 47 + 600 − 10 − 34 = 603 … 637 on screen.

    @Test("the handler as written insets the table but never scrolls it: once shown, the keyboard hides all 34 pt of the newest message")
    func newestMessageCovered() throws {
        let (trace, _) = try film(Self.storyboard("iPhone 13", events: #"{ "at": 0.1, "do": "show" }"#, duration: 1))
        #expect(trace.frames.first!.lastMessageCovered == 0)
        for f in trace.frames {
            let v = try #require(f.scrollView)
            #expect(abs(v.contentOffsetY + 47) <= 0.001)
            // What the bar and the keyboard hide of 603 … 637 (on a Face ID phone the bar leads
            // the keyboard, so a gap between them may show part of it).
            func hidden(_ top: Double, _ bottom: Double) -> Double { max(0, min(637, bottom) - max(603, top)) }
            let both = hidden(max(f.bar.minY, f.keyboard.minY), min(f.bar.maxY, 844))
            let expected = hidden(f.bar.minY, f.bar.maxY) + hidden(f.keyboard.minY, 844) - both
            #expect(abs(f.lastMessageCovered - expected) <= 0.001, "frame \(f.index): covered \(f.lastMessageCovered), expected \(expected)")
        }
        #expect(trace.frames.last!.lastMessageCovered == 34)
        #expect(trace.verdict.hasSuffix("up to 34 pt"))
    }

    @Test("counting the bar in the insets and scrolling in the same block keeps the newest message visible in every frame, offset 600 + 302 + 52 + 34 − 844 = 144")
    func newestMessageVisible() throws {
        let (trace, vc) = try film(Self.storyboard("iPhone 13", events: #"{ "at": 0.1, "do": "show" }"#, duration: 1)) {
            $0.keepsNewestMessageVisible = true
        }
        for f in trace.frames { #expect(f.lastMessageCovered <= 0.5, "frame \(f.index): covered \(f.lastMessageCovered)") }
        let last = try #require(trace.frames.last?.scrollView)
        #expect(abs(last.contentOffsetY - 144) <= 0.001)
        #expect(last.contentInsetBottom == 302 + 52 && last.adjustedInsetBottom == 302 + 52 + 34)
        #expect(vc.tableView.contentOffset.y == 144)
        #expect(trace.verdict.hasSuffix("last message visible in every frame"))
        // The offset rides the keyboard's block: halfway through the spring it is halfway there.
        let mid = try #require(trace.frames.first { springProgress($0.time - 0.1) >= 0.5 })
        let expected = -47 + 191 * springProgress(mid.time - 0.1)
        #expect(abs(mid.scrollView!.contentOffsetY - expected) <= 0.5)
    }

    @Test("iPhone SE (2nd generation): no home indicator, so the bar stays on the keyboard in every frame")
    func homeButtonPhone() throws {
        let (trace, _) = try film(Self.storyboard("iPhone SE (2nd generation)", events: Self.showThenHide))
        for f in trace.frames { #expect(abs(f.drift) <= 0.5, "frame \(f.index): drift \(f.drift)") }
        #expect(trace.frames.contains { $0.keyboard.minY < 667 - 200 }) // the keyboard really came up
    }

    @Test("a handler that overrides the inherited duration and curve runs its own 0.25 s ease-in-out: 810 − 302·B((t − 0.1)/0.25)")
    func overrideOptions() throws {
        let (trace, _) = try film(Self.storyboard("iPhone 13", events: #"{ "at": 0.1, "do": "show" }"#, duration: 1)) { vc in
            vc.animationOptions = { _ in [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseInOut] }
            vc.animationDuration = { _ in 0.25 }
        }
        for f in trace.frames {
            let expected = 810 - 302 * easeInOut((f.time - 0.1) / 0.25)
            #expect(abs(f.bar.maxY - expected) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
        }
    }

    @Test("without the override options, or with the curve passed without << 16, the handler rides the keyboard's block")
    func inheritedTiming() throws {
        let variants: [(UInt) -> UIView.AnimationOptions] = [{ _ in .curveEaseInOut }, { UIView.AnimationOptions(rawValue: $0) }]
        for options in variants {
            let (trace, _) = try film(Self.storyboard("iPhone 13", events: #"{ "at": 0.1, "do": "show" }"#, duration: 1)) { vc in
                vc.animationOptions = options
                vc.animationDuration = { _ in 0.25 }
            }
            for f in trace.frames {
                let expected = 810 - 302 * springProgress(f.time - 0.1)
                #expect(abs(f.bar.maxY - expected) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
            }
        }
    }

    /// The iOS 15 way: pin the bar to the keyboard layout guide.
    final class GuideViewController: UIViewController {
        let bar = UIView()
        let field = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            bar.addSubview(field)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    @Test("a bar pinned to view.keyboardLayoutGuide.topAnchor films as the built-in layoutGuide strategy does")
    func keyboardLayoutGuide() throws {
        let events = Self.showThenHide + #", { "at": 1.6, "do": "show" }"#
        let vc = GuideViewController()
        let mine = try Simulator.run(Self.storyboard("iPhone 13", events: events)) { window in
            window.rootViewController = vc
            return FilmSubject(bar: vc.bar)
        }
        let builtIn = try Simulator.run(Self.storyboard("iPhone 13", events: events, strategy: #""strategy": { "name": "layoutGuide" },"#))
        #expect(mine.strategy == "GuideViewController")
        #expect(mine.frames.count == builtIn.frames.count)
        for (a, b) in zip(mine.frames, builtIn.frames) {
            #expect(abs(a.bar.maxY - b.bar.maxY) <= 0.01 && abs(a.bar.minY - b.bar.minY) <= 0.01,
                    "frame \(a.index): \(a.bar.minY)…\(a.bar.maxY) vs the built-in \(b.bar.minY)…\(b.bar.maxY)")
            #expect(a.notifications == b.notifications, "frame \(a.index)")
        }
    }

    @Test("a storyboard without a strategy is refused by the built-in path, naming the key")
    func noStrategy() throws {
        let sb = try Self.storyboard("iPhone 13", events: Self.showThenHide)
        let error = try #require(throws: StoryboardError.self) { try Simulator.run(sb) }
        #expect(error.path == "strategy")
        #expect("\(error)".contains("chat.json"))
    }
}
