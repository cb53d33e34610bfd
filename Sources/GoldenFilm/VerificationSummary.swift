import Foundation
import FrameRendering
import KeyboardFilm

/// Many films' verdicts for CI: JUnit XML (one test case per film, a failure per failing one)
/// and a Markdown summary small enough for a pull-request comment or a CI step summary.
public struct VerificationSummary: Sendable {
    public var reports: [VerificationReport]
    /// Goldens no given storyboard produced (`verify --strict`).
    public var orphans: [String] = []

    public init(reports: [VerificationReport], orphans: [String] = []) { self.reports = reports; self.orphans = orphans }

    public var passed: [VerificationReport] { reports.filter(\.passed) }
    public var changed: [VerificationReport] { reports.filter { !$0.passed && !$0.missingGolden } }
    public var missing: [VerificationReport] { reports.filter(\.missingGolden) }

    /// How every JUnit report and Markdown summary KeyboardFilm writes begins: an existing file
    /// that does not is someone else's, and is never overwritten.
    public static let junitSignature = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- kbfilm verify -->\n"
    public static let markdownSignature = "### KeyboardFilm golden films\n"

    /// JUnit XML as CI systems read it (`testsuite` of `testcase`s with `failure` children).
    public var junit: String {
        let failures = reports.count - passed.count + orphans.count
        var xml = Self.junitSignature
        xml += "<testsuite name=\"kbfilm verify\" tests=\"\(reports.count + orphans.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for r in reports {
            xml += "  <testcase classname=\"kbfilm.verify\" name=\"\(escapeMarkup(r.name))\""
            if r.passed { xml += "/>\n"; continue }
            let kind = r.missingGolden ? "missing golden" : "changed"
            xml += ">\n    <failure message=\"\(escapeMarkup(kind + ": " + (r.failures.first?.description ?? "")))\" type=\"\(kind)\">"
            xml += escapeMarkup(r.message) + "</failure>\n  </testcase>\n"
        }
        for o in orphans {
            xml += "  <testcase classname=\"kbfilm.verify\" name=\"\(escapeMarkup(o))\">\n    <failure message=\"orphan golden\" type=\"orphan\">"
            xml += "a golden that no given storyboard produced (--strict)</failure>\n  </testcase>\n"
        }
        return xml + "</testsuite>\n"
    }

    /// Markdown: counts, then a table of the films that did not pass; cut to stay under `limit` bytes.
    public func markdown(limit: Int = 60_000) -> String {
        var md = Self.markdownSignature + "\n"
        md += "| passed | changed | missing | orphan |\n|---:|---:|---:|---:|\n"
        md += "| \(passed.count) | \(changed.count) | \(missing.count) | \(orphans.count) |\n\n"
        let failing = changed + missing
        guard !failing.isEmpty || !orphans.isEmpty else { return md + "All \(reports.count) films match their goldens.\n" }
        md += "| film | verdict | first differing frame | first drifting frame | first covered frame | reason |\n|---|---|---:|---:|---:|---|\n"
        var shown = 0
        for r in failing {
            let reason = markdownCell(String((r.failures.first?.description ?? "").prefix(160)))
            let row = "| \(markdownCell(r.name)) | \(r.missingGolden ? "missing" : "changed") | \(r.firstDifferingFrame.map(String.init) ?? "–") | "
                + "\(r.firstDriftingFrame.map(String.init) ?? "–") | \(r.firstCoveredFrame.map(String.init) ?? "–") | \(reason) |\n"
            if md.utf8.count + row.utf8.count > limit - 200 { break }
            md += row
            shown += 1
        }
        for o in orphans where md.utf8.count < limit - 400 { md += "| \(markdownCell(o)) | orphan | – | – | – | no given storyboard produced it |\n" }
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
