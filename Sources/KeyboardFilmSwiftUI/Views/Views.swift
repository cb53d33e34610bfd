import Foundation
import KeyboardFilmUIKit

/// `Text`.
public struct Text: View, PrimitiveView {
    let string: String
    public init(_ content: String) { string = content }
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .text(TextContent(string: string)), path: context.path) }
}

/// `TextField` (with `axis: .vertical` it grows from one line to its line limit), `SecureField`.
public struct TextField<Label: View>: View, PrimitiveView {
    let content: TextFieldContent
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .textField(content), path: context.path) }
}

extension TextField where Label == Text {
    public init(_ title: String, text: Binding<String>) {
        content = TextFieldContent(title: title, text: text, axis: .horizontal, isSecure: false)
    }
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        content = TextFieldContent(title: title, text: text, axis: axis, isSecure: false)
    }
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        content = TextFieldContent(title: prompt?.string ?? title, text: text, axis: axis, isSecure: false)
    }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        content = TextFieldContent(title: prompt?.string ?? "", text: text, axis: axis, isSecure: false)
    }
}

/// `TextEditor`: a scrolling multi-line text view that takes the space it is offered.
public struct TextEditor: View, PrimitiveView {
    let content: TextFieldContent
    public init(text: Binding<String>) { content = TextFieldContent(title: "", text: text, axis: .vertical, isSecure: false, isEditor: true) }
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .textField(content), path: context.path) }
}

public struct SecureField<Label: View>: View, PrimitiveView {
    let content: TextFieldContent
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .textField(content), path: context.path) }
}

extension SecureField where Label == Text {
    public init(_ title: String, text: Binding<String>) {
        content = TextFieldContent(title: title, text: text, axis: .horizontal, isSecure: true)
    }
}

/// `Button`: its label, with the style's background (no taps in a film).
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); role = nil }
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.role = role }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        var inner = context.child("label")
        if role == .destructive { inner.environment.foreground = .red }
        if context.environment.buttonStyle == .borderedProminent { inner.environment.foreground = .white }
        if inner.environment.foreground == nil { inner.environment.foreground = inner.environment.tint ?? .accentColor }
        return LayoutNode(kind: .button, path: context.path, children: [inner.node(for: label)])
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { self.init(role: role, action: action) { Text(title) } }
}

public struct ButtonRole: Sendable, Equatable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive"), cancel = ButtonRole(name: "cancel")
}

/// `Image(systemName:)` and named images: a symbol at the font's size.
public struct Image: View, PrimitiveView {
    let name: String
    public init(systemName: String) { name = systemName }
    public init(_ name: String) { self.name = name }
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .image(name: name), path: context.path) }
    public enum Scale: Sendable { case small, medium, large }
}

/// `Label`: an icon and a title side by side.
public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public var body: some View { HStack(spacing: 6) { icon; title } }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage: String) { self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
}

/// `Spacer`: takes the space a stack has left along its axis (at least `minLength`).
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .spacer(minLength: minLength), path: context.path) }
}

/// `Divider`: a hairline across the stack.
public struct Divider: View, PrimitiveView {
    public init() {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .divider, path: context.path) }
}

extension Color: View, PrimitiveView {
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.rectangle, fill: .color(self)), path: context.path) }
}

/// `Shape`s: they fill what they are offered (with the foreground colour unless filled).
public protocol Shape: View {}

public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.rectangle, fill: nil), path: context.path) }
}
public struct RoundedRectangle: Shape, PrimitiveView {
    let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.roundedRectangle(cornerRadius), fill: nil), path: context.path) }
}
public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct Capsule: Shape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.capsule, fill: nil), path: context.path) }
}
public struct Circle: Shape, PrimitiveView {
    public init() {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.circle, fill: nil), path: context.path) }
}

extension Shape {
    /// `fill(_:)`: the shape in that colour or material.
    public func fill(_ style: some ShapeStyle) -> some View { FilledShape(shape: self, fill: Fill(style)) }
}

struct FilledShape<S: Shape>: View, PrimitiveView {
    let shape: S, fill: Fill?
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let node = context.node(for: shape)
        guard case .shape(let kind, _) = node.kind else { return node }
        return LayoutNode(kind: .shape(kind, fill: fill), path: node.path)
    }
}

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
        LayoutNode(kind: .stack(.horizontal, alignment: alignment.fraction, spacing: spacing), path: context.path, children: [context.node(for: content)])
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

/// `ScrollView`: its content at its ideal size along the axis, scrolled (to the bottom with
/// `defaultScrollAnchor(.bottom)`), inset by the safe area.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set, content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        LayoutNode(kind: .scroll(axes: axes, anchor: context.environment.scrollAnchor), path: context.path, children: [context.child("content").node(for: content)])
    }
}

/// `ForEach` over identifiable data, a range, or `id:` key path: each element's view has the
/// element's id as its identity.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }
    /// More rows than this stop the film: the model lays every row out (no lazy loading).
    static var maximumRows: Int { 10_000 }

    func makeNode(_ context: NodeContext) -> LayoutNode {
        guard data.count <= Self.maximumRows else {
            context.host.refuseOnce("ForEach", because: "it has \(data.count) rows, and the model lays every row out (lazy stacks and lists load all their rows here): at most \(Self.maximumRows)")
            return LayoutNode(kind: .empty, path: context.path)
        }
        var seen = Set<ID>()
        var children: [LayoutNode] = []
        for element in data {
            let key = element[keyPath: id]
            // Duplicate ids: SwiftUI shows such rows unreliably; here the later one gets its index
            // added so each keeps an identity of its own.
            let identity = seen.insert(key).inserted ? "\(key)" : "\(key)#\(children.count)"
            children.append(context.child("id:" + identity).node(for: content(element)))
        }
        let node = LayoutNode(kind: .group, path: context.path, children: children)
        node.dissolves = true
        return node
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
