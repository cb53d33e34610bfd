import Foundation
import KeyboardFilmUIKit

/// `ScrollViewReader`: gives its content a proxy that scrolls the scroll view around a view
/// with an `id(_:)` until that view shows (at `anchor`, or just into view without one) — how
/// chat screens keep the newest message in view when a message is added or the keyboard comes up.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: @MainActor (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping @MainActor (ScrollViewProxy) -> Content) { self.content = content }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        context.child("reader").node(for: content(ScrollViewProxy(graph: context.host)))
    }
}

@MainActor
public struct ScrollViewProxy {
    weak var graph: HostingGraph?
    /// Scrolls now when the views are laid out; inside an update, once it is shown. Inside
    /// `withAnimation` (or a UIKit animation block) the offset animates.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph?.view?.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

extension View {
    /// `id(_:)`: the view's explicit identity (a new value is a new view), found by `scrollTo`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        ModifiedView(content: self) { context, content in
            let node = LayoutNode(kind: .group, path: context.path + "/id=\(id)", children: [context.child("id=\(id)").node(for: content)])
            node.explicitID = AnyHashable(id)
            return node
        }
    }
}

extension LayoutNode {
    /// The first node with the explicit `id`, and the scroll view around it.
    func find(id: AnyHashable, in scroll: LayoutNode? = nil) -> (node: LayoutNode, scroll: LayoutNode?)? {
        if explicitID == id { return (self, scroll) }
        let inner: LayoutNode? = if case .scroll = kind { self } else { scroll }
        for c in children { if let found = c.find(id: id, in: inner) { return found } }
        return nil
    }
}

enum ScrollTarget {
    /// The content offset that shows `frame` (in the content's coordinates) in a scroll view of
    /// `visible` height: at `anchor`, or the least move that brings it fully into view.
    static func offset(showing frame: CGRect, anchor: UnitPoint?, visible: CGFloat, content: CGFloat, current: CGFloat) -> CGFloat {
        let y: CGFloat
        if let anchor {
            y = frame.minY - anchor.y * (visible - frame.height)
        } else if frame.minY < current {
            y = frame.minY
        } else if frame.maxY > current + visible {
            y = frame.maxY - visible
        } else {
            y = current
        }
        return min(max(0, y), max(0, content - visible))
    }
}
