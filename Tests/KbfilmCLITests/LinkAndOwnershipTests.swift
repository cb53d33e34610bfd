import Foundation
import TestSupport
import Testing

/// Names that are valid film names but awkward in links and tables, and the folders
/// KeyboardFilm writes for failures: every link reaches its file, every table keeps its columns,
/// and nothing KeyboardFilm did not write is replaced.
struct LinkAndOwnershipTests {
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
        try CLI.inTemporaryDirectory { dir in
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

    /// A golden of `name` recorded with the keyboard shown at 0.1 s, in `dir/goldens`.
    static func recordedGolden(named name: String, in dir: URL) throws {
        let sb = try storyboard(named: name, in: dir, file: "golden.json")
        let r = try CLI.run(["record", sb.path, "--golden", "goldens", "--update"], in: dir) // --update: CI=true records nothing by default
        #expect(r.status == 0, "\(r.stderr)")
    }

    static func files(in folder: URL) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    @Test("verify --artifacts replaces a film's artifact folder as a whole: no stale triptych after a later failure, none left after a pass")
    func artifactsAreReplacedWhole() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.recordedGolden(named: Self.awkward, in: dir)
            let artifacts = dir.appendingPathComponent("art"), folder = artifacts.appendingPathComponent(Self.awkward)
            var triptychs: [Set<String>] = []
            let late = try Self.storyboard(named: Self.awkward, in: dir, file: "now.json", show: 0.2)
            // Five frames differ: the first run writes a triptych of each, the second of the first only.
            for cap in ["24", "1"] {
                let r = try CLI.run(["verify", late.path, "--golden", "goldens", "--artifacts", "art", "--summary", "s.md", "--max-triptychs", cap], in: dir)
                #expect(r.status == 1, "\(r.stderr)")
                let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
                let written = Self.files(in: folder).filter { $0.hasSuffix("-triptych.png") }
                #expect(!written.isEmpty)
                for file in written { #expect(page.contains(file), "\(file) is not this run's") }
                triptychs.append(written)
                // No staging folder is left beside the artifacts.
                #expect(Self.files(in: artifacts).filter { $0.hasPrefix(".") }.isEmpty)
                let summary = try String(contentsOf: dir.appendingPathComponent("s.md"), encoding: .utf8)
                let row = try #require(summary.split(separator: "\n").first { $0.contains("a#b") })
                #expect(LinkAndOwnershipTests.cells(row).count == 6, "\(row)")
            }
            #expect(triptychs[0].count == 5 && triptychs[1] == ["frame-0001-triptych.png"], "\(triptychs)")
            let pass = try Self.storyboard(named: Self.awkward, in: dir, file: "now.json", show: 0.1)
            let r = try CLI.run(["verify", pass.path, "--golden", "goldens", "--artifacts", "art"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path), "the earlier failure's artifacts outlived the pass")
        }
    }

    @Test("verify --artifacts refuses, before verifying, folders and an index.html it did not write, and the golden directory (exit 2, files unchanged)",
          arguments: ["user-folder", "user-index", "inside-golden", "holds-golden"])
    func artifactsNeverReplaceForeignFiles(case kind: String) throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.recordedGolden(named: kind == "holds-golden" ? "goldens" : "docs", in: dir)
            var args = ["verify", dir.appendingPathComponent("golden.json").path, "--golden", "goldens"]
            switch kind {
            case "user-folder": // the user's docs/index.html, where a film named "docs" would put its page
                try FileManager.default.createDirectory(at: dir.appendingPathComponent("site/docs"), withIntermediateDirectories: true)
                try Data("mine".utf8).write(to: dir.appendingPathComponent("site/docs/index.html"))
                args += ["--artifacts", "site"]
            case "user-index":
                try FileManager.default.createDirectory(at: dir.appendingPathComponent("site"), withIntermediateDirectories: true)
                try Data("mine".utf8).write(to: dir.appendingPathComponent("site/index.html"))
                args += ["--artifacts", "site"]
            case "inside-golden": args += ["--artifacts", "goldens/art"]
            default: args += ["--artifacts", "."] // the film "goldens" would put its artifacts in place of the golden directory
            }
            let expected = try folderContents(dir)
            let r = try CLI.run(args, in: dir)
            #expect(r.status == 2 && r.stderr.contains("refusing") && r.stderr.contains("--artifacts"), "\(r.stderr)")
            #expect(try folderContents(dir) == expected)
        }
    }

    @Test("--out LINK, a symbolic link to an earlier output: the folder it points to is replaced and the link stays a link")
    func outThroughASymbolicLink() throws {
        try CLI.inTemporaryDirectory { dir in
            let sb = try Self.storyboard(named: "linked", in: dir, file: "sb.json")
            let fm = FileManager.default
            try fm.createDirectory(at: dir.appendingPathComponent("real"), withIntermediateDirectories: true)
            #expect(try CLI.run(["render", sb.path, "--out", "real/film", "--format", "trace", "--quiet"], in: dir).status == 0)
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "real/film")
            let r = try CLI.run(["render", sb.path, "--out", "link", "--format", "strip", "--quiet"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try fm.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link").path) == "real/film")
            let film = dir.appendingPathComponent("real/film")
            #expect(Self.files(in: film) == [".kbfilm-output", "filmstrip.png"], "the target keeps a stale output: \(Self.files(in: film))")
            #expect(Self.files(in: dir) == ["sb.json", "real", "link"] && Self.files(in: dir.appendingPathComponent("real")) == ["film"])
        }
    }

    @Test("--out naming a dangling symbolic link, or a folder holding only an index.html and no marker, is refused (exit 2) and left as it was",
          arguments: ["dangling", "index-only"])
    func outRefusals(case kind: String) throws {
        try CLI.inTemporaryDirectory { dir in
            let sb = try Self.storyboard(named: "refused", in: dir, file: "sb.json")
            let fm = FileManager.default
            if kind == "dangling" {
                try fm.createSymbolicLink(atPath: dir.appendingPathComponent("out").path, withDestinationPath: "nowhere/film")
            } else {
                try fm.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
                try Data("<p>my site</p>".utf8).write(to: dir.appendingPathComponent("out/index.html"))
            }
            let before = try folderContents(dir)
            let r = try CLI.run(["render", sb.path, "--out", "out", "--format", "report", "--quiet"], in: dir)
            #expect(r.status == 2 && r.stderr.contains("refusing"), "\(r.stderr)")
            #expect(kind != "dangling" || r.stderr.contains("symbolic link"), "\(r.stderr)")
            #expect(try folderContents(dir) == before)
            #expect(Self.files(in: dir) == ["sb.json", "out"])
        }
    }

    @Test("verify --strict: a golden folder whose name is the film's in another Unicode normalization (NFD beside NFC) is an orphan")
    func strictSeesNormalizationTwins() throws {
        try CLI.inTemporaryDirectory { dir in
            let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
            #expect(composed == decomposed) // Swift's String equality: canonical equivalence
            try Self.recordedGolden(named: composed, in: dir)
            let goldens = dir.appendingPathComponent("goldens")
            try FileManager.default.copyItem(at: goldens.appendingPathComponent(composed), to: goldens.appendingPathComponent(decomposed))
            // The file system keeps two folders: their names differ in bytes.
            let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).map { Array($0.utf8) }
            #expect(Set(names) == [Array(composed.utf8), Array(decomposed.utf8)])
            let r = try CLI.run(["verify", "golden.json", "--golden", "goldens", "--strict"], in: dir)
            #expect(r.status == 1, "\(r.stdout)")
            #expect(r.stdout.contains("produced by none of the given storyboards") && r.stdout.contains("1 of 2 failed"), "\(r.stdout)")
        }
    }
}
