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

    @Test("a drifting film names how many frames drift (> 0.5 pt), the first one, and the largest drift")
    func drifting() throws {
        let trace = try film(device: "iPhone SE (2nd generation)", system: "ios7", strategy: "notificationSync", events: Self.rotation)
        let drifting = trace.frames.filter { abs($0.drift) > 0.5 }
        let first = try #require(drifting.first).index
        let largest = trace.frames.map { abs($0.drift) }.max()!
        #expect(drifting.count > 1 && largest > 10) // the iOS 7 rotation gap (keyboard-physics §5)
        #expect(trace.verdict == "drifts in \(drifting.count) frames from frame \(first), max |drift| \(Self.oneDecimal(largest)) pt")
    }

    @Test("an attached film says so, with its largest drift")
    func attached() throws {
        let trace = try film(device: "iPhone SE (2nd generation)", system: "ios7", strategy: "rotationAware", events: Self.rotation)
        let largest = trace.frames.map { abs($0.drift) }.max()!
        #expect(largest <= 0.5)
        #expect(trace.verdict == "attached in every frame (max |drift| \(Self.oneDecimal(largest)) pt)")
    }
}
