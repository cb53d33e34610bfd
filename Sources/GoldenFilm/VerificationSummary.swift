import Foundation
import FrameRendering
import KeyboardFilm
import PNGCodec

/// Many films' verdicts for CI: JUnit XML (one test case per film, a failure per failing one)
/// and a Markdown summary small enough for a pull-request comment or a CI step summary.
///
/// Both list films in the byte order of their names, so the reports of shards (`verify --shard`)
/// merge into the very bytes one run writes (`merge-reports`): the JUnit file carries, per
/// failing film, every figure the Markdown summary shows.
public struct VerificationSummary: Sendable, Equatable {
    /// One film's verdict, as the reports show it.
    public struct Entry: Sendable, Equatable {
        public enum Outcome: String, Sendable { case passed, changed, missing = "missing golden", orphan }
        public var name: String
        public var outcome: Outcome
        /// The first reason it failed (empty when it passed).
        public var reason = ""
        /// The message printed for it (empty when it passed).
        public var message = ""
        public var firstDifferingFrame: Int?
        public var firstDriftingFrame: Int?
        public var firstCoveredFrame: Int?

        public init(name: String, outcome: Outcome) { self.name = name; self.outcome = outcome }

        init(_ r: VerificationReport) {
            self.init(name: r.name, outcome: r.passed ? .passed : r.missingGolden ? .missing : .changed)
            if !r.passed {
                reason = r.failures.first?.description ?? ""
                message = r.message
                firstDifferingFrame = r.firstDifferingFrame
                firstDriftingFrame = r.firstDriftingFrame
                firstCoveredFrame = r.firstCoveredFrame
            }
        }

        static func orphan(_ name: String) -> Entry {
            var e = Entry(name: name, outcome: .orphan)
            e.reason = "orphan golden"
            e.message = "a golden that no given storyboard produced (--strict)"
            return e
        }
    }

    /// Which suite a report covers, so a merge of shards can tell a complete set from a partial,
    /// duplicated or foreign one. Written as the `<testsuite>`'s `<properties>`.
    public struct Suite: Sendable, Equatable {
        /// How many storyboards the run was given (every shard is given them all).
        public var films: Int
        /// XXH64 of the storyboards' names, sorted by bytes and joined by newlines: the suite's identity.
        public var id: String
        /// Whether orphan goldens fail (`--strict`).
        public var strict: Bool
        /// The shard this report covers; nil for a whole run (and for a merge).
        public var shard: Shard?
        /// Why the run stopped before verifying every film (bad input, exit 2); nil when it finished.
        public var stopped: String?

        public init(names: [String], strict: Bool, shard: Shard? = nil, stopped: String? = nil) {
            let joined = names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
                .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            self.init(films: names.count, id: XXH64.hex(Array(joined.utf8)), strict: strict, shard: shard, stopped: stopped)
        }

        public init(films: Int, id: String, strict: Bool, shard: Shard?, stopped: String?) {
            self.films = films; self.id = id; self.strict = strict; self.shard = shard; self.stopped = stopped
        }

        /// The same suite, described the same way (shard and stop aside).
        func sameSuite(as other: Suite) -> Bool { films == other.films && id == other.id }
    }

    /// Every film's verdict, then the orphans, each in the byte order of their names.
    public private(set) var entries: [Entry]
    /// The suite the report covers; nil when written without one (a test's own summary).
    public var suite: Suite?

    public init(reports: [VerificationReport], orphans: [String] = [], suite: Suite? = nil) {
        self.init(entries: reports.map(Entry.init) + orphans.map(Entry.orphan), suite: suite)
    }

    public init(entries: [Entry], suite: Suite? = nil) {
        self.suite = suite
        self.entries = entries.sorted { a, b in
            let ka = a.outcome == .orphan ? 1 : 0, kb = b.outcome == .orphan ? 1 : 0
            if ka != kb { return ka < kb }
            return Array(a.name.utf8).lexicographicallyPrecedes(Array(b.name.utf8))
        }
    }

    public var passed: [Entry] { entries.filter { $0.outcome == .passed } }
    public var changed: [Entry] { entries.filter { $0.outcome == .changed } }
    public var missing: [Entry] { entries.filter { $0.outcome == .missing } }
    public var orphans: [Entry] { entries.filter { $0.outcome == .orphan } }

    /// How every JUnit report and Markdown summary KeyboardFilm writes begins: an existing file
    /// that does not is someone else's, and is never overwritten.
    public static let junitSignature = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- kbfilm verify -->\n"
    public static let markdownSignature = "### KeyboardFilm golden films\n"


    /// JUnit XML as CI systems read it (`testsuite` of `testcase`s with `failure` children).
    public var junit: String {
        var xml = Self.junitSignature
        let stopped = suite?.stopped
        xml += "<testsuite name=\"kbfilm verify\" tests=\"\(entries.count + (stopped == nil ? 0 : 1))\" failures=\"\(entries.count - passed.count)\" errors=\"\(stopped == nil ? 0 : 1)\">\n"
        if let suite {
            var properties = [("kbfilm.films", "\(suite.films)"), ("kbfilm.suite", suite.id), ("kbfilm.strict", "\(suite.strict)")]
            if let shard = suite.shard { properties.append(("kbfilm.shard", shard.description)) }
            xml += "  <properties>\n" + properties.map { "    <property name=\"\($0)\" value=\"\($1)\"/>\n" }.joined() + "  </properties>\n"
        }
        for e in entries {
            xml += "  <testcase classname=\"kbfilm.verify\" name=\"\(escapeMarkup(e.name))\""
            if e.outcome == .passed { xml += "/>\n"; continue }
            xml += ">\n"
            // The frame figures the Markdown summary shows, so a merge of shards can show them too.
            let figures = [("firstDifferingFrame", e.firstDifferingFrame), ("firstDriftingFrame", e.firstDriftingFrame),
                           ("firstCoveredFrame", e.firstCoveredFrame)].compactMap { name, value in
                value.map { "<property name=\"\(name)\" value=\"\($0)\"/>" }
            }
            if !figures.isEmpty { xml += "    <properties>" + figures.joined() + "</properties>\n" }
            let kind = e.outcome.rawValue
            let summary = e.outcome == .orphan ? e.reason : kind + ": " + e.reason
            xml += "    <failure message=\"\(escapeMarkup(summary))\" type=\"\(kind)\">\(escapeMarkup(e.message))</failure>\n  </testcase>\n"
        }
        // A run stopped by bad input is an error JUnit readers show, and a report merge-reports refuses.
        if let stopped {
            xml += "  <testcase classname=\"kbfilm.verify\" name=\"\(Self.stoppedCaseName)\">\n"
                + "    <error message=\"\(escapeMarkup(stopped))\" type=\"bad input\"/>\n  </testcase>\n"
        }
        return xml + "</testsuite>\n"
    }

    /// The test case that says a run stopped on bad input (a name no film can have: films never start with a dot).
    static let stoppedCaseName = ".kbfilm verify stopped"

    /// Markdown: counts, then a table of the films that did not pass; cut to stay under `limit` bytes.
    public func markdown(limit: Int = 60_000) -> String {
        var md = Self.markdownSignature + "\n"
        if let stopped = suite?.stopped {
            md += "**Verification stopped on bad input** (exit 2): \(markdownCell(String(stopped.prefix(400))))\n\n"
        }
        md += "| passed | changed | missing | orphan |\n|---:|---:|---:|---:|\n"
        md += "| \(passed.count) | \(changed.count) | \(missing.count) | \(orphans.count) |\n\n"
        let failing = changed + missing
        guard !failing.isEmpty || !orphans.isEmpty else { return md + "All \(entries.count) films match their goldens.\n" }
        md += "| film | verdict | first differing frame | first drifting frame | first covered frame | reason |\n|---|---|---:|---:|---:|---|\n"
        var shown = 0
        for e in failing {
            let reason = markdownCell(String(e.reason.prefix(160)))
            let row = "| \(markdownCell(e.name)) | \(e.outcome == .missing ? "missing" : "changed") | \(e.firstDifferingFrame.map(String.init) ?? "–") | "
                + "\(e.firstDriftingFrame.map(String.init) ?? "–") | \(e.firstCoveredFrame.map(String.init) ?? "–") | \(reason) |\n"
            if md.utf8.count + row.utf8.count > limit - 200 { break }
            md += row
            shown += 1
        }
        for o in orphans where md.utf8.count < limit - 400 { md += "| \(markdownCell(o.name)) | orphan | – | – | – | no given storyboard produced it |\n" }
        if shown < failing.count { md += "\n…and \(failing.count - shown) more films that did not pass (see the JUnit report or the log).\n" }
        return md
    }
}

/// One page linking every failing film's artifacts page (`<artifacts>/index.html`).
public enum ArtifactIndex {
    /// How every copy begins: an `index.html` that does not is someone else's and is never replaced.
    public static let signature = "<!DOCTYPE html>\n<!-- kbfilm verify artifacts -->\n"

    public static func html(_ reports: [VerificationReport]) -> String {
        var html = signature + "<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(reports.count) films failed verification</title>\n"
        html += "<style>body{font:14px system-ui,sans-serif;margin:24px} li{margin:6px 0} img{max-width:100%;border:1px solid #ccc}</style>\n</head>\n<body>\n"
        html += "<h1>\(reports.count) films failed verification</h1>\n<ul>\n"
        for r in reports {
            let name = escapeMarkup(r.name)
            html += "<li><a href=\"\(linkSegment(r.name))/index.html\">\(name)</a>: \(escapeMarkup(r.failures.first?.description ?? ""))</li>\n"
        }
        return html + "</ul>\n</body>\n</html>\n"
    }
}
