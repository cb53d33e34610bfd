import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// The example app's Swift 6 chat gets the verdict a device gives it: it animates with the
/// notification's duration and curve, so on a Face ID iPhone it rides the keyboard's animation
/// (ahead of the keys by at most the 34 pt home-indicator inset), and nothing is red.
@MainActor
struct ExampleVerdictSwift6Tests {
    @Test("the example app's Swift 6 chat rides the keyboard's animation on iPhone 13: no drifting frame")
    func modernChat() throws {
        let sb = try storyboard(name: "modern-chat", strategy: nil, fps: 60, duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)
        let trace = try TestSupport.film(ModernChatViewController(), sb) { FilmSubject(bar: $0.inputBar, scrollView: $0.tableView, textField: $0.textField) }
        #expect(trace.firstDriftFrame == nil, "\(trace.verdict)")
        #expect(trace.frames.allSatisfy { -$0.drift <= 34.5 })
        #expect(trace.verdict.hasPrefix("rides the keyboard's animation in "), "\(trace.verdict)")
    }
}
