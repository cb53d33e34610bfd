import Foundation

/// UIKit's layout pass over one view tree: the active constraints among its views and guides
/// are solved (Cassowary, priorities as weights, a required constraint that cannot be met is
/// broken and logged as UIKit logs it), the solved frames are set top-down (inside whatever
/// animation block is open, so they animate from old to new), then `layoutSubviews` and the
/// controllers' layout callbacks run.
@preconcurrency @MainActor
enum LayoutEngine {
    static func layoutIfNeeded(_ root: UIView) {
        let world = FilmWorld.current
        guard world.needsLayout || subtreeNeedsLayout(root) else { return }
        // A pass is never re-entered: `layoutIfNeeded` from a `layoutSubviews` of the same tree
        // does nothing (as in UIKit), and a view that asks again is laid out in the next pass.
        let id = ObjectIdentifier(root)
        guard world.treesBeingLaidOut.insert(id).inserted else { return }
        defer { world.treesBeingLaidOut.remove(id) }
        // Only a window's pass settles the world's pending layout: a view outside every window
        // (a controller from an earlier film laying itself out) must not cancel the window's.
        let isWindow = root is UIWindow
        if isWindow { world.needsLayout = false }
        let views = allViews(root)
        for v in views { v.owningViewController?.viewWillLayoutSubviews() }
        solve(root, views: views)
        for v in views where v.needsLayoutFlag {
            v.needsLayoutFlag = false
            v.layoutSubviews()
            v.owningViewController?.viewDidLayoutSubviews()
        }
        // A layoutSubviews that changed constraints gets one more pass, as UIKit's loop does;
        // views it added (a table's cells) are laid out in that pass too, as UIKit's top-down
        // walk reaches them. Bounded: a view that keeps adding views is not chased forever.
        var laidOut = Set(views.map(ObjectIdentifier.init))
        for pass in 0..<3 where isWindow {
            let now = allViews(root)
            let added = now.filter { !laidOut.contains(ObjectIdentifier($0)) }
            guard (pass == 0 && world.needsLayout) || !added.isEmpty else { break }
            world.needsLayout = false
            solve(root, views: now)
            for v in added where v.needsLayoutFlag {
                v.needsLayoutFlag = false
                v.layoutSubviews()
                v.owningViewController?.viewDidLayoutSubviews()
            }
            laidOut.formUnion(added.map(ObjectIdentifier.init))
        }
    }

    private static func subtreeNeedsLayout(_ v: UIView) -> Bool {
        v.needsLayoutFlag || v.subviews.contains(where: subtreeNeedsLayout)
    }

    private static func allViews(_ root: UIView) -> [UIView] {
        var out: [UIView] = []
        func walk(_ v: UIView) { out.append(v); v.subviews.forEach(walk) }
        walk(root)
        return out
    }

    /// Variables: four per item (left, top, width, height in the interface's coordinates).
    private struct Items {
        var index: [ObjectIdentifier: Int] = [:]
        var objects: [AnyObject] = []
        mutating func id(_ o: AnyObject) -> Int {
            if let i = index[ObjectIdentifier(o)] { return i }
            objects.append(o)
            index[ObjectIdentifier(o)] = objects.count - 1
            return objects.count - 1
        }
    }

    /// Solves and places the tree's constrained views until UIKit's guides agree with the frames
    /// they were solved for (a view moved by its own safe-area guide changes its insets).
    private static func solve(_ root: UIView, views: [UIView]) {
        var passes = 1
        while solveOnce(root, views: views), passes < 4 { passes += 1 }
    }

    /// One solve; true when a guide's pin changed with the frames it placed.
    private static func solveOnce(_ root: UIView, views: [UIView]) -> Bool {
        let world = FilmWorld.current
        let inTree = Set(views.map(ObjectIdentifier.init))
        func owner(_ item: AnyObject?) -> UIView? {
            if let v = item as? UIView { return v }
            return (item as? UILayoutGuide)?.owningView
        }
        let constraints = world.activeConstraints.filter { c in
            guard let first = owner(c.firstItem), inTree.contains(ObjectIdentifier(first)) else { return false }
            guard let second = c.secondItem else { return true }
            return owner(second).map { inTree.contains(ObjectIdentifier($0)) } ?? false
        }
        guard !constraints.isEmpty else { return false }

        var items = Items()
        for c in constraints {
            _ = items.id(c.firstItem!)
            if let s = c.secondItem { _ = items.id(s) }
        }
        // Superviews of constrained views and owners of guides are placed first.
        var k = 0
        while k < items.objects.count {
            let o = items.objects[k]
            if let v = o as? UIView, !v.translatesAutoresizingMaskIntoConstraints, let s = v.superview { _ = items.id(s) }
            if let g = o as? UILayoutGuide, let v = g.owningView { _ = items.id(v) }
            k += 1
        }

        var solver = SimplexSolver()
        var pins: [ObjectIdentifier: GuidePin] = [:]
        func vars(_ i: Int) -> (l: Int, t: Int, w: Int, h: Int) { (4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3) }
        typealias Term = SimplexSolver.Term
        func requireEqual(_ terms: [Term], _ constant: Double) {
            _ = solver.add(.init(terms: terms, constant: constant, relation: .equal, weight: nil))
        }

        // Fixed items: views laid out by frame (autoresizing) and UIKit's own guides.
        for (i, o) in items.objects.enumerated() {
            let v = vars(i)
            var fixed: (rect: CGRect, relativeTo: Int?)?
            if let view = o as? UIView, view.translatesAutoresizingMaskIntoConstraints || view === root {
                let origin = view.originInInterface(transforms: false)
                fixed = (CGRect(x: origin.x + view.bounds.minX, y: origin.y + view.bounds.minY, width: view.untransformedFrame.width, height: view.untransformedFrame.height), nil)
                if let s = view.superview, let si = items.index[ObjectIdentifier(s)], !s.translatesAutoresizingMaskIntoConstraints {
                    fixed = (CGRect(x: view.untransformedFrame.minX - s.bounds.minX, y: view.untransformedFrame.minY - s.bounds.minY,
                                    width: view.untransformedFrame.width, height: view.untransformedFrame.height), si)
                }
            } else if let guide = o as? UILayoutGuide, let ownerView = guide.owningView, let pin = guide.systemPin(in: ownerView),
                      let owner = items.index[ObjectIdentifier(ownerView)] {
                pinGuide(v, to: vars(owner), pin)
                pins[ObjectIdentifier(guide)] = pin
                continue
            }
            guard let (r, relative) = fixed else { continue }
            if let p = relative.map(vars) {
                requireEqual([Term(variable: v.l, coefficient: 1), Term(variable: p.l, coefficient: -1)], -r.minX)
                requireEqual([Term(variable: v.t, coefficient: 1), Term(variable: p.t, coefficient: -1)], -r.minY)
            } else {
                requireEqual([Term(variable: v.l, coefficient: 1)], -r.minX)
                requireEqual([Term(variable: v.t, coefficient: 1)], -r.minY)
            }
            requireEqual([Term(variable: v.w, coefficient: 1)], -r.width)
            requireEqual([Term(variable: v.h, coefficient: 1)], -r.height)
        }

        /// UIKit's guides move and resize with their view: edges inset from the view's (the safe
        /// area), or a band of fixed height along its bottom (the keyboard layout guide).
        func pinGuide(_ g: (l: Int, t: Int, w: Int, h: Int), to p: (l: Int, t: Int, w: Int, h: Int), _ pin: GuidePin) {
            switch pin {
            case .insets(let inset):
                requireEqual([Term(variable: g.l, coefficient: 1), Term(variable: p.l, coefficient: -1)], -inset.left)
                requireEqual([Term(variable: g.w, coefficient: 1), Term(variable: p.w, coefficient: -1)], inset.left + inset.right)
                requireEqual([Term(variable: g.t, coefficient: 1), Term(variable: p.t, coefficient: -1)], -inset.top)
                requireEqual([Term(variable: g.h, coefficient: 1), Term(variable: p.h, coefficient: -1)], inset.top + inset.bottom)
            case .bottomBand(let height):
                requireEqual([Term(variable: g.l, coefficient: 1), Term(variable: p.l, coefficient: -1)], 0)
                requireEqual([Term(variable: g.w, coefficient: 1), Term(variable: p.w, coefficient: -1)], 0)
                requireEqual([Term(variable: g.h, coefficient: 1)], -height)
                // The band's bottom is the view's bottom.
                requireEqual([Term(variable: g.t, coefficient: 1), Term(variable: g.h, coefficient: 1),
                              Term(variable: p.t, coefficient: -1), Term(variable: p.h, coefficient: -1)], 0)
            }
        }

        // The constraints, required first (in activation order), then by priority.
        func expression(_ item: AnyObject, _ a: NSLayoutConstraint.Attribute) -> [Term] {
            let v = vars(items.id(item))
            switch a {
            case .left, .leading: return [Term(variable: v.l, coefficient: 1)]
            case .right, .trailing: return [Term(variable: v.l, coefficient: 1), Term(variable: v.w, coefficient: 1)]
            case .top: return [Term(variable: v.t, coefficient: 1)]
            case .bottom: return [Term(variable: v.t, coefficient: 1), Term(variable: v.h, coefficient: 1)]
            case .width: return [Term(variable: v.w, coefficient: 1)]
            case .height: return [Term(variable: v.h, coefficient: 1)]
            case .centerX: return [Term(variable: v.l, coefficient: 1), Term(variable: v.w, coefficient: 0.5)]
            case .centerY: return [Term(variable: v.t, coefficient: 1), Term(variable: v.h, coefficient: 0.5)]
            case .notAnAttribute: return []
            }
        }
        let ordered = constraints.enumerated().sorted { a, b in
            let pa = a.element.priority.rawValue, pb = b.element.priority.rawValue
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element)
        var added: [NSLayoutConstraint] = [] // the required ones the solver holds
        for c in ordered {
            var terms = expression(c.firstItem!, c.firstAttribute)
            if let s = c.secondItem {
                terms += expression(s, c.secondAttribute).map { Term(variable: $0.variable, coefficient: -$0.coefficient * c.multiplier) }
            }
            let relation: SimplexSolver.Constraint.Relation = switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessOrEqual
            case .greaterThanOrEqual: .greaterOrEqual
            }
            let weight = c.priority >= .required ? nil : weight(of: c.priority)
            if !solver.add(.init(terms: terms, constant: -c.constant, relation: relation, weight: weight)) {
                world.logBroken(c, among: added)
            } else if weight == nil {
                added.append(c)
            }
        }
        // Content sizes (`intrinsicContentSize`): hugged at the hugging priority, kept from
        // shrinking at the compression-resistance priority.
        for (i, o) in items.objects.enumerated() {
            guard let view = o as? UIView, !view.translatesAutoresizingMaskIntoConstraints, view !== root else { continue }
            let size = view.intrinsicContentSize, v = vars(i)
            for (axis, value, variable) in [(0, size.width, v.w), (1, size.height, v.h)] where value != UIView.noIntrinsicMetric {
                let hug = view.contentHugging[axis], resist = view.compressionResistance[axis]
                let term = [Term(variable: variable, coefficient: 1)]
                _ = solver.add(.init(terms: term, constant: -value, relation: .lessOrEqual, weight: hug >= .required ? nil : weight(of: hug)))
                _ = solver.add(.init(terms: term, constant: -value, relation: .greaterOrEqual, weight: resist >= .required ? nil : weight(of: resist)))
            }
        }
        // Weak stays keep what no constraint decides (an ambiguous layout) where it was.
        for (i, o) in items.objects.enumerated() {
            guard let view = o as? UIView, !view.translatesAutoresizingMaskIntoConstraints, view !== root else { continue }
            let v = vars(i), origin = view.originInInterface(transforms: false)
            let current = [origin.x + view.bounds.minX, origin.y + view.bounds.minY, view.untransformedFrame.width, view.untransformedFrame.height]
            for (n, value) in [v.l, v.t, v.w, v.h].enumerated() {
                _ = solver.add(.init(terms: [Term(variable: value, coefficient: 1)], constant: -current[n], relation: .equal, weight: 1e-3))
            }
        }

        // Guides placed by constraints take their solved frame, in their owning view's coordinates.
        for (i, o) in items.objects.enumerated() {
            guard let guide = o as? UILayoutGuide, let ownerView = guide.owningView, guide.systemPin(in: ownerView) == nil else { continue }
            let v = vars(i), origin = ownerView.originInInterface(transforms: false)
            guide.solvedFrame = CGRect(x: solver.value(of: v.l) - origin.x, y: solver.value(of: v.t) - origin.y,
                                       width: solver.value(of: v.w), height: solver.value(of: v.h))
        }

        // Frames, top-down (a superview's frame first, so subviews are placed in its new coordinates).
        for view in views {
            guard let i = items.index[ObjectIdentifier(view)], !view.translatesAutoresizingMaskIntoConstraints, view !== root,
                  let superview = view.superview else { continue }
            let v = vars(i)
            let origin = superview.originInInterface(transforms: false)
            let frame = CGRect(x: solver.value(of: v.l) - origin.x, y: solver.value(of: v.t) - origin.y,
                               width: solver.value(of: v.w), height: solver.value(of: v.h))
            let rounded = CGRect(x: pixelRound(frame.minX), y: pixelRound(frame.minY),
                                 width: pixelRound(frame.width), height: pixelRound(frame.height))
            if rounded != view.untransformedFrame {
                view.untransformedFrame = rounded
                // UIKit applies solved frames in the superview's layoutSubviews, so its
                // controller's viewDidLayoutSubviews follows.
                superview.needsLayoutFlag = true
            }
        }
        return items.objects.contains { o in
            guard let guide = o as? UILayoutGuide, let ownerView = guide.owningView, let used = pins[ObjectIdentifier(guide)] else { return false }
            return guide.systemPin(in: ownerView) != used
        }
    }

    /// Weights for optional priorities: each step of 100 multiplies the weight by 10, so a
    /// higher priority wins over any plausible number of lower ones.
    static func weight(of p: UILayoutPriority) -> Double { pow(10, Double(p.rawValue) / 100) }

    /// Solutions are exact up to rounding error; frames keep 1/1000 pt.
    private static func pixelRound(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}
