import Foundation
import KeyboardPhysics
import TestSupport
import Testing
@testable import KeyboardFilmUIKit

/// Auto Layout solved in layout passes: priorities, inequalities, broken constraints, guides.
struct AutoLayoutTests {
    @MainActor @Test("an active constraint is installed on the nearest common ancestor of its items' views (Auto Layout Guide): siblings' in their parent's constraints, a width in its own view's, a guide's in its owning view's; deactivated, it leaves")
    func constraintsInstalledOnCommonAncestor() {
        let phone = Phone()
        let a = UIView(), b = UIView()
        phone.root.addSubview(a); phone.root.addSubview(b)
        let between = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let guide = UILayoutGuide()
        b.addLayoutGuide(guide)
        let inGuide = guide.heightAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([between, width, inGuide])
        #expect(phone.root.constraints.contains { $0 === between } && !a.constraints.contains { $0 === between })
        #expect(a.constraints.contains { $0 === width } && !phone.root.constraints.contains { $0 === width })
        #expect(b.constraints.contains { $0 === inGuide })
        between.isActive = false
        #expect(!phone.root.constraints.contains { $0 === between })
    }

    @MainActor @Test func theMinimumDistancePairKeepsTheBarAtItsRestPosition() {
        // The Stack Overflow answer: bottom == view.bottom − constant at priority 500, and a required
        // bottom ≤ safe area's bottom. No keyboard (constant 0): the bar stays above the 34 pt inset.
        let phone = Phone()
        let bar = phone.bar, view = phone.root
        bar.translatesAutoresizingMaskIntoConstraints = false
        let follow = view.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 0)
        follow.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            follow,
            bar.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        view.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        follow.constant = 336
        view.layoutIfNeeded()
        #expect(abs(bar.frame.maxY - (844 - 336)) < 1e-6)
        #expect(phone.world.log.isEmpty)
    }

    @MainActor @Test func anUnsatisfiableSetBreaksOneConstraintAndSaysSo() {
        let phone = Phone()
        let bar = phone.bar
        bar.translatesAutoresizingMaskIntoConstraints = false
        let first = bar.heightAnchor.constraint(equalToConstant: 44)
        let second = bar.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([first, second, bar.topAnchor.constraint(equalTo: phone.root.topAnchor, constant: 100)])
        phone.root.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(phone.world.log.count == 1)
        #expect(phone.world.log.first?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(phone.world.log.first?.contains("60") == true)
    }

    @MainActor @Test func aLowerPriorityGivesWay() {
        let phone = Phone()
        let bar = phone.bar
        bar.translatesAutoresizingMaskIntoConstraints = false
        let low = bar.heightAnchor.constraint(equalToConstant: 60)
        low.priority = .defaultLow
        let high = bar.heightAnchor.constraint(equalToConstant: 50)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([low, high, bar.topAnchor.constraint(equalTo: phone.root.topAnchor)])
        phone.root.layoutIfNeeded()
        #expect(bar.frame.height == 50)
        #expect(phone.world.log.isEmpty)
    }

    @MainActor @Test func aBarPinnedToTheKeyboardLayoutGuideFollowsThePostedFrame() {
        let phone = Phone()
        let bar = phone.bar, view = phone.root
        bar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        view.layoutIfNeeded()
        #expect(bar.frame.maxY == 810, "off screen, the guide's top is the safe area's bottom")
        // UIKit moves the guide inside the keyboard's block: the bar rides the spring from rest.
        phone.world.withAnimationBlock(Timing(curve: .keyboard, durationSeconds: 0.25)) {
            phone.world.moveKeyboardLayoutGuides(to: shownKeyboard, undocked: false)
            view.layoutIfNeeded()
        }
        #expect(bar.frame.maxY == 508)
        for k in 1...30 {
            let t = Double(k) / 60
            #expect(abs(phone.presentedBarBottom(at: t) - (810 - 302 * springProgress(t))) < 0.01)
        }
    }

    @MainActor @Test func aGuidePlacedByConstraintsReportsItsSolvedFrame() {
        let phone = Phone()
        let guide = UILayoutGuide()
        phone.root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: phone.root.leadingAnchor, constant: 16),
            guide.trailingAnchor.constraint(equalTo: phone.root.trailingAnchor, constant: -16),
            guide.topAnchor.constraint(equalTo: phone.root.safeAreaLayoutGuide.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 100),
        ])
        phone.root.layoutIfNeeded()
        // 390 wide less 16 each side; its top at the 47 pt status-bar inset.
        #expect(guide.layoutFrame == CGRect(x: 16, y: 47, width: 358, height: 100))
    }

    @MainActor @Test func autoresizingKeepsTheBarsDistanceFromTheBottom() {
        let phone = Phone()
        phone.root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(phone.bar.frame == CGRect(x: 0, y: 766 - 454, width: 844, height: 44))
    }

    @MainActor @Test func convertFromTheWindowUsesTheViewsPlace() {
        let phone = Phone()
        let sheet = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 500))
        phone.root.addSubview(sheet)
        #expect(sheet.convert(shownKeyboard, from: nil) == CGRect(x: -20, y: 408, width: 390, height: 336))
        #expect(sheet.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 20, y: 100, width: 10, height: 10))
        #expect(sheet.safeAreaInsets == .zero)
        #expect(phone.root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
}
