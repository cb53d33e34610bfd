import Foundation

extension NotificationCenter {
    /// `addObserver(forName:object:queue:using:)` given a queue (this overload is chosen over
    /// Foundation's, whose `queue` is optional). UIKit posts its notifications on the main thread,
    /// where an observer on `OperationQueue.main` runs at once, inside the post (and so inside the
    /// keyboard's animation block: docs/keyboard-physics.md §11). swift-corelibs-foundation instead
    /// hands the block to the main queue and waits for it unless the poster runs on the main
    /// thread, which a `@MainActor` Swift Testing test does not: the film would wait for itself
    /// forever. So a main-queue observer is registered to run on the posting thread, as on a
    /// device; any other queue is Foundation's to serve.
    public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
                            using block: @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol {
        let deliveredOn: OperationQueue? = queue === OperationQueue.main ? nil : queue
        return addObserver(forName: name, object: obj, queue: deliveredOn, using: block)
    }
}

// MARK: Selector observers

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)`: `observer`'s method runs at each post, on the posting
    /// thread. As since iOS 9, the center does not keep the observer alive, and a deallocated
    /// observer is no longer called.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let box = WeakTarget(target)
        let token = addObserver(forName: aName, object: anObject, queue: nil as OperationQueue?) { note in
            guard let object = box.target else { return }
            nonisolated(unsafe) let target = object, note = note
            // UIKit posts on the main thread; a film posts on the main actor.
            MainActor.assumeIsolated { aSelector.send(to: target, with: [note]) }
        }
        SelectorObservers.shared.add(token, observer: target, name: aName, object: anObject.map { $0 as AnyObject })
    }

    /// `removeObserver(_:)` for an object: its selector observers, and the object itself when it is
    /// a token of a block observer (Foundation's own method). Chosen over Foundation's `Any` one.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(observer: observer, name: nil, object: nil) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// `removeObserver(_:name:object:)` for an object: its selector observers of that name and object.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let object = anObject.map { $0 as AnyObject }
        for token in SelectorObservers.shared.remove(observer: observer, name: aName, object: object) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// A reference that does not keep its object alive.
final class WeakTarget: @unchecked Sendable {
    weak var target: AnyObject?
    init(_ target: AnyObject) { self.target = target }
}

/// The block observers standing in for selector observers, by observer, so that
/// `removeObserver(self)` (often in `deinit`, on any thread) finds them.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private struct Entry {
        let token: NSObjectProtocol
        let observer: ObjectIdentifier
        let name: NSNotification.Name?
        weak var object: AnyObject?
        let hadObject: Bool
    }
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ token: NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        lock.lock(); defer { lock.unlock() }
        entries.append(Entry(token: token, observer: ObjectIdentifier(observer), name: name, object: object, hadObject: object != nil))
    }

    /// Removes and returns the tokens of `observer` matching `name` and `object` (nil: any).
    func remove(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) -> [NSObjectProtocol] {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(observer)
        var removed: [NSObjectProtocol] = []
        entries.removeAll { entry in
            guard entry.observer == id, name == nil || entry.name == name,
                  object == nil || (entry.hadObject && entry.object === object) else { return false }
            removed.append(entry.token)
            return true
        }
        return removed
    }
}
