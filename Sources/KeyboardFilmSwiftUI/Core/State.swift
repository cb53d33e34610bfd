import Foundation
import KeyboardFilmUIKit

/// Where a `@State` value lives: one per view identity, kept by the host from one evaluation of
/// the view to the next. Writing it updates the host in the same run-loop turn.
@MainActor
final class StateLocation<Value> {
    var value: Value
    weak var graph: HostingGraph?
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) {
        value = newValue
        graph?.stateDidChange()
    }
}

/// A property wrapper whose storage the host links to the one of the same view identity
/// from the previous evaluation (`HostingGraph.prepare`).
@MainActor
protocol LinkedProperty {
    /// The storage object of this property (compared and linked by the host).
    var storageBox: AnyObject { get }
    /// Takes over `previous`'s storage (a box of the same type).
    func link(to previous: AnyObject, graph: HostingGraph)
}

/// The box a `State` carries: it points at the value's location, which the host may replace
/// with the location of the previous evaluation.
@MainActor
final class StateBox<Value> {
    var location: StateLocation<Value>
    init(_ value: Value) { location = StateLocation(value) }

    /// Takes over `previous`'s location (the same identity's, from the last evaluation).
    func link(to previous: AnyObject, graph: HostingGraph) {
        if let old = previous as? StateBox<Value> { location = old.location }
        location.graph = graph
    }
}

/// `@State`.
@propertyWrapper @MainActor
public struct State<Value>: DynamicProperty, LinkedProperty {
    let box: StateBox<Value>
    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }
    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.set(newValue) }
    }
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.location.value }, set: { box.location.set($0) })
    }
    var storageBox: AnyObject { box }
    func link(to previous: AnyObject, graph: HostingGraph) { box.link(to: previous, graph: graph) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// `@Binding`: a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup @MainActor
public struct Binding<Value>: DynamicProperty {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) { self.get = get; self.set = set }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.get()[keyPath: keyPath] }, set: { v in var whole = self.get(); whole[keyPath: keyPath] = v; self.set(whole) })
    }
}

/// `DynamicProperty`: a property the host updates before `body` is evaluated.
@MainActor
public protocol DynamicProperty {}

/// `@FocusState`: which field has the keyboard. A `TextField` with `.focused($flag)` (or
/// `.focused($field, equals: value)`) becomes first responder when the state says so, and writes
/// the state when it gains or loses first responder itself (the film's `show` and `hide`).
@propertyWrapper @MainActor
public struct FocusState<Value: Hashable>: DynamicProperty, LinkedProperty {
    let box: StateBox<Value>
    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.set(newValue) }
    }
    public var projectedValue: Binding {
        let box = box
        return Binding(get: { box.location.value }, set: { box.location.set($0) })
    }
    var storageBox: AnyObject { box }
    func link(to previous: AnyObject, graph: HostingGraph) { box.link(to: previous, graph: graph) }

    /// `FocusState<Value>.Binding`.
    @propertyWrapper @MainActor
    public struct Binding {
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        public var projectedValue: Binding { self }
    }
}

/// `@Namespace`: an identity for matched geometry (which the model does not animate).
@propertyWrapper @MainActor
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable { let value: Int }
    nonisolated(unsafe) private static var next = 0
    public let wrappedValue: ID
    public init() { Self.next += 1; wrappedValue = ID(value: Self.next) }
}

extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> some View { self }
}

/// `@AppStorage`: a value kept in the user's defaults. A film starts from the default the code
/// gives (the same in every run, as films must be), and keeps changes for the film's length.
@propertyWrapper @MainActor
public struct AppStorage<Value>: DynamicProperty, LinkedProperty {
    /// Kept as `@State` keeps it.
    let state: State<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: wrappedValue) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
    var storageBox: AnyObject { state.storageBox }
    func link(to previous: AnyObject, graph: HostingGraph) { state.link(to: previous, graph: graph) }
}

/// `@ScaledMetric`: a length that grows with Dynamic Type; at the default text size (the
/// film's) it is the value given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
