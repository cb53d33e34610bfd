import Foundation
import KeyboardFilmUIKit

// `VStack`, `HStack`, their lazy forms, and `ZStack`.

/// `VStack`, `HStack`, `LazyVStack` and `LazyHStack` (laid out whole: a film's list is short), `ZStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }; self.content = content()
    }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        LayoutNode(kind: .stack(.vertical, alignment: alignment.fraction, spacing: spacing), path: context.path, children: [context.node(for: content)])
    }
}

/// Unlike a `VStack`, a lazy stack takes the whole width it is offered and lines its rows up
/// across it (so a chat's leading rows start at the leading edge of the scroll view).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }; self.content = content()
    }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let stack = LayoutNode(kind: .stack(.vertical, alignment: alignment.fraction, spacing: spacing), path: context.path, children: [context.node(for: content)])
        return LayoutNode(kind: .frame(FrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .top), isFlexible: true)),
                          path: context.path + "/lazy", children: [stack])
    }
}

public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }; self.content = content()
    }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let node = LayoutNode(kind: .stack(.horizontal, alignment: alignment.fraction, spacing: spacing), path: context.path, children: [context.node(for: content)])
        node.markVerticalDividers()
        return node
    }
}

public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }; self.content = content()
    }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let stack = LayoutNode(kind: .stack(.horizontal, alignment: alignment.fraction, spacing: spacing), path: context.path, children: [context.node(for: content)])
        return LayoutNode(kind: .frame(FrameSpec(maxHeight: .infinity, alignment: Alignment(horizontal: .leading, vertical: alignment), isFlexible: true)),
                          path: context.path + "/lazy", children: [stack])
    }
}

/// `PinnedScrollableViews` (section headers and footers pinned while scrolling: accepted, not pinned).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1), sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.alignment = alignment; self.content = content() }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        LayoutNode(kind: .zstack(alignment: alignment), path: context.path, children: [context.node(for: content)])
    }
}
