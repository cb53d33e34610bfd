import Foundation
import KeyboardFilmUIKit

/// `Text`.
public struct Text: View, PrimitiveView {
    var string: String
    /// What `Text`'s own modifiers set (they return `Text`, so texts can be joined with `+`).
    var styles: [@MainActor @Sendable (inout EnvironmentValues) -> Void] = []
    /// A literal is a localized key, whose Markdown SwiftUI renders: here its text without the
    /// marks (`**bold**` shows "bold"; the model draws one style per text).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.plainText
    }
    /// A string value is shown as it is.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    /// A symbol inside text: drawn as one round glyph of the text's font (labels draw no symbols).
    public init(_ image: Image) { string = "\u{25CF}" }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        var c = context
        for style in styles { style(&c.environment) }
        let node = LayoutNode(kind: .text(TextContent(string: string)), path: context.path)
        node.style.environment = c.environment
        return node
    }

    func styled(_ change: @escaping @MainActor @Sendable (inout EnvironmentValues) -> Void) -> Text {
        var copy = self
        copy.styles.append(change)
        return copy
    }
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { e in e.font = (e.font ?? .body).weight(weight ?? .regular) } }
    public func bold(_ isActive: Bool = true) -> Text { styled { e in if isActive { e.font = (e.font ?? .body).bold() } } }
    public func italic(_ isActive: Bool = true) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color } }
    public func foregroundStyle(_ style: some ShapeStyle) -> Text {
        styled { e in if case .color(let c)? = Fill.resolve(style, tint: e.tint) { e.foreground = c } }
    }
    /// Joined texts: one run of text, in the first one's style (the model draws one style per label).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.string += rhs.string
        return joined
    }
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

extension Button where Label == KeyboardFilmSwiftUI.Label<Text, Image> {
    public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { KeyboardFilmSwiftUI.Label(title, systemImage: systemImage) }
    }
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { KeyboardFilmSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { self.init(role: role, action: action) { Text(title) } }
}

public struct ButtonRole: Sendable, Equatable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive"), cancel = ButtonRole(name: "cancel")
    /// iOS 26: a button that closes or confirms, drawn as its system symbol when it has no label.
    public static let close = ButtonRole(name: "close"), confirm = ButtonRole(name: "confirm")
}

extension Button where Label == Image {
    /// iOS 26's `Button(role:action:)`: the role's symbol (an ✕ to close, a ✓ to confirm).
    public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Image(systemName: role == .confirm ? "checkmark" : "xmark") }
    }
}

/// `Image(systemName:)` and named images: a symbol at the font's size; `resizable()` takes the
/// frame it is offered (`aspectRatio`/`scaledToFit` keep its shape: square, as the model's
/// images have no pixels of their own).
public struct Image: View, PrimitiveView {
    var content: ImageContent
    public init(systemName: String) { content = ImageContent(name: systemName) }
    public init(_ name: String) { content = ImageContent(name: name) }
    public init(_ name: String, bundle: Bundle?) { content = ImageContent(name: name) }
    public init(uiImage: UIImage) { content = ImageContent(name: uiImage.name ?? "") }
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .image(content), path: context.path) }
    public enum Scale: Sendable { case small, medium, large }
    public enum TemplateRenderingMode: Sendable { case template, original }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.content.isResizable = true
        return copy
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public enum ResizingMode: Sendable { case tile, stretch }
}

struct ImageContent {
    var name: String
    var isResizable = false
}

public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
}

public enum ContentMode: Sendable, Hashable { case fit, fill }

extension View {
    /// `aspectRatio(_:contentMode:)`: the largest size of that ratio in the proposal (`.fit`).
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped(.aspectRatio(ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1, contentMode), "aspect")
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

/// `AsyncImage`: a film loads nothing from the network, so it shows its placeholder (or the
/// empty phase), as a device does before the image arrives.
public struct AsyncImage<Content: View>: View {
    let placeholder: AnyView
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: () -> P)
    where Content == _ConditionalContent<I, P> { self.placeholder = AnyView(placeholder()) }
    public init(url: URL?, scale: CGFloat = 1) where Content == Image { placeholder = AnyView(Color.gray.opacity(0.2)) }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        placeholder = AnyView(content(.empty))
    }
    public var body: some View { placeholder }
}

public enum AsyncImagePhase: Sendable {
    case empty, success(Image), failure(any Error)
    public var image: Image? { if case .success(let i) = self { i } else { nil } }
    public var error: (any Error)? { if case .failure(let e) = self { e } else { nil } }
}

public struct Transaction: Sendable { public init() {} }

/// `ProgressView`: the activity indicator (a 20 pt symbol-sized view), with its label under it
/// when it has one.
public struct ProgressView<Label: View>: View {
    let label: Label?
    public init() where Label == EmptyView { label = nil }
    public init(_ title: String) where Label == Text { label = Text(title) }
    public init(@ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) where Label == EmptyView { label = nil }
    public var body: some View {
        VStack(spacing: 8) {
            Circle().strokeBorder(Color.secondary, lineWidth: 2.5).frame(width: 20, height: 20)
            if let label { label.foregroundColor(.secondary) }
        }
    }
}

/// `Label`: an icon and a title side by side.
/// (`labelStyle` picks the parts; in a navigation bar a label shows its icon, as iOS's bars do.)
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title, icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        switch context.environment.labelStyle {
        case .titleOnly: context.child("title").node(for: title)
        case .iconOnly: context.child("icon").node(for: icon)
        case .automatic, .titleAndIcon: context.child("both").node(for: HStack(spacing: 6) { icon; title })
        }
    }
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
