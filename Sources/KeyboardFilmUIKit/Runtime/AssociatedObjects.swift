import Foundation

// `import ObjectiveC`'s associated objects, which keyboard libraries use to hang state on views
// and controllers: a value kept for an object under a key's address, until the object goes.

/// `objc_AssociationPolicy` (retain or copy: the value is kept; assign: kept weakly when it is an object).
public struct objc_AssociationPolicy: RawRepresentable, Sendable, Equatable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let OBJC_ASSOCIATION_ASSIGN = objc_AssociationPolicy(rawValue: 0)
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy(rawValue: 1)
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = objc_AssociationPolicy(rawValue: 3)
    public static let OBJC_ASSOCIATION_RETAIN = objc_AssociationPolicy(rawValue: 769)
    public static let OBJC_ASSOCIATION_COPY = objc_AssociationPolicy(rawValue: 771)
}

/// One association: its owner held weakly (a reused address is not mistaken for it), its value
/// strongly or weakly by the policy.
private final class Association {
    weak var owner: AnyObject?
    var strong: Any?
    weak var weakValue: AnyObject?
    init(owner: AnyObject, value: Any?, policy: objc_AssociationPolicy) {
        self.owner = owner
        if policy == .OBJC_ASSOCIATION_ASSIGN, let object = value as AnyObject?, !(value is String) { weakValue = object } else { strong = value }
    }
    var value: Any? { strong ?? weakValue }
}

private struct AssociationKey: Hashable {
    let owner: ObjectIdentifier, key: UnsafeRawPointer
}

nonisolated(unsafe) private var associations: [AssociationKey: Association] = [:]
/// How many associations there may be before those of owners now gone are forgotten (doubled
/// past the live ones after each sweep, so setting stays linear).
nonisolated(unsafe) private var sweepAt = 64
private let associationsLock = NSLock()

/// `objc_setAssociatedObject(_:_:_:_:)`: nil removes the association.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    associationsLock.lock(); defer { associationsLock.unlock() }
    // Forget associations whose owners are gone (their addresses may be reused).
    if associations.count > sweepAt {
        associations = associations.filter { $0.value.owner != nil }
        sweepAt = max(64, 2 * associations.count)
    }
    let k = AssociationKey(owner: ObjectIdentifier(owner), key: key)
    associations[k] = value == nil ? nil : Association(owner: owner, value: value, policy: policy)
}

/// `objc_getAssociatedObject(_:_:)`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    associationsLock.lock(); defer { associationsLock.unlock() }
    guard let a = associations[AssociationKey(owner: ObjectIdentifier(owner), key: key)], a.owner === owner else { return nil }
    return a.value
}

/// `objc_removeAssociatedObjects(_:)`.
public func objc_removeAssociatedObjects(_ object: Any) {
    let owner = ObjectIdentifier(object as AnyObject)
    associationsLock.lock(); defer { associationsLock.unlock() }
    associations = associations.filter { $0.key.owner != owner }
}
