import Foundation

// Key-value observing of the model's objects (swift-corelibs-foundation has no KVO): the
// "tracking view as input accessory" technique observes the keyboard's host view's `center`;
// others watch a scroll view's `contentOffset` or a view's `frame`. UIKit's views and layers
// announce changes of their geometry (`frame`, `bounds`, `center`, a layer's `position`), a
// scroll view's `contentOffset`, `contentInset` and `contentSize`, and `alpha` / `isHidden`,
// at the moment their model value changes (inside the animation block that changes it, as on a
// device); the keyboard's own view announces its frame when the keyboard's model moves. An
// observation is called when the key path's value differs after such a change (UIKit's KVO also
// calls for a set that leaves the value equal; this model does not).

#if !canImport(Darwin)
/// `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// `NSKeyValueObservedChange`: what an observation's handler is told.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// Present with `.new` (and not in a prior notification).
    public let newValue: Value?
    /// Present with `.old`.
    public let oldValue: Value?
    public let indexes: IndexSet? = nil
    /// True for the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// `NSKeyValueObservation`: ends with `invalidate()` or when released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    fileprivate var onInvalidate: (() -> Void)?

    public func invalidate() {
        let end = onInvalidate
        onInvalidate = nil
        end?()
    }

    deinit { invalidate() }
}

/// Apple's name for the protocol that gives `observe(_:options:changeHandler:)`; the model's
/// views and layers conform.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// `observe(_:options:changeHandler:)`: `changeHandler` runs whenever the value at `keyPath`
    /// changes (see above for when UIKit's objects announce changes).
    public func observe<Value: Equatable>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                                          changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        let entry = ObservationEntry(object: self, keyPath: keyPath, options: options, handler: changeHandler)
        KeyValueObservers.add(entry, to: self)
        nonisolated(unsafe) let weakEntry = entry
        observation.onInvalidate = { [weak weakEntry] in
            guard let entry = weakEntry else { return }
            MainActor.assumeIsolated { KeyValueObservers.remove(entry) }
        }
        if options.contains(.initial) { entry.fireInitial() }
        return observation
    }
}

extension UIView: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}

/// One observation: reads the value, remembers the last one, calls the handler on a change.
@MainActor
final class ObservationEntry {
    weak var object: AnyObject?
    let objectID: ObjectIdentifier
    private let changed: () -> Void
    private let initial: () -> Void

    init<Object: AnyObject, Value: Equatable>(object: Object, keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
                                              handler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void) {
        self.object = object
        objectID = ObjectIdentifier(object)
        var last = object[keyPath: keyPath]
        weak var weakObject = object
        changed = {
            guard let object = weakObject else { return }
            let now = object[keyPath: keyPath]
            guard now != last else { return }
            let old = last
            last = now
            if options.contains(.prior) {
                handler(object, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                         oldValue: options.contains(.old) ? old : nil, isPrior: true))
            }
            handler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                     oldValue: options.contains(.old) ? old : nil, isPrior: false))
        }
        initial = {
            guard let object = weakObject else { return }
            handler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                     oldValue: nil, isPrior: false))
        }
    }

    func fireIfChanged() { changed() }
    func fireInitial() { initial() }
}

/// The observations of the model's objects, by object.
@MainActor
enum KeyValueObservers {
    private static var byObject: [ObjectIdentifier: [ObservationEntry]] = [:]

    static var isEmpty: Bool { byObject.isEmpty }

    static func add(_ entry: ObservationEntry, to object: AnyObject) {
        byObject[ObjectIdentifier(object), default: []].append(entry)
    }

    static func remove(_ entry: ObservationEntry) {
        byObject[entry.objectID]?.removeAll { $0 === entry }
        if byObject[entry.objectID]?.isEmpty == true { byObject[entry.objectID] = nil }
    }

    /// `object` changed a property: its observations compare and call.
    static func didChange(_ object: AnyObject) {
        guard !byObject.isEmpty, let entries = byObject[ObjectIdentifier(object)] else { return }
        for entry in entries where entry.object === object { entry.fireIfChanged() }
    }

    /// Every observation compares (objects whose values the system computes, as the keyboard's).
    static func checkAll() {
        guard !byObject.isEmpty else { return }
        for entries in byObject.values {
            for entry in entries where entry.object != nil { entry.fireIfChanged() }
        }
    }
}
#endif
