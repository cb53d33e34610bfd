import Foundation
@testable import KeyboardSimulation
import TestSupport

/// Builds a storyboard from JSON fields (the way users write them) and runs it.
@MainActor
func film(device: String = "iPhone 13", system: String = "ios15", strategy: String, options: String = "",
          fps: Int = 60, duration: Double = 2.0, layout: String = "", keyboard: String = "",
          orientation: String = "portrait", events: String) throws -> Trace {
    try Simulator.run(storyboard(device: device, system: system, strategy: strategy, options: options, fps: fps,
                                 duration: duration, layout: layout, keyboard: keyboard, orientation: orientation, events: events))
}

/// The keyboard's curve 7 as written in keyboard-physics.md §1, independent of the code under test.
func referenceSpring(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    let w = (1000.0 / 3).squareRoot()
    return 1 - (1 + w * t) * exp(-w * t)
}

extension Trace {
    func frames(from t0: Double, to t1: Double) -> [TraceFrame] {
        frames.filter { $0.time >= t0 - 1e-9 && $0.time <= t1 + 1e-9 }
    }
    func maxAbsDrift(from t0: Double, to t1: Double) -> Double {
        frames(from: t0, to: t1).map { abs($0.drift) }.max() ?? 0
    }
    /// Every notification and callback name, in order, across all frames.
    var allNotifications: [String] { frames.flatMap(\.notifications) }
}

/// A strategy that only records what it receives (a reference box, since strategies are values).
struct NotificationProbe: AttachmentStrategy {
    final class Log: @unchecked Sendable {
        var notifications: [(time: Double, notification: KeyboardNotification)] = []
    }
    let log = Log()
    var name: String { "probe" }
    func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        log.notifications.append((host.time, notification))
    }
}
