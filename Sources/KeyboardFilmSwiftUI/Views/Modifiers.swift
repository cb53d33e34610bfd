import Foundation
import KeyboardFilmUIKit

/// A view with a modifier: the modifier makes the node (around the content's, or the
/// content's own with a changed environment).
struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modify: @MainActor (NodeContext, Content) -> LayoutNode
    func makeNode(_ context: NodeContext) -> LayoutNode { modify(context, content) }
}

extension View {
    /// The content's node inside a node of `kind` (the modifier's own identity is its position).
    func wrapped(_ kind: LayoutNode.Kind, _ name: String, extra: [@MainActor (NodeContext) -> LayoutNode] = []) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, content in
            let inner = context.child(name).node(for: content)
            let others = extra.enumerated().map { i, make in make(context.child("\(name)\(i)")) }
            return LayoutNode(kind: kind, path: context.path + "/" + name + "+", children: [inner] + others)
        }
    }

    /// The content made in a changed environment.
    func environmentChanged(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, content in
            var c = context
            change(&c.environment)
            return c.node(for: content)
        }
    }

    /// The content's node with `change` applied to its own style.
    func styled(_ change: @escaping @MainActor (inout NodeStyle) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, content in
            let node = context.node(for: content)
            // A style is one view's: a node shared with other modifiers is wrapped first.
            let target = node.style.accessibilityIdentifier == nil ? node : LayoutNode(kind: .group, path: context.path + "/style", children: [node])
            change(&target.style)
            return target
        }
    }
}

// MARK: Layout

extension View {
    /// (A length that is not a finite number is taken as none, as SwiftUI ignores an invalid
    /// frame dimension with a warning; the film's trace never holds one.)
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped(.padding(EdgeInsets(top: Self.finite(insets.top) ?? 0, leading: Self.finite(insets.leading) ?? 0,
                                    bottom: Self.finite(insets.bottom) ?? 0, trailing: Self.finite(insets.trailing) ?? 0)), "padding")
    }
    /// `padding(_:_:)`: 16 pt by default (SwiftUI's default padding on iPhone; see the reference).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        wrapped(.padding(EdgeInsets(edges, length.map { Self.finite($0) ?? 0 } ?? 16)), "padding")
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped(.frame(FrameSpec(width: Self.dimension(width), height: Self.dimension(height), alignment: alignment, isFlexible: false)), "frame")
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        func limit(_ x: CGFloat?) -> CGFloat? { x == .infinity ? x : Self.dimension(x) }
        return wrapped(.frame(FrameSpec(minWidth: Self.dimension(minWidth), idealWidth: Self.dimension(idealWidth), maxWidth: limit(maxWidth),
                                        minHeight: Self.dimension(minHeight), idealHeight: Self.dimension(idealHeight), maxHeight: limit(maxHeight),
                                        alignment: alignment, isFlexible: true)), "frame")
    }
    /// A frame's side: a finite length of zero or more, else none.
    static func dimension(_ x: CGFloat?) -> CGFloat? { x.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    static func finite(_ x: CGFloat) -> CGFloat? { x.isFinite ? x : nil }
    public func fixedSize() -> some View { wrapped(.fixedSize(horizontal: true, vertical: true), "fixed") }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { wrapped(.fixedSize(horizontal: horizontal, vertical: vertical), "fixed") }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { wrapped(.offset(CGSize(width: Self.finite(x) ?? 0, height: Self.finite(y) ?? 0)), "offset") }
    public func offset(_ size: CGSize) -> some View { offset(x: size.width, y: size.height) }
    public func layoutPriority(_ value: Double) -> some View {
        ModifiedView(content: self) { context, content in
            let node = LayoutNode(kind: .group, path: context.path + "/priority", children: [context.node(for: content)])
            node.layoutPriority = value
            return node
        }
    }
}

// MARK: Backgrounds and overlays

extension View {
    /// `background(_:ignoresSafeAreaEdges:)`: a colour or material behind the view; like
    /// SwiftUI's, it reaches into the safe area on `edges` (all by default) where the view touches
    /// it — the container's region (the home indicator's strip), not the keyboard's (the model's
    /// reading of "safe area insets"; see the reference, §12).
    public func background(_ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        let fill = Fill(style)
        return wrapped(.background(.center), "background", extra: [{ context in
            let shape = LayoutNode(kind: .shape(.rectangle, fill: fill), path: context.path)
            shape.style.environment = context.environment
            return edges.isEmpty ? shape : LayoutNode(kind: .ignoresSafeArea(.container, edges), path: context.path + "/ignores", children: [shape])
        }])
    }
    public func background(_ style: some ShapeStyle, in shape: some Shape) -> some View {
        wrapped(.background(.center), "background", extra: [{ context in context.node(for: shape.fill(style)) }])
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return wrapped(.background(alignment), "background", extra: [{ context in context.node(for: v) }])
    }
    /// (Deprecated in SwiftUI; a colour passed here is taken as a style, as SwiftUI takes it.)
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        wrapped(.background(alignment), "background", extra: [{ context in context.node(for: view) }])
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return wrapped(.overlay(alignment), "overlay", extra: [{ context in context.node(for: v) }])
    }
    /// (Deprecated in SwiftUI: a view laid over this one.)
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        wrapped(.overlay(alignment), "overlay", extra: [{ context in context.node(for: overlay) }])
    }
    public func overlay(_ style: some ShapeStyle, in shape: some Shape) -> some View {
        wrapped(.overlay(.center), "overlay", extra: [{ context in context.node(for: shape.fill(style)) }])
    }
}

// MARK: Drawing

extension View {
    public func foregroundStyle(_ style: some ShapeStyle) -> some View {
        environmentChanged { e in if case .color(let c)? = Fill.resolve(style, tint: e.tint) { e.foreground = c } }
    }
    /// `foregroundStyle(_:_:)`: the primary style for text and symbols (the second tints a
    /// symbol's secondary layer, which the model draws in one colour).
    public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> some View { foregroundStyle(primary) }
    public func foregroundColor(_ color: Color?) -> some View { environmentChanged { $0.foreground = color } }
    public func tint(_ color: Color?) -> some View { environmentChanged { $0.tint = color } }
    public func font(_ font: Font?) -> some View { environmentChanged { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentChanged { e in e.font = (e.font ?? .body).weight(weight ?? .regular) }
    }
    public func bold(_ isActive: Bool = true) -> some View { environmentChanged { e in if isActive { e.font = (e.font ?? .body).bold() } } }
    public func lineLimit(_ number: Int?) -> some View { environmentChanged { $0.lineLimit = number } }
    public func lineLimit(_ range: ClosedRange<Int>) -> some View { environmentChanged { $0.lineLimit = range.upperBound } }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environmentChanged { $0.multilineTextAlignment = alignment } }
    public func disabled(_ disabled: Bool) -> some View { environmentChanged { $0.disabled = $0.disabled || disabled } }
    public func opacity(_ opacity: Double) -> some View { styled { $0.opacity *= opacity } }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { styled { $0.cornerRadius = radius; $0.clips = true } }
    public func clipShape(_ shape: some Shape) -> some View {
        let kind = (shape as? PrimitiveView).map { _ in shape }
        return ModifiedView(content: self) { context, content in
            let node = LayoutNode(kind: .group, path: context.path + "/clip", children: [context.node(for: content)])
            node.style.clips = true
            if let kind, case .shape(let s, _) = context.node(for: kind).kind { node.style.clipShape = s }
            return node
        }
    }
    /// Accepted and not drawn (the renderer has no blur).
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        ModifiedView(content: self) { context, content in
            let inner = context.node(for: content)
            // A scroll view or a field keeps its own identifier (the film looks it up by kind, as
            // UI tests find a scroll view); any other view is named as a whole.
            let namesItself: Bool = switch inner.kind {
            case .scroll, .textField: inner.style.accessibilityIdentifier == nil
            default: false
            }
            if namesItself {
                inner.style.accessibilityIdentifier = identifier
                return inner
            }
            let node = LayoutNode(kind: .group, path: context.path + "/id:" + identifier, children: [inner])
            node.style.accessibilityIdentifier = identifier
            return node
        }
    }
}

// MARK: Safe area and keyboard

/// `VerticalEdge` for `safeAreaInset(edge:)`.
public enum VerticalEdge: Sendable { case top, bottom }

extension View {
    /// `ignoresSafeArea(_:edges:)`: the view extends into the regions' insets on those edges
    /// where it touches them (`.keyboard`: it stays where it was and the keyboard covers it).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapped(.ignoresSafeArea(regions, edges), "ignores")
    }
    /// `safeAreaInset(edge:alignment:spacing:content:)`: `content` on the edge of the safe area,
    /// the view's safe area inset by its height (and `spacing`).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return wrapped(.safeAreaInset(edge: edge == .top ? .top : .bottom, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center)),
                       "inset", extra: [{ context in context.node(for: v) }])
    }
    /// `safeAreaBar(edge:…)` (iOS 26): as `safeAreaInset`, the bar's background reaching the edge.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
    /// `scrollDismissesKeyboard(_:)`: the scroll views inside take UIKit's keyboard dismiss mode.
    /// During an interactive drag UIKit posts no keyboard notifications, so a bar laid out from
    /// the keyboard's safe area stays where it is until the finger lets go (the reference, §12).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { environmentChanged { $0.dismissMode = mode.uiKit } }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { environmentChanged { $0.scrollAnchor = anchor } }
    /// `defaultScrollAnchor(_:for:)` (iOS 18): the anchor for the initial offset only (`.initialOffset`),
    /// for content smaller than the scroll view (`.alignment`: placed there) or for size changes;
    /// the model keeps a bottom anchor for all three and ignores the others.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        environmentChanged { if anchor == .bottom { $0.scrollAnchor = anchor } }
    }
}

public struct ScrollAnchorRole: Sendable, Hashable {
    let name: String
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset"), sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

public struct ScrollDismissesKeyboardMode: Sendable {
    let uiKit: UIScrollView.KeyboardDismissMode
    public static let automatic = ScrollDismissesKeyboardMode(uiKit: .none), immediately = ScrollDismissesKeyboardMode(uiKit: .onDrag)
    public static let interactively = ScrollDismissesKeyboardMode(uiKit: .interactive), never = ScrollDismissesKeyboardMode(uiKit: .none)
}

// MARK: Lifecycle

extension View {
    /// `onAppear(perform:)`: run when the view first shows in the host.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        ModifiedView(content: self) { context, content in
            let node = context.node(for: content)
            if let action { context.host.onAppear(at: context.path, action) }
            return node
        }
    }
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View { self }
    /// `onChange(of:initial:_:)`: run after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> some View {
        ModifiedView(content: self) { context, content in
            context.host.onChange(at: context.path, value: value, initial: initial, action)
            return context.node(for: content)
        }
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }
    /// The iOS 14 form: `action` gets the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        onChange(of: value) { (_: V, new: V) in action(new) }
    }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        onAppear { Task { @MainActor in await action() } }
    }
}

// MARK: Text layout

extension View {
    /// `lineSpacing(_:)`: points added between a text's lines (its height grows by them).
    public func lineSpacing(_ spacing: CGFloat) -> some View { environmentChanged { $0.lineSpacing = spacing.isFinite ? max(0, spacing) : 0 } }
    /// `fontDesign(_:)`: measured and drawn with SF Pro's metrics whatever the design (the model has one face).
    public func fontDesign(_ design: Font.Design?) -> some View { self }
    public func labelStyle(_ style: some LabelStyle) -> some View { environmentChanged { $0.labelStyle = style.kind } }
}

public protocol LabelStyle: Sendable { var kind: LabelStyleKind { get } }
public enum LabelStyleKind: Sendable { case automatic, titleAndIcon, titleOnly, iconOnly }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .titleAndIcon } }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .titleOnly } }
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .iconOnly } }
public struct DefaultLabelStyle: LabelStyle { public init() {}; public var kind: LabelStyleKind { .automatic } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

// MARK: Animation

extension View {
    /// `animation(_:value:)`: an update in which `value` changed lays the views out inside the
    /// animation (the whole host's changes in that update, where SwiftUI scopes it to this view).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        ModifiedView(content: self) { context, content in
            context.host.animate(at: context.path, value: value, with: animation)
            return context.node(for: content)
        }
    }
    /// `task(id:priority:_:)`: runs when the view appears (the film changes no id afterwards).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        task(priority: priority, action)
    }
}
