import Foundation
import KeyboardFilmUIKit

/// `ViewThatFits`: the first of its views whose ideal size fits what it is offered along `in`
/// (both axes by default), else the last — how a screen swaps a fixed layout for a scrolling one
/// when the keyboard leaves too little room.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set, content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.axes = axes; self.content = content() }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        LayoutNode(kind: .firstFitting(axes), path: context.path, children: context.child("options").node(for: content).flattened)
    }
}

/// `GroupBox`: its content (and label) on a rounded card of the grouped background's secondary colour.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?, content: Content
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView { label = nil; self.content = content() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label(); self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text { label = Text(title); self.content = content() }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
    }
}
