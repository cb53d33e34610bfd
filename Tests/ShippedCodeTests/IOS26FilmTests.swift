import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// What iOS 26 changed for keyboard code, filmed on iOS 18 and iOS 26 (docs/keyboard-physics.md
/// §13). iPhone 13 with the iOS 18 keyboard (the app built with the iOS 18 SDK): 336 pt with
/// QuickType, its top at 844 − 336 = 508 once up.
@MainActor
struct IOS26FilmTests {
    func filmChat(system: String) throws -> Trace {
        let vc = TrackingAccessoryChatViewController()
        let sb = try storyboard(name: "tracking-accessory-\(system)", system: system, sdk: "ios18", strategy: nil, duration: 2.0,
                                events: #"{ "at": 0.2, "do": "show" }, { "at": 1.2, "do": "hide" }"#)
        return try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textView) }
    }

    @Test("the reported keyboard frame leaves out the input accessory on iOS 26 (Chatto PR #797): a handler that takes the 50 pt accessory off the frame puts its bar on the keys' top (508) on iOS 18 and 50 pt lower, under the keys (558), on iOS 26")
    func accessorySubtractingHandler() throws {
        let ios18 = try filmChat(system: "ios18")
        let ios26 = try filmChat(system: "ios26")
        let up18 = try #require(ios18.frame(atTime: 1.1)), up26 = try #require(ios26.frame(atTime: 1.1))
        #expect(abs(up18.keyboard.minY - 508) < 0.01 && abs(up26.keyboard.minY - 508) < 0.01)
        #expect(abs(up18.bar.maxY - 508) < 0.01, "iOS 18: \(up18.bar)")
        #expect(abs(up26.bar.maxY - 558) < 0.01, "iOS 26: \(up26.bar)")
        #expect(abs(up26.drift - 50) < 0.01)
        // At rest both bars sit on the safe area (810).
        #expect(abs(ios18.frames[0].bar.maxY - 810) < 0.01 && abs(ios26.frames[0].bar.maxY - 810) < 0.01)
    }

    @Test("an input-bar library's subview set-up (bar pinned to the view's bottom, raised by the End frame's height, no input accessory) is on the keys' top (508) on both iOS 18 and iOS 26: the accessory change alone cannot make the gap its users report")
    func managedInputBar() throws {
        for system in ["ios18", "ios26"] {
            let vc = ManagedInputBarViewController()
            let sb = try storyboard(name: "managed-\(system)", system: system, sdk: "ios18", strategy: nil, duration: 2.0,
                                    events: #"{ "at": 0.2, "do": "show" }, { "at": 1.2, "do": "hide" }"#)
            let trace = try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
            let up = try #require(trace.frame(atTime: 1.1))
            #expect(abs(up.bar.maxY - 508) < 0.01, "\(system): \(up.bar)")
            #expect(abs(trace.frames[0].bar.maxY - 810) < 0.01 && abs((trace.frames.last?.bar.maxY ?? 0) - 810) < 0.01)
        }
    }

    @Test("the messenger pattern's table insets from the End frame: keys + the 52 pt composer on iOS 18 (844 − 456 = 388 pt), the keys alone on iOS 26 (336 pt), so the composer hides the bottom 52 pt of the rows")
    func messengerInsetsOnIOS26() throws {
        for (system, keysUp) in [("ios18", 388.0), ("ios26", 336.0)] {
            let vc = MessengerViewController()
            let sb = try storyboard(name: "messenger-\(system)", system: system, sdk: "ios18", strategy: nil, duration: 1.9,
                                    events: #"{ "at": 1.0, "do": "show" }"#)
            _ = try film(vc, sb) { FilmSubject(bar: $0.composer, scrollView: $0.tableView, textField: $0.composer.textView) }
            #expect(abs(vc.tableView.contentInset.bottom - keysUp) < 0.01, "\(system): \(vc.tableView.contentInset.bottom)")
        }
    }
}
