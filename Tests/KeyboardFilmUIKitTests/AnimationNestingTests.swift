import Foundation
import KeyboardPhysics
import TestSupport
import Testing
@testable import KeyboardFilmUIKit

/// A block opened inside the keyboard's notification block inherits its curve and duration
/// unless it overrides them (Apple's `UIView.AnimationOptions`; docs/keyboard-physics.md §2).
/// iPhone 13: the bar rests at 810, the keyboard's End frame top is 508, so a handler that puts
/// the bar on it moves the bar's bottom 302 pt.
struct AnimationNestingTests {
    @Test("UIView.AnimationCurve(rawValue: 7) succeeds and keeps 7, as on a device; a switch over the named curves takes @unknown default for it; −1 is no curve")
    func curveSeven() throws {
        let curve = try #require(UIView.AnimationCurve(rawValue: 7))
        #expect(curve.rawValue == 7 && curve != .easeInOut && curve != .linear)
        func name(_ c: UIView.AnimationCurve) -> String {
            switch c {
            case .easeInOut: "easeInOut"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .linear: "linear"
            @unknown default: "unnamed \(c.rawValue)"
            }
        }
        #expect(name(curve) == "unnamed 7" && name(.easeOut) == "easeOut" && UIView.AnimationCurve(rawValue: 2) == .easeOut)
        #expect(UIView.AnimationCurve(rawValue: -1) == nil)
    }

    /// Films a handler that animates the bar onto the End frame in its own `animate` call.
    @MainActor func film(options: UIView.AnimationOptions, duration: Double = 0.25) -> [(t: Double, bottom: Double)] {
        let phone = Phone()
        let bar = phone.bar
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { n in
            let end = (n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
            MainActor.assumeIsolated {
                UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                    bar.frame.origin.y = end.minY - bar.frame.height
                })
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        phone.postInKeyboardBlock(UIResponder.keyboardWillShowNotification, end: shownKeyboard)
        return stride(from: 1, through: 36, by: 1).map { k in
            let t = Double(k) / 60
            return (t, phone.presentedBarBottom(at: t))
        }
    }

    @MainActor @Test func ownDurationAndCurveRideTheKeyboardsBlock() {
        for (t, bottom) in film(options: .curveEaseInOut) {
            #expect(abs(bottom - (810 - 302 * springProgress(t))) < 0.5, "t = \(t)")
        }
    }

    @MainActor @Test func curveWithoutTheShiftStillRidesTheKeyboard() {
        // Shipped code: `AnimationOptions(rawValue: UInt(curve))` with curve 7 sets
        // layoutSubviews | allowUserInteraction | beginFromCurrentState and no override.
        for (t, bottom) in film(options: UIView.AnimationOptions(rawValue: 7)) {
            #expect(abs(bottom - (810 - 302 * springProgress(t))) < 0.5, "t = \(t)")
        }
    }

    @MainActor @Test func overridesRunTheHandlersOwnTimeline() {
        let frames = film(options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseInOut])
        for (t, bottom) in frames {
            #expect(abs(bottom - (810 - 302 * easeInOut(t / 0.25))) < 0.5, "t = \(t)")
        }
        // And it is not the keyboard's: early in the motion the two differ by tens of points.
        let early = frames[3]
        #expect(abs(early.bottom - (810 - 302 * springProgress(early.t))) > 20)
    }

    /// `setContentOffset(_:animated: false)` sets the offset as the property does, so inside the
    /// keyboard's block it rides the spring; outside any block it is immediate.
    @MainActor @Test func unanimatedContentOffsetRidesAnEnclosingBlock() {
        let phone = Phone()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 766))
        phone.root.addSubview(table)
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { table.setContentOffset(CGPoint(x: 0, y: 200), animated: false) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        phone.postInKeyboardBlock(UIResponder.keyboardWillShowNotification, end: shownKeyboard)
        for k in [3, 6, 12, 24] {
            let t = Double(k) / 60
            phone.advance(to: t)
            #expect(abs(table.layer.presentation()!.bounds.minY - 200 * springProgress(t)) < 0.01, "t = \(t)")
        }
        table.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(table.contentOffset.y == 50 && table.layer.presentation()!.bounds.minY == 50)
    }

    @MainActor @Test func completionRunsAtTheAnimationsEnd() {
        let phone = Phone()
        var finishedAt: Double?
        UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveLinear, animations: {
            phone.bar.frame.origin.y = 400
        }, completion: { finished in
            #expect(finished)
            finishedAt = CACurrentMediaTime()
        })
        phone.advance(to: 0.39)
        #expect(finishedAt == nil)
        phone.advance(to: 1)
        #expect(abs((finishedAt ?? -1) - 0.4) < 1e-9)
    }

    @MainActor @Test func performWithoutAnimationAppliesAtOnceInsideTheKeyboardsBlock() {
        let phone = Phone()
        phone.world.withAnimationBlock(Timing(curve: .keyboard, durationSeconds: 0.25)) {
            UIView.performWithoutAnimation { phone.bar.frame.origin.y = 464 }
        }
        #expect(phone.presentedBarBottom(at: 0.01) == 508)
    }

    @MainActor @Test func beginAnimationsKeepsItsOwnTimingInsideTheKeyboardsBlock() {
        let phone = Phone()
        phone.world.withAnimationBlock(Timing(curve: .keyboard, durationSeconds: 0.25)) {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.4)
            UIView.setAnimationCurve(.linear)
            phone.bar.frame.origin.y = 464
            UIView.commitAnimations()
        }
        #expect(abs(phone.presentedBarBottom(at: 0.1) - (810 - 302 * 0.25)) < 1e-6)
    }
}
