import Foundation
@testable import KeyboardFilmUIKit
import Testing

/// UIKit surface whose values are documented: compared with UIKit's own answers.
@MainActor
struct SurfaceTests {
    @Test("the system font's line height is SF Pro's ascender + descender: 20.287 pt at 17 pt (UIKit's answer)")
    func fontMetrics() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(abs(f.lineHeight - 20.287) < 0.01)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
    }

    @Test("a toolbar is 44 pt; a Done item after a flexible space ends 16 pt from the trailing edge, a Cancel item before it starts 16 pt from the leading edge, vertically centred")
    func toolbarItems() throws {
        _ = Phone()
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
        bar.sizeToFit()
        #expect(bar.frame.height == 44)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        bar.items = [UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil), .flexibleSpace(), done]
        bar.layoutIfNeeded()
        let buttons = bar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.title(for: .normal) } == ["Cancel", "Done"])
        #expect(abs(buttons[0].frame.minX - 16) < 1e-9 && abs(buttons[1].frame.maxX - 374) < 1e-9, "\(buttons.map(\.frame))")
        #expect(abs(buttons[1].frame.midY - 22) < 1e-9)
    }

    @Test("isExclusiveTouch and isMultipleTouchEnabled start false, as UIKit documents, keep what code sets, and leave hit-testing as it was")
    func touchFlags() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        root.addSubview(button)
        #expect(!button.isExclusiveTouch && !button.isMultipleTouchEnabled)
        button.isExclusiveTouch = true
        button.isMultipleTouchEnabled = true
        #expect(button.isExclusiveTouch && button.isMultipleTouchEnabled)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    }

    @Test("the screen as a coordinate space: a view at (10, 100) in a full-screen window is at (10, 100) on screen, and back")
    func screenCoordinateSpace() {
        let phone = Phone()
        let view = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 20))
        phone.root.addSubview(view)
        let screen = UIScreen.main.coordinateSpace
        #expect(view.convert(CGPoint.zero, to: screen) == CGPoint(x: 10, y: 100))
        #expect(view.convert(CGRect(x: 10, y: 100, width: 5, height: 5), from: screen) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("associated objects (import ObjectiveC): a value kept per object and key, replaced, removed with nil, and not seen by another object")
    func associatedObjects() {
        final class Owner {}
        nonisolated(unsafe) var key: UInt8 = 0
        let a = Owner(), b = Owner()
        objc_setAssociatedObject(a, &key, "first", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &key) as? String == "first")
        #expect(objc_getAssociatedObject(b, &key) == nil)
        objc_setAssociatedObject(a, &key, "second", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &key) as? String == "second")
        objc_setAssociatedObject(a, &key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &key) == nil)
    }

    @Test("UIApplication reached by selector, as extension-safe code does: the class answers sharedApplication with the shared application, and refuses another selector")
    func applicationBySelector() {
        _ = Phone()
        let shared = Selector("sharedApplication")
        #expect(UIApplication.responds(to: shared))
        #expect(UIApplication.perform(shared).takeUnretainedValue() as? UIApplication === UIApplication.shared)
        #expect(!UIApplication.responds(to: Selector("openURL:")))
        _ = UIApplication.perform(Selector("openURL:"))
        #expect(FilmWorld.current.refusals.contains { $0.contains("openURL:") })
    }

    @Test("UITextView(frame:) is a convenience initializer, as in UIKit: a subclass overriding init(frame:textContainer:) is made by it; text ranges read the text by UTF-16 offsets")
    func textViewInitAndRanges() throws {
        _ = Phone()
        final class Header: UITextView {
            var madeThroughContainer = false
            override init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame, textContainer: textContainer); madeThroughContainer = true }
            required init?(coder: NSCoder) { nil }
        }
        let view = Header(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.madeThroughContainer && view.frame.width == 100)
        view.text = "héllo world"
        let start = try #require(view.position(from: view.beginningOfDocument, offset: 6))
        let range = try #require(view.textRange(from: start, to: view.endOfDocument))
        #expect(view.text(in: range) == "world")
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 11)
    }

    @Test("an empty NSLayoutConstraint() is a placeholder: activating it is refused (UIKit raises), and nothing is added to the layout")
    func emptyConstraint() {
        let phone = Phone()
        let before = phone.world.activeConstraints.count
        let c = NSLayoutConstraint()
        c.isActive = true
        #expect(!c.isActive && phone.world.activeConstraints.count == before)
        #expect(phone.world.refusals.contains { $0.contains("no first item") })
    }

    @Test("#imageLiteral makes a UIImage of the asset's name and #colorLiteral a UIColor, as in UIKit")
    func literals() {
        let image: UIImage = #imageLiteral(resourceName: "leftIcon")
        #expect(image.name == "leftIcon")
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test("NSStringFromCGRect and NSCoder.string(for:) write UIKit's format, and cgRect(for:) reads it back")
    func coderStrings() {
        let r = CGRect(x: 0, y: 44, width: 375, height: 50.5)
        #expect(NSStringFromCGRect(r) == "{{0, 44}, {375, 50.5}}")
        #expect(NSCoder.cgRect(for: NSCoder.string(for: r)) == r)
        #expect(NSCoder.cgSize(for: "{320, 480}") == CGSize(width: 320, height: 480))
        #expect(NSCoder.cgRect(for: "not a rect") == .zero)
    }

    @Test("CGAffineTransform composes as Core Graphics does: a translation then a scale, inverted, is the identity")
    func affine() {
        let t = CGAffineTransform(translationX: 10, y: -20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: -17))
        let back = t.concatenating(t.inverted())
        #expect(abs(back.a - 1) < 1e-12 && abs(back.d - 1) < 1e-12 && abs(back.tx) < 1e-12 && abs(back.ty) < 1e-12)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 4).applying(CGAffineTransform(rotationAngle: .pi / 2)).width.rounded() == 4)
    }

    @Test("addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil); the container calls the other two")
    func containment() {
        final class Child: UIViewController {
            var calls: [String] = []
            override func willMove(toParent parent: UIViewController?) { calls.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { calls.append("did \(parent == nil ? "nil" : "parent")") }
        }
        FilmWorld.reset()
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.calls == ["will parent", "did parent", "will nil", "did nil"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("a hidden arranged subview takes no space; removeArrangedSubview keeps the view as a subview")
    func stackHidden() {
        FilmWorld.reset()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(abs(a.frame.width - (300 - 20) / 3.0) < 1e-3, "layout keeps 1/1000 pt")
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 145 && c.frame.minX == 155)
        stack.removeArrangedSubview(c)
        #expect(c.superview === stack && stack.arrangedSubviews.count == 2)
    }

    @Test("presenting a controller is not modelled: the call is recorded as a refusal naming it")
    func presentRefused() {
        FilmWorld.reset()
        UIViewController().present(UIViewController(), animated: true)
        #expect(FilmWorld.current.refusals.first?.hasPrefix("present(_:animated:completion:)") == true)
    }
}
