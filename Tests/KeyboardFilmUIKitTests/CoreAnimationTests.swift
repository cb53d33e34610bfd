import Foundation
import TestSupport
import Testing
@testable import KeyboardFilmUIKit

/// Core Animation's rules for a view's frame (docs/keyboard-physics.md §8), through UIKit's API.
/// iPhone 13: the bar rests with its top at 766.
struct CoreAnimationTests {
    @MainActor func presentedTop(_ phone: Phone, at t: Double) -> Double {
        phone.world.time = t
        return phone.bar.layer.presentation()!.frame.minY
    }

    @MainActor @Test("a frame set in a block moves the model at once and the presentation from old to new along the block's curve")
    func fromTo() {
        let phone = Phone()
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { phone.bar.frame.origin.y = 366 })
        #expect(phone.bar.frame.minY == 366)
        #expect(abs(presentedTop(phone, at: 0.1) - (766 - 400 * 0.25)) < 1e-9)
        #expect(presentedTop(phone, at: 0.5) == 366)
    }

    @MainActor @Test("outside a block, inside performWithoutAnimation, or with duration 0 (even curve 7) a change applies at once")
    func atOnce() {
        let phone = Phone()
        phone.bar.frame.origin.y = 500
        #expect(presentedTop(phone, at: 0) == 500)
        phone.world.time = 1
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: { phone.bar.frame.origin.y = 400 })
        }
        #expect(presentedTop(phone, at: 1) == 400)
        UIView.animate(withDuration: 0, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
                       animations: { phone.bar.frame.origin.y = 300 })
        #expect(presentedTop(phone, at: 1) == 300)
    }

    @MainActor @Test("iOS 7 replaces: without beginFromCurrentState an interruption restarts from the old model value (a jump)")
    func replacingJumps() {
        let phone = Phone()
        phone.world.additiveAnimations = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { phone.bar.frame.origin.y = 0 })
        phone.world.time = 0.5 // on screen at 766 − 383 = 383
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { phone.bar.frame.origin.y = 100 })
        #expect(presentedTop(phone, at: 0.5) == 0) // from the model value 0, not from 383
        #expect(abs(presentedTop(phone, at: 1.0) - 50) < 1e-9)
    }

    @MainActor @Test("iOS 7 with beginFromCurrentState: the interruption starts where the bar is on screen")
    func replacingFromCurrentState() {
        let phone = Phone()
        phone.world.additiveAnimations = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { phone.bar.frame.origin.y = 0 })
        phone.world.time = 0.5
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { phone.bar.frame.origin.y = 100 })
        #expect(abs(presentedTop(phone, at: 0.5) - 383) < 1e-9)
        #expect(abs(presentedTop(phone, at: 1.0) - (383 + (100 - 383) * 0.5)) < 1e-9)
    }

    @MainActor @Test("iOS 8+ is additive: the running animation continues and the new one adds (old − new)·(1 − p)")
    func additive() {
        let phone = Phone()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { phone.bar.frame.origin.y = 0 })
        phone.world.time = 0.5
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .overrideInheritedCurve],
                       animations: { phone.bar.frame.origin.y = 100 })
        #expect(abs(presentedTop(phone, at: 0.5) - 383) < 1e-9) // no jump
        // First: ended; second: 100 + (0 − 100)·(1 − 0.5) = 50.
        #expect(abs(presentedTop(phone, at: 1.0) - 50) < 1e-9)
        #expect(abs(presentedTop(phone, at: 0.75) - (100 + 766 * 0.25 - 100 * 0.75)) < 1e-9)
    }

    @MainActor @Test("curve << 16: options carry a raw UIView.AnimationCurve, and 7 runs the keyboard's spring (223.44513 pt of 336 at 0.125 s)")
    func curveOptions() {
        #expect(UIView.AnimationOptions(rawValue: 2 << 16) == .curveEaseOut)
        let phone = Phone()
        UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
                       animations: { phone.bar.frame.origin.y = 766 - 336 })
        #expect(abs((766 - presentedTop(phone, at: 0.125)) - 223.44513) < 1e-4) // the pinned value
    }

    @MainActor @Test("a constraint's constant takes effect at the layout pass, inside the block open when layoutIfNeeded runs")
    func constraintLayout() {
        let phone = Phone()
        let bar = phone.bar, view = phone.root
        bar.translatesAutoresizingMaskIntoConstraints = false
        let bottom = view.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 34)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44), bottom,
        ])
        view.layoutIfNeeded()
        #expect(bar.frame.maxY == 810)
        bottom.constant = 336
        #expect(bar.frame.maxY == 810) // not laid out yet
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layoutIfNeeded() })
        #expect(bar.frame.maxY == 508)
        phone.world.time = 0.5
        #expect(abs(bar.layer.presentation()!.frame.maxY - 659) < 1e-9)
    }
}
