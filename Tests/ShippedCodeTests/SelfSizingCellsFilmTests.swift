import Foundation
import KeyboardFilm
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Self-sizing rows (`rowHeight = UITableView.automaticDimension`): each row is as tall as its
/// cell's constraints make it — a bubble of n lines is 4 + 8 + n × the font's line height (rounded
/// up to the screen's pixels, as UIKit sizes text) + 8 + 4 points (the chat shows no separators,
/// so no hairline is added) — so a long message is drawn whole, not cut at the estimated 52 pt.
@MainActor
struct SelfSizingCellsFilmTests {
    @Test("rows take their cells' Auto Layout height: 24 pt of insets plus each line of the label, not the 52 pt estimate")
    func rowsFitTheirBubbles() throws {
        let vc = BubbleChatViewController()
        vc.selfSizing = true
        let sb = try storyboard(name: "self-sizing", strategy: nil, fps: 30, duration: 0.4, scale: 2, events: #"{ "at": 0.1, "do": "show" }"#)
        let trace = try TestSupport.film(vc, sb) { FilmSubject(bar: $0.bar, scrollView: $0.tableView, textField: $0.textField) }
        let root = try #require(trace.frames.first?.views)
        let lineHeight = Double(UIFont.systemFont(ofSize: 16).lineHeight)
        let scale = Double(UIScreen.main.scale) // the phone's: iPhone 13 is 3x
        // Each drawn cell: its height, and how many lines its label drew.
        var rows: [(height: Double, lines: Int)] = []
        func walk(_ v: DrawnView, depth: [DrawnView]) {
            for s in v.subviews {
                for case .text(let t) in s.content where depth.count >= 3 {
                    // label → bubble → content view → cell
                    let cell = depth[depth.count - 2]
                    rows.append((Double(cell.bounds.height), t.lines.count))
                }
                walk(s, depth: depth + [v])
            }
        }
        walk(root, depth: [])
        #expect(rows.count >= 8, "bubbles drawn: \(rows.count)")
        #expect(rows.contains { $0.lines >= 2 }, "the long message wraps: \(rows)")
        for row in rows {
            let expected = 24 + (Double(row.lines) * lineHeight * scale).rounded(.up) / scale
            #expect(abs(row.height - expected) < 0.01, "a row of \(row.lines) line(s): \(row.height) pt, expected \(expected) (line \(lineHeight) pt, \(scale)x)")
        }
    }
}
