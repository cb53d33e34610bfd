import Foundation
import KeyboardPhysics
import TestSupport
import Testing
@testable import KeyboardFilmUIKit

/// An iPhone 13 window in portrait (390 × 844, 47 pt status bar, 34 pt home indicator) with a
/// fresh world, a root view filling it, and a 44 pt bar resting on the safe area.
@MainActor
struct Phone {
    let world: FilmWorld
    let window: UIWindow
    let root: UIView
    let bar: UIView

    init() {
        world = FilmWorld.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.configureForFilm(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), rootViewFrame: nil,
                                toInterface: { $0 }, toWindow: { $0 })
        let vc = UIViewController()
        window.rootViewController = vc
        root = vc.view
        bar = UIView(frame: CGRect(x: 0, y: 766, width: 390, height: 44))
        bar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        root.addSubview(bar)
    }

    /// Runs the run loop up to time `t`.
    func advance(to t: Double) {
        world.schedule(at: t) {}
        while let next = world.nextTimerTime, next <= t { world.runNextTimer() }
    }

    /// The bar's bottom as on screen at time `t`.
    func presentedBarBottom(at t: Double) -> Double {
        advance(to: t)
        return bar.layer.presentation()!.frame.maxY
    }

    /// Posts a keyboard notification as UIKit does: inside the keyboard's animation block.
    func postInKeyboardBlock(_ name: Notification.Name, end: CGRect, duration: Double = 0.25, curve: Int = 7) {
        world.withAnimationBlock(Timing(curve: .keyboard, durationSeconds: duration)) {
            NotificationCenter.default.post(name: name, object: nil, userInfo: FilmWorld.keyboardUserInfo(
                begin: CGRect(x: 0, y: 844, width: 390, height: 336), end: end, duration: duration, curve: curve))
        }
        world.endOfTurn()
    }
}

let shownKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
