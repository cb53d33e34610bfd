import Foundation
import KeyboardFilmUIKit
// SwiftUI brings Combine on iOS: ObservableObject and @Published come with `import SwiftUI`.
@_exported import Combine
// And Observation (`@Observable`, iOS 17), which SwiftUI also re-exports.
@_exported import Observation

/// The box a `@StateObject` or `@ObservedObject` carries: the object, and the subscription that
/// updates the host when the object is about to change.
@MainActor
final class ObjectBox<ObjectType: ObservableObject> {
    var object: ObjectType?
    var make: (() -> ObjectType)?
    var subscription: AnyCancellable?
    weak var graph: HostingGraph?

    init(object: ObjectType?, make: (() -> ObjectType)?) { self.object = object; self.make = make }

    var value: ObjectType {
        if let object { return object }
        let made = make!()
        object = made
        return made
    }

    /// Listens to the object's `objectWillChange`: a change (on the main thread, as the film runs)
    /// updates the host in the same turn.
    func observe(with graph: HostingGraph) {
        self.graph = graph
        guard subscription == nil else { return }
        subscription = value.objectWillChange.sink { [weak self] _ in
            MainActor.assumeIsolated { self?.graph?.stateDidChange() }
        }
    }
}

/// `@StateObject`: made once per view identity, kept across evaluations.
@propertyWrapper @MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, LinkedProperty {
    let box: ObjectBox<ObjectType>
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = ObjectBox(object: nil, make: thunk) }
    public var wrappedValue: ObjectType { box.value }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: box.value) }
    var storageBox: AnyObject { box }
    func link(to previous: AnyObject, graph: HostingGraph) {
        if let old = previous as? ObjectBox<ObjectType>, old !== box {
            box.object = old.value
            box.subscription = old.subscription
        }
        box.observe(with: graph)
    }
}

/// `@ObservedObject`: an object owned elsewhere; its changes update the host.
@propertyWrapper @MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, LinkedProperty {
    let box: ObjectBox<ObjectType>
    public init(wrappedValue: ObjectType) { box = ObjectBox(object: wrappedValue, make: nil) }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }
    public var wrappedValue: ObjectType { box.value }
    public var projectedValue: Wrapper { Wrapper(object: box.value) }
    var storageBox: AnyObject { box }
    func link(to previous: AnyObject, graph: HostingGraph) {
        // The object may be another one this time: listen to the one the view holds now.
        if let old = previous as? ObjectBox<ObjectType>, old !== box, old.object === box.object { box.subscription = old.subscription }
        box.observe(with: graph)
    }

    /// `$object.property`: a binding to a property of the object.
    @dynamicMemberLookup @MainActor
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
