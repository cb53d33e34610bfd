import Foundation

/// Writes a display list as SVG text with a fixed numeric precision (stable output). Text is
/// written as the built-in font's strokes, so SVG and PNG show the same glyphs.
public struct SVGWriter {
    /// Decimals kept for coordinates.
    public var precision = 2

    public init(precision: Int = 2) { self.precision = precision }

    /// A complete SVG document of the list. Any subtree that occurs more than once (a keyboard,
    /// a bar, a status bar shown in several frames) is written once in `<defs>` and drawn with `<use>`.
    public func document(_ list: DisplayList) -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(list.width)\" height=\"\(list.height)\" viewBox=\"0 0 \(list.width) \(list.height)\">\n"
        var defs = Defs()
        var counts: [String: Int] = [:]
        for node in list.nodes { countSubtrees(node, &counts, &defs) }
        var body = ""
        if let bg = list.background { body += "<rect width=\"\(list.width)\" height=\"\(list.height)\"\(fill(bg))/>\n" }
        for node in list.nodes { body += element(node, &defs, repeated: counts) }
        if !defs.text.isEmpty { out += "<defs>\n" + defs.text + "</defs>\n" }
        return out + body + "</svg>\n"
    }

    /// Subtrees shorter than this are written inline even when repeated.
    static let reuseMinimumLength = 160

    private func countSubtrees(_ node: Node, _ counts: inout [String: Int], _ defs: inout Defs) {
        let text = element(node, &defs)
        if text.count >= Self.reuseMinimumLength { counts[text, default: 0] += 1 }
        if case .group(let g) = node { for child in g.children { countSubtrees(child, &counts, &defs) } }
    }

    /// Like `element(_:_:)`, but repeated subtrees become `<use>` of one definition.
    private func element(_ node: Node, _ defs: inout Defs, repeated: [String: Int]) -> String {
        let text = element(node, &defs)
        if (repeated[text] ?? 0) > 1 {
            let id = defs.id(for: text, prefix: "u") { "<g id=\"\($0)\">\n" + text + "</g>\n" }
            return "<use xlink:href=\"#\(id)\"/>\n"
        }
        guard case .group(let g) = node else { return text }
        var inner = ""
        for child in g.children { inner += element(child, &defs, repeated: repeated) }
        return "<g\(groupAttributes(g, &defs))>\n" + inner + "</g>\n"
    }

    /// Definitions (clip paths, gradients, reused subtrees), one id per distinct content.
    public struct Defs {
        public var text = ""
        private var ids: [String: String] = [:]
        public init() {}

        mutating func id(for content: String, prefix: String = "d", _ make: (String) -> String) -> String {
            if let id = ids[content] { return id }
            let id = "\(prefix)\(ids.count + 1)"
            ids[content] = id
            text += make(id)
            return id
        }
    }

    /// One node as SVG elements; gradients and clips go into `defs`.
    public func element(_ node: Node, _ defs: inout Defs) -> String {
        switch node {
        case .fill(let path, let paint, let rule):
            let ruleAttr = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
            return "<path d=\"\(pathData(path))\"\(paintAttr("fill", paint, &defs))\(ruleAttr)/>\n"
        case .stroke(let path, let paint, let width):
            return "<path d=\"\(pathData(path))\" fill=\"none\"\(paintAttr("stroke", paint, &defs)) stroke-width=\"\(num(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        case .text(let text):
            let path = VectorFont.path(for: text)
            guard !path.elements.isEmpty else { return "" }
            return "<path aria-label=\"\(escapeMarkup(text.string))\" d=\"\(pathData(path))\" fill=\"none\"\(paintAttr("stroke", .solid(text.color), &defs)) stroke-width=\"\(num(text.size * text.weight))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        case .group(let g):
            var inner = ""
            for child in g.children { inner += element(child, &defs) }
            return "<g\(groupAttributes(g, &defs))>\n" + inner + "</g>\n"
        }
    }

    func groupAttributes(_ g: Group, _ defs: inout Defs) -> String {
        var attrs = ""
        if g.transform != .identity {
            let t = g.transform
            attrs += " transform=\"matrix(\(num(t.a, 6)) \(num(t.b, 6)) \(num(t.c, 6)) \(num(t.d, 6)) \(num(t.tx)) \(num(t.ty)))\""
        }
        if g.opacity != 1 { attrs += " opacity=\"\(num(g.opacity, 3))\"" }
        if let clip = g.clip {
            let data = pathData(clip)
            let content = "<path d=\"\(data)\"/>"
            let id = defs.id(for: "clip:" + content) { "<clipPath id=\"\($0)\">\(content)</clipPath>\n" }
            attrs += " clip-path=\"url(#\(id))\""
        }
        return attrs
    }

    func paintAttr(_ attribute: String, _ paint: Paint, _ defs: inout Defs) -> String {
        switch paint {
        case .solid(let c):
            return " \(attribute)=\"\(c.hexString)\"" + (c.a == 255 ? "" : " \(attribute)-opacity=\"\(num(Double(c.a) / 255, 3))\"")
        case .linearGradient(let s, let e, let stops):
            let stopText = stops.map {
                "<stop offset=\"\(num($0.offset, 4))\" stop-color=\"\($0.color.hexString)\"" +
                    ($0.color.a == 255 ? "" : " stop-opacity=\"\(num(Double($0.color.a) / 255, 3))\"") + "/>"
            }.joined()
            let key = "gradient:\(s.x),\(s.y),\(e.x),\(e.y):" + stopText
            let id = defs.id(for: key) {
                "<linearGradient id=\"\($0)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(num(s.x))\" y1=\"\(num(s.y))\" x2=\"\(num(e.x))\" y2=\"\(num(e.y))\">\(stopText)</linearGradient>\n"
            }
            return " \(attribute)=\"url(#\(id))\""
        }
    }

    fileprivate func fill(_ c: Color) -> String {
        var d = Defs()
        return paintAttr("fill", .solid(c), &d)
    }

    /// Path data with `precision` decimals.
    public func pathData(_ path: Path) -> String {
        var out = ""
        func p(_ pt: Point2) -> String { "\(num(pt.x)) \(num(pt.y))" }
        for e in path.elements {
            switch e {
            case .move(let a): out += "M\(p(a))"
            case .line(let a): out += "L\(p(a))"
            case .quad(let c, let a): out += "Q\(p(c)) \(p(a))"
            case .cubic(let c1, let c2, let a): out += "C\(p(c1)) \(p(c2)) \(p(a))"
            case .close: out += "Z"
            }
        }
        return out
    }

    /// A number with at most `digits` decimals (default: `precision`), no trailing zeros.
    public func num(_ x: Double, _ digits: Int? = nil) -> String {
        // Beyond a billion points nothing is on any canvas: clamped, so 1e300 or infinity is a number SVG reads.
        let x = x.isNaN ? 0 : min(1e9, max(-1e9, x))
        let d = digits ?? precision
        var scale = 1.0
        for _ in 0..<d { scale *= 10 }
        let r = (x * scale).rounded() / scale
        if r == 0 { return "0" }
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        var s = String(r)
        if s.contains("e") { return String(Int(r.rounded())) }
        if let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) - 1 > d {
            s = String(s[..<s.index(dot, offsetBy: d + 1)])
        }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
