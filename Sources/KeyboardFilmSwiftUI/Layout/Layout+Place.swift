import Foundation
import KeyboardFilmUIKit

/// Where the safe area is while a subtree is placed: the rectangle each region leaves free, in
/// the host view's coordinates.
struct SafeRects {
    /// Inside the container's insets (status bar, home indicator, bars).
    var container: CGRect
    /// Inside the container's and the keyboard's insets.
    var all: CGRect

    func rect(respecting regions: SafeAreaRegions, bounds: CGRect) -> CGRect {
        if regions.contains(.keyboard) { return regions.contains(.container) ? all : bounds.intersection(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: all.maxY - bounds.minY)) }
        return regions.contains(.container) ? container : bounds
    }
}

extension SwiftUILayout {
    /// Places `n` in `rect` (its frame, in the host view's coordinates) and its children in it.
    mutating func place(_ n: LayoutNode, in rect: CGRect, safe: SafeRects, bounds: CGRect) {
        n.frame = rect
        let p = Proposal(width: rect.width, height: rect.height)
        switch n.kind {
        case .empty, .text, .shape, .divider, .image, .textField, .spacer:
            return
        case .group, .zstack:
            let alignment: Alignment = if case .zstack(let a) = n.kind { a } else { .center }
            for c in n.children.flatMap(\.flattened) {
                let s = size(c, p)
                place(c, in: aligned(s, in: rect, alignment), safe: safe, bounds: bounds)
            }
        case .stack(let axis, let alignment, let spacing):
            let r = stackLayout(n, axis: axis, spacing: spacing, p)
            var along = axis == .vertical ? rect.minY : rect.minX
            for (i, c) in r.children.enumerated() {
                let s = size(c, Proposal.make(axis, along: r.lengths[i], across: axis == .vertical ? rect.width : rect.height))
                let frame: CGRect
                if axis == .vertical {
                    frame = CGRect(x: rect.minX + (rect.width - s.width) * alignment, y: along, width: s.width, height: r.lengths[i])
                } else {
                    frame = CGRect(x: along, y: rect.minY + (rect.height - s.height) * alignment, width: r.lengths[i], height: s.height)
                }
                place(c, in: frame, safe: safe, bounds: bounds)
                along += r.lengths[i] + r.spacing
            }
        case .button:
            guard let label = n.children.first else { return }
            let pad = buttonPadding(n.style.environment)
            let inner = rect.insetBy(dx: pad.width, dy: pad.height)
            place(label, in: aligned(size(label, Proposal(width: inner.width, height: inner.height)), in: inner, .center), safe: safe, bounds: bounds)
        case .scroll(let axes, _):
            // The content in its own coordinates (the scroll view's content), at its ideal length.
            guard let content = n.children.first else { return }
            let s = size(content, Proposal(width: axes.contains(.horizontal) ? nil : rect.width, height: axes.contains(.vertical) ? nil : rect.height))
            let contentRect = CGRect(x: 0, y: 0, width: max(s.width, axes.contains(.horizontal) ? 0 : rect.width), height: s.height)
            place(content, in: aligned(s, in: contentRect, .top), safe: safe, bounds: bounds)
        case .padding(let e):
            guard let child = n.children.first else { return }
            let inner = CGRect(x: rect.minX + e.leading, y: rect.minY + e.top, width: max(0, rect.width - e.leading - e.trailing),
                               height: max(0, rect.height - e.top - e.bottom))
            place(child, in: inner, safe: safe, bounds: bounds)
        case .frame(let f):
            guard let child = n.children.first else { return }
            let proposal: Proposal = f.isFlexible ? p : Proposal(width: f.width ?? rect.width, height: f.height ?? rect.height)
            place(child, in: aligned(size(child, proposal), in: rect, f.alignment), safe: safe, bounds: bounds)
        case .offset(let d):
            guard let child = n.children.first else { return }
            place(child, in: rect.offsetBy(dx: d.width, dy: d.height), safe: safe, bounds: bounds)
        case .fixedSize:
            guard let child = n.children.first else { return }
            place(child, in: aligned(size(child, proposalFor(n, p)), in: rect, .center), safe: safe, bounds: bounds)
        case .background(let alignment), .overlay(let alignment):
            guard let main = n.children.first else { return }
            place(main, in: rect, safe: safe, bounds: bounds)
            for extra in n.children.dropFirst() {
                place(extra, in: aligned(size(extra, p), in: rect, alignment), safe: safe, bounds: bounds)
            }
        case .ignoresSafeArea(let regions, let edges):
            guard let child = n.children.first else { return }
            // Where the view touches the safe area's edge, it reaches the edge of what is left
            // once the ignored regions are not counted.
            let kept = SafeAreaRegions.all.subtracting(regions)
            let reach = safe.rect(respecting: kept, bounds: bounds)
            let limit = safe.all
            var r = rect
            if edges.contains(.bottom), abs(r.maxY - limit.maxY) < 0.5 || r.maxY >= limit.maxY { r.size.height = max(r.height, reach.maxY - r.minY) }
            if edges.contains(.top), abs(r.minY - limit.minY) < 0.5 || r.minY <= limit.minY { let top = min(r.minY, reach.minY); r.size.height += r.minY - top; r.origin.y = top }
            if edges.contains(.leading), r.minX <= limit.minX + 0.5 { let left = min(r.minX, reach.minX); r.size.width += r.minX - left; r.origin.x = left }
            if edges.contains(.trailing), r.maxX >= limit.maxX - 0.5 { r.size.width = max(r.width, reach.maxX - r.minX) }
            n.frame = r
            var inner = safe
            if regions.contains(.keyboard) { inner.all = inner.container }
            if regions.contains(.container) { inner.container = bounds; inner.all = regions.contains(.keyboard) ? bounds : inner.all }
            place(child, in: r, safe: inner, bounds: bounds)
        case .geometryReader:
            placeGeometryReader(n, in: rect, safe: safe, bounds: bounds)
        case .aspectRatio:
            guard let child = n.children.first else { return }
            let s = size(n, p)
            place(child, in: aligned(s, in: rect, .center), safe: safe, bounds: bounds)
        case .firstFitting(let axes):
            guard !n.children.isEmpty else { return }
            n.chosenChild = fittingChild(n, axes, p)
            place(n.children[n.chosenChild], in: rect, safe: safe, bounds: bounds)
        case .navigationStack(let height):
            // The bar on top; the root below it, the bar part of its safe area.
            guard let root = n.children.first, let bar = n.children.dropFirst().first else { return }
            place(bar, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: height), safe: safe, bounds: bounds)
            let top = rect.minY + height
            var inner = safe
            for keyPath in [\SafeRects.container, \SafeRects.all] where inner[keyPath: keyPath].minY < top {
                let r = inner[keyPath: keyPath]
                inner[keyPath: keyPath] = CGRect(x: r.minX, y: top, width: r.width, height: max(0, r.maxY - top))
            }
            place(root, in: CGRect(x: rect.minX, y: top, width: rect.width, height: max(0, rect.maxY - top)), safe: inner, bounds: bounds)
        case .safeAreaInset(let edge, let spacing, let alignment):
            guard let main = n.children.first else { return }
            let bar = n.children.dropFirst().first
            let gap = spacing ?? 0
            var mainRect = rect, innerSafe = safe
            if let bar {
                let s = size(bar, Proposal(width: rect.width, height: nil))
                // The bar sits on the edge of the safe area (within the view's frame).
                let free = rect.intersection(safe.all)
                let barRect: CGRect
                if edge == .bottom {
                    let bottom = free.isNull ? rect.maxY : free.maxY
                    barRect = CGRect(x: rect.minX + (rect.width - s.width) * alignment.horizontal.fraction, y: bottom - s.height, width: s.width, height: s.height)
                    mainRect.size.height = max(0, barRect.minY - gap - rect.minY)
                    innerSafe.all.size.height = max(0, min(innerSafe.all.maxY, barRect.minY - gap) - innerSafe.all.minY)
                } else {
                    let top = free.isNull ? rect.minY : free.minY
                    barRect = CGRect(x: rect.minX + (rect.width - s.width) * alignment.horizontal.fraction, y: top, width: s.width, height: s.height)
                    mainRect.origin.y = barRect.maxY + gap
                    mainRect.size.height = max(0, rect.maxY - mainRect.minY)
                    let newTop = max(innerSafe.all.minY, barRect.maxY + gap)
                    innerSafe.all.size.height = max(0, innerSafe.all.maxY - newTop); innerSafe.all.origin.y = newTop
                }
                place(bar, in: barRect, safe: safe, bounds: bounds)
            }
            place(main, in: mainRect, safe: innerSafe, bounds: bounds)
        }
    }

    func proposalFor(_ n: LayoutNode, _ p: Proposal) -> Proposal {
        guard case .fixedSize(let h, let v) = n.kind else { return p }
        return Proposal(width: h ? nil : p.width, height: v ? nil : p.height)
    }

    /// A child of size `s` aligned in `rect`.
    func aligned(_ s: CGSize, in rect: CGRect, _ a: Alignment) -> CGRect {
        CGRect(x: rect.minX + (rect.width - s.width) * a.horizontal.fraction, y: rect.minY + (rect.height - s.height) * a.vertical.fraction,
               width: s.width, height: s.height)
    }
}
