import Foundation
import TestSupport
import Testing

/// What code that imports KeyboardFilmUIKit sees is UIKit's names: the film's own machinery
/// (its world, physics, drivers) is `package` or in another module. Checked as a user's file
/// would meet it: compiled by swiftc against the module built beside these tests.
struct PublicFaceTests {
    static let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")

    static func typecheck(_ source: String) throws -> ProcessResult {
        try inTemporaryDirectory("kbfilm-face") { dir in
            let file = dir.appendingPathComponent("UserFile.swift")
            try Data(source.utf8).write(to: file)
            // The model's Combine (OpenCombine) brings a C module of its own, which SwiftPM maps.
            let helpers = modules.deletingLastPathComponent().appendingPathComponent("COpenCombineHelpers.build/module.modulemap")
            let maps = FileManager.default.fileExists(atPath: helpers.path) ? ["-Xcc", "-fmodule-map-file=\(helpers.path)"] : []
            return try runTool("swiftc", ["-typecheck", "-swift-version", "6", "-I", modules.path] + maps + [file.path])
        }
    }

    @Test("a file using UIKit's animation and timing API typechecks against KeyboardFilmUIKit alone")
    func uikitNamesCompile() throws {
        let result = try Self.typecheck("""
        import Foundation
        import KeyboardFilmUIKit
        @MainActor func animate(_ bar: UIView) {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { bar.frame.origin.y = 500 }
            let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
            let points: (CGPoint, CGPoint) = (cubic.controlPoint1, cubic.controlPoint2)
            let spring: UITimingCurveProvider = UISpringTimingParameters(dampingRatio: 0.8)
            let kind: UITimingCurveType = spring.timingCurveType
            let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
            animator.addAnimations { bar.alpha = 0 }
            animator.startAnimation()
            _ = (points, kind, spring.springTimingParameters?.initialVelocity)
        }
        """)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("UIView.AnimationCurve as Swift imports UIKit's C enum: a switch over its four curves with @unknown default typechecks without a warning, naming a fifth case is an error")
    func animationCurveSwitch() throws {
        let clean = try Self.typecheck("""
        import KeyboardFilmUIKit
        func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
            switch curve {
            case .easeInOut: return .curveEaseInOut
            case .easeIn: return .curveEaseIn
            case .easeOut: return .curveEaseOut
            case .linear: return .curveLinear
            @unknown default: return UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
            }
        }
        """)
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
        let named = try Self.typecheck("""
        import KeyboardFilmUIKit
        let curve = UIView.AnimationCurve.keyboard
        """)
        #expect(named.status != 0 && named.stderr.contains("unavailable"), "\(named.stderr)")
    }

    @Test("members keyboard files of public apps use typecheck: text input modes, the scroll view's pan, rotation masks and status-bar overrides, symbol configurations, image tints, an overridden navigationItem, a presentation controller")
    func longTailSurface() throws {
        let result = try Self.typecheck("""
        import Foundation
        import KeyboardFilmUIKit
        @MainActor func use(_ v: UIViewController, _ s: UIScrollView, _ t: UITextField) {
            _ = UITextInputMode.activeInputModes.first?.primaryLanguage
            _ = t.textInputMode?.primaryLanguage
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.require(toFail: s.panGestureRecognizer)
            _ = s.pinchGestureRecognizer
            _ = (v.shouldAutorotate, v.supportedInterfaceOrientations.contains(.portrait), v.preferredInterfaceOrientationForPresentation)
            _ = (v.childForStatusBarStyle, v.childForStatusBarHidden, v.preferredStatusBarStyle)
            v.setNeedsStatusBarAppearanceUpdate()
            let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .medium)
            _ = UIImage.SymbolConfiguration(textStyle: .body)
            _ = UIImage(systemName: "paperplane", withConfiguration: configuration)?.withRenderingMode(.alwaysTemplate).withTintColor(.red)
        }
        final class PortraitController: UIViewController {
            override var shouldAutorotate: Bool { false }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var childForStatusBarStyle: UIViewController? { nil }
            override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
            override var navigationItem: UINavigationItem { super.navigationItem }
        }
        final class Sheet: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
            func look() { _ = presentedView }
        }
        """)
        #expect(result.status == 0 && !result.stderr.contains("error"), "\(result.stderr)")
    }

    @Test("the film's world, physics and driver hooks are not in scope for a user's file")
    func filmMachineryIsHidden() throws {
        let hidden = ["Spring", "TimingCurve", "Timing", "CubicBezier", "AnimatedValue", "FilmWorld", "lerp",
                      "KeyboardSystem", "SizeTransitionCoordinator", "AnimatedFrame"]
        let members = ["configureForFilm", "presentedFrame", "runAlongsideAnimations", "animatedScrollTiming"]
        let result = try Self.typecheck("""
        import KeyboardFilmUIKit
        @MainActor func reach(_ window: UIWindow, _ view: UIView, _ scroll: UIScrollView) {
        \(hidden.map { "    _ = \($0).self" }.joined(separator: "\n"))
            window.configureForFilm(safeAreaInsets: .zero, rootViewFrame: .zero, toInterface: .identity, toWindow: .identity)
            _ = view.presentedFrame(in: view)
            UIViewController().runAlongsideAnimations()
            _ = UIScrollView.animatedScrollTiming
        }
        """)
        #expect(result.status != 0)
        for name in hidden { #expect(result.stderr.contains("cannot find '\(name)' in scope"), "\(name) is visible") }
        for name in members {
            #expect(result.stderr.contains("has no member '\(name)'") || result.stderr.contains("'\(name)' is inaccessible due to 'package' protection level"),
                    "\(name) is visible\n\(result.stderr)")
        }
    }
}
