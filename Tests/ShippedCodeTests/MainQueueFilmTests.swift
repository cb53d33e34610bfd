import Combine
import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Where asynchronous keyboard code runs (docs/keyboard-physics.md §11): a synchronous sink runs
/// inside the keyboard's animation block, so its own `animate(withDuration: 0.25)` inherits the
/// keyboard's spring (§2); work sent to the main queue runs after the post returns, in the same
/// run-loop turn: outside the block (its own timing), yet starting in the keyboard's first frame.
/// Expected positions come from the spring (§1) and the ease-in-out Bézier, not from the film.
@MainActor
struct MainQueueFilmTests {
    func film(_ style: ModernComposerViewController.Style, duration: Double = 1.6) throws -> (Trace, ModernComposerViewController) {
        let vc = ModernComposerViewController(style: style)
        let sb = try storyboard(name: "modern", strategy: nil, duration: duration, events: Self.showThenHide)
        return (try TestSupport.film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }, vc)
    }

    // iPhone 13 (§3): the bar rests with its bottom at 810 (844 − 34) and rises by 336 − 34 = 302.
    func expectBar(_ trace: Trace, _ expected: (Double) -> Double, _ label: String) {
        for f in trace.frames {
            let want = expected(f.time)
            #expect(abs(f.bar.maxY - want) <= 0.5, "\(label): frame \(f.index) at \(f.time) s, bar bottom \(f.bar.maxY), expected \(want)")
        }
    }

    static let showThenHide = #"{ "at": 0.1, "do": "show" }, { "at": 0.9, "do": "hide" }"#

    func spring(_ t: Double) -> Double { barBottom(at: t, rest: 810, rise: 302, show: 0.1, hide: 0.9) }

    @Test("a Combine sink without receive(on:) runs inside the keyboard's block: its 0.25 s animation inherits the spring")
    func synchronousSink() throws {
        let (trace, vc) = try film(.combineSink)
        expectBar(trace, spring, "sink")
        #expect(vc.notificationsHandled == 2)
    }

    @Test("WillShow merged with WillHide (merge(with:)) in a synchronous sink: both arrive, inside the keyboard's block, and the bar rides the spring up and down")
    func mergedPipeline() throws {
        let (trace, vc) = try film(.mergedShowAndHide)
        expectBar(trace, spring, "merge")
        #expect(vc.notificationsHandled == 2)
    }

    @Test("receive(on: DispatchQueue.main) runs after the post, in the same turn, with no animation: the bar jumps in the keyboard's first frame (t = 0.1 s) and back at 0.9 s")
    func receiveOnMainJumps() throws {
        let (trace, vc) = try film(.combineOnMain)
        expectBar(trace, { $0 < 0.1 - 1e-9 ? 810 : $0 < 0.9 - 1e-9 ? 508 : 810 }, "receive(on:)")
        #expect(vc.notificationsHandled == 2)
    }

    @Test("DispatchQueue.main.async from a selector observer runs outside the keyboard's block: the same 0.25 s animation is ease-in-out, from the same frame")
    func mainQueueAsyncHasItsOwnTiming() throws {
        let (trace, _) = try film(.mainQueueAsync)
        expectBar(trace, { barBottom(at: $0, rest: 810, rise: 302, show: 0.1, hide: 0.9) { easeInOut($0 / 0.25) } }, "main.async")
        // Not the spring: 0.1 s in, ease-in-out has covered 33 % (100 pt), the spring 54 % (165 pt).
        let f = try #require(trace.frames.first { abs($0.time - 0.2) < 1e-6 })
        #expect(abs(f.bar.maxY - (810 - 302 * easeInOut(0.4))) <= 0.5)
        #expect(abs(f.bar.maxY - (810 - 302 * springProgress(0.1))) > 50)
    }

    @Test("a for-await loop over notifications(named:) runs its body in the keyboard's first frame; animating with the notification's curve 7 gives the keyboard's spring")
    func asyncSequence() throws {
        let (trace, vc) = try film(.asyncSequence)
        expectBar(trace, spring, "for await")
        #expect(vc.notificationsHandled == 2)
    }

    @Test("a filmed controller and its views stay readable after the film (safe area, frames, a layout pass), at rest where the film ended")
    func readableAfterFilm() throws {
        let (_, vc) = try film(.asyncSequence)
        #expect(vc.view.safeAreaInsets.bottom == 34)
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.inputBar.frame.maxY == 810)
        #expect(vc.view.window != nil)
    }
}

/// Key-value observing of the keyboard's host view (the tracking-accessory technique): UIKit
/// moves the host view inside the keyboard's block, so the observer's layout rides the spring.
@MainActor
struct KeyValueObservingFilmTests {
    @Test("KVO on the accessory's superview's center: the bar rides the keyboard's spring up (810 − 302·p) and down")
    func trackingAccessory() throws {
        let vc = TrackingComposerViewController()
        let sb = try storyboard(name: "tracking", strategy: nil, duration: 1.6, events: MainQueueFilmTests.showThenHide)
        let trace = try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
        for f in trace.frames {
            let want = barBottom(at: f.time, rest: 810, rise: 302, show: 0.1, hide: 0.9)
            #expect(abs(f.bar.maxY - want) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(want)")
        }
        #expect(vc.changesSeen >= 2)
    }

    @Test("publisher(for: \\.center) on the accessory's superview, sunk without receive(on:): the bar rides the keyboard's spring up (810 − 302·p) and down, as with observe")
    func trackingAccessoryWithPublisher() throws {
        let vc = TrackingComposerViewController()
        vc.tracker.usesPublisher = true
        let sb = try storyboard(name: "tracking-publisher", strategy: nil, duration: 1.6, events: MainQueueFilmTests.showThenHide)
        let trace = try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
        for f in trace.frames {
            let want = barBottom(at: f.time, rest: 810, rise: 302, show: 0.1, hide: 0.9)
            #expect(abs(f.bar.maxY - want) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(want)")
        }
        #expect(vc.changesSeen >= 2)
    }

    @Test("publisher(for:options:) on a view, a scroll view and a layer: [.initial, .new] by default, .prior publishes the old value first, only what was asked for, nothing after cancel")
    func keyValuePublishers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var centers: [CGPoint] = []
        let c1 = view.publisher(for: \.center).sink { centers.append($0) }
        view.frame.origin.x = 10
        c1.cancel()
        view.frame.origin.x = 20
        #expect(centers == [CGPoint(x: 5, y: 5), CGPoint(x: 15, y: 5)])

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var offsets: [CGPoint] = []
        let c2 = scroll.publisher(for: \.contentOffset, options: [.prior, .new]).sink { offsets.append($0) }
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(offsets == [.zero, CGPoint(x: 0, y: 40)])

        let layered = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [CGPoint] = []
        var kept: Subscription?
        let recorder = AnySubscriber<CGPoint, Never>(receiveSubscription: { kept = $0; $0.request(.max(1)) }, receiveValue: { positions.append($0); return .none })
        layered.layer.publisher(for: \.position, options: [.new]).subscribe(recorder)
        layered.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layered.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(positions == [CGPoint(x: 10, y: 10)])
        _ = (c2, kept)
    }

    @Test("KVO on the accessory's superview's center while a finger drags the keyboard: the bar stays on the keys, 508 + 201.6·(t − 0.8)/0.4 down to 60 % of the 336 pt keyboard, and rides the snap-back")
    func trackingAccessoryFollowsTheFinger() throws {
        let vc = TrackingComposerViewController()
        let events = #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "interactiveDismiss", "to": 0.6, "release": "cancel", "duration": 0.4 }"#
        let sb = try storyboard(name: "tracking-drag", strategy: nil, duration: 1.8, events: events)
        let trace = try film(vc, sb) { FilmSubject(bar: $0.inputBar, textField: $0.textField) }
        let dragged = trace.frames.filter { $0.time > 0.8 + 1e-9 && $0.time <= 1.2 + 1e-9 }
        try #require(dragged.count >= 10)
        for f in dragged {
            let keyboardTop = 508 + 336 * 0.6 * (f.time - 0.8) / 0.4
            #expect(abs(f.keyboard.minY - keyboardTop) <= 0.5, "frame \(f.index): keyboard top \(f.keyboard.minY)")
            #expect(abs(f.bar.maxY - min(810, keyboardTop)) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), keyboard top \(keyboardTop)")
        }
        // The snap-back: on the keys in every frame, and back at 508 by the end.
        for f in trace.frames where f.time > 1.2 {
            #expect(abs(f.bar.maxY - min(810, f.keyboard.minY)) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), keyboard top \(f.keyboard.minY)")
        }
        #expect(abs((trace.frames.last?.bar.maxY ?? 0) - 508) <= 0.5)
    }

    @Test("observe(_:options:) on a view: .initial, .old/.new and .prior arrive for frame changes; invalidate() ends it")
    func viewObservation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var seen: [(CGPoint?, CGPoint?, Bool)] = []
        let observation = view.observe(\.center, options: [.initial, .old, .new, .prior]) { _, change in
            seen.append((change.oldValue, change.newValue, change.isPrior))
        }
        view.frame.origin.x = 10
        view.frame.size.height = 10   // same value: no change, no call
        observation.invalidate()
        view.frame.origin.x = 20
        #expect(seen.count == 3)
        #expect(seen[0].0 == nil && seen[0].1 == CGPoint(x: 5, y: 5) && !seen[0].2)
        #expect(seen[1].0 == CGPoint(x: 5, y: 5) && seen[1].1 == nil && seen[1].2)
        #expect(seen[2].0 == CGPoint(x: 5, y: 5) && seen[2].1 == CGPoint(x: 15, y: 5) && !seen[2].2)
    }
}
