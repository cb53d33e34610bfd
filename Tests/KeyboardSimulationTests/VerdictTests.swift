import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// The one sentence every output (review.md, report, strips, stderr) uses for "did it stay attached".
@MainActor
struct VerdictTests {
    static let rotation = #"{ "at": 0.1, "do": "show" }, { "at": 0.9, "do": "rotate", "to": "landscapeLeft" }"#

    /// One decimal, no trailing ".0": written here without the project's number formatter.
    static func oneDecimal(_ x: Double) -> String {
        let s = String(format: "%.1f", x)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }

    @Test("a drifting film names how many frames drift, the first one, which way, the largest drift — and the frames of a turn apart, not judged")
    func drifting() throws {
        let trace = try film(device: "iPhone SE (2nd generation)", system: "ios7", strategy: "notificationSync", events: Self.rotation)
        // Mid-turn: the interface's angle is not yet its orientation's.
        func turning(_ f: TraceFrame) -> Bool { abs(f.angle - f.orientation.angleDegrees) > 0.01 }
        // iPhone SE has no bottom inset, so nothing rides: every other frame off by more than 0.5 pt drifts.
        let drifting = trace.frames.filter { abs($0.drift) > 0.5 && !turning($0) }
        let midTurn = trace.frames.filter { abs($0.drift) > 0.5 && turning($0) }
        let first = try #require(drifting.first).index
        let largest = trace.frames.map { abs($0.drift) }.max()!
        #expect(drifting.count > 1 && !midTurn.isEmpty)
        var ways: [String] = []
        if let lead = drifting.map({ -$0.drift }).filter({ $0 > 0.5 }).max() { ways.append("leads the keyboard by up to \(Self.oneDecimal(lead)) pt") }
        if let cover = drifting.map(\.drift).filter({ $0 > 0.5 }).max() { ways.append("covered by up to \(Self.oneDecimal(cover)) pt") }
        // The built-in chat screens keep their newest message in view: the last clause says so.
        #expect(trace.verdict == "drifts in \(drifting.count) frames from frame \(first): \(ways.joined(separator: ", ")) (max |drift| \(Self.oneDecimal(largest)) pt); turning in \(midTurn.count) frames from frame \(midTurn[0].index) (not judged mid-turn); last message visible in every frame")
    }

    @Test("a bar on the layout guide of a Face ID iPhone leads the rising keyboard by up to ≈ 30 pt (frame 2 of the motion at 60 fps): the verdict says it rides the keyboard's animation, not that it drifts")
    func layoutGuideLead() throws {
        let trace = try film(device: "iPhone 13", system: "ios15", strategy: "layoutGuide", events: #"{ "at": 0.1, "do": "show" }"#)
        // keyboard-physics §8: bar 810 − 302·p, keyboard 844 − 336·p; the bar is meant to sit on
        // min(keyboard, 810), so it leads by min(844 − 336·p, 810) − (810 − 302·p) at each frame.
        let leads = (1...60).map { k -> Double in
            let t = Double(k) / 60, p = springProgress(t)
            return min(844 - 336 * p, 810) - (810 - 302 * p)
        }
        let lead = leads.max()!, frames = leads.filter { $0 > 0.5 }.count
        #expect(abs(lead - 29.7) < 0.2)
        #expect(trace.verdict == "rides the keyboard's animation in \(frames) frames from frame 7, up to \(Self.oneDecimal(lead)) pt ahead of the keys; attached in every other frame (max |drift| \(Self.oneDecimal(lead)) pt); last message visible in every frame", "\(trace.verdict)")
        #expect(trace.isClean && trace.firstDriftFrame == nil)
    }

    @Test("an attached film says so, with its largest drift")
    func attached() throws {
        let trace = try film(device: "iPhone SE (2nd generation)", system: "ios7", strategy: "rotationAware", events: Self.rotation)
        let largest = trace.frames.map { abs($0.drift) }.max()!
        #expect(largest <= 0.5)
        #expect(trace.verdict == "attached in every frame (max |drift| \(Self.oneDecimal(largest)) pt); last message visible in every frame")
    }

    @Test("a film whose newest message is hidden says in how many frames, from which, and by how much (at most its 34 pt)")
    func covered() throws {
        // The input accessory answer leaves the table where it is: the rising keyboard covers the newest message.
        let trace = try film(device: "iPhone 13", system: "ios15", strategy: "inputAccessory", events: #"{ "at": 0.1, "do": "show" }"#)
        let covered = trace.frames.filter { $0.lastMessageCovered > 0.5 }
        let first = try #require(covered.first).index
        let most = trace.frames.map(\.lastMessageCovered).max()!
        #expect(trace.verdict == "attached in every frame (max |drift| 0 pt); last message covered in \(covered.count) frames from frame \(first), up to \(Self.oneDecimal(most)) pt")
    }

    @Test("verdicts and summaries count what trace.json holds: a drift written as −0.5 does not drift")
    func countsWhatIsWritten() throws {
        var trace = try film(strategy: "layoutGuide", duration: 0.5, events: #"{ "at": 0.1, "do": "show" }"#)
        for i in trace.frames.indices { trace.frames[i].drift = 0 }
        trace.frames[3].drift = -0.50004 // written "-0.5"
        trace.frames[5].drift = 0.50006  // written "0.5001"
        let rounded = TraceWriter.roundedAsWritten(trace)
        #expect(rounded.driftFrames == 1 && rounded.firstDriftFrame == 5)
        let json = TraceWriter.json(rounded, canvas: Canvas(scale: 1, width: 390, height: 844, originX: 0, originY: 0))
        #expect(json.contains(#""drift": -0.5,"#) && json.contains(#""driftFrames": 1, "firstDriftFrame": 5"#))
        // A film's trace is already as written: every number equals its four-decimal text.
        let filmed = try film(strategy: "notificationSync", duration: 1, events: #"{ "at": 0.1, "do": "show" }"#)
        for f in filmed.frames {
            for x in [f.drift, Double(f.bar.minY), Double(f.keyboard.minY), f.scrollView?.contentOffsetY ?? 0] {
                #expect(x == Double(TraceWriter.number(x)), "frame \(f.index): \(x)")
            }
        }
    }

    @Test("a film of code that watches no scroll view says nothing about messages")
    func noScrollView() throws {
        // The notification probe's controller holds a bar and nothing else.
        let trace = try NotificationProbe().film(storyboard(strategy: "layoutGuide", duration: 0.5, events: #"{ "at": 0.1, "do": "show" }"#))
        #expect(trace.frames.allSatisfy { $0.scrollView == nil })
        #expect(!trace.verdict.contains("message"))
    }
}
