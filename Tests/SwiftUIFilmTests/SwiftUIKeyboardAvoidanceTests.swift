import Foundation
import KeyboardFilmSwiftUI
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// SwiftUI screens filmed through UIHostingController, their bars found by accessibility
/// identifier. Expected values from the phones' metrics (iPhone 13: the safe area ends at
/// 844 − 34 = 810; the keyboard's top is 844 − 336 = 508 with QuickType) and Apple's documented
/// behaviour: views that respect the keyboard's safe-area region are laid out above it, inside
/// the keyboard's animation; `ignoresSafeArea(.keyboard)` opts out.
@MainActor
struct SwiftUIKeyboardAvoidanceTests {
    static let showAndHide = #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "hide" }"#

    /// An iPhone 13 storyboard (iOS 17, 60 fps, 1x): show at 0.1 s and hide at 0.8 s unless told.
    static func showHide(duration: Double = 1.4, events: String = showAndHide) throws -> Storyboard {
        try TestSupport.storyboard(name: "swiftui", device: "iPhone 13", system: "ios17", strategy: nil, fps: 60, duration: duration, scale: 1,
                                   events: events, file: "swiftui.json")
    }

    /// `view` in a hosting controller, filmed watching the view with the accessibility identifier `bar`.
    static func film<V: View>(_ view: V, bar: String, duration: Double = 1.4, events: String = showAndHide) throws -> Trace {
        try Simulator.run(try showHide(duration: duration, events: events)) { window in
            window.rootViewController = UIHostingController(rootView: view)
            return FilmSubject(barIdentifier: bar)
        }
    }

    @Test("a safeAreaInset composer rests on the safe area (810), ends on the keyboard (508) and rides the keyboard's animation: never ahead of it by more than 34·(1 − p), never covered")
    func composerRidesTheKeyboard() throws {
        let trace = try Simulator.run(try Self.showHide()) { window in
            window.rootViewController = UIHostingController(rootView: ComposerChatScreen())
            return FilmSubject(barIdentifier: "composer")
        }
        let frames = trace.frames
        try #require(frames.count >= 80)
        #expect(abs(frames[0].bar.maxY - 810) < 0.01)
        // Shown: where the keyboard is highest, the bar sits on its top, 508.
        let shown = try #require(frames.min { $0.keyboard.minY < $1.keyboard.minY })
        #expect(abs(shown.keyboard.minY - 508) < 0.5)
        #expect(abs(shown.bar.maxY - shown.keyboard.minY) < 0.01, "bar bottom \(shown.bar.maxY), keyboard top \(shown.keyboard.minY)")
        // Hidden again by the end: back on the safe area.
        #expect(abs(frames.last!.bar.maxY - 810) < 0.01)
        // In every frame: on the keys, or ahead of them by at most the home indicator's inset
        // times what is left of the keyboard's motion (a bar laid out inside the keyboard's block).
        for f in frames {
            let p = (844 - f.keyboard.minY) / 336
            let lead = f.keyboard.minY - f.bar.maxY
            #expect(lead >= -0.01 && lead <= 34 * (1 - min(1, p)) + 0.01, "frame \(f.index): lead \(lead) at p \(p)")
            #expect(!f.isDrifting, "frame \(f.index)")
        }
        #expect(frames.contains { $0.keyboard.minY < 800 && $0.bar.maxY < 800 && $0.bar.maxY > $0.keyboard.minY - 34 })
    }

    @Test("ignoresSafeArea(.keyboard): the form's button is where the layout put it in every frame, and the keyboard covers it")
    func formIgnoresTheKeyboard() throws {
        let trace = try Self.film(SignUpForm(), bar: "signUp")
        let first = trace.frames[0].bar
        // The button is the stack's last view: its bottom 16 pt above the safe area's (810).
        #expect(abs(first.maxY - (810 - 16)) < 0.01, "button bottom \(first.maxY)")
        #expect(trace.frames.allSatisfy { $0.bar == first })
        #expect(trace.frames.contains { $0.keyboard.minY < first.minY })
    }

    @Test("a field focused in onAppear brings the keyboard up with no show event, and its bar ends on the keyboard (508); hide clears the focus and it goes down")
    func focusOnAppear() throws {
        let trace = try Self.film(FocusOnAppearCompose(), bar: "compose", duration: 1.6, events: #"{ "at": 0.9, "do": "hide" }"#)
        // Frame 0: the bar where the layout put it on screen — on the safe area, the screen's
        // width — not growing from the layout made before the view had a size.
        let rest = trace.frames[0].bar
        #expect(abs(rest.maxY - 810) < 0.5 && abs(rest.width - 390) < 0.01, "\(rest) \(trace.frames.prefix(4).map(\.bar))")
        let up = try #require(trace.frame(atTime: 0.85))
        #expect(abs(up.keyboard.minY - 508) < 0.5, "keyboard top \(up.keyboard.minY)")
        #expect(abs(up.bar.maxY - up.keyboard.minY) < 0.01)
        #expect(trace.frames.prefix(54).flatMap(\.notifications).contains { $0.contains("WillShow") })
        let last = try #require(trace.frames.last)
        #expect(last.keyboard.minY >= 844 - 0.5 && abs(last.bar.maxY - 810) < 0.01, "\(last.keyboard.minY) \(trace.frames.suffix(50).flatMap(\.notifications))")
    }

    @Test("a SwiftUI bar hosted in UIKit and moved by the UIKit handler rides the keyboard's block: on the keys at 508, never ahead by more than 34·(1 − p)")
    func hostedBarMovedByUIKit() throws {
        let screen = HostedToolbarViewController()
        let trace = try TestSupport.film(screen, try Self.showHide()) { FilmSubject(bar: $0.toolbar.view) }
        let shown = try #require(trace.frames.min { $0.keyboard.minY < $1.keyboard.minY })
        #expect(abs(shown.bar.maxY - 508) < 0.5 && abs(shown.bar.maxY - shown.keyboard.minY) < 0.01, "\(shown.bar)")
        #expect(abs(trace.frames[0].bar.maxY - 810) < 0.01)
        for f in trace.frames {
            let p = (844 - f.keyboard.minY) / 336, lead = f.keyboard.minY - f.bar.maxY
            #expect(lead >= -0.01 && lead <= 34 * (1 - min(1, p)) + 0.01, "frame \(f.index): lead \(lead)")
        }
    }

    @Test("an interactive dismissal of a safeAreaInset composer (scrollDismissesKeyboard(.interactively)): the keyboard follows the finger, the bar stays on 508 until the finger lets go — the reported FB13296535 — then goes down with the keyboard")
    func interactiveDismissal() throws {
        let trace = try Self.film(ComposerChatScreen(), bar: "composer", duration: 1.8, events:
            #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "interactiveDismiss", "to": 0.5, "release": "dismiss", "duration": 0.3 }"#)
        // Mid-drag (0.95 s, half-way through the 0.3 s drag to half the keyboard's height).
        let mid = try #require(trace.frame(atTime: 0.95))
        #expect(mid.keyboard.minY > 508 + 40, "keyboard top \(mid.keyboard.minY)")
        #expect(abs(mid.bar.maxY - 508) < 0.01, "bar bottom \(mid.bar.maxY)")
        #expect(mid.isDrifting)
        // Long after the release: down on the safe area with the keyboard gone.
        let last = try #require(trace.frames.last)
        #expect(last.keyboard.minY >= 844 - 0.5 && abs(last.bar.maxY - 810) < 0.01, "\(last.bar) \(last.keyboard)")
    }

    @Test("a body that contains itself, and one whose state changes every time it runs, stop the film with a sentence (never a crash or a hang)",
          arguments: ["matryoshka", "restless"])
    func misbehavingBodies(_ which: String) throws {
        #expect {
            _ = try which == "matryoshka" ? Self.film(Matryoshka(), bar: "none") : Self.film(Restless(), bar: "restless")
        } throws: { error in
            let text = "\(error)"
            return which == "matryoshka" ? text.contains("nest more than 600 deep") : text.contains("state changes every time")
        }
    }

    @Test("a bar identifier that matches no view stops the film with a sentence naming it")
    func unknownIdentifier() throws {
        #expect {
            _ = try Self.film(ComposerChatScreen(), bar: "composr")
        } throws: { error in
            "\(error)".contains("no view has the accessibility identifier \"composr\"")
        }
    }

    @Test("a composer shown only once a task has loaded the messages is waited for, as a UI test waits for an element: it rests on 810 and ends on the keys at 508")
    func composerAfterLoading() throws {
        let trace = try Self.film(LoadingConversation(), bar: "composer")
        #expect(abs(trace.frames[0].bar.maxY - 810) < 0.01, "\(trace.frames[0].bar)")
        let shown = try #require(trace.frame(atTime: 0.75))
        #expect(abs(shown.bar.maxY - 508) < 0.5, "\(shown.bar)")
    }

    @Test("a subject located by the set-up's own search once the screen has loaded: the first text field, found after the task, rides the keys to 508 − 6 − 12 (its paddings)")
    func locatedAfterLoading() throws {
        func firstTextField(_ view: UIView) -> UITextField? {
            (view as? UITextField) ?? view.subviews.lazy.compactMap(firstTextField).first
        }
        let trace = try Simulator.run(try Self.showHide()) { window in
            window.rootViewController = UIHostingController(rootView: LoadingConversation())
            return FilmSubject(locating: { root in
                guard let field = firstTextField(root) else { throw CocoaError(.featureUnsupported) }
                return FilmSubject(bar: field)
            })
        }
        let shown = try #require(trace.frame(atTime: 0.75))
        #expect(abs(shown.bar.maxY - (508 - 6 - 12)) < 0.5, "\(shown.bar)")
    }

    @Test("a composer focused in onAppear, before a task has loaded the messages and made it, brings the keyboard up as the screen appears, with no show event: WillShow is posted and the bar ends on the keys at 508")
    func focusedAfterLoading() throws {
        let trace = try Self.film(LoadingConversation(focusesOnLoad: true), bar: "composer", events: #"{ "at": 1.2, "do": "hide" }"#)
        #expect(trace.frames.prefix(3).flatMap(\.notifications).contains { $0.contains("WillShow") })
        // Frame 0: the composer made while loading is where its layout put it (the animated
        // scroll after loading does not animate the loading's own change), on the safe area.
        let rest = trace.frames[0].bar
        #expect(abs(rest.maxY - 810) < 0.5 && abs(rest.width - 390) < 0.01, "\(rest) \(trace.frames.prefix(4).map(\.bar))")
        let up = try #require(trace.frame(atTime: 0.6))
        #expect(abs(up.keyboard.minY - 508) < 0.5 && abs(up.bar.maxY - 508) < 0.5, "\(up.keyboard.minY) \(up.bar)")
    }
}
