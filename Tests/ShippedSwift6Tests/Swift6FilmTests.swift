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

    @Test("Task.sleep(for: 0.1 s) before animating: film time, not real time — the same ease-in-out starts 0.1 s after each notification (0.2 s up, 1.0 s down)")
    func waitsOnTheFilmClock() throws {
        let style = KeyboardAwareViewController.Style.sleepThenAnimate
        let sb = try storyboard(name: "swift6-wait", system: "ios17", strategy: nil, duration: 1.6,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 0.9, "do": "hide" }"#)
        let vc = KeyboardAwareViewController(style: style)
        let trace = try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
        for f in trace.frames {
            let want = barBottom(at: f.time, rest: 810, rise: 302, show: 0.2, hide: 1.0) { easeInOut($0 / 0.25) }
            #expect(abs(f.bar.maxY - want) <= 0.5, "\(style): frame \(f.index) at \(f.time) s, bar bottom \(f.bar.maxY), expected \(want)")
        }
        #expect(vc.handled == 2)
    }
}

/// A `Task.sleep` still running when the film ends is not lost: it wakes after the film, on the
/// real main queue, with the delay it had left (here 0.05 s), and its code then runs. The wait
/// allows two minutes because the main queue is shared with every other main-actor test of the
/// run, whose films hold it for seconds at a time; the loop ends as soon as the code has run.
@MainActor
struct SleepAfterFilmTests {
    @Test("a sleep that outlasts the film wakes after it, once its remaining time has passed")
    func sleepOutlastingTheFilm() async throws {
        let sb = try storyboard(name: "swift6-sleep-late", system: "ios17", strategy: nil, duration: 1.6,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 1.55, "do": "hide" }"#)
        let vc = KeyboardAwareViewController(style: .sleepThenAnimate)
        _ = try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
        #expect(vc.handled == 1, "the hide's sleep (1.55 s + 0.1 s) ends after the film's 1.6 s")
        let start = ContinuousClock.now
        while vc.handled < 2, ContinuousClock.now - start < .seconds(120) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(vc.handled == 2, "the sleep woke after the film")
    }
}
