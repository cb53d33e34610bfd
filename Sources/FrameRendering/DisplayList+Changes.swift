import Foundation

extension DisplayList {
    /// The pixel rows where drawing `self` can differ from drawing `old`: nil when the lists are
    /// equal, every row when their size or background differ. Found by walking both trees side
    /// by side: where a node differs, the rows its old and new versions cover (inside their clips,
    /// with a stroke's width and two rows of anti-aliasing around) are changed. Conservative: a
    /// row outside the result draws the same pixels from either list, so a frame can keep the
    /// previous frame's pixels there (`Rasterizer.render(_:over:rows:)`).
    public func changedRows(since old: DisplayList) -> Range<Int>? {
        guard width == old.width, height == old.height, background == old.background else { return 0..<height }
        var span = RowSpan()
        Self.compare(nodes, old.nodes, .identity, .identity, Self.all, Self.all, &span)
        guard let lo = span.lo, let hi = span.hi else { return nil }
        let rows = max(0, Int(lo.rounded(.down)) - 2)..<min(height, Int(hi.rounded(.up)) + 2)
        return rows.isEmpty ? nil : rows
    }

    /// Rows covered so far (points in pixel space, unrounded).
    struct RowSpan {
        var lo: Double?, hi: Double?
        mutating func add(_ range: (Double, Double)?) {
            guard let (a, b) = range, b >= a else { return }
            lo = min(lo ?? a, a); hi = max(hi ?? b, b)
        }
    }

    static let all: (Double, Double) = (-.infinity, .infinity)

    static func compare(_ new: [Node], _ old: [Node], _ tn: AffineTransform, _ to: AffineTransform,
                        _ clipNew: (Double, Double), _ clipOld: (Double, Double), _ span: inout RowSpan) {
        guard new.count == old.count else {
            for n in new { span.add(rows(n, tn, clipNew)) }
            for o in old { span.add(rows(o, to, clipOld)) }
            return
        }
        for (n, o) in zip(new, old) where tn != to || clipNew != clipOld || n != o {
            if case .group(let a) = n, case .group(let b) = o, a.opacity == b.opacity, a.clip == b.clip, a.children.count == b.children.count {
                let ta = tn.concatenating(a.transform), tb = to.concatenating(b.transform)
                compare(a.children, b.children, ta, tb, clip(a.clip, ta, clipNew), clip(b.clip, tb, clipOld), &span)
            } else {
                span.add(rows(n, tn, clipNew))
                span.add(rows(o, to, clipOld))
            }
        }
    }

    /// The rows `path` spans under `t` (its points and control points: a curve stays inside their hull).
    static func rows(of path: Path, _ t: AffineTransform) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        func see(_ p: Point2) { let y = t.apply(p).y; lo = min(lo, y); hi = max(hi, y) }
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): see(p)
            case .quad(let c, let p): see(c); see(p)
            case .cubic(let c1, let c2, let p): see(c1); see(c2); see(p)
            case .close: break
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }

    static func clip(_ path: Path?, _ t: AffineTransform, _ outer: (Double, Double)) -> (Double, Double) {
        guard let path, let r = rows(of: path, t) else { return outer }
        return (max(outer.0, r.0), min(outer.1, r.1))
    }

    /// The rows a node draws in, inside `clip`.
    static func rows(_ node: Node, _ t: AffineTransform, _ clipRows: (Double, Double)) -> (Double, Double)? {
        let drawn: (Double, Double)?
        switch node {
        case .fill(let path, _, _):
            drawn = rows(of: path, t)
        case .stroke(let path, _, let width):
            drawn = rows(of: path, t).map { ($0.0 - width * t.meanScale, $0.1 + width * t.meanScale) }
        case .text(let text):
            let pad = text.size * text.weight * t.meanScale
            drawn = rows(of: VectorFont.path(for: text), t).map { ($0.0 - pad, $0.1 + pad) }
        case .group(let g):
            let inner = t.concatenating(g.transform), inside = clip(g.clip, inner, clipRows)
            var span = RowSpan()
            for child in g.children { span.add(rows(child, inner, inside)) }
            drawn = span.lo.flatMap { lo in span.hi.map { (lo, $0) } }
        }
        guard let (a, b) = drawn else { return nil }
        let lo = max(a, clipRows.0), hi = min(b, clipRows.1)
        return hi >= lo ? (lo, hi) : nil
    }
}
