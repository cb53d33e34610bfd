import Foundation
import KeyboardFilmUIKit

/// `NavigationStack` (and the older `NavigationView`, a stack on iPhone): a navigation bar on top
/// of its root view, showing the title and toolbar items the views inside it set. The bar is part
/// of the root's safe area, as UIKit's navigation bar is of its controller's view. A film has one
/// screen, so the stack shows its root: links and destinations compile and are not followed.
/// Metrics (the reference, §12): 44 pt bar with a 17 pt semibold title; with a large title (the
/// default at a stack's root) 96 pt, the title 34 pt bold on the leading margin; 16 pt margins.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
    func makeNode(_ context: NodeContext) -> LayoutNode { NavigationBarLayout.node(context, root: root) }
}

public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNode(_ context: NodeContext) -> LayoutNode { NavigationBarLayout.node(context, root: content) }
}

/// `NavigationPath`: the stack's path (the film shows the root only).
public struct NavigationPath: Sendable, Equatable {
    public private(set) var count = 0
    public init() {}
    public var isEmpty: Bool { count == 0 }
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}

/// `NavigationLink`: its label (a row in a list); the film does not follow it.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}
extension NavigationLink where Label == Text {
    public init(_ title: String, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    public init(_ title: String, destination: Destination) { label = Text(title) }
}
extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ title: String, value: P?) { label = Text(title) }
}

extension View {
    public func navigationTitle(_ title: String) -> some View { navigationPreference { $0.title = title } }
    public func navigationTitle(_ title: Text) -> some View { navigationPreference { $0.title = title.string } }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPreference { $0.displayMode = mode }
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View { navigationPreference { $0.barHidden = hidden } }
    /// `toolbarTitleDisplayMode(_:)` (iOS 17): as `navigationBarTitleDisplayMode`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationPreference { $0.displayMode = mode == .inline ? .inline : mode == .automatic ? .automatic : .large }
    }
    /// `toolbar(_:for:)`: `.hidden` for `.navigationBar` hides the bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { if bars.contains(.navigationBar) { $0.barHidden = visibility == .hidden } }
    }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }

    /// Records what the view asks of the navigation bar above it (read by the enclosing stack).
    func navigationPreference(_ set: @escaping (inout NavigationPreference) -> Void) -> some View {
        ModifiedView(content: self) { context, content in
            let node = LayoutNode(kind: .group, path: context.path + "/navigation", children: [context.node(for: content)])
            var preference = NavigationPreference()
            set(&preference)
            node.navigation = preference
            return node
        }
    }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

public enum ToolbarTitleDisplayMode: Sendable, Hashable { case automatic, inline, inlineLarge, large }

public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    public static let navigationBar = ToolbarPlacement(name: "navigationBar"), bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar"), automatic = ToolbarPlacement(name: "automatic")
}

/// What views inside a navigation stack ask of its bar. The outermost value set wins, as the
/// views nearest the stack's root name the screen.
struct NavigationPreference {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var barHidden: Bool?
    var items: [(placement: ToolbarItemPlacement, view: AnyView)] = []

    mutating func merge(_ inner: NavigationPreference) {
        title = title ?? inner.title
        displayMode = displayMode ?? inner.displayMode
        barHidden = barHidden ?? inner.barHidden
        items += inner.items
    }
}

@MainActor
enum NavigationBarLayout {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    static func node<Root: View>(_ context: NodeContext, root: Root) -> LayoutNode {
        let content = context.child("root").node(for: root)
        let preference = collect(content)
        guard preference.barHidden != true else { return content }
        let large = (preference.displayMode ?? .automatic) != .inline && preference.title != nil
        let height = barHeight + (large ? largeTitleHeight : 0)
        let leading = preference.items.filter { [.navigationBarLeading, .cancellationAction].contains($0.placement) }.map(\.view)
        let trailing = preference.items.filter { ![.navigationBarLeading, .cancellationAction, .principal, .keyboard, .bottomBar].contains($0.placement) }
        let bar = NavigationBar(title: preference.title ?? "", large: large, leading: leading,
                                trailing: trailing.map { $0.placement == .confirmationAction ? AnyView($0.view.fontWeight(.semibold)) : $0.view },
                                principal: preference.items.first { $0.placement == .principal }?.view)
        let barNode = context.child("bar").node(for: bar)
        return LayoutNode(kind: .navigationStack(barHeight: height), path: context.path, children: [content, barNode])
    }

    /// The preferences set in `n`'s subtree, outermost first (a nested stack keeps its own).
    static func collect(_ n: LayoutNode) -> NavigationPreference {
        var preference = n.navigation ?? NavigationPreference()
        if case .navigationStack = n.kind { return preference }
        for c in n.children { preference.merge(collect(c)) }
        return preference
    }
}

/// The bar a navigation stack draws: the items on its margins, the title between them (or under
/// them, large), on the bar material, which reaches up under the status bar, over a hairline.
struct NavigationBar: View {
    let title: String
    let large: Bool
    let leading: [AnyView]
    let trailing: [AnyView]
    let principal: AnyView?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 16) {
                    ForEach(0..<leading.count) { leading[$0] }
                    Spacer(minLength: 0)
                    ForEach(0..<trailing.count) { trailing[$0] }
                }
                if let principal {
                    principal
                } else if !large {
                    Text(title).font(.headline).lineLimit(1)
                }
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: NavigationBarLayout.barHeight, maxHeight: NavigationBarLayout.barHeight)
            if large {
                Text(title).font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, 16).padding(.bottom, 8)
                    .frame(maxWidth: .infinity, minHeight: NavigationBarLayout.largeTitleHeight, maxHeight: NavigationBarLayout.largeTitleHeight,
                           alignment: .bottomLeading)
            }
        }
        .labelStyle(.iconOnly)
        .background(.bar)
        .overlay(alignment: .bottom) { Divider() }
    }
}
