import Foundation

/// `UILayoutPriority`: 1…1000; 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + v) }
    public static func - (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - v) }
}

/// `NSLayoutConstraint`: `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
/// Changing `constant`, `priority` or `isActive` takes effect at the next layout pass.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case notAnAttribute = 0
    }

    /// The items, held weakly as UIKit holds them: a view keeps its constraints, not the reverse.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    /// The film world whose list holds the constraint (a constraint activated before a film's
    /// world began joins that world's list when its view is laid out there).
    weak var listedIn: FilmWorld?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var identifier: String?

    public var constant: CGFloat {
        didSet {
            if !constant.isFinite {
                // UIKit raises here ("Constant is not finite! That's illegal."): the film stops, naming it.
                let value = constant.isNaN ? "NaN" : "infinite"
                constant = oldValue
                FilmWorld.current.fail("set the constant of \(self) to \(value); UIKit raises “Constant is not finite! That's illegal.”")
                return
            }
            if constant != oldValue, isActive { FilmWorld.current.needsLayout = true }
        }
    }
    /// Required constraints cannot become optional once active (UIKit raises; here it is ignored, and said so).
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, isActive else { return }
            if (oldValue == .required) != (priority == .required) {
                FilmWorld.current.log.append("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(self)")
                priority = oldValue
                return
            }
            FilmWorld.current.needsLayout = true
        }
    }

    /// Whether the constraint is active: installed on its first item's view, which keeps it (UIKit
    /// installs a constraint on a view), so a `weak` outlet to it lasts as long as the view, and a
    /// constraint activated before the film began (in a view made in a controller's initializer)
    /// still holds in the film. The film's world lists them in activation order for the solver.
    public var isActive: Bool {
        get { keeper?.keptConstraints.contains { $0 === self } ?? false }
        set {
            let world = FilmWorld.current
            if newValue, firstItem == nil {
                // UIKit raises on activating a constraint with no first item.
                return world.refuse("activating \(self)", because: "the constraint has no first item (one made by NSLayoutConstraint() and never set up; UIKit raises)")
            }
            if newValue, !isActive {
                world.activeConstraints.append(self); listedIn = world; world.needsLayout = true
                keeper?.keptConstraints.append(self)
            }
            if !newValue, isActive {
                world.activeConstraints.removeAll { $0 === self }; world.needsLayout = true
                keeper?.keptConstraints.removeAll { $0 === self }
            }
        }
    }

    /// The view the constraint is installed on: its first item, or the first item's owning view.
    var keeper: UIView? { (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView }

    /// The view UIKit installs the constraint on: the nearest common ancestor of its items' views.
    var installationView: UIView? {
        func view(_ item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        guard let first = view(firstItem) else { return nil }
        guard let second = view(secondItem) else { return first }
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = first
        while let current = v { ancestors.insert(ObjectIdentifier(current)); v = current.superview }
        v = second
        while let current = v {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            v = current.superview
        }
        return nil
    }

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject; firstAttribute = attr1; self.relation = relation
        secondItem = view2.map { $0 as AnyObject }; secondAttribute = attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        if !c.isFinite || !multiplier.isFinite {
            FilmWorld.current.fail("made \(self) with a \(c.isFinite ? "multiplier" : "constant") that is not finite; UIKit raises “\(c.isFinite ? "Multiplier" : "Constant") is not finite! That's illegal.”")
        }
    }

    /// `NSLayoutConstraint()`: an empty constraint (a placeholder a property starts with).
    public init() {
        firstAttribute = .notAnAttribute; relation = .equal; secondAttribute = .notAnAttribute; multiplier = 1
        constant = 0
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Deactivates them together: the world's list is filtered once, not once per constraint
    /// (a stack of a thousand views remakes thousands at a time).
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        let leaving = constraints.filter(\.isActive)
        guard !leaving.isEmpty else { return }
        let ids = Set(leaving.map(ObjectIdentifier.init))
        let world = FilmWorld.current
        world.activeConstraints.removeAll { ids.contains(ObjectIdentifier($0)) }
        world.needsLayout = true
        for c in leaving { c.keeper?.keptConstraints.removeAll { ids.contains(ObjectIdentifier($0)) } }
    }

    public var description: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "" }
            if let guide = item as? UILayoutGuide { return guide.identifier }
            return "\(type(of: item))"
        }
        let rel = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = secondItem == nil ? "" : "\(name(secondItem)).\(secondAttribute)"
        if multiplier != 1, secondItem != nil { rhs = "\(multiplier)*" + rhs }
        if constant != 0 || secondItem == nil { rhs += (rhs.isEmpty ? "" : (constant < 0 ? " - " : " + ")) + "\(rhs.isEmpty ? constant : abs(constant))" }
        let p = priority == .required ? "" : " (priority \(Int(priority.rawValue)))"
        return "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(name(firstItem)).\(firstAttribute) \(rel) \(rhs)\(p)>"
    }
}

// MARK: Anchors

/// `NSLayoutAnchor`: one attribute of a view or layout guide.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    unowned let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) { self.item = item; self.attribute = attribute }

    private func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other.item,
                           attribute: other.attribute, multiplier: 1, constant: c)
    }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, c) }
}

/// The standard spacing UIKit's system-spacing anchors use between two items: 8 points at the
/// default text size.
let systemSpacing: CGFloat = 8

@MainActor public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + 8 × multiplier` (the system spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
}

@MainActor public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + 8 × multiplier` (the system spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
}

@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    private func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutDimension?, _ m: CGFloat, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: m, constant: c)
    }
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, 1, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, m, 0) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, m, c) }
    // A bubble's maximum width (`≤ 0.7 × the row's`) is the commonest use of these.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, m, 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, m, c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, m, 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, m, c)
    }
}

/// What owns the four anchors of a rectangle (a view or a layout guide).
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
}

/// The anchors of one item, made once.
@preconcurrency @MainActor
final class Anchors {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension
    init(_ item: AnyObject) {
        leading = .init(item: item, attribute: .leading); trailing = .init(item: item, attribute: .trailing)
        left = .init(item: item, attribute: .left); right = .init(item: item, attribute: .right)
        centerX = .init(item: item, attribute: .centerX)
        top = .init(item: item, attribute: .top); bottom = .init(item: item, attribute: .bottom)
        centerY = .init(item: item, attribute: .centerY)
        width = .init(item: item, attribute: .width); height = .init(item: item, attribute: .height)
    }
}

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}
