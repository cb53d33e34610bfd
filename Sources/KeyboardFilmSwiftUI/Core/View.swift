import Foundation
import KeyboardFilmUIKit

/// SwiftUI's `View`: a value describing part of the interface, made of other views through `body`.
/// The model's own views (`Text`, stacks, modifiers) are primitive: they have no body and
/// turn into layout nodes directly (`PrimitiveView`).
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view the model lays out and draws itself.
@MainActor
protocol PrimitiveView {
    func makeNode(_ context: NodeContext) -> LayoutNode
}

extension PrimitiveView {
    public var body: Never { fatalError("\(type(of: self)) is a primitive view: it has no body") }
}

/// `EmptyView`: nothing, taking no space.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .empty, path: context.path) }
}

/// `AnyView`: a type-erased view.
public struct AnyView: View, PrimitiveView {
    private let make: @MainActor (NodeContext) -> LayoutNode
    public init<V: View>(_ view: V) { make = { context in context.node(for: view) } }
    public init<V: View>(erasing view: V) { self.init(view) }
    func makeNode(_ context: NodeContext) -> LayoutNode { make(context) }
}

/// `Group`: its children, laid out by whoever contains it.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNode(_ context: NodeContext) -> LayoutNode { context.node(for: content) }
}

/// What a result builder joins: its children in order (a container lays them out one by one).
public struct TupleView<T>: View, PrimitiveView {
    public let value: T
    let children: [@MainActor (NodeContext) -> LayoutNode]
    init(_ value: T, children: [@MainActor (NodeContext) -> LayoutNode]) { self.value = value; self.children = children }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let node = LayoutNode(kind: .group, path: context.path, children: children.enumerated().map { i, make in make(context.child(i)) })
        node.dissolves = true
        return node
    }
}

/// `if`/`else` in a builder: one branch or the other (each its own identity).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    func makeNode(_ context: NodeContext) -> LayoutNode {
        switch storage {
        case .first(let v): return context.child("if").node(for: v)
        case .second(let v): return context.child("else").node(for: v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view") }
}
extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(_ context: NodeContext) -> LayoutNode {
        switch self {
        case .some(let v): return context.child("some").node(for: v)
        case .none: return LayoutNode(kind: .empty, path: context.path)
        }
    }
}

/// `PreviewProvider`: Xcode's canvas previews (compiled; a film never shows them).
@preconcurrency @MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}

/// `@ViewBuilder`.
@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ content: C) -> C { content }
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        var children: [@MainActor (NodeContext) -> LayoutNode] = []
        for view in repeat each content {
            children.append { context in context.node(for: view) }
        }
        return TupleView((repeat each content), children: children)
    }
    public static func buildExpression<C: View>(_ content: C) -> C { content }
    public static func buildIf<C: View>(_ content: C?) -> C? { content }
    public static func buildOptional<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .second(second)) }
    public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyView { AnyView(content) }
}
