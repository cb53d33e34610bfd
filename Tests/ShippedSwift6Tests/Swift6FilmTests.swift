import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// `App/KeyboardAwareViewController.swift`, Swift 6 language mode, compiled unchanged through the
/// plugin. Each style runs its work after the post returns (physics §11): outside the keyboard's
/// block, so `animate(withDuration: 0.25)` is UIKit's ease-in-out, starting in the keyboard's
/// first frame. Expected: 810 − 302·easeInOut((t − 0.1) / 0.25) up, 508 + 302·… down (iPhone 13).
@MainActor
struct Swift6FilmTests {
    @Test("async sequence, Combine on the main queue, block observer + DispatchQueue.main.async: each animates with its own ease-in-out from the keyboard's first frame", arguments: [
        KeyboardAwareViewController.Style.asyncSequence, .combineOnMain, .blockObserverThenMainQueue,
    ])
    func ownTimingFromTheSameTurn(_ style: KeyboardAwareViewController.Style) throws {
        let sb = try storyboard(name: "swift6", system: "ios17", strategy: nil, duration: 1.6,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 0.9, "do": "hide" }"#)
        let vc = KeyboardAwareViewController(style: style)
        let trace = try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
        for f in trace.frames {
            let want = barBottom(at: f.time, rest: 810, rise: 302, show: 0.1, hide: 0.9) { easeInOut($0 / 0.25) }
            #expect(abs(f.bar.maxY - want) <= 0.5, "\(style): frame \(f.index) at \(f.time) s, bar bottom \(f.bar.maxY), expected \(want)")
        }
        #expect(vc.handled == 2)
    }
}
