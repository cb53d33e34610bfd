import Foundation
import KeyboardFilmUIKit

/// `ViewModifier`: a reusable modifier written as a body around `content`. Its state properties
/// live at its position, as a view's do.
@preconcurrency @MainActor
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

/// The view a modifier's body receives: the modified view, resolved where the body puts it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let make: @MainActor (NodeContext) -> LayoutNode
    func makeNode(_ context: NodeContext) -> LayoutNode { make(context) }
}

/// `ModifiedContent`: a view with a `ViewModifier` applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is a primitive view") }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let here = context.child(String(describing: Modifier.self))
        guard context.host.prepare(modifier, at: here.path, environment: context.environment) else { return LayoutNode(kind: .empty, path: context.path) }
        let content = content
        let placeholder = _ViewModifier_Content<Modifier> { inner in inner.child("content").node(for: content) }
        return here.node(for: modifier.body(content: placeholder))
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }
}
