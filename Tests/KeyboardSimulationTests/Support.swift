import Foundation
@testable import KeyboardSimulation
import TestSupport
import Testing

/// Builds a storyboard from JSON fields (the way users write them) and runs it.
@MainActor
func film(device: String = "iPhone 13", system: String = "ios15", strategy: String, options: String = "",
          fps: Int = 60, duration: Double = 2.0, layout: String = "", keyboard: String = "",
          orientation: String = "portrait", events: String) throws -> Trace {
    try Simulator.run(storyboard(device: device, system: system, strategy: strategy, options: options, fps: fps,
                                 duration: duration, layout: layout, keyboard: keyboard, orientation: orientation, events: events))
}

extension Trace {
    /// The frames from `t0` to `t1`; none is a failure of the calling test (a loop over them
    /// would otherwise pass on nothing), unless `allowingNone`.
    func frames(from t0: Double, to t1: Double, allowingNone: Bool = false,
                sourceLocation: SourceLocation = #_sourceLocation) -> [TraceFrame] {
        let inside = frames.filter { $0.time >= t0 - 1e-9 && $0.time <= t1 + 1e-9 }
        if inside.isEmpty, !allowingNone { Issue.record("no frame from \(t0) s to \(t1) s", sourceLocation: sourceLocation) }
        return inside
    }
    func maxAbsDrift(from t0: Double, to t1: Double) -> Double {
        frames(from: t0, to: t1).map { abs($0.drift) }.max() ?? 0
    }
    /// Every notification and callback name, in order, across all frames.
    var allNotifications: [String] { frames.flatMap(\.notifications) }
}

/// A controller that only records the keyboard notifications it observes through
/// `NotificationCenter.default`, with what a handler reads from their userInfo.
@MainActor
final class NotificationProbe {
    struct Seen {
        enum Name: String { case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame }
        var name: Name
        var beginFrame: CGRect
        var endFrame: CGRect
        var animationDuration: Double
    }
    private(set) var notifications: [(time: Double, notification: Seen)] = []

    static let names: [(Notification.Name, Seen.Name)] = [
        (UIResponder.keyboardWillShowNotification, .willShow), (UIResponder.keyboardDidShowNotification, .didShow),
        (UIResponder.keyboardWillHideNotification, .willHide), (UIResponder.keyboardDidHideNotification, .didHide),
        (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
        (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
    ]

    /// Films the storyboard with a probing controller in the window (its strategy is not used).
    func film(_ sb: Storyboard) throws -> Trace {
        try Simulator.run(sb) { window in
            let controller = Controller(probe: self)
            window.rootViewController = controller
            return FilmSubject(bar: controller.bar)
        }
    }

    final class Controller: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        let probe: NotificationProbe
        var tokens: [NSObjectProtocol] = []
        init(probe: NotificationProbe) { self.probe = probe; super.init() }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(bar)
            for (name, seen) in NotificationProbe.names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [probe] note in
                    let info = note.userInfo!
                    let entry = Seen(name: seen,
                                     beginFrame: (info[UIResponder.keyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue,
                                     endFrame: (info[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue,
                                     animationDuration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as! Double)
                    MainActor.assumeIsolated { probe.notifications.append((CACurrentMediaTime(), entry)) }
                })
            }
        }

        override func viewWillDisappear(_ animated: Bool) {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }
}
