import Foundation
import FrameRendering
import KeyboardFilm

/// The Pillow peer: the same frames' shapes (flattened to polygons and polylines in canvas
/// pixels) drawn with Pillow's ImageDraw and saved as PNG, timed inside Python.
enum PillowDrawing {
    static func available(_ python: String) -> Bool {
        ((try? Tools.measure(python, ["-c", "import PIL"]))?.status ?? 1) == 0
    }

    static func secondsPerFrame(scene: FrameScene, frames: [Int], python: String, _ scratch: Scratch) throws -> Double {
        var scenes: [String] = []
        for i in frames {
            var shapes: [String] = []
            collect(scene.displayList(frame: i).nodes, .identity, &shapes)
            scenes.append("[" + shapes.joined(separator: ",") + "]")
        }
        let data = scratch.path("pillow.json")
        try ("[" + scenes.joined(separator: ",") + "]").write(toFile: data, atomically: true, encoding: .utf8)
        let script = """
        import json, sys, time, io
        from PIL import Image, ImageDraw
        frames = json.load(open(sys.argv[1]))
        w, h = int(sys.argv[2]), int(sys.argv[3])
        t = time.perf_counter()
        for shapes in frames:
            im = Image.new("RGB", (w, h), (229, 229, 234))
            d = ImageDraw.Draw(im, "RGBA")
            for s in shapes:
                if s[0] == "f":
                    for poly in s[2]:
                        if len(poly) > 2: d.polygon([tuple(p) for p in poly], fill=tuple(s[1]))
                else:
                    for line in s[2]:
                        if len(line) > 1: d.line([tuple(p) for p in line], fill=tuple(s[1]), width=max(1, int(round(s[3]))), joint="curve")
            im.save(io.BytesIO(), "PNG", compress_level=1)
        print((time.perf_counter() - t) / len(frames))
        """
        let out = scratch.path("pillow.txt")
        let u = try Tools.measure("/bin/sh", ["-c", "\"\(python)\" -c '\(script)' \"\(data)\" \(scene.canvas.width) \(scene.canvas.height) > \"\(out)\""])
        guard u.status == 0, let text = try? String(contentsOfFile: out, encoding: .utf8), let s = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchFailure("the Pillow peer failed")
        }
        return s
    }

    /// Flattens nodes into ["f", rgba, polygons] and ["s", rgba, polylines, width] in canvas pixels.
    static func collect(_ nodes: [Node], _ t: FrameRendering.AffineTransform, _ out: inout [String]) {
        func points(_ path: Path) -> String {
            let lines = polylines(path, t)
            return "[" + lines.map { "[" + $0.map { "[\(Int($0.x.rounded())),\(Int($0.y.rounded()))]" }.joined(separator: ",") + "]" }.joined(separator: ",") + "]"
        }
        func rgba(_ c: Color) -> String { "[\(c.r),\(c.g),\(c.b),\(c.a)]" }
        for node in nodes {
            switch node {
            case .fill(let path, let paint, _):
                if case .solid(let c) = paint { out.append("[\"f\",\(rgba(c)),\(points(path))]") }
            case .stroke(let path, let paint, let width):
                if case .solid(let c) = paint { out.append("[\"s\",\(rgba(c)),\(points(path)),\(width * t.meanScale)]") }
            case .text(let text):
                out.append("[\"s\",\(rgba(text.color)),\(points(VectorFont.path(for: text))),\(text.size * text.weight * t.meanScale)]")
            case .group(let g):
                collect(g.children, t.concatenating(g.transform), &out)
            }
        }
    }

    /// Each subpath as points after `t`, each curve cut into 8 straight segments (plenty for a
    /// peer that draws without anti-aliasing).
    static func polylines(_ path: Path, _ t: FrameRendering.AffineTransform) -> [[Point2]] {
        var lines: [[Point2]] = [], current: [Point2] = []
        var start = Point2(0, 0), at = Point2(0, 0)
        func add(_ p: Point2) { current.append(t.apply(p)); at = p }
        func lerp(_ a: Point2, _ b: Point2, _ s: Double) -> Point2 { Point2(a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s) }
        for element in path.elements {
            switch element {
            case .move(let p):
                if current.count > 1 { lines.append(current) }
                current = []; start = p; add(p)
            case .line(let p): add(p)
            case .quad(let c, let p):
                let p0 = at
                for k in 1...8 { let s = Double(k) / 8; add(lerp(lerp(p0, c, s), lerp(c, p, s), s)) }
            case .cubic(let c1, let c2, let p):
                let p0 = at
                for k in 1...8 {
                    let s = Double(k) / 8
                    let a = lerp(lerp(p0, c1, s), lerp(c1, c2, s), s), b = lerp(lerp(c1, c2, s), lerp(c2, p, s), s)
                    add(lerp(a, b, s))
                }
            case .close:
                add(start)
                lines.append(current); current = [t.apply(start)]
            }
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }
}
