import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// The verdicts a reviewer reads for correct code: the example app's chat (the README's) rides
/// the keyboard's animation on a Face ID iPhone and is attached on iPhone SE; a full-bleed
/// composer (iMessage's look) rests on the screen's edge and sits on the keys — never red.
@MainActor
struct ExampleVerdictFilmTests {
    @Test("the example app's chat: no red — it rides the keyboard's animation on iPhone 13 (ahead by at most the 34 pt inset) and is attached on iPhone SE")
    func exampleChat() throws {
        for (device, inset) in [("iPhone 13", 34.0), ("iPhone SE (2nd generation)", 0.0)] {
            let sb = try storyboard(name: "chat", device: device, strategy: nil, fps: 60, duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)
            let trace = try TestSupport.film(ChatViewController(), sb) { FilmSubject(bar: $0.inputBar, scrollView: $0.tableView, textField: $0.textField) }
            #expect(trace.firstDriftFrame == nil, "\(device): \(trace.verdict)")
            #expect(trace.frames.allSatisfy { -$0.drift <= inset + 0.5 }, "\(device): \(trace.verdict)")
            #expect(trace.verdict.hasPrefix(inset > 0 ? "rides the keyboard's animation in " : "attached in every frame"), "\(device): \(trace.verdict)")
        }
    }

    @Test("a full-bleed composer rests on the screen's bottom edge (+34 pt from where a bar rests above the home indicator) without a verdict of covered, and sits on the keys while they move")
    func fullBleed() throws {
        let sb = try storyboard(name: "full-bleed", strategy: nil, fps: 60, duration: 2.0,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#)
        let trace = try TestSupport.film(FullBleedComposerViewController(), sb) { FilmSubject(bar: $0.bar, scrollView: $0.tableView, textField: $0.textField) }
        let first = try #require(trace.frames.first)
        // iPhone 13: the screen is 844 pt tall and the home indicator 34 pt.
        #expect(abs(Double(first.bar.maxY) - 844) < 0.5 && abs(first.drift - 34) < 0.5 && first.attachment == .atRest)
        #expect(trace.firstDriftFrame == nil && trace.maxCovered == nil, "\(trace.verdict)")
        #expect(!trace.verdict.contains("covered by"), "\(trace.verdict)")
        #expect(trace.verdict.hasPrefix("rests full-bleed on the view's bottom edge in "), "\(trace.verdict)")
        // While the keys rise and fall the bar sits on them.
        for f in trace.frames where f.keyboard.minY < 844 - 0.5 {
            #expect(abs(f.bar.maxY - f.keyboard.minY) < 0.5, "frame \(f.index): bar \(f.bar.maxY), keys \(f.keyboard.minY)")
        }
    }
}
