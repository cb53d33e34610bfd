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
        let views = allViews(root)
        updateArrangements(views)
        if isWindow { world.needsLayout = false }
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
            updateArrangements(now)
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

    /// Lays out `view`'s own subtree at once, its frame fixed (a cell a table adds in its
    /// `layoutSubviews`): solved, then `layoutSubviews`, again while that asks for more (bounded).
    static func layOutNow(_ view: UIView) {
        view.needsLayoutFlag = true
        for _ in 0..<3 where subtreeNeedsLayout(view) { layoutIfNeeded(view) }
    }

    /// UIKit's constraint pass before its layout pass: stack views remake the constraints of
    /// arrangements that changed.
    private static func updateArrangements(_ views: [UIView]) {
        for case let stack as UIStackView in views { stack.updateArrangementIfNeeded() }
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

    /// The active constraints among `views` (and their guides).
    private static func constraints(among views: [UIView]) -> [NSLayoutConstraint] {
        let inTree = Set(views.map(ObjectIdentifier.init))
        func owner(_ item: AnyObject?) -> UIView? {
            if let v = item as? UIView { return v }
            return (item as? UILayoutGuide)?.owningView
        }
        let world = FilmWorld.current
        // Constraints activated before this film's world began (views made in a controller's
        // initializer) join its list, after those it has, in the order their views keep them.
        for v in views {
            for c in v.keptConstraints where c.listedIn !== world {
                world.activeConstraints.append(c)
                c.listedIn = world
            }
        }
        return world.activeConstraints.filter { c in
            guard let first = owner(c.firstItem), inTree.contains(ObjectIdentifier(first)) else { return false }
            guard let second = c.secondItem else { return true }
            return owner(second).map { inTree.contains(ObjectIdentifier($0)) } ?? false
        }
    }

    /// `systemLayoutSizeFitting`'s height: the least height `view`'s constraints allow with its
    /// width as it is — its height free, pulled towards 0 at the fitting-size priority (50), as
    /// UIKit measures a self-sizing cell's content view. Nil when nothing inside is constrained.
    /// Laid out at that width first, so multi-line labels wrap where they will be drawn.
    static func fittingHeight(of view: UIView) -> CGFloat? {
        layOutNow(view)
        let views = allViews(view)
        let constraints = constraints(among: views)
        guard !constraints.isEmpty else { return nil }
        let world = FilmWorld.current
        var system = LayoutSystem(constraints, root: view)
        system.solver.budget = world.layoutWorkLeft
        system.fitsRootHeight = true
        system.fixFramedItems()
        system.add(constraints, world: world, logsBroken: false)
        system.addContentSizes()
        system.addStays()
        guard world.spendLayoutWork(system.solver, constraints: constraints.count, items: system.items.objects.count) else { return nil }
        guard let i = system.items.index[ObjectIdentifier(view)] else { return nil }
        let height = system.solver.value(of: system.vars(i).h)
        return height.isFinite ? max(0, LayoutEngine.pixelRound(height)) : nil
    }

    /// One solve; true when a guide's pin changed with the frames it placed.
    private static func solveOnce(_ root: UIView, views: [UIView]) -> Bool {
        let world = FilmWorld.current
        let constraints = constraints(among: views)
        guard !constraints.isEmpty else { return false }
        var system = LayoutSystem(constraints, root: root)
        system.solver.budget = world.layoutWorkLeft
        system.fixFramedItems()
        system.add(constraints, world: world)
        system.addContentSizes()
        system.addStays()
        guard world.spendLayoutWork(system.solver, constraints: constraints.count, items: system.items.objects.count) else { return false }
        system.placeGuides()
        system.placeViews(views)
        return system.guidesMoved
    }

    /// The layout of one tree as a linear system: four variables per item (left, top, width,
    /// height in the interface's coordinates), solved by priority.
    @MainActor
    private struct LayoutSystem {
        typealias Term = SimplexSolver.Term
        typealias Variables = (l: Int, t: Int, w: Int, h: Int)
        let root: UIView
        /// Measuring (`fittingHeight`): the root's height is what the system solves for.
        var fitsRootHeight = false
        var items = Items()
        var solver = SimplexSolver()
        /// UIKit's guides and where they were pinned, to see whether placing moved them.
        var pins: [ObjectIdentifier: GuidePin] = [:]

        init(_ constraints: [NSLayoutConstraint], root: UIView) {
            self.root = root
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
        }

        func vars(_ i: Int) -> Variables { (4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3) }

        mutating func requireEqual(_ terms: [Term], _ constant: Double) {
            _ = solver.add(.init(terms: terms, constant: constant, relation: .equal, weight: nil))
        }

        /// Views laid out by frame (autoresizing) stay where they are; UIKit's own guides follow their view.
        mutating func fixFramedItems() {
            for (i, o) in items.objects.enumerated() {
                let v = vars(i)
                var fixed: (rect: CGRect, relativeTo: Int?)?
                if let view = o as? UIView, view.translatesAutoresizingMaskIntoConstraints || view === root {
                    let origin = view.originInInterface(transforms: false), frame = view.untransformedFrame
                    fixed = (CGRect(x: origin.x + view.bounds.minX, y: origin.y + view.bounds.minY, width: frame.width, height: frame.height), nil)
                    if let s = view.superview, let si = items.index[ObjectIdentifier(s)], !s.translatesAutoresizingMaskIntoConstraints {
                        fixed = (CGRect(x: frame.minX - s.bounds.minX, y: frame.minY - s.bounds.minY, width: frame.width, height: frame.height), si)
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
                if fitsRootHeight, (o as? UIView) === root {
                    _ = solver.add(.init(terms: [Term(variable: v.h, coefficient: 1)], constant: 0, relation: .equal,
                                         weight: LayoutEngine.weight(of: .fittingSizeLevel)))
                    _ = solver.add(.init(terms: [Term(variable: v.h, coefficient: 1)], constant: 0, relation: .greaterOrEqual, weight: nil))
                } else {
                    requireEqual([Term(variable: v.h, coefficient: 1)], -r.height)
                }
            }
        }

        /// UIKit's guides move and resize with their view: edges inset from the view's (the safe
        /// area), or a band of fixed height along its bottom (the keyboard layout guide).
        mutating func pinGuide(_ g: Variables, to p: Variables, _ pin: GuidePin) {
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

        mutating func expression(_ item: AnyObject, _ a: NSLayoutConstraint.Attribute) -> [Term] {
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

        /// The constraints, required first (in activation order), then by priority; a required
        /// one that cannot hold is logged as UIKit logs it, and left out.
        mutating func add(_ constraints: [NSLayoutConstraint], world: FilmWorld, logsBroken: Bool = true) {
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
                let weight = c.priority >= .required ? nil : LayoutEngine.weight(of: c.priority)
                if !solver.add(.init(terms: terms, constant: -c.constant, relation: relation, weight: weight)) {
                    if logsBroken { world.logBroken(c, among: added) }
                } else if weight == nil {
                    added.append(c)
                }
            }
        }

        /// The constrained views (not the root), with their variables.
        var constrainedViews: [(view: UIView, vars: Variables)] {
            items.objects.enumerated().compactMap { i, o in
                guard let view = o as? UIView, !view.translatesAutoresizingMaskIntoConstraints, view !== root else { return nil }
                return (view, vars(i))
            }
        }

        /// Content sizes (`intrinsicContentSize`): hugged at the hugging priority, kept from
        /// shrinking at the compression-resistance priority.
        mutating func addContentSizes() {
            for (view, v) in constrainedViews {
                let size = view.intrinsicContentSize
                for (axis, value, variable) in [(0, size.width, v.w), (1, size.height, v.h)] where value != UIView.noIntrinsicMetric {
                    let hug = view.contentHugging[axis], resist = view.compressionResistance[axis]
                    let term = [Term(variable: variable, coefficient: 1)]
                    _ = solver.add(.init(terms: term, constant: -value, relation: .lessOrEqual, weight: hug >= .required ? nil : LayoutEngine.weight(of: hug)))
                    _ = solver.add(.init(terms: term, constant: -value, relation: .greaterOrEqual,
                                         weight: resist >= .required ? nil : LayoutEngine.weight(of: resist)))
                }
            }
        }

        /// Weak stays keep what no constraint decides (an ambiguous layout) where it was.
        mutating func addStays() {
            for (view, v) in constrainedViews {
                let origin = view.originInInterface(transforms: false)
                let current = [origin.x + view.bounds.minX, origin.y + view.bounds.minY, view.untransformedFrame.width, view.untransformedFrame.height]
                for (n, value) in [v.l, v.t, v.w, v.h].enumerated() {
                    _ = solver.add(.init(terms: [Term(variable: value, coefficient: 1)], constant: -current[n], relation: .equal, weight: 1e-3))
                }
            }
        }

        /// The solved rectangle of variables `v`, in the coordinates of a view at `origin`.
        func solvedRect(_ v: Variables, from origin: CGPoint) -> CGRect {
            CGRect(x: solver.value(of: v.l) - origin.x, y: solver.value(of: v.t) - origin.y,
                   width: solver.value(of: v.w), height: solver.value(of: v.h))
        }

        /// Guides placed by constraints take their solved frame, in their owning view's coordinates.
        func placeGuides() {
            for (i, o) in items.objects.enumerated() {
                guard let guide = o as? UILayoutGuide, let ownerView = guide.owningView, guide.systemPin(in: ownerView) == nil else { continue }
                guide.solvedFrame = solvedRect(vars(i), from: ownerView.originInInterface(transforms: false))
            }
        }

        /// Frames, top-down (a superview's frame first, so subviews are placed in its new coordinates).
        func placeViews(_ views: [UIView]) {
            for view in views {
                guard let i = items.index[ObjectIdentifier(view)], !view.translatesAutoresizingMaskIntoConstraints, view !== root,
                      let superview = view.superview else { continue }
                let frame = solvedRect(vars(i), from: superview.originInInterface(transforms: false))
                let rounded = CGRect(x: LayoutEngine.pixelRound(frame.minX), y: LayoutEngine.pixelRound(frame.minY),
                                     width: LayoutEngine.pixelRound(frame.width), height: LayoutEngine.pixelRound(frame.height))
                if rounded != view.untransformedFrame {
                    view.untransformedFrame = rounded
                    // UIKit applies solved frames in the superview's layoutSubviews, so its
                    // controller's viewDidLayoutSubviews follows.
                    superview.needsLayoutFlag = true
                }
            }
        }

        /// Whether a guide's pin changed with the frames just placed (a view moved by its own safe-area guide).
        var guidesMoved: Bool {
            items.objects.contains { o in
                guard let guide = o as? UILayoutGuide, let ownerView = guide.owningView, let used = pins[ObjectIdentifier(guide)] else { return false }
                return guide.systemPin(in: ownerView) != used
            }
        }
    }

    /// Weights for optional priorities: each step of 100 multiplies the weight by 10, so a
    /// higher priority wins over any plausible number of lower ones.
    static func weight(of p: UILayoutPriority) -> Double { pow(10, Double(p.rawValue) / 100) }

    /// Solutions are exact up to rounding error; frames keep 1/1000 pt.
    fileprivate static func pixelRound(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}
