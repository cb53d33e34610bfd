import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// Every built-in strategy gets the class a device would give it (the reference's §7), with the
/// figures taken from the phones' metrics and the keyboard's spring, not from the film:
/// iPhone 13 rests a bar 34 pt above the screen's bottom (the home indicator), iPhone SE
/// (2nd generation) on it; the keyboard shows along the critically damped spring of §1.
@MainActor
struct AttachmentClassTests {
    enum Class: String, Sendable { case attached, rides, gap, drifts }

    /// What a device shows for each strategy's show, iPhone 13 then iPhone SE.
    nonisolated static let expected: [(strategy: String, faceID: Class, homeButton: Class)] = [
        // Moved in the keyboard's own animation from its rest: ahead of the keys by up to the
        // 34 pt inset while they rise on iPhone 13; on iPhone SE the two travels are equal.
        ("layoutGuide", .rides, .attached), ("keyboardOverlap", .rides, .attached),
        ("inheritedAnimation", .rides, .attached), ("notificationSync", .rides, .attached),
        ("rotationAware", .rides, .attached), ("rotationCoordinator", .rides, .attached),
        // On the keyboard itself, or tracking its spring exactly.
        ("inputAccessory", .attached, .attached), ("curveTracking", .attached, .attached),
        // Raised by the keyboard's height from above the safe area: a 34 pt gap once shown.
        ("beginFrameOffset", .gap, .attached), ("keyboardHeight", .gap, .attached),
        // A curve of their own, or a frame late: off the keys while they move, on every phone.
        ("fixedCurve", .drifts, .drifts), ("displayLink", .drifts, .drifts), ("displayLinkHybrid", .drifts, .drifts),
    ]

    func show(_ strategy: String, on device: String) throws -> Trace {
        try film(device: device, system: "ios15", strategy: strategy, duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)
    }

    @Test("every built-in strategy's show gets the class a device gives it, on a Face ID iPhone and on iPhone SE",
          arguments: expected.map(\.strategy))
    func classes(_ strategy: String) throws {
        let (_, faceID, homeButton) = try #require(Self.expected.first { $0.strategy == strategy })
        for (device, inset, want) in [("iPhone 13", 34.0, faceID), ("iPhone SE (2nd generation)", 0.0, homeButton)] {
            let trace = try show(strategy, on: device)
            let label = "\(strategy) on \(device): \(trace.verdict)"
            switch want {
            case .attached:
                #expect(trace.maxAbsDrift <= 0.5 && trace.verdict.hasPrefix("attached in every frame"), "\(label)")
            case .rides:
                // No red: nothing drifts, and each frame's lead is within 34·(1 − p) of the spring at its time.
                #expect(trace.firstDriftFrame == nil && trace.isClean && trace.ridingFrames > 0, "\(label)")
                #expect(trace.verdict.hasPrefix("rides the keyboard's animation in "), "\(label)")
                for f in trace.frames where f.drift < -0.5 {
                    #expect(-f.drift <= inset * (1 - springProgress(f.time - 0.1)) + 0.5, "\(label): frame \(f.index) leads by \(-f.drift)")
                }
            case .gap:
                // Once shown, the bar rests the inset above the keys: a drift no animation explains.
                let last = try #require(trace.frames.last)
                #expect(abs(last.drift + inset) < 0.5 && last.attachment == .leads, "\(label)")
                #expect(trace.verdict.hasPrefix("drifts in "), "\(label)")
            case .drifts:
                #expect(trace.firstDriftFrame != nil && trace.verdict.hasPrefix("drifts in "), "\(label)")
            }
        }
    }

    @Test("hiding mirrors showing: a bar on the layout guide rides the keys down on iPhone 13 (ahead by at most 34·p of the hide)")
    func hideRides() throws {
        let trace = try film(device: "iPhone 13", system: "ios15", strategy: "layoutGuide", duration: 2.0,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 1.0, "do": "hide" }"#)
        #expect(trace.firstDriftFrame == nil, "\(trace.verdict)")
        let hiding = trace.frames.filter { $0.time > 1.0 && $0.drift < -0.5 }
        #expect(!hiding.isEmpty && hiding.allSatisfy { $0.attachment == .rides })
        for f in hiding { #expect(-f.drift <= 34 * springProgress(f.time - 1.0) + 0.5, "frame \(f.index)") }
    }

    @Test("mid-turn frames are 'turning', not a lead of hundreds of points; the frames after the turn are judged again")
    func turning() throws {
        let trace = try film(device: "iPhone 13", system: "ios15", strategy: "notificationSync", duration: 1.6,
                             events: #"{ "at": 0.1, "do": "show" }, { "at": 0.9, "do": "rotate", "to": "landscapeLeft" }"#)
        // Turning: the interface's angle is not yet the landscape orientation's −90°.
        let midTurn = trace.frames.filter { abs($0.angle - $0.orientation.angleDegrees) > 0.01 }
        #expect(!midTurn.isEmpty)
        for f in midTurn where abs(f.drift) > 0.5 { #expect(f.attachment == .turning, "frame \(f.index)") }
        #expect(!midTurn.contains { $0.isDrifting })
        #expect(trace.verdict.contains("turning in "), "\(trace.verdict)")
        #expect(!trace.verdict.contains("by up to 4"), "\(trace.verdict)")
        // After the turn, every frame is judged on its own again.
        for f in trace.frames where f.time > 1.5 { #expect(f.attachment != .turning) }
    }
}
