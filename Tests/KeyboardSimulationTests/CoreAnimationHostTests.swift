import Foundation
import TestSupport
import Testing
import KeyboardSimulation

/// The host's Core Animation rules (docs/keyboard-physics.md §8), through its public API only,
/// as a user unit-testing a strategy would drive it.
struct CoreAnimationHostTests {
    let iPhone13 = DeviceCatalogue.device(named: "iPhone 13")!

    @Test("the bar rests above the safe area (and tab bar): 810 and 761 on iPhone 13")
    func restPosition() {
        #expect(KeyboardHost(device: iPhone13).bar.frame.maxY == 810)
        var layout = Layout()
        layout.tabBar = true
        #expect(KeyboardHost(device: iPhone13, layout: layout).bar.frame.maxY == 761)
    }

    @Test("a frame set in a block moves the model at once and the presentation from old to new along the block's curve")
    func fromTo() {
        let host = KeyboardHost(device: iPhone13)
        host.animate(withDuration: 0.4, options: .curveLinear) { host.bar.frame.origin.y = 366 }
        #expect(host.bar.frame.minY == 366)
        host.time = 0.1
        #expect(abs(host.bar.presentationFrame.minY - (766 - 400 * 0.25)) < 1e-9)
        host.time = 0.5
        #expect(host.bar.presentationFrame.minY == 366)
    }

    @Test("outside a block, inside performWithoutAnimation, or with duration 0 (even curve 7) a change applies at once")
    func atOnce() {
        let host = KeyboardHost(device: iPhone13)
        host.bar.frame.origin.y = 500
        #expect(host.bar.presentationFrame.minY == 500)
        host.time = 1
        host.performWithoutAnimation { host.animate(withDuration: 0.3, options: []) { host.bar.frame.origin.y = 400 } }
        #expect(host.bar.presentationFrame.minY == 400)
        host.time = 2
        host.animate(withDuration: 0, options: AnimationOptions(curve: 7)) { host.bar.frame.origin.y = 300 }
        #expect(host.bar.presentationFrame.minY == 300)
    }

    @Test("iOS 7 replaces: without beginFromCurrentState an interruption restarts from the old model value (a jump)")
    func replacingJumps() {
        let host = KeyboardHost(device: iPhone13, system: .ios7)
        host.animate(withDuration: 1, options: .curveLinear) { host.bar.frame.origin.y = 0 }
        host.time = 0.5 // presentation at 766 − 383 = 383
        host.animate(withDuration: 1, options: .curveLinear) { host.bar.frame.origin.y = 100 }
        #expect(host.bar.presentationFrame.minY == 0) // from the model value 0, not from 383
        host.time = 1.0
        #expect(abs(host.bar.presentationFrame.minY - 50) < 1e-9)
    }

    @Test("iOS 7 with beginFromCurrentState: the interruption starts where the bar is on screen")
    func replacingFromCurrentState() {
        let host = KeyboardHost(device: iPhone13, system: .ios7)
        host.animate(withDuration: 1, options: .curveLinear) { host.bar.frame.origin.y = 0 }
        host.time = 0.5
        host.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { host.bar.frame.origin.y = 100 }
        #expect(abs(host.bar.presentationFrame.minY - 383) < 1e-9)
        host.time = 1.0
        #expect(abs(host.bar.presentationFrame.minY - (383 + (100 - 383) * 0.5)) < 1e-9)
    }

    @Test("iOS 8+ is additive: the running animation continues and the new one adds (old − new)·(1 − p)")
    func additive() {
        let host = KeyboardHost(device: iPhone13, system: .ios15)
        host.animate(withDuration: 1, options: .curveLinear) { host.bar.frame.origin.y = 0 }
        host.time = 0.5
        host.animate(withDuration: 1, options: .curveLinear) { host.bar.frame.origin.y = 100 }
        #expect(abs(host.bar.presentationFrame.minY - 383) < 1e-9) // no jump, whatever the options
        host.time = 1.0
        // First: 0 + 766·(1 − 1) = 0 offset (ended); second: (0 − 100)·(1 − 0.5) = −50 → 100 − 50.
        #expect(abs(host.bar.presentationFrame.minY - 50) < 1e-9)
        host.time = 0.75
        #expect(abs(host.bar.presentationFrame.minY - (100 + 766 * 0.25 - 100 * 0.75)) < 1e-9)
    }

    @Test("a nested block without a curve inherits the enclosing block's curve; with options it runs its own")
    func nesting() {
        let host = KeyboardHost(device: iPhone13)
        host.animate(withDuration: 1, options: .curveLinear) {
            host.animate(withDuration: 1) { host.bar.frame.origin.y = 666 }
        }
        host.time = 0.5
        #expect(abs(host.bar.presentationFrame.minY - 716) < 1e-9) // linear, inherited
    }

    @Test("curve << 16: options carry a raw UIViewAnimationCurve, and 7 runs the keyboard's spring")
    func curveOptions() {
        #expect(AnimationOptions(curve: 7).rawValue == 7 << 16)
        #expect(AnimationOptions(curve: 2) == .curveEaseOut)
        let host = KeyboardHost(device: iPhone13)
        #expect(host.curve(forRawValue: 7) == .keyboard)
        host.animate(withDuration: 0.25, options: AnimationOptions(curve: 7)) { host.bar.frame.origin.y = 766 - 336 }
        host.time = 0.125
        #expect(abs((766 - host.bar.presentationFrame.minY) - 223.44513) < 1e-4) // the pinned value at 0.125 s
    }

    @Test("a bottom constraint takes effect at the layout pass, inside the block open when layoutIfNeeded runs")
    func constraintLayout() {
        let host = KeyboardHost(device: iPhone13, barLayout: .bottomConstraint(minimumAboveRest: true))
        host.barBottomConstraint.constant = 336
        #expect(host.bar.frame.maxY == 810) // not laid out yet
        host.animate(withDuration: 1, options: .curveLinear) { host.view.layoutIfNeeded() }
        #expect(host.bar.frame.maxY == 508)
        host.time = 0.5
        #expect(abs(host.bar.presentationFrame.maxY - 659) < 1e-9)
        // The required ≥ constraint keeps the bar at or above rest.
        host.barBottomConstraint.constant = 0
        host.view.layoutIfNeeded()
        #expect(host.bar.frame.maxY == 810)
    }

    @Test("iOS 7 converts portrait-fixed screen frames into the landscape view; iOS 8+ needs no conversion")
    func conversion() {
        let ios7 = KeyboardHost(device: iPhone13, system: .ios7, orientation: .landscapeLeft)
        // Home button on the left: the interface's bottom is the portrait screen's right edge, so
        // the landscape keyboard (844 × 172 at the bottom of 844 × 390) arrives as the strip x ≥ 218.
        let screen = Rect(x: 390 - 172, y: 0, width: 172, height: 844)
        let inView = ios7.view.convert(screen, from: nil)
        #expect(inView.size == Size(width: 844, height: 172))
        #expect(inView.minY == 390 - 172)
        let ios8 = KeyboardHost(device: iPhone13, system: .ios8, orientation: .landscapeLeft)
        #expect(ios8.view.convert(inView, from: nil) == inView)
    }
}
