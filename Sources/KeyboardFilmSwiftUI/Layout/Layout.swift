import Foundation
import KeyboardFilmUIKit

/// A size a parent proposes: nil along an axis asks for the child's ideal size there.
struct Proposal: Hashable {
    var width: CGFloat?
    var height: CGFloat?
    func along(_ axis: Axis) -> CGFloat? { axis == .vertical ? height : width }
    static func make(_ axis: Axis, along: CGFloat?, across: CGFloat?) -> Proposal {
        axis == .vertical ? Proposal(width: across, height: along) : Proposal(width: along, height: across)
    }
}

/// SwiftUI's layout as its documentation describes it: a parent proposes a size, the child
/// chooses its own, the parent places it. Stacks offer their space to the least flexible child
/// first (higher `layoutPriority` before), each getting an equal share of what is left.
/// Figures the model chooses where Apple publishes none are in the reference (stack spacing 8,
/// padding 16, a symbol 1.2 × its font's size).
@MainActor
struct SwiftUILayout {
    let scale: CGFloat
    private var sizes: [SizeKey: CGSize] = [:]
    struct SizeKey: Hashable { let node: ObjectIdentifier; let proposal: Proposal }

    init(scale: CGFloat) { self.scale = scale }

    static let defaultSpacing: CGFloat = 8
    static let symbolScale: CGFloat = 1.2

    // MARK: Sizing

    mutating func size(_ n: LayoutNode, _ p: Proposal) -> CGSize {
        let key = SizeKey(node: ObjectIdentifier(n), proposal: p)
        if let known = sizes[key] { return known }
        let s = measure(n, p)
        // An infinite size answers an infinite proposal (a spacer, a colour: how far they stretch);
        // a size that is not a number is none.
        let sane = CGSize(width: s.width.isNaN ? 0 : max(0, s.width), height: s.height.isNaN ? 0 : max(0, s.height))
        sizes[key] = sane
        return sane
    }

    private mutating func measure(_ n: LayoutNode, _ p: Proposal) -> CGSize {
        let env = n.style.environment
        switch n.kind {
        case .empty:
            return .zero
        case .group:
            return n.children.flatMap(\.flattened).reduce(CGSize.zero) { s, c in let z = size(c, p); return CGSize(width: max(s.width, z.width), height: max(s.height, z.height)) }
        case .stack(let axis, _, let spacing):
            return stackLayout(n, axis: axis, spacing: spacing, p).size
        case .zstack:
            return n.children.flatMap(\.flattened).reduce(CGSize.zero) { s, c in let z = size(c, p); return CGSize(width: max(s.width, z.width), height: max(s.height, z.height)) }
        case .spacer(let minLength):
            let m = minLength ?? Self.defaultSpacing
            return CGSize(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
        case .text(let t):
            let s = textSize(t.string, font: (env.font ?? .body).uiFont, lineLimit: env.lineLimit, width: p.width)
            guard env.lineSpacing > 0, s.height > 0 else { return s }
            let lines = max(1, (s.height / (env.font ?? .body).uiFont.lineHeight).rounded(.down))
            return CGSize(width: s.width, height: s.height + (lines - 1) * env.lineSpacing)
        case .shape:
            return CGSize(width: p.width ?? 10, height: p.height ?? 10)
        case .divider:
            return n.isVerticalDivider ? CGSize(width: 1 / scale, height: p.height ?? 0) : CGSize(width: p.width ?? 0, height: 1 / scale)
        case .image(let content):
            let side = ((env.font ?? .body).size * Self.symbolScale).rounded()
            guard content.isResizable else { return CGSize(width: side, height: side) }
            return CGSize(width: finite(p.width) ?? side, height: finite(p.height) ?? side)
        case .aspectRatio(let ratio, let mode):
            // The largest (fit) or smallest (fill) size of the ratio around the proposal; the child takes it.
            guard let child = n.children.first else { return .zero }
            let w = finite(p.width), h = finite(p.height)
            var target: CGSize
            switch (w, h) {
            case let (w?, h?): target = (w / h > ratio) == (mode == .fit) ? CGSize(width: h * ratio, height: h) : CGSize(width: w, height: w / ratio)
            case let (w?, nil): target = CGSize(width: w, height: w / ratio)
            case let (nil, h?): target = CGSize(width: h * ratio, height: h)
            case (nil, nil): target = size(child, p)
            }
            return size(child, Proposal(width: target.width, height: target.height))
        case .geometryReader:
            // All it is offered; 10 pt along an axis offered nothing in particular (SwiftUI's default).
            return CGSize(width: finite(p.width) ?? 10, height: finite(p.height) ?? 10)
        case .firstFitting(let axes):
            guard !n.children.isEmpty else { return .zero }
            return size(n.children[fittingChild(n, axes, p)], p)
        case .textField(let field) where field.isEditor:
            // UIKit's text view: 8 pt above and below its lines; an editor is as large as offered.
            let font = (env.font ?? .body).uiFont
            let ideal = pixelCeil(font.lineHeight) + 16
            return CGSize(width: p.width ?? 100, height: finite(p.height) ?? ideal)
        case .textField(let field):
            let font = (env.font ?? .body).uiFont
            let width = p.width ?? 100
            var lines = 1
            if field.axis == .vertical {
                let text = field.text.wrappedValue
                lines = max(1, text.isEmpty ? 1 : TextMetrics.lines(of: text, font: font, width: max(1, width - fieldInset(env) * 2)).count)
                if let limit = env.lineLimit { lines = min(lines, max(1, limit)) }
            }
            let height = pixelCeil(CGFloat(lines) * font.lineHeight) + 2 * fieldInset(env)
            return CGSize(width: width, height: height)
        case .button:
            guard let label = n.children.first else { return .zero }
            let pad = buttonPadding(env)
            let inner = size(label, Proposal(width: p.width.map { max(0, $0 - 2 * pad.width) }, height: p.height.map { max(0, $0 - 2 * pad.height) }))
            return CGSize(width: inner.width + 2 * pad.width, height: inner.height + 2 * pad.height)
        case .scroll(let axes, _):
            guard let content = n.children.first else { return .zero }
            let ideal = size(content, Proposal(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height))
            return CGSize(width: p.width ?? ideal.width, height: p.height ?? ideal.height)
        case .padding(let e):
            guard let child = n.children.first else { return .zero }
            let inner = size(child, Proposal(width: p.width.map { max(0, $0 - e.leading - e.trailing) }, height: p.height.map { max(0, $0 - e.top - e.bottom) }))
            return CGSize(width: inner.width + e.leading + e.trailing, height: inner.height + e.top + e.bottom)
        case .frame(let f):
            return frameSize(n, f, p)
        case .offset, .ignoresSafeArea, .background, .overlay, .safeAreaInset:
            return n.children.first.map { size($0, p) } ?? .zero
        case .fixedSize(let h, let v):
            guard let child = n.children.first else { return .zero }
            return size(child, Proposal(width: h ? nil : p.width, height: v ? nil : p.height))
        case .navigationStack(let bar):
            // It takes what it is offered, as a navigation controller's view fills its place.
            guard let root = n.children.first else { return .zero }
            let ideal = size(root, Proposal(width: p.width, height: p.height.map { max(0, $0 - bar) }))
            return CGSize(width: p.width ?? ideal.width, height: p.height ?? ideal.height + bar)
        }
    }

    /// `ViewThatFits`: the first child whose ideal size along `axes` fits the proposal (else the last).
    mutating func fittingChild(_ n: LayoutNode, _ axes: Axis.Set, _ p: Proposal) -> Int {
        for (i, c) in n.children.enumerated() {
            let ideal = size(c, Proposal(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height))
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (p.width ?? .infinity) + 0.001
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (p.height ?? .infinity) + 0.001
            if fitsWidth && fitsHeight { return i }
        }
        return n.children.count - 1
    }

    func finite(_ x: CGFloat?) -> CGFloat? { x.flatMap { $0.isFinite ? $0 : nil } }
    func pixelCeil(_ x: CGFloat) -> CGFloat { (x * scale).rounded(.up) / scale }

    /// Text: one line at its ideal width (no width proposed), else wrapped at the width.
    func textSize(_ string: String, font: UIFont, lineLimit: Int?, width: CGFloat?) -> CGSize {
        guard !string.isEmpty else { return .zero }
        let ideal = TextMetrics.width(of: string.replacingOccurrences(of: "\n", with: " "), font: font)
        guard let w = finite(width), w < ideal else {
            let lines = string.split(separator: "\n", omittingEmptySubsequences: false).count
            let shown = min(lines, lineLimit ?? lines)
            return CGSize(width: pixelCeil(ideal), height: pixelCeil(CGFloat(shown) * font.lineHeight))
        }
        var lines = TextMetrics.lines(of: string, font: font, width: max(1, w))
        if let limit = lineLimit, lines.count > limit { lines = Array(lines.prefix(max(1, limit))) }
        let widest = lines.map { TextMetrics.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: pixelCeil(min(w, widest)), height: pixelCeil(CGFloat(lines.count) * font.lineHeight))
    }

    /// A rounded-border field's inset on every side (UIKit's rounded text field: 34 pt tall at 17 pt text).
    func fieldInset(_ env: EnvironmentValues) -> CGFloat { env.textFieldStyle == .roundedBorder ? 7 : 0 }

    /// Bordered buttons' padding around their label (regular control size).
    func buttonPadding(_ env: EnvironmentValues) -> CGSize {
        switch env.buttonStyle {
        case .bordered, .borderedProminent: CGSize(width: 12, height: 7)
        default: .zero
        }
    }

    /// `frame`: fixed sides take their value; flexible ones clamp the proposal to their limits
    /// (a missing limit is the child's size), so `maxWidth: .infinity` takes all it is offered.
    mutating func frameSize(_ n: LayoutNode, _ f: FrameSpec, _ p: Proposal) -> CGSize {
        guard let child = n.children.first else { return .zero }
        if !f.isFlexible {
            let c = size(child, Proposal(width: f.width ?? p.width, height: f.height ?? p.height))
            return CGSize(width: f.width ?? c.width, height: f.height ?? c.height)
        }
        func clampProposal(_ x: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?, _ ideal: CGFloat?) -> CGFloat? {
            guard var v = x ?? ideal else { return nil }
            if let hi { v = min(v, hi) }
            if let lo { v = max(v, lo) }
            return v
        }
        let proposed = Proposal(width: clampProposal(p.width, f.minWidth, f.maxWidth, f.idealWidth),
                                height: clampProposal(p.height, f.minHeight, f.maxHeight, f.idealHeight))
        let c = size(child, proposed)
        func side(_ offered: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?, _ child: CGFloat) -> CGFloat {
            guard lo != nil || hi != nil else { return child }
            let low = lo ?? child, high = max(hi ?? max(child, low), low)
            let want = offered ?? child
            return min(max(want, low), high)
        }
        return CGSize(width: side(p.width, f.minWidth, f.maxWidth, c.width), height: side(p.height, f.minHeight, f.maxHeight, c.height))
    }

    // MARK: Stacks

    struct StackResult { var size: CGSize; var lengths: [CGFloat]; var children: [LayoutNode]; var spacing: CGFloat }

    mutating func stackLayout(_ n: LayoutNode, axis: Axis, spacing: CGFloat?, _ p: Proposal) -> StackResult {
        let children = n.children.flatMap(\.flattened)
        let gap = spacing ?? Self.defaultSpacing
        let across = axis == .vertical ? p.width : p.height
        let totalGap = gap * CGFloat(max(0, children.count - 1))
        var lengths = [CGFloat](repeating: 0, count: children.count)
        if let along = finite(p.along(axis)) {
            // Least flexible first; higher priority first of all.
            let flex = children.map { c -> CGFloat in
                let lo = size(c, Proposal.make(axis, along: 0, across: across)).along(axis)
                let hi = size(c, Proposal.make(axis, along: .infinity, across: across)).along(axis)
                return hi - lo
            }
            // Spacers take what the other views leave (their minimum lengths kept for them first),
            // as SwiftUI's do: a text beside a spacer is offered all but the spacer's minimum.
            let spacerMinimum: [CGFloat?] = children.indices.map { i in
                if case .spacer = children[i].kind { size(children[i], Proposal.make(axis, along: 0, across: across)).along(axis) } else { nil }
            }
            func isSpacer(_ i: Int) -> Bool { spacerMinimum[i] != nil }
            let spacers = spacerMinimum.compactMap { $0 }.count
            let order = children.indices.sorted {
                (isSpacer($0) ? 1 : 0, -children[$0].layoutPriority, flex[$0], $0) < (isSpacer($1) ? 1 : 0, -children[$1].layoutPriority, flex[$1], $1)
            }
            var reserved = spacerMinimum.compactMap { $0 }.reduce(0, +)
            var remaining = max(0, along - totalGap)
            for (k, i) in order.enumerated() {
                if let minimum = spacerMinimum[i] { reserved -= minimum }
                let others = order.count - k - (isSpacer(i) ? 0 : spacers)
                let share = max(0, remaining - reserved) / CGFloat(max(1, others))
                lengths[i] = size(children[i], Proposal.make(axis, along: share, across: across)).along(axis)
                remaining = max(0, remaining - lengths[i])
            }
        } else {
            for (i, c) in children.enumerated() { lengths[i] = size(c, Proposal.make(axis, along: p.along(axis), across: across)).along(axis) }
        }
        var thickness: CGFloat = 0
        for (i, c) in children.enumerated() {
            if case .spacer = c.kind { continue } // a spacer has length along the stack only
            thickness = max(thickness, size(c, Proposal.make(axis, along: lengths[i], across: across)).across(axis))
        }
        let length = lengths.reduce(0, +) + totalGap
        let s = axis == .vertical ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
        return StackResult(size: s, lengths: lengths, children: children, spacing: gap)
    }
}

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .vertical ? height : width }
    func across(_ axis: Axis) -> CGFloat { axis == .vertical ? width : height }
}

extension LayoutNode: Equatable {
    nonisolated static func == (a: LayoutNode, b: LayoutNode) -> Bool { a === b }
}
