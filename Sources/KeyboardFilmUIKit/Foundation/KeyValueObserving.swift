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
        let weakEntry = entry
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

/// `NSKeyValueChangeKey`: the keys of the change dictionary string-key-path observers receive.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

// Observing by string key path, the Objective-C-era form: the observer (a view or a controller)
// hears `observeValue(forKeyPath:of:change:context:)`, with points, rects and sizes boxed in
// `NSValue` and numbers in `NSNumber`, as UIKit boxes them. The keys a view, scroll view or layer
// announces are served; another key stops the film with a sentence naming it.
extension _KeyValueCodingAndObserving {
    public func addObserver(_ observer: UIResponder, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let entry = StringKeyPathObservations.entry(for: keyPath, of: self, observer: observer, options: options, context: context) else {
            FilmWorld.current.refuse("addObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self))",
                                     because: "the model announces only \(StringKeyPathObservations.keys(of: self).joined(separator: ", ")) of it")
            return
        }
        KeyValueObservers.add(entry, to: self)
        StringKeyPathObservations.all.append((entry, ObjectIdentifier(observer), keyPath, context))
        if options.contains(.initial) { entry.fireInitial() }
    }

    @available(*, unavailable, message: "Foundation on Linux has no key-value observing on NSObject: the model delivers observeValue(forKeyPath:of:change:context:) to views and view controllers, or use observe(_:options:changeHandler:)")
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {}

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        StringKeyPathObservations.remove(observer, keyPath, of: self, context: nil, anyContext: true)
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        StringKeyPathObservations.remove(observer, keyPath, of: self, context: context, anyContext: false)
    }
}

/// The string-key-path observations: which entry serves which observer, key path and context.
@MainActor
enum StringKeyPathObservations {
    static var all: [(entry: ObservationEntry, observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?)] = []

    /// Removes the most recent matching observation, as KVO does.
    static func remove(_ observer: NSObject, _ keyPath: String, of object: AnyObject, context: UnsafeMutableRawPointer?, anyContext: Bool) {
        guard let i = all.lastIndex(where: {
            $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath && $0.entry.objectID == ObjectIdentifier(object)
                && (anyContext || $0.context == context)
        }) else { return }
        KeyValueObservers.remove(all[i].entry)
        all.remove(at: i)
    }

    static func keys(of object: AnyObject) -> [String] {
        switch object {
        case is UIScrollView: return ["center", "frame", "bounds", "alpha", "hidden", "contentOffset", "contentSize"]
        case is UIView: return ["center", "frame", "bounds", "alpha", "hidden"]
        default: return ["position", "frame", "bounds"]
        }
    }

    static func entry(for key: String, of object: AnyObject, observer: UIResponder, options: NSKeyValueObservingOptions,
                      context: UnsafeMutableRawPointer?) -> ObservationEntry? {
        func make<Object: AnyObject, Value: Equatable>(_ object: Object, _ path: KeyPath<Object, Value>, _ box: @escaping (Value) -> Any) -> ObservationEntry {
            weak let weakObserver = observer
            nonisolated(unsafe) let context = context
            return ObservationEntry(object: object, keyPath: path, options: options) { object, change in
                var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: change.kind.rawValue)]
                if let new = change.newValue { dictionary[.newKey] = box(new) }
                if let old = change.oldValue { dictionary[.oldKey] = box(old) }
                if change.isPrior { dictionary[.notificationIsPriorKey] = NSNumber(value: true) }
                weakObserver?.observeValue(forKeyPath: key, of: object, change: dictionary, context: context)
            }
        }
        switch (object, key) {
        case (let scroll as UIScrollView, "contentOffset"): return make(scroll, \.contentOffset, NSValue.init(cgPoint:))
        case (let scroll as UIScrollView, "contentSize"): return make(scroll, \.contentSize, NSValue.init(cgSize:))
        case (let view as UIView, "center"): return make(view, \.center, NSValue.init(cgPoint:))
        case (let view as UIView, "frame"): return make(view, \.frame, NSValue.init(cgRect:))
        case (let view as UIView, "bounds"): return make(view, \.bounds, NSValue.init(cgRect:))
        case (let view as UIView, "alpha"): return make(view, \.alpha) { NSNumber(value: Double($0)) }
        case (let view as UIView, "hidden"): return make(view, \.isHidden) { NSNumber(value: $0) }
        case (let layer as CALayer, "position"): return make(layer, \.position, NSValue.init(cgPoint:))
        case (let layer as CALayer, "frame"): return make(layer, \.frame, NSValue.init(cgRect:))
        case (let layer as CALayer, "bounds"): return make(layer, \.bounds, NSValue.init(cgRect:))
        default: return nil
        }
    }
}

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
        weak let weakObject = object
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
