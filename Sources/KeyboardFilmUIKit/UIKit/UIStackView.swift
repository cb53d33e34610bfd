import Foundation

/// `UIStackView`: arranges its arranged subviews in a row or a column with constraints it makes
/// and remakes whenever the arrangement changes (a subview added, removed or hidden, the axis,
/// distribution, alignment or spacing set), as UIKit's does: once, when the next layout pass
/// updates constraints, however many changes came before it. Hidden arranged subviews take no
/// space. Baseline alignments align the views' tops (first) or bottoms (last).
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    nonisolated public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    nonisolated public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrangementDidChange() } }
    open var distribution = Distribution.fill { didSet { arrangementDidChange() } }
    open var alignment = Alignment.fill { didSet { arrangementDidChange() } }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made for the current arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    /// The arrangement changed since its constraints were made. Remaking them at each change made
    /// a stack of n views cost n² constraints to build (a thousand labels: minutes).
    private var arrangementIsStale = false

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }
    override public init(frame: CGRect) { super.init(frame: frame) }
    /// Non-failable, as UIKit declares it (a subclass's `required init(coder:)` chains to it): an
    /// empty horizontal stack, since the model has no archive to read.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// `removeArrangedSubview(_:)`: the view stays a subview (UIKit's documented behaviour).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    override open func willRemoveSubview(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementDidChange()
        }
    }

    /// The arrangement is remade before the next layout pass solves (`updateArrangementIfNeeded`).
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsLayout()
        FilmWorld.current.needsLayout = true // as activating the remade constraints would
    }

    /// Remakes the arrangement's constraints if it changed: the layout pass calls it before it
    /// gathers the constraints to solve, as UIKit updates constraints before it lays out.
    func updateArrangementIfNeeded() {
        guard arrangementIsStale else { return }
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangement)
        for g in spacers { removeLayoutGuide(g) }
        arrangement = []; spacers = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let middle: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let crossMiddle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let box: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self

        func add(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                 _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ c: CGFloat = 0, priority: UILayoutPriority = .required) {
            let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: multiplier, constant: c)
            constraint.priority = priority
            constraint.identifier = "UISV-arrangement"
            arrangement.append(constraint)
        }
        func gap(after v: UIView) -> CGFloat {
            let custom = customSpacing(after: v)
            return custom == UIStackView.spacingUseDefault || custom == UIStackView.spacingUseSystem ? spacing : custom
        }

        if let first = views.first, let last = views.last {
            add(first, lead, .equal, box, lead)
            add(last, trail, .equal, box, trail)
        }
        for (a, b) in zip(views, views.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(b, lead, .equal, a, trail, gap(after: a))
            case .equalSpacing, .equalCentering:
                add(b, lead, .greaterThanOrEqual, a, trail, gap(after: a))
                // A spacer guide between the two (their edges, or their centres): all spacers equal.
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                let edges = distribution == .equalSpacing ? (trail, lead) : (middle, middle)
                add(spacer, lead, .equal, a, edges.0)
                add(spacer, trail, .equal, b, edges.1)
                if let firstSpacer = spacers.first { add(spacer, length, .equal, firstSpacer, length) }
                spacers.append(spacer)
            }
        }
        if distribution == .fillEqually, let first = views.first {
            for v in views.dropFirst() { add(v, length, .equal, first, length) }
        }
        if distribution == .fillProportionally, let first = views.first {
            let sizes = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if sizes.allSatisfy({ $0 > 0 }) {
                for (v, s) in zip(views.dropFirst(), sizes.dropFirst()) {
                    add(v, length, .equal, first, length, multiplier: s / sizes[0], priority: UILayoutPriority(999))
                }
            }
        }
        for v in views {
            switch alignment {
            case .fill:
                add(v, crossLead, .equal, box, crossLead)
                add(v, crossTrail, .equal, box, crossTrail)
            case .leading, .firstBaseline:
                add(v, crossLead, .equal, box, crossLead)
                add(v, crossTrail, .lessThanOrEqual, box, crossTrail)
            case .trailing, .lastBaseline:
                add(v, crossTrail, .equal, box, crossTrail)
                add(v, crossLead, .greaterThanOrEqual, box, crossLead)
            case .center:
                add(v, crossMiddle, .equal, box, crossMiddle)
                add(v, crossLead, .greaterThanOrEqual, box, crossLead)
            }
            if alignment != .fill {
                // A view without a content size across the axis takes the stack's, weakly.
                add(v, crossLength, .equal, box, crossLength, priority: UILayoutPriority(25))
            }
        }
        NSLayoutConstraint.activate(arrangement)
    }
}
