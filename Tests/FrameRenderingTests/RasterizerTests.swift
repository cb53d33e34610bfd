import Foundation
import Testing
@testable import FrameRendering

/// Coverage facts a user relies on: exact partial alpha at edges, true areas, fill rules.
struct RasterizerTests {
    func render(_ nodes: [Node], width: Int = 40, height: Int = 40) -> Pixmap {
        var r = Rasterizer()
        return r.render(DisplayList(width: width, height: height, nodes: nodes))
    }

    func alphaSum(_ pm: Pixmap) -> Double {
        stride(from: 3, to: pm.data.count, by: 4).reduce(0.0) { $0 + Double(pm.data[$1]) / 255 }
    }

    @Test("a rect with fractional edges gets the exact partial alpha on its edge pixels")
    func fractionalRect() {
        // x from 2.25 to 7.5, y from 3.75 to 6: left column 0.75 covered, right 0.5, top row 0.25.
        let pm = render([.fill(.rect(2.25, 3.75, 5.25, 2.25), .solid(.black), .nonZero)], width: 12, height: 10)
        #expect(pm[2, 5].a == UInt8((0.75 * 255).rounded()))
        #expect(pm[7, 5].a == UInt8((0.5 * 255).rounded()))
        #expect(pm[4, 3].a == UInt8((0.25 * 255).rounded()))
        #expect(pm[2, 3].a == UInt8((0.75 * 0.25 * 255).rounded()))
        #expect(pm[4, 5].a == 255 && pm[1, 5].a == 0 && pm[8, 5].a == 0)
        #expect(abs(alphaSum(pm) - 5.25 * 2.25) < 0.01)
    }

    @Test("the general (non-rectangle) path also gives exact area: a rotated square of side 10 covers 100 px")
    func rotatedSquare() {
        let square = Path.polygon([Point2(20, 10), Point2(20 + 5 * 2.0.squareRoot(), 10 + 5 * 2.0.squareRoot()),
                                   Point2(20, 10 + 10 * 2.0.squareRoot()), Point2(20 - 5 * 2.0.squareRoot(), 10 + 5 * 2.0.squareRoot())])
        let pm = render([.fill(square, .solid(.black), .nonZero)])
        #expect(abs(alphaSum(pm) - 100) < 0.5)
        // A half-plane edge through pixel centres: a pixel split by the diagonal gets half coverage.
        let tri = render([.fill(.polygon([Point2(0, 0), Point2(10, 10), Point2(0, 10)]), .solid(.black), .nonZero)], width: 10, height: 10)
        #expect(abs(Double(tri[4, 4].a) - 127.5) <= 1)
    }

    @Test("a filled circle's total coverage equals πr² within 0.5 %", arguments: [3.3, 7.0, 15.5])
    func circleArea(r: Double) {
        let pm = render([.fill(.ellipse(20 - r, 20 - r, 2 * r, 2 * r), .solid(.black), .nonZero)])
        let expected = Double.pi * r * r
        #expect(abs(alphaSum(pm) - expected) / expected < 0.005)
    }

    static func star() -> Path {
        // A pentagram: the points in the order 0, 2, 4, 1, 3 make the centre wind twice.
        let pts = (0..<5).map { k -> Point2 in
            let a = -Double.pi / 2 + Double(k * 2 % 5) * 2 * Double.pi / 5
            return Point2(20 + 18 * cos(a), 20 + 18 * sin(a))
        }
        return .polygon(pts)
    }

    @Test("an even-odd star leaves its centre empty; non-zero fills it")
    func fillRules() {
        let evenOdd = render([.fill(Self.star(), .solid(.black), .evenOdd)])
        let nonZero = render([.fill(Self.star(), .solid(.black), .nonZero)])
        #expect(evenOdd[20, 20].a == 0)
        #expect(nonZero[20, 20].a == 255)
        // A point of the star is filled under both rules.
        #expect(evenOdd[20, 5].a == 255 && nonZero[20, 5].a == 255)
    }

    @Test("source-over blending of premultiplied colours: 50 % white over black is mid grey")
    func blending() {
        let pm = render([.fill(.rect(0, 0, 4, 4), .solid(.black), .nonZero),
                         .fill(.rect(0, 0, 4, 4), .solid(Color.white.withAlpha(128)), .nonZero)], width: 4, height: 4)
        #expect(pm[1, 1] == (128, 128, 128, 255))
    }

    @Test("groups: transforms, opacity and clips apply to their children")
    func groups() {
        let g = Group(transform: .translation(10, 0).concatenating(.scale(2, 2)), opacity: 0.5,
                      clip: .rect(0, 0, 3, 10), children: [.fill(.rect(0, 0, 5, 5), .solid(.black), .nonZero)])
        let pm = render([.group(g)], width: 30, height: 20)
        #expect(pm[10, 1].a == 128)  // inside: scaled and translated, half opacity
        #expect(pm[17, 1].a == 0)    // clipped at x = 10 + 3 × 2
        #expect(pm[9, 1].a == 0)
        // A circular clip leaves the corners of a square outside it.
        let round = Group(clip: .ellipse(0, 0, 20, 20), children: [.fill(.rect(0, 0, 20, 20), .solid(.black), .nonZero)])
        let rc = render([.group(round)], width: 20, height: 20)
        #expect(rc[0, 0].a == 0 && rc[10, 10].a == 255)
        #expect(abs(alphaSum(rc) - Double.pi * 100) / (Double.pi * 100) < 0.005)
    }

    @Test("strokes cover their width exactly along a straight run; round caps add about a disc")
    func strokes() {
        let pm = render([.stroke(.polyline([Point2(10, 10.5), Point2(30, 10.5)]), .solid(.black), width: 2)])
        // Away from the caps every column holds exactly the 2 px width.
        for x in 12..<28 {
            let column = (0..<40).reduce(0.0) { $0 + Double(pm[x, $1].a) / 255 }
            #expect(abs(column - 2) < 0.01, "column \(x)")
        }
        // Round caps add about a disc of radius 1 (point-sampled at this size).
        #expect(abs(alphaSum(pm) - (2 * 20 + Double.pi)) < 0.6)
        #expect(pm[20, 10].a == 255 && pm[20, 12].a == 0)
    }

    @Test("a linear gradient runs from its start colour to its end colour")
    func gradient() {
        let paint = Paint.linearGradient(start: Point2(0, 0), end: Point2(100, 0),
                                         stops: [GradientStop(0, .black), GradientStop(1, .white)])
        let pm = render([.fill(.rect(0, 0, 100, 2), paint, .nonZero)], width: 100, height: 2)
        #expect(pm[0, 0].r < 3 && pm[99, 0].r > 252)
        #expect(abs(Int(pm[50, 0].r) - 129) <= 1)
    }

    @Test("every glyph of the built-in font draws ink; a missing glyph draws a box, not nothing")
    func font() {
        for ch in VectorFont.characters where ch != " " {
            let pm = render([.text(Text(String(ch), at: Point2(5, 30), size: 30, color: .black))])
            #expect(alphaSum(pm) > 3, "glyph \(ch)")
        }
        let missing = render([.text(Text("\u{2603}", at: Point2(5, 30), size: 30, color: .black))])
        #expect(alphaSum(missing) > 20)
        #expect(VectorFont.width(of: "MMM", size: 10) > VectorFont.width(of: "iii", size: 10))
    }
}
