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

    static func texts(_ nodes: [Node]) -> [Text] {
        nodes.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
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
        // The header at its natural 15 pt would not fit a one-column strip: fitting had work to do.
        let header = try #require(Self.texts(list.nodes).first)
        if columns == 1 { #expect(VectorFont.width(of: header.string, size: 15) > Double(list.width) || header.string.hasSuffix("…") || header.size < 15) }
        Self.check(list, "\(columns) columns")
    }

    @Test("compare: strategies with the same drift in every frame share one curve, labelled a = b")
    func identicalCurvesShareALine() throws {
        let (sb, _) = try Self.film(name: "cmp")
        var films: [(Storyboard, Trace)] = []
        for name in [StrategyName.fixedCurve, .fixedCurve, .curveTracking] {
            var s = sb
            s.strategy = StrategyConfiguration(name)
            films.append((s, try Simulator.run(s)))
        }
        let series = Comparison(films: films, options: FilmstripOptions(every: 6, columns: 4)).driftSeries()
        #expect(series.map(\.label) == ["fixedCurve = fixedCurve", "curveTracking"])
        Self.check(Comparison(films: films, options: FilmstripOptions(every: 6, columns: 2)).displayList(), "compare")
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
        let first = try #require(trace.frames.first { abs($0.drift) > 0.5 })
        #expect(first.time > 0.05)
        let shown = FilmstripOptions(from: 0, to: 0.05).sample(trace.frames)
        #expect(shown.contains(first.index))
        #expect(shown.filter { $0 != first.index }.allSatisfy { trace.frames[$0].time <= 0.05 + 1e-9 })
    }
}
