import Foundation
import KeyboardFilmUIKit

/// The hosting controller's view: lays its SwiftUI tree out in its safe area — the keyboard's
/// region included, read from the keyboard notifications UIKit posts inside the keyboard's
/// animation block, so the new layout animates with the keyboard's own curve — and shows each
/// node as a UIKit view, kept by the node's identity so frames animate from one layout to the next.
@MainActor
final class HostingView: UIView {
    let graph: HostingGraph
    /// Which safe-area regions the tree is laid out in (`UIHostingController.safeAreaRegions`).
    var regions: SafeAreaRegions = .all
    /// How much of the view's bottom the keyboard covers (0 when hidden or not respected).
    private(set) var keyboardOverlap: CGFloat = 0
    private var views: [String: UIView] = [:]
    private var observers: [NSObjectProtocol] = []
    private var realizedOnce = false
    private var placedOnScreen = false
    /// The tree last shown, and the scrolls asked for while it was being made.
    private var shown: LayoutNode?
    private var pendingScrolls: [(id: AnyHashable, anchor: UnitPoint?)] = []

    init(graph: HostingGraph) {
        self.graph = graph
        super.init(frame: .zero)
        graph.view = self
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated { self?.keyboardWillChange(note) }
            })
        }
    }
    required init?(coder: NSCoder) { nil }

    isolated deinit { for o in observers { NotificationCenter.default.removeObserver(o) } }

    /// The keyboard's end frame, in this view: the part of the view below its top is covered.
    /// Laid out at once, inside the keyboard's block.
    private func keyboardWillChange(_ note: Notification) {
        guard window != nil, let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let k = convert(end, from: nil)
        let b = bounds
        let covers = k.minY < b.maxY && k.maxX > b.minX && k.minX < b.maxX && k.height > 0
        let overlap = covers ? max(0, b.maxY - k.minY) : 0
        guard overlap != keyboardOverlap else { return }
        keyboardOverlap = overlap
        graph.update()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        graph.update()
    }

    /// Shows the tree before the first layout (so the first responder and the film's subject
    /// can be found when the controller's view loads).
    func realizeNow() { if !realizedOnce { graph.update() } }

    // MARK: Layout and views

    func show(_ root: LayoutNode) {
        // The first layout on screen places the views where they are (from the frames of a
        // layout made before the view had a size): it never animates, whatever block it is in,
        // and it is drawn before anything animates them (a keyboard brought up by focus set in
        // `onAppear` moves views that were on screen, not from where the sizeless layout put them).
        if !placedOnScreen, window != nil, !bounds.isEmpty {
            placedOnScreen = true
            UIView.performWithoutAnimation { show(root) }
            layer.endTransactions()
            return
        }
        realizedOnce = true
        let b = bounds, insets = safeAreaInsets
        let container = b.inset(by: regions.contains(.container) ? insets : .zero)
        var all = container
        if regions.contains(.keyboard), keyboardOverlap > 0 {
            all.size.height = max(0, min(all.maxY, b.maxY - keyboardOverlap) - all.minY)
        }
        var layout = SwiftUILayout(scale: UIScreen.main.scale)
        let safe = SafeRects(container: container, all: all)
        let s = layout.size(root, Proposal(width: all.width, height: all.height))
        layout.place(root, in: layout.aligned(s, in: all, Alignment.center), safe: safe, bounds: b)
        var live = Set<String>()
        var order: [UIView: [UIView]] = [:]
        realize(root, in: self, origin: .zero, live: &live, order: &order)
        for (path, v) in views where !live.contains(path) { v.removeFromSuperview(); views[path] = nil }
        for (parent, children) in order { for c in children { parent.bringSubviewToFront(c) } }
        shown = root
        applyPendingScrolls()
    }

    func applyPendingScrolls() {
        let scrolls = pendingScrolls
        pendingScrolls.removeAll()
        for s in scrolls { scroll(to: s.id, anchor: s.anchor) }
    }

    /// `ScrollViewProxy.scrollTo`: the scroll view around the view with `id` scrolls to show it
    /// (an id nothing has is ignored, as SwiftUI ignores it).
    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        if graph.isUpdating || shown == nil || window == nil || HostingGraph.inAnimationBody > 0 { pendingScrolls.append((id, anchor)); return }
        guard let found = shown?.find(id: id), let node = found.scroll, let view = views[node.path] as? UIScrollView else { return }
        let visible = view.bounds.height
        let y = ScrollTarget.offset(showing: found.node.frame, anchor: anchor, visible: visible, content: view.contentSize.height, current: view.contentOffset.y)
        if view.contentOffset.y != y { view.contentOffset = CGPoint(x: view.contentOffset.x, y: y) }
    }

    /// Focus the code set (`focused = true` in `onAppear`, `= nil` after sending) moves the
    /// keyboard, after the update (the keyboard's notifications then lay the tree out again).
    func followFocus() {
        for case let input as HostedTextInput in views.values { input.followFocus() }
    }

    /// Shows `n` (and what is inside it) as views under `parent`, whose bounds origin is
    /// `origin` in host coordinates (a scroll view's content starts at its own origin).
    private func realize(_ n: LayoutNode, in parent: UIView, origin: CGPoint, live: inout Set<String>, order: inout [UIView: [UIView]]) {
        let style = n.style
        var container: UIView?
        if let made = ViewRealizer.view(for: n, reusing: views[n.path]) {
            container = made
        } else if style.accessibilityIdentifier != nil || style.clips || style.opacity < 1 || style.cornerRadius > 0 {
            container = views[n.path] ?? UIView()
        }
        guard let view = container else {
            // A view on a shape (`background(_:in:)`, `background { Capsule() }`): the shape's
            // view holds the content, as a UIKit bubble holds its label — one small view tree,
            // which the renderer draws as one cached layer.
            if let backdrop = Self.backdrop(of: n) {
                realize(backdrop, in: parent, origin: origin, live: &live, order: &order)
                if let shape = views[backdrop.path] {
                    realize(n.children[0], in: shape, origin: backdrop.frame.origin, live: &live, order: &order)
                    return
                }
            }
            for c in drawingOrder(n) { realize(c, in: parent, origin: origin, live: &live, order: &order) }
            return
        }
        let isNew = views[n.path] == nil
        views[n.path] = view
        live.insert(n.path)
        view.accessibilityIdentifier = style.accessibilityIdentifier ?? view.accessibilityIdentifier
        view.alpha = CGFloat(style.opacity)
        if style.clips { view.clipsToBounds = true }
        if style.cornerRadius > 0 { view.layer.cornerRadius = style.cornerRadius }
        if let shape = style.clipShape, case .capsule = shape { view.layer.cornerRadius = min(n.frame.width, n.frame.height) / 2 }
        let frame = n.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        if view.superview !== parent { parent.addSubview(view) }
        if isNew {
            // A new view appears where it is placed: a change later at this instant (the
            // keyboard's layout) animates from there, not from the frame it was made with.
            UIView.performWithoutAnimation { view.frame = frame }
            view.layer.endTransactions()
        } else if view.frame != frame {
            view.frame = frame
        }
        order[parent, default: []].append(view)
        // Children are placed in the view's own coordinates (a scroll view's: its content's).
        let inner: CGPoint = if case .scroll = n.kind { .zero } else { n.frame.origin }
        for c in drawingOrder(n) { realize(c, in: view, origin: inner, live: &live, order: &order) }
        if let scroll = view as? UIScrollView { ViewRealizer.scroll(scroll, n) }
    }

    /// The shape a `background` node puts behind its content (reaching into the safe area or
    /// not), when that is all the background is.
    private static func backdrop(of n: LayoutNode) -> LayoutNode? {
        guard case .background = n.kind, n.children.count == 2 else { return nil }
        var shape = n.children[1]
        if case .ignoresSafeArea = shape.kind, shape.children.count == 1 { shape = shape.children[0] }
        guard case .shape = shape.kind, shape.children.isEmpty, shape.style.accessibilityIdentifier == nil else { return nil }
        return shape
    }

    /// Children in the order they are drawn: a background's views first, an overlay's last.
    private func drawingOrder(_ n: LayoutNode) -> [LayoutNode] {
        if case .background = n.kind, let main = n.children.first { return Array(n.children.dropFirst()) + [main] }
        if case .firstFitting = n.kind, n.children.indices.contains(n.chosenChild) { return [n.children[n.chosenChild]] }
        return n.children
    }
}
