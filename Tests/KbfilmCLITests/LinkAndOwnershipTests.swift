import Foundation
import TestSupport
import Testing

/// Names that are valid film names but awkward in links and tables, and the folders
/// KeyboardFilm writes for failures: every link reaches its file, every table keeps its columns,
/// and nothing KeyboardFilm did not write is replaced.
struct LinkAndOwnershipTests {
    typealias CLI = CommandLineTests

    /// A name with every character that means something in a URL or a Markdown table.
    static let awkward = "a#b %41?c|d"

    static func storyboard(named name: String, in dir: URL, file: String, show: Double = 0.1) throws -> URL {
        let json = """
        { "name": \(String(decoding: try JSONEncoder().encode(name), as: UTF8.self)), "device": "iPhone SE (2nd generation)",
          "fps": 10, "scale": 1, "duration": 0.5, "strategy": { "name": "layoutGuide" }, "events": [ { "at": \(show), "do": "show" } ] }
        """
        let url = dir.appendingPathComponent(file)
        try Data(json.utf8).write(to: url)
        return url
    }

    /// The cells of a Markdown table row, split at every `|` not escaped by a backslash.
    static func cells(_ row: Substring) -> [String] {
        var cells: [String] = [], cell = "", escaped = false
        for ch in row {
            if escaped { cell.append(ch); escaped = false } else if ch == "\\" { escaped = true } else if ch == "|" { cells.append(cell); cell = "" } else { cell.append(ch) }
        }
        return Array(cells.dropFirst()) // the text before the opening pipe
    }

    /// Every `href="…"` / `](…)` target in `text`, percent-decoded as a browser does.
    static func targets(_ text: String, html: Bool) throws -> [String] {
        let pattern = html ? #"href="([^"]*)""# : #"\]\(([^)]*)\)"#
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            let raw = String(text[Range($0.range(at: 1), in: text)!])
            #expect(!raw.contains(" ") && !raw.contains("#") && !raw.contains("?"), "a link target a browser cuts short: \(raw)")
            return raw.removingPercentEncoding ?? raw
        }
    }

    @Test("render of several films: index.html and summary.md link every film's files, whatever its name; the table keeps its columns")
    func indexLinks() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.storyboard(named: Self.awkward, in: dir, file: "a.json")
        let b = try Self.storyboard(named: "plain", in: dir, file: "b.json")
        let r = try CLI.run(["render", a.path, b.path, "--out", "out", "--format", "strip,report", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = dir.appendingPathComponent("out")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let markdown = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
        let links = try Self.targets(html, html: true) + Self.targets(markdown, html: false)
        #expect(links.count == 2 + 4, "\(links)") // a report link per film in HTML; a strip and a report per film in Markdown
        #expect(links.contains { $0.hasPrefix(Self.awkward + "/") })
        for link in links {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(link).path), "\(link) links nowhere")
        }
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
        let columns = Self.cells(rows[0]).count
        #expect(columns == 6)
        for row in rows { #expect(Self.cells(row).count == columns, "\(row)") }
        #expect(rows.contains { Self.cells($0).first?.trimmingCharacters(in: .whitespaces) == Self.awkward })
    }
}
