import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// The selector-style screens of `Tests/ShippedCodeTests/App` (linked into `App/` here),
/// compiled unchanged in Swift 6 language mode, film as in Swift 5: the container's child and
/// the messenger's accessory ride the keyboard's spring (iPhone 13: rest 810, rise 302).
@MainActor
struct ScreensSwift6Tests {
    static let showThenHide = #"{ "at": 1.0, "do": "show" }, { "at": 2.0, "do": "hide" }"#

    @Test("Swift 6: a child controller pinned by its safe area, and the messenger's docked accessory, ride the spring up and down", arguments: ["container", "messenger"])
    func ridesTheSpring(_ screen: String) throws {
        let sb = try storyboard(name: screen, strategy: nil, duration: 2.8, events: Self.showThenHide)
        let trace: Trace
        if screen == "container" {
            trace = try film(ChatContainerViewController(), sb) { FilmSubject(bar: $0.chat.composer, textField: $0.chat.textView) }
        } else {
            trace = try film(MessengerViewController(), sb) { FilmSubject(bar: $0.composer, scrollView: $0.tableView, textField: $0.composer.textView) }
        }
        for f in trace.frames where f.time >= 1.0 {
            let want = barBottom(at: f.time, rest: 810, rise: 302, show: 1.0, hide: 2.0)
            #expect(abs(f.bar.maxY - want) <= 0.5, "\(screen): frame \(f.index) at \(f.time) s, bar bottom \(f.bar.maxY), expected \(want)")
        }
    }
}
