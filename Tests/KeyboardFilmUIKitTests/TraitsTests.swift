import Foundation
@testable import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Size classes, idiom and device orientation, against UIKit's documented values: an iPhone is
/// compact × regular in portrait; in landscape it is compact in height, and regular in width only
/// on the 414 pt-and-wider Plus and Max models; an iPad is regular both ways. A rotation turns
/// the device first (its notification), then the interface, whose traits change inside it.
@MainActor
struct TraitsTests {
    final class Recorder: UIViewController {
        var events: [String] = []
        var observer: NSObjectProtocol?
        let field = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.events.append("device \(UIDevice.current.orientation.rawValue)") }
            }
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("willTransition")
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            let now = traitCollection
            events.append("traits \(previous?.horizontalSizeClass.rawValue ?? -1)x\(previous?.verticalSizeClass.rawValue ?? -1) → \(now.horizontalSizeClass.rawValue)x\(now.verticalSizeClass.rawValue)")
        }
    }

    func rotate(_ device: String) throws -> (Recorder, UITraitCollection) {
        let sb = try storyboard(name: "traits", device: device, system: "ios17", strategy: nil, duration: 1.0,
                                events: #"{ "at": 0.1, "do": "rotate", "to": "landscapeLeft" }"#)
        let vc = Recorder()
        var before: UITraitCollection?
        _ = try film(vc, sb) { vc in
            before = vc.traitCollection
            return FilmSubject(bar: vc.field, textField: vc.field)
        }
        return (vc, try #require(before))
    }

    @Test("iPhone 13 (390 pt): compact × regular in portrait, compact × compact in landscape; the device notification comes before viewWillTransition, then the traits change")
    func phoneRotation() throws {
        let (vc, before) = try rotate("iPhone 13")
        #expect(before.userInterfaceIdiom == .phone && before.horizontalSizeClass == .compact && before.verticalSizeClass == .regular)
        #expect(before.displayScale == 3)
        // compact = 1, regular = 2; landscapeLeft interface = device landscapeRight (4).
        #expect(vc.events == ["device 4", "willTransition", "traits 1x2 → 1x1"])
        #expect(UIDevice.current.orientation == .landscapeRight)
        #expect(vc.traitCollection.verticalSizeClass == .compact)
    }

    @Test("iPhone 14 Plus (428 pt): regular width in landscape")
    func plusRotation() throws {
        let (vc, _) = try rotate("iPhone 14 Plus")
        #expect(vc.events.last == "traits 1x2 → 2x1")
    }

    @Test("iPad: regular × regular in both orientations, so a rotation changes no trait")
    func padRotation() throws {
        let (vc, before) = try rotate("iPad Pro 11-inch")
        #expect(before.userInterfaceIdiom == .pad && before.horizontalSizeClass == .regular && before.verticalSizeClass == .regular)
        #expect(vc.events == ["device 4", "willTransition"])
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad")
    }

    @Test("UITraitCollection(traitsFrom:) takes each trait from the last collection that specifies it; containsTraits(in:) ignores what is unspecified")
    func combining() {
        let t = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceIdiom: .pad),
                                               UITraitCollection(horizontalSizeClass: .regular)])
        #expect(t.horizontalSizeClass == .regular && t.userInterfaceIdiom == .pad && t.verticalSizeClass == .unspecified)
        #expect(t.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        #expect(!t.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    }
}

/// Core Animation's 3D transforms (row vectors, as Core Animation multiplies them) and the other
/// small parts of the surface keyboard bars use.
@MainActor
struct SmallSurfaceTests {
    @Test("CATransform3D: a quarter turn about z sends (1, 0) to (0, 1); concatenation applies the first then the second; a layer takes the affine part")
    func transform3D() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(r.m11) < 1e-12 && abs(r.m12 - 1) < 1e-12 && abs(r.m21 + 1) < 1e-12)
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
        // (1, 1) scaled to (2, 3), then moved to (12, 23).
        #expect(CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(t)) == CGPoint(x: 12, y: 23))
        #expect(CATransform3DIsAffine(t) && !CATransform3DIsAffine({ var p = CATransform3DIdentity; p.m34 = -1 / 500; return p }()))
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(CATransform3DScale(CATransform3DMakeScale(2, 2, 2), 0.5, 0.5, 0.5)))
    }

    @Test("system spacing anchors put 8 pt × multiplier between the items")
    func systemSpacing() {
        let a = UIView(), b = UIView()
        let c = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2)
        #expect(c.constant == 16 && c.relation == .equal)
        #expect(b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).constant == 8)
    }

    @Test("UIActivityIndicatorView: 20 pt medium, 37 pt large, hidden while stopped")
    func spinner() {
        let s = UIActivityIndicatorView(style: .medium)
        #expect(s.intrinsicContentSize == CGSize(width: 20, height: 20) && s.isHidden)
        s.startAnimating()
        #expect(!s.isHidden && s.isAnimating)
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    }
}

/// Key-value observing by string key path (the Objective-C-era form a chat framework's keyboard
/// tracking view uses on its superview's "center").
@MainActor
struct StringKeyPathObservingTests {
    final class Tracker: UIView {
        var heard: [(String?, CGPoint, CGPoint)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            guard let old = change?[.oldKey] as? NSValue, let new = change?[.newKey] as? NSValue else { return }
            heard.append((keyPath, old.cgPointValue, new.cgPointValue))
        }
    }

    @Test("addObserver(_:forKeyPath: \"center\", options: [.new, .old]) hears each change with NSValue-boxed points; removeObserver(_:forKeyPath:) ends it; an unserved key is refused by name")
    func centerOfSuperview() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let tracker = Tracker()
        host.addSubview(tracker)
        host.addObserver(tracker, forKeyPath: "center", options: [.new, .old], context: nil)
        host.center = CGPoint(x: 50, y: 100)
        #expect(tracker.heard.count == 1)
        #expect(tracker.heard.first?.0 == "center")
        #expect(tracker.heard.first?.1 == CGPoint(x: 50, y: 25) && tracker.heard.first?.2 == CGPoint(x: 50, y: 100))
        host.removeObserver(tracker, forKeyPath: "center")
        host.center = CGPoint(x: 50, y: 200)
        #expect(tracker.heard.count == 1)
        let refusalsBefore = FilmWorld.current.refusals.count
        host.addObserver(tracker, forKeyPath: "tintColor", options: [.new], context: nil)
        #expect(FilmWorld.current.refusals.count == refusalsBefore + 1)
        #expect(FilmWorld.current.refusals.last?.contains("tintColor") == true)
    }
}

/// `CATransaction` around a view animation (a chat framework's input-bar animations): the
/// completion block runs when the animations added inside have finished, on the film's clock.
@MainActor
struct TransactionTests {
    final class Composer: UIViewController {
        let field = UITextField()
        var observer: NSObjectProtocol?
        var completedAt: Double?
        var defaultDuration: CFTimeInterval?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            field.frame = CGRect(x: 0, y: 700, width: 390, height: 44)
            observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.slide() }
            }
        }
        func slide() {
            CATransaction.begin()
            defaultDuration = CATransaction.animationDuration()
            UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                           animations: { self.field.frame.origin.y = 400 })
            CATransaction.setCompletionBlock { [weak self] in self?.completedAt = FilmWorld.current.time }
            CATransaction.commit()
        }
    }

    @Test("a transaction's completion block runs when its 0.3 s animation ends (show at 0.1 s → 0.4 s); animationDuration() is 0.25 s by default")
    func completionAtTheEnd() throws {
        let sb = try storyboard(name: "transaction", system: "ios17", strategy: nil, duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)
        let vc = Composer()
        _ = try film(vc, sb) { FilmSubject(bar: $0.field, textField: $0.field) }
        #expect(vc.defaultDuration == 0.25)
        let at = try #require(vc.completedAt)
        #expect(abs(at - 0.4) < 1e-9)
    }
}
