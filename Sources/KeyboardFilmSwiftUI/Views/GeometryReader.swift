import Foundation
import KeyboardFilmUIKit

/// `GeometryReader`: takes the space it is offered and builds its content from that space's
/// size and safe-area insets (the content is made during layout, as SwiftUI makes it, so a
/// keyboard that shrinks the space makes it again). Its content sits at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: @MainActor (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) { self.content = content }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let node = LayoutNode(kind: .geometryReader, path: context.path)
        let content = content
        node.makeContent = { proxy in context.child("geometry").node(for: content(proxy)) }
        return node
    }
}

/// What a `GeometryReader` tells its content.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in the host view (its "global" space: the hosting view fills the screen).
    let frameInHost: CGRect
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: frameInHost
        }
    }
}

/// `CoordinateSpace`: `.global` is the host's (the screen, for a full-screen host); a named space
/// is taken as the global one.
public enum CoordinateSpace: Hashable {
    case global, local, named(AnyHashable)
}

extension View {
    public func coordinateSpace(name: AnyHashable) -> some View { self }
}

extension SwiftUILayout {
    /// The content a reader placed in `rect` builds, placed at its top-leading corner.
    mutating func placeGeometryReader(_ n: LayoutNode, in rect: CGRect, safe: SafeRects, bounds: CGRect) {
        guard let make = n.makeContent else { return }
        let free = safe.all
        let insets = EdgeInsets(top: max(0, free.minY - rect.minY), leading: max(0, free.minX - rect.minX),
                                bottom: max(0, rect.maxY - free.maxY), trailing: max(0, rect.maxX - free.maxX))
        let child = make(GeometryProxy(size: rect.size, safeAreaInsets: insets, frameInHost: rect))
        n.children = [child]
        let s = size(child, Proposal(width: rect.width, height: rect.height))
        place(child, in: CGRect(origin: rect.origin, size: s), safe: safe, bounds: bounds)
    }
}
