import Foundation
import KeyboardFilm
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// A rotation of the app's own table of bubbles: UIKit lays every cell out again at the new
/// width in the rotation's layout pass, so each bubble keeps its side (outgoing 12 pt from the
/// trailing edge, incoming 12 pt from the leading edge) in every frame, and the table never goes blank.
@MainActor
struct RotationCellsFilmTests {
    static let outgoing = RGBA(red: 0, green: 0.478, blue: 1, alpha: 1)
    static let incoming = RGBA(red: 0.898, green: 0.898, blue: 0.918, alpha: 1)

    struct Bubble { var outgoing: Bool; var left: Double; var right: Double; var rowWidth: Double; var tableWidth: Double }

    /// Every bubble drawn in a frame, with its edges in its row's coordinates, its row's width and the table's.
    func bubbles(_ root: DrawnView) -> [Bubble] {
        var found: [Bubble] = []
        func close(_ a: RGBA?, _ b: RGBA) -> Bool {
            guard let a else { return false }
            return abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01 && abs(a.blue - b.blue) < 0.01
        }
        func walk(_ v: DrawnView, ancestors: [DrawnView]) {
            for s in v.subviews {
                let isOut = close(s.background, Self.outgoing), isIn = close(s.background, Self.incoming)
                if (isOut || isIn), ancestors.count >= 2 {
                    // bubble → content view (v) → cell → table
                    let a = s.transform.apply(s.bounds.minX, s.bounds.minY), b = s.transform.apply(s.bounds.maxX, s.bounds.maxY)
                    let table = ancestors[ancestors.count - 2]
                    found.append(Bubble(outgoing: isOut, left: min(a.x, b.x) - v.bounds.minX, right: max(a.x, b.x) - v.bounds.minX,
                                        rowWidth: v.bounds.width, tableWidth: table.bounds.width))
                }
                walk(s, ancestors: ancestors + [v])
            }
        }
        walk(root, ancestors: [])
        return found
    }

    @Test("rotating to landscape mid-presentation: every bubble keeps its side at the row's width in every frame, and rows are drawn in every frame")
    func bubblesKeepTheirSide() throws {
        let sb = try storyboard(name: "bubbles-rotation", strategy: nil, fps: 30, duration: 1.6, scale: 1,
                                events: #"{ "at": 0.1, "do": "show" }, { "at": 0.25, "do": "rotate", "to": "landscapeLeft" }"#)
        let trace = try TestSupport.film(BubbleChatViewController(), sb) {
            FilmSubject(bar: $0.bar, scrollView: $0.tableView, textField: $0.textField)
        }
        #expect(trace.frames.last?.orientation == .landscapeLeft)
        // iPhone 13 in landscape is 844 pt wide, and the table is pinned to the view's edges.
        let landscapeTable = try #require(trace.frames.last?.scrollView?.frame.width)
        #expect(abs(landscapeTable - 844) < 0.5)
        for f in trace.frames {
            let root = try #require(f.views)
            let drawn = bubbles(root)
            #expect(drawn.contains { $0.outgoing } && drawn.contains { !$0.outgoing }, "frame \(f.index) draws both kinds of bubble")
            for b in drawn {
                #expect(abs(b.rowWidth - b.tableWidth) < 0.5, "frame \(f.index): a row \(b.rowWidth) pt wide in a table \(b.tableWidth) pt wide")
                if b.outgoing {
                    #expect(abs(b.rowWidth - 12 - b.right) < 0.5, "frame \(f.index): outgoing bubble ends at \(b.right) in a row \(b.rowWidth) wide")
                } else {
                    #expect(abs(b.left - 12) < 0.5, "frame \(f.index): incoming bubble starts at \(b.left)")
                }
                #expect(b.right - b.left <= 0.7 * b.rowWidth + 0.5)
            }
        }
    }
}
