import Foundation
import TestSupport
import Testing

/// The same figure reads the same wherever people see it: the command's message, summary.md,
/// index.html, compare's message and review.md all say the trace's max |drift| to one decimal.
struct NumbersAgreeTests {
    /// The trace's own max |drift| (four decimals in trace.json), rounded here to one decimal.
    static func oneDecimal(_ trace: URL) throws -> String {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        let drift = try #require(summary["maxAbsDrift"] as? Double)
        var text = String(format: "%.1f", drift)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    @Test("render of two films: stderr, summary.md and index.html give each film's max |drift| as trace.json's, to one decimal")
    func renderAgrees() throws {
        try CLI.inTemporaryDirectory { dir in
            let films = ["rotation-ios7-notification-sync", "layout-guide-tab-bar-lead"]
            let r = try CLI.run(["render"] + films.map { CLI.packageRoot.appendingPathComponent("Examples/\($0).json").path }
                                + ["--out", "out", "--format", "trace,report", "--scale", "1"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let summary = try String(contentsOf: dir.appendingPathComponent("out/summary.md"), encoding: .utf8)
            let index = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
            for film in films {
                let d = try Self.oneDecimal(dir.appendingPathComponent("out/\(film)/trace.json"))
                #expect(r.stderr.contains("max |drift| \(d) pt"), "\(film): stderr lacks \(d): \(r.stderr)")
                let row = try #require(summary.split(separator: "\n").first { $0.hasPrefix("| \(film) |") })
                #expect(row.contains("| \(d) pt |"), "\(film): \(row)")
                #expect(index.contains("<td>\(d)</td>"), "\(film): index.html lacks \(d)")
            }
        }
    }

    @Test("compare: stderr and review.md give each strategy's max |drift| the same way")
    func compareAgrees() throws {
        try CLI.inTemporaryDirectory { dir in
            let r = try CLI.run(["compare", CLI.packageRoot.appendingPathComponent("Examples/layout-guide-tab-bar-lead.json").path,
                                 "--strategies", "layoutGuide,keyboardHeight", "--out", "cmp", "--review", "--scale", "1"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let review = try String(contentsOf: dir.appendingPathComponent("cmp/review.md"), encoding: .utf8)
            let said = r.stderr.split(separator: "\n").filter { $0.contains("max |drift|") }
            #expect(said.count == 2, "\(r.stderr)")
            for line in said {
                let figure = try #require(line.split(separator: " ").dropLast().last) // "…: max |drift| 61.2 pt"
                #expect(!figure.contains(".") || figure.split(separator: ".")[1].count == 1, "\(line): more than one decimal")
                #expect(review.contains("\(figure) pt"), "review.md lacks \(figure): \(review)")
            }
        }
    }
}
