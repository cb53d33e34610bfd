import Foundation
import KeyboardFilmUIKit

/// One view of the resolved tree: what it is, its modifiers' effects, its children. The host
/// lays the tree out (`Layout`) and shows it as UIKit views (`ViewRealizer`), one per drawing node,
/// kept by `path` from one update to the next so their frames animate.
@MainActor
final class LayoutNode {
    enum Kind {
        case empty
        /// Children laid out by the container that holds this node (a builder's tuple, `ForEach`).
        case group
        case stack(Axis, alignment: Double, spacing: CGFloat?)
        case zstack(alignment: Alignment)
        case spacer(minLength: CGFloat?)
        case text(TextContent)
        case shape(ShapeKind, fill: Fill?)
        case textField(TextFieldContent)
        case image(ImageContent)
        /// `ViewThatFits`: the first child that fits (chosen by the layout, the only one shown).
        case firstFitting(Axis.Set)
        case button
        case scroll(axes: Axis.Set, anchor: UnitPoint?)
        case divider
        /// A modifier around one child: its effect on layout.
        case padding(EdgeInsets)
        case frame(FrameSpec)
        case offset(CGSize)
        /// `safeAreaInset(edge:)`: the child (first) laid out in the safe area less the inset
        /// content (second), which sits on the edge.
        case safeAreaInset(edge: Edge, spacing: CGFloat?, alignment: Alignment)
        /// `ignoresSafeArea(_:edges:)` around its child.
        case ignoresSafeArea(SafeAreaRegions, Edge.Set)
        /// The child (first) with views behind it (`background`) or over it (`overlay`), sized to it.
        case background(Alignment)
        case overlay(Alignment)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// A navigation stack: its root (first) under its bar (second), `barHeight` tall.
        case navigationStack(barHeight: CGFloat)
        /// `GeometryReader`: its content is made while it is placed (`makeContent`).
        case geometryReader
        /// `aspectRatio(_:contentMode:)` around its child.
        case aspectRatio(CGFloat, ContentMode)
    }

    let kind: Kind
    let path: String
    var children: [LayoutNode]
    /// What the modifiers around this node set for the views it draws.
    var style = NodeStyle()
    var layoutPriority: Double = 0
    /// Where layout placed it, in the host view's coordinates.
    var frame: CGRect = .zero

    init(kind: Kind, path: String, children: [LayoutNode] = []) {
        self.kind = kind; self.path = path; self.children = children
    }

    /// Whether the node is only a list of views (a builder's tuple, `ForEach`): a container lays
    /// its children out one by one. A group made by a modifier (an identifier, a priority) is one view.
    var dissolves = false
    /// A `Section`'s header ("" for none): a list lays its rows out as one section.
    var sectionHeader: String?
    /// What this view asks of the enclosing navigation stack's bar (title, items).
    var navigation: NavigationPreference?
    /// A divider in a horizontal stack: a vertical hairline.
    var isVerticalDivider = false
    /// What this row asks of its list (`listRowSeparator`, `listRowInsets`, `listRowBackground`).
    var listRowOptionsSet: ListRowOptions?
    /// The value a picker's option stands for (`tag(_:)`).
    var tag: AnyHashable?
    /// The view's `id(_:)`, for `ScrollViewProxy.scrollTo`.
    var explicitID: AnyHashable?
    /// A `GeometryReader`'s content, made from the space layout gives it.
    var makeContent: (@MainActor (GeometryProxy) -> LayoutNode)?
    /// Which child a `ViewThatFits` showed in the last layout.
    var chosenChild = 0

    /// In a horizontal stack a `Divider` is a vertical line: marks the dividers among the
    /// stack's views (through the modifiers around them, not inside other stacks).
    func markVerticalDividers() {
        for child in children.flatMap(\.flattened) {
            var n = child
            while true {
                if case .divider = n.kind { n.isVerticalDivider = true; break }
                switch n.kind {
                case .padding, .frame, .offset, .fixedSize, .group, .background, .overlay:
                    guard let first = n.children.first else { break }
                    n = first
                    continue
                default: break
                }
                break
            }
        }
    }

    /// The node's children with list groups flattened (what a stack lays out one by one).
    var flattened: [LayoutNode] {
        if dissolves { return children.flatMap(\.flattened) }
        if case .empty = kind { return [] }
        return [self]
    }
}

/// What a node is drawn with: the environment where it was made (font, colours, styles) and
/// the modifiers directly on it.
struct NodeStyle {
    /// Set once, by the innermost view that made the node (its modifiers' changes included);
    /// the wrappers around it, at the same path, leave it.
    var environment = EnvironmentValues() { didSet { environmentIsSet = true } }
    private(set) var environmentIsSet = false
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var clips = false
    /// The shape `clipShape` cuts the view to (a rectangle when nil).
    var clipShape: ShapeKind?
    var accessibilityIdentifier: String?
    /// A stroked shape's outline: its colour and width.
    var border: (color: Color, width: CGFloat)?
}

/// How a resolution walks the views: the path of the current position (a view's identity, as
/// SwiftUI's structural identity), the environment, and the host's state storage.
@MainActor
struct NodeContext {
    let host: HostingGraph
    let path: String
    var environment: EnvironmentValues

    /// How deep the current view is (a body that contains itself never ends).
    var depth = 0
    /// Deeper than this, the view tree is taken for a body that contains itself.
    static let maximumDepth = 600

    func child(_ component: some CustomStringConvertible) -> NodeContext {
        var c = NodeContext(host: host, path: path + "/" + component.description, environment: environment)
        c.depth = depth + 1
        return c
    }

    /// The view type met most often on the path (a body's own type names begin with a capital;
    /// primitives name their children in lower case or by index).
    private var repeatedView: String {
        let names = path.split(separator: "/").filter { $0.first?.isUppercase == true }
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { String($0.key) } ?? "a view"
    }

    /// The node of `view`: a primitive view makes its own; any other view's body is resolved
    /// after its state properties are linked to the storage of the view at this path.
    func node<V: View>(for view: V) -> LayoutNode {
        guard depth < Self.maximumDepth else {
            host.refuseOnce("a SwiftUI body", because: "views nest more than \(Self.maximumDepth) deep, \(repeatedView) inside \(repeatedView) again and again: a body that contains itself never ends")
            return LayoutNode(kind: .empty, path: path)
        }
        if let primitive = view as? PrimitiveView {
            let node = primitive.makeNode(self)
            if node.path == path, !node.style.environmentIsSet { node.style.environment = environment }
            return node
        }
        let here = child(String(describing: V.self))
        guard host.prepare(view, at: here.path, environment: environment) else { return LayoutNode(kind: .empty, path: path) }
        return here.node(for: host.body(of: view))
    }
}
