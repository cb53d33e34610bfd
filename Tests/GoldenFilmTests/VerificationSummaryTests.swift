import Foundation
import TestSupport
import GoldenFilm
import Testing

struct VerificationSummaryTests {
    /// A failing report with a long reason, as a big suite produces.
    static func failing(_ i: Int) -> VerificationReport {
        var r = VerificationReport(name: "film-\(i)-" + String(repeating: "x", count: 60))
        r.failures = [.geometry(differingFrames: 42, first: GeometryDiff.Difference(frame: 7, field: "bar.y", expected: "766", actual: "770" + String(repeating: " detail", count: 40), delta: 4))]
        r.firstDifferingFrame = 7
        return r
    }

    @Test("the Markdown summary stays under 64 KB for 200 and for 1000 failing films, counts them all and says how many rows it left out",
          arguments: [200, 1000])
    func summaryFitsAComment(count: Int) {
        let reports = (0..<count).map(Self.failing) + [VerificationReport(name: "fine")]
        let md = VerificationSummary(reports: reports).markdown()
        #expect(md.utf8.count < 64 * 1024)
        #expect(md.contains("| 1 | \(count) | 0 | 0 |"))
        let rows = md.split(separator: "\n").filter { $0.hasPrefix("| film-") }.count
        if rows < count {
            #expect(md.contains("…and \(count - rows) more films"))
        }
        #expect(count == 200 ? rows == 200 : rows < count, "\(rows) rows")
    }

    @Test("a failing film's row says where it first drifts and where its newest message is first covered")
    func rowNamesBothFailureModes() {
        var r = Self.failing(1)
        r.firstDriftingFrame = 12
        r.firstCoveredFrame = 19
        let row = VerificationSummary(reports: [r]).markdown().split(separator: "\n").first { $0.hasPrefix("| film-1-") }
        #expect(row?.hasPrefix("| \(r.name) | changed | 7 | 12 | 19 | ") == true)
    }

    @Test("JUnit escapes what XML cannot hold: quotes, angle brackets, ampersands, control characters")
    func junitEscapes() throws {
        var r = VerificationReport(name: "a<b>&\"c\"")
        r.failures = [.missingGolden(folder: "goldens/bar \u{7} <here> & 'there'", remedy: .recordOffCI)]
        let xml = VerificationSummary(reports: [r]).junit
        #expect(!xml.contains("a<b>") && xml.contains("a&lt;b&gt;&amp;&quot;c&quot;") && !xml.unicodeScalars.contains("\u{7}"))
    }

    @Test("names with <…>, & or noncharacters: the Markdown summary shows them as text (no HTML for GitHub to render), the JUnit report stays well-formed XML (read by Python's parser)")
    func hostileNames() throws {
        var tagged = VerificationReport(name: "<img src=x onerror=alert(1)> & <b>bold</b>")
        tagged.failures = [.noFramesCompared]
        var noncharacter = VerificationReport(name: "film" + String(String.UnicodeScalarView([Unicode.Scalar(0xFFFF)!, Unicode.Scalar(0xFDD0)!])))
        noncharacter.failures = [.noFramesCompared]
        let summary = VerificationSummary(reports: [tagged, noncharacter])
        let md = summary.markdown()
        #expect(!md.contains("<img") && !md.contains("<b>") && md.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;"), "\(md)")
        #expect(!summary.junit.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint })
        if Peers.has("python3") {
            try inTemporaryDirectory { dir in
                let file = dir.appendingPathComponent("r.xml")
                try Data(summary.junit.utf8).write(to: file)
                let py = try CLI.tool("python3", ["-c", "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print([c.get('name') for c in r.findall('testcase')][0])", file.path])
                #expect(py.status == 0 && py.stdout.hasPrefix("<img src=x onerror=alert(1)> & <b>bold</b>"), "\(py.stdout) \(py.stderr)")
            }
        }
    }
}
