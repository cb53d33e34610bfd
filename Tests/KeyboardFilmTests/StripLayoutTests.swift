import TestSupport
import FrameRendering
@testable import KeyboardFilm
import KeyboardSimulation
import Testing

/// Labels in strips and comparisons stay inside the image and off each other, at any column count.
@MainActor
struct StripLayoutTests {
    /// The box of a text node: leading x … x + width, baseline − size … baseline.
    static func box(_ t: Text) -> (x0: Double, x1: Double, y0: Double, y1: Double) {
        let w = VectorFont.width(of: t.string, size: t.size)
        let x0: Double
        switch t.alignment {
        case .leading: x0 = t.origin.x
        case .center: x0 = t.origin.x - w / 2
        case .trailing: x0 = t.origin.x - w
        }
        return (x0, x0 + w, t.origin.y - t.size * 0.8, t.origin.y)
    }

    /// Every label: text nodes, groups' translations and uniform scales applied (origin and size in
    /// image pixels); clipped groups (the thumbnails, whose contents are frames) are left out.
    static func texts(_ nodes: [Node], _ transform: AffineTransform = .identity) -> [Text] {
        nodes.flatMap { node -> [Text] in
            switch node {
            case .text(var t):
                t.origin = transform.apply(t.origin)
                t.size *= transform.a
                return [t]
            case .group(let g) where g.clip == nil:
                return texts(g.children, transform.concatenating(g.transform))
            default:
                return []
            }
        }
    }

    static func check(_ list: DisplayList, _ label: String) {
        let boxes = texts(list.nodes).filter { !$0.string.isEmpty }.map { ($0.string, box($0)) }
        #expect(boxes.count > 10, "\(label): the labels must be there to be checked")
        for (s, b) in boxes {
            #expect(b.x0 >= 0 && b.x1 <= Double(list.width) + 0.5, "\(label): \"\(s)\" spans x \(b.x0) … \(b.x1) of \(list.width)")
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let a = boxes[i].1, b = boxes[j].1
                let overlap = a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5
                #expect(!overlap, "\(label): \"\(boxes[i].0)\" overlaps \"\(boxes[j].0)\"")
            }
        }
    }
@MainActor

    static func film(name: String) throws -> (Storyboard, Trace) {
        let sb = try storyboard("""
        { "name": "\(name)", "device": "iPhone SE (2nd generation)", "scale": 1, "fps": 30, "duration": 1.4,
          "strategy": { "name": "fixedCurve" },
          "events": [ { "at": 0.1, "do": "show" }, { "at": 0.7, "do": "hide" } ] }
        """)
        return (sb, try Simulator.run(sb))
    }

    @Test("strip header, captions, plot titles and legends fit and never overlap, at 1 … 6 columns, with a long name",
          arguments: [1, 2, 3, 4, 6])
    func stripFits(columns: Int) throws {
        let (sb, trace) = try Self.film(name: "a-storyboard-with-a-rather-long-descriptive-name-for-its-film")
        let strip = Filmstrip(scene: FrameScene(storyboard: sb, trace: trace), options: FilmstripOptions(every: 6, columns: columns))
        let list = strip.displayList()
        // The header would not fit one line of a one-column strip: it wraps onto a second line
        // (cut with "…" if even two are not enough), one line-height (1.3 em) lower, never smaller.
        let texts = Self.texts(list.nodes)
        let header = try #require(texts.first)
        if columns == 1 {
            let second = try #require(texts.dropFirst().first)
            #expect(abs(second.origin.y - header.origin.y - 1.3 * header.size) < 0.01 && second.origin.x == header.origin.x && second.size == header.size,
                    "\(header) then \(second)")
        }
        Self.check(list, "\(columns) columns")
    }

    @Test("compare: strategies with the same drift in every frame share one curve, labelled a = b")
    func identicalCurvesShareALine() throws {
        let (sb, _) = try Self.film(name: "cmp")
        var films: [Film] = []
        for name in [StrategyName.fixedCurve, .fixedCurve, .curveTracking] {
            var s = sb
            s.strategy = StrategyConfiguration(name)
            films.append(Film(storyboard: s, trace: try Simulator.run(s)))
        }
        let series = Comparison(films: films, options: FilmstripOptions(every: 6, columns: 4)).driftSeries()
        #expect(series.map(\.label) == ["fixedCurve = fixedCurve", "curveTracking"])
        Self.check(Comparison(films: films, options: FilmstripOptions(every: 6, columns: 2)).displayList(), "compare")
    }

    @Test("plots stay readable where GitHub shows the image 1000 px wide: tick labels at least 10 px and titles 13 px (9 px fitted beside the legend in a narrow image) after that shrink, in strips and comparisons 640 … 4000 px wide",
          arguments: [2, 10, 30])
    func plotsReadableAtPullRequestWidth(columns: Int) throws {
        let (sb, trace) = try Self.film(name: "wide")
        let options = FilmstripOptions(every: 1, columns: columns)
        let strip = Filmstrip(scene: FrameScene(storyboard: sb, trace: trace), options: options).displayList()
        var other = sb
        other.strategy = StrategyConfiguration(.curveTracking)
        let compare = Comparison(films: [Film(storyboard: sb, trace: trace), Film(storyboard: other, trace: try Simulator.run(other))], options: options).displayList()
        for (label, list) in [("strip", strip), ("compare", compare)] {
            let shown = min(1, 1000 / Double(list.width)) // GitHub shrinks wider images to its column
            let texts = Self.texts(list.nodes)
            let ticks = texts.filter { $0.string.hasSuffix(" s") && Double($0.string.dropLast(2)) != nil }
            let titles = texts.filter { $0.string.hasPrefix("Drift") || $0.string.hasPrefix("Keyboard top and bar bottom") }
            #expect(ticks.count >= 5 && titles.count == (label == "strip" ? 2 : 1), "\(label) \(list.width) px: \(ticks.count) ticks, \(titles.count) titles")
            for t in ticks { #expect(t.size * shown >= 9.99, "\(label) \(list.width) px wide: tick \"\(t.string)\" shows at \(t.size * shown) px") }
            // A narrow image fits its title beside the legend by shrinking it (to 9 px at least).
            for t in titles { #expect(t.size * shown >= (list.width >= 1000 ? 12.99 : 8.99), "\(label) \(list.width) px wide: title shows at \(t.size * shown) px") }
            Self.check(list, "\(label), \(columns) columns")
        }
    }

    @Test("compare: curves that coincide for a while both show there: each earlier curve is drawn wider, under the later ones")
    func coincidingCurvesBothShow() throws {
        let (sb, trace) = try Self.film(name: "cmp")
        var other = sb
        other.strategy = StrategyConfiguration(.curveTracking)
        let list = Comparison(films: [Film(storyboard: sb, trace: trace), Film(storyboard: other, trace: try Simulator.run(other))], options: FilmstripOptions(every: 6, columns: 4)).displayList()
        func strokes(_ nodes: [Node]) -> [(Color, Double)] {
            nodes.flatMap { node -> [(Color, Double)] in
                switch node {
                case .stroke(let path, .solid(let c), let w) where path.elements.count > 20: return [(c, w)] // a curve, not a border
                case .group(let g): return strokes(g.children)
                default: return []
                }
            }
        }
        let all = strokes(list.nodes)
        let red = all.filter { $0.0 == Comparison.palette[0] }.map(\.1), blue = all.filter { $0.0 == Comparison.palette[1] }.map(\.1)
        let widest = try #require(red.max()), narrowest = try #require(blue.max())
        #expect(widest >= narrowest + 1.5, "the first curve (\(widest) units) must show on both sides of the second (\(narrowest))")
    }
}

/// Which frames a strip shows.
@MainActor
struct StripSamplingTests {
    @Test("the first drifting frame is shown even when --from/--to leave it out, as the README promises")
    func firstDriftOutsideTheRange() throws {
        let sb = try storyboard("""
        { "name": "s", "device": "iPhone 13", "fps": 60, "duration": 1.0, "strategy": { "name": "fixedCurve" },
          "events": [ { "at": 0.1, "do": "show" } ] }
        """)
        let trace = try Simulator.run(sb)
        // The first frame of the fixed curve that the keyboard's own animation does not explain.
        let first = try #require(trace.frames.first { $0.isDrifting })
        #expect(first.time > 0.05)
        let shown = FilmstripOptions(from: 0, to: 0.05).sample(trace.frames)
        #expect(shown.contains(first.index))
        #expect(shown.filter { $0 != first.index }.allSatisfy { trace.frames[$0].time <= 0.05 + 1e-9 })
    }
}
