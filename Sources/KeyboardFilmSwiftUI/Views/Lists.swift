import Foundation
import KeyboardFilmUIKit

/// `List` and `Form`: a scroll view of rows, each at least 44 pt tall (UIKit's standard row),
/// 16 pt from the sides, separated by hairlines; `Section`s with their header. Plain lists span
/// the width; `Form` and `.listStyle(.insetGrouped)` put each section on a rounded card over the
/// grouped background. Metrics are the model's (see the reference, §12).
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        ListLayout.node(context, content: context.child("rows").node(for: content), grouped: context.environment.listStyle == .insetGrouped)
    }
}

public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        ListLayout.node(context, content: context.child("rows").node(for: content), grouped: true)
    }
}

/// `Section`: rows under an optional header (a title, or a view).
public struct Section<Content: View>: View, PrimitiveView {
    let header: String?
    let content: Content
    public init(@ViewBuilder content: () -> Content) { header = nil; self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { header = title; self.content = content() }
    public init<H: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> H) { self.header = nil; self.content = content() }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let node = LayoutNode(kind: .group, path: context.path, children: [context.child("rows").node(for: content)])
        node.sectionHeader = header ?? ""
        return node
    }
}

public enum ListStyleKind: Sendable { case plain, insetGrouped, grouped, automatic }
public protocol ListStyle: Sendable { var kind: ListStyleKind { get } }
public struct PlainListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .plain } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }

extension View {
    public func listStyle(_ style: some ListStyle) -> some View { environmentChanged { $0.listStyle = style.kind } }
}

@MainActor
enum ListLayout {
    static let rowHeight: CGFloat = 44
    static let inset: CGFloat = 16
    static let cardMargin: CGFloat = 16
    static let cardRadius: CGFloat = 10
    static let headerHeight: CGFloat = 38

    /// The list's node: a scroll view of sections (rows outside a section make one of their own).
    static func node(_ context: NodeContext, content: LayoutNode, grouped: Bool) -> LayoutNode {
        var sections: [(header: String?, rows: [LayoutNode], loose: Bool)] = []
        for item in content.flattened {
            if let header = item.sectionHeader {
                sections.append((header.isEmpty ? nil : header, item.children.flatMap(\.flattened), false))
            } else if sections.last?.loose == true {
                sections[sections.count - 1].rows.append(item)
            } else {
                sections.append((nil, [item], true))
            }
        }
        var blocks: [LayoutNode] = []
        for (s, section) in sections.enumerated() {
            let path = context.path + "/section\(s)"
            if let header = section.header {
                let title = LayoutNode(kind: .text(TextContent(string: grouped ? header.uppercased() : header)), path: path + "/header")
                var env = context.environment
                env.font = .footnote; env.foreground = .secondary
                title.style.environment = env
                let box = LayoutNode(kind: .frame(FrameSpec(maxWidth: .infinity, minHeight: headerHeight, alignment: .bottomLeading, isFlexible: true)),
                                     path: path + "/headerFrame", children: [
                                        LayoutNode(kind: .padding(EdgeInsets(top: 0, leading: inset + (grouped ? cardMargin : 0), bottom: 7, trailing: inset)),
                                                   path: path + "/headerPadding", children: [title])])
                blocks.append(box)
            } else if grouped {
                blocks.append(LayoutNode(kind: .spacer(minLength: 35), path: path + "/gap"))
            }
            var rows: [LayoutNode] = []
            let options = section.rows.map(\.listRowOptions)
            for (r, row) in section.rows.enumerated() {
                // A row that hides its separators hides the line above and below it.
                if r > 0, !options[r].separatorHidden, !options[r - 1].separatorHidden {
                    let line = LayoutNode(kind: .divider, path: path + "/sep\(r)")
                    line.style.environment = context.environment
                    rows.append(LayoutNode(kind: .padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: 0)), path: path + "/sepPad\(r)", children: [line]))
                }
                let insets = options[r].insets ?? EdgeInsets(top: 11, leading: inset, bottom: 11, trailing: inset)
                let padded = LayoutNode(kind: .padding(insets), path: row.path + "/rowPad", children: [row])
                var cell = LayoutNode(kind: .frame(FrameSpec(maxWidth: .infinity, minHeight: rowHeight, alignment: .leading, isFlexible: true)),
                                      path: row.path + "/row", children: [padded])
                if let color = options[r].background {
                    let fill = LayoutNode(kind: .shape(.rectangle, fill: .color(color)), path: row.path + "/rowBackground")
                    fill.style.environment = context.environment
                    cell = LayoutNode(kind: .background(.center), path: row.path + "/rowBacked", children: [cell, fill])
                }
                rows.append(cell)
            }
            let stack = LayoutNode(kind: .stack(.vertical, alignment: 0, spacing: 0), path: path + "/rows", children: rows)
            if grouped {
                let card = LayoutNode(kind: .shape(.roundedRectangle(cardRadius), fill: .color(Color(uiColor: .secondarySystemGroupedBackground))), path: path + "/card")
                card.style.environment = context.environment
                let backed = LayoutNode(kind: .background(.center), path: path + "/backed", children: [stack, card])
                blocks.append(LayoutNode(kind: .padding(EdgeInsets(top: 0, leading: cardMargin, bottom: 0, trailing: cardMargin)), path: path + "/margin", children: [backed]))
            } else {
                blocks.append(stack)
            }
        }
        let column = LayoutNode(kind: .stack(.vertical, alignment: 0, spacing: 0), path: context.path + "/column", children: blocks)
        let scroll = LayoutNode(kind: .scroll(axes: .vertical, anchor: context.environment.scrollAnchor), path: context.path, children: [column])
        guard grouped else { return scroll }
        let ground = LayoutNode(kind: .shape(.rectangle, fill: .color(Color(uiColor: .systemGroupedBackground))), path: context.path + "/ground")
        ground.style.environment = context.environment
        let reaching = LayoutNode(kind: .ignoresSafeArea(.all, .all), path: context.path + "/groundReach", children: [ground])
        return LayoutNode(kind: .background(.center), path: context.path + "/grouped", children: [scroll, reaching])
    }
}

/// What a row asks of the list around it (`listRowSeparator`, `listRowInsets`, `listRowBackground`).
struct ListRowOptions {
    var separatorHidden = false
    /// Replaces the row's own insets (11 pt above and below, 16 pt at the sides).
    var insets: EdgeInsets?
    var background: Color?
}

extension View {
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listRowOption { $0.separatorHidden = visibility == .hidden }
    }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { listRowOption { $0.insets = insets } }
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let color = view as? Color
        return listRowOption { $0.background = color }
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    func listRowOption(_ set: @escaping (inout ListRowOptions) -> Void) -> some View {
        ModifiedView(content: self) { context, content in
            let inner = context.node(for: content)
            let node = LayoutNode(kind: .group, path: context.path + "/listRow", children: [inner])
            var options = inner.listRowOptionsSet ?? ListRowOptions()
            set(&options)
            node.listRowOptionsSet = options
            return node
        }
    }
}

extension VerticalEdge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension LayoutNode {
    /// The row options set on this node or on the modifiers right inside it.
    var listRowOptions: ListRowOptions {
        var n: LayoutNode? = self
        while let node = n {
            if let options = node.listRowOptionsSet { return options }
            guard case .group = node.kind, !node.dissolves, node.children.count == 1 else { break }
            n = node.children.first
        }
        return ListRowOptions()
    }
}
