import Foundation
import GoldenFilm
import TestSupport
import Testing

/// `verify --shard K/N` and `merge-reports`: a suite split over CI runners reports what one run reports.
struct ShardTests {
    @Test("every film lies in exactly one shard for N = 1 … 16, and adding films moves none of the others")
    func assignmentIsCompleteAndStable() throws {
        let names = (0..<300).map { "film-\($0)" } + ["café", "cafe\u{301}", "a#b %41?c|d", "🙂"]
        for n in 1...16 {
            let shards = try (1...n).map { try Shard(index: $0, count: n) }
            for name in names {
                #expect(shards.filter { $0.contains(name) }.count == 1, "\(name) with N = \(n)")
            }
            // The assignment is a function of the name and N alone: a bigger suite keeps it.
            let before = names.prefix(100).map { Shard.index(of: $0, count: n) }
            #expect(names.prefix(100).map { Shard.index(of: $0, count: n) } == before)
            // Balanced: 304 names over N shards, none with more than twice its share (a hash, not a count).
            let sizes = (1...n).map { k in names.filter { Shard.index(of: $0, count: n) == k }.count }
            #expect(sizes.max()! <= 2 * names.count / n + 8, "N = \(n): \(sizes)")
        }
        for bad in ["0/8", "9/8", "1/0", "8", "a/b", "1/1001", "-1/2"] { #expect(throws: ShardError.self) { try Shard(bad) } }
    }

    @Test("films verified side by side (--jobs 2) print and report exactly what one at a time (--jobs 1) does; a corrupt golden stops both at the same film")
    func filmsSideBySide() throws {
        try CLI.inTemporaryDirectory { dir in
            func storyboard(_ name: String, show: Double) throws -> String {
                try Data("""
                { "name": "\(name)", "device": "iPhone SE (1st generation)", "fps": 5, "scale": 1, "duration": 0.6,
                  "strategy": { "name": "layoutGuide" }, "events": [ { "at": \(show), "do": "show" } ] }
                """.utf8).write(to: dir.appendingPathComponent("\(name).json"))
                return "\(name).json"
            }
            let names = (0..<9).map { "film-\($0)" }
            let recorded = try names.map { try storyboard($0, show: 0.1) }
            #expect(try CLI.run(["record"] + recorded + ["--golden", "g", "--update"], in: dir).status == 0)
            let suite = try names.enumerated().map { k, name in try storyboard(name, show: [1, 6].contains(k) ? 0.2 : 0.1) } + [try storyboard("new-film", show: 0.1)]
            func verify(jobs: Int) throws -> (ProcessResult, Data, Data) {
                let r = try CLI.run(["verify"] + suite + ["--golden", "g", "--jobs", "\(jobs)", "--artifacts", "a\(jobs)", "--junit", "j\(jobs).xml", "--summary", "m\(jobs).md"], in: dir)
                return (r, try Data(contentsOf: dir.appendingPathComponent("j\(jobs).xml")), try Data(contentsOf: dir.appendingPathComponent("m\(jobs).md")))
            }
            let (one, junitOne, summaryOne) = try verify(jobs: 1), (two, junitTwo, summaryTwo) = try verify(jobs: 2)
            #expect(one.status == 1 && two.status == 1, "\(one.stderr) \(two.stderr)")
            #expect(two.stdout.replacingOccurrences(of: "a2", with: "a1") == one.stdout)
            #expect(one.stdout.contains("film-1: FAILED") && one.stdout.contains("film-6: FAILED") && one.stdout.contains("new-film: FAILED"))
            // The same bytes but for the artifacts folder each run names.
            let text = { (d: Data) in String(decoding: d, as: UTF8.self).replacingOccurrences(of: "/a2/", with: "/a1/") }
            #expect(text(junitTwo) == text(junitOne) && text(summaryTwo) == text(summaryOne))
            // A golden damaged in the middle: both stop there, having printed the films before it.
            try Data("{}".utf8).write(to: dir.appendingPathComponent("g/film-4/trace.json"))
            let damagedOne = try CLI.run(["verify"] + suite + ["--golden", "g", "--jobs", "1", "--artifacts", "a1"], in: dir)
            let damagedTwo = try CLI.run(["verify"] + suite + ["--golden", "g", "--jobs", "2", "--artifacts", "a1"], in: dir)
            #expect(damagedOne.status == 2 && damagedTwo.status == 2 && damagedOne.stderr.contains("film-4"), "\(damagedOne.stderr)")
            #expect(damagedTwo.stdout == damagedOne.stdout && damagedTwo.stderr == damagedOne.stderr)
            #expect(damagedOne.stdout.contains("film-3:") && !damagedOne.stdout.contains("film-5:"))
        }
    }

    @Test("8 shards merged: the same JUnit and Markdown bytes as one run over the suite (passes, changes, a missing golden, an orphan), valid XML with one test case per film")
    func eightShardsMergeIntoOneRun() throws {
        try CLI.inTemporaryDirectory { dir in
            func storyboard(_ name: String, show: Double) throws -> String {
                let file = "\(name).json"
                let json = """
                { "name": "\(name)", "device": "iPhone SE (1st generation)", "fps": 5, "scale": 1, "duration": 0.6,
                  "strategy": { "name": "layoutGuide" }, "events": [ { "at": \(show), "do": "show" } ] }
                """
                try Data(json.utf8).write(to: dir.appendingPathComponent(file))
                return file
            }
            let names = (0..<12).map { "film-\($0)" }
            let recorded = try names.map { try storyboard($0, show: 0.1) } + [try storyboard("orphan", show: 0.1)]
            #expect(try CLI.run(["record"] + recorded + ["--golden", "g", "--update"], in: dir).status == 0)
            // Now: three films changed, one without a golden; "orphan" is given to nobody.
            var suite = try names.enumerated().map { k, name in try storyboard(name, show: [2, 5, 7].contains(k) ? 0.2 : 0.1) }
            suite.append(try storyboard("new-film", show: 0.1))
            let whole = try CLI.run(["verify"] + suite + ["--golden", "g", "--strict", "--junit", "all.xml", "--summary", "all.md"], in: dir)
            #expect(whole.status == 1, "\(whole.stderr)")
            var shardFiles: [String] = []
            var verified = 0
            for k in 1...8 {
                let r = try CLI.run(["verify"] + suite + ["--golden", "g", "--strict", "--shard", "\(k)/8", "--junit", "s\(k).xml"], in: dir)
                #expect(r.status == 0 || r.status == 1, "shard \(k): \(r.stderr)")
                shardFiles.append("s\(k).xml")
                verified += r.stdout.split(separator: "\n").filter { $0.contains(": passed") || $0.contains(": FAILED") }.count
            }
            #expect(verified == suite.count + 1) // every film once, and the orphan
            let merge = try CLI.run(["merge-reports"] + shardFiles.reversed() + ["--junit", "merged.xml", "--summary", "merged.md"], in: dir)
            #expect(merge.status == 1 && merge.stdout.contains("14 films from 8 reports: 9 passed, 3 changed, 1 missing, 1 orphan"), "\(merge.stdout) \(merge.stderr)")
            let read = { (f: String) in try Data(contentsOf: dir.appendingPathComponent(f)) }
            #expect(try read("merged.xml") == read("all.xml"))
            #expect(try read("merged.md") == read("all.md"))
            // Valid XML, one test case per film and orphan, read by Python's parser (not ours).
            if Peers.has("python3") {
                let py = try CLI.tool("python3", ["-c", "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(len(r.findall('testcase')), r.get('tests'), r.get('failures'))",
                                                  dir.appendingPathComponent("merged.xml").path])
                #expect(py.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "14 14 5", "\(py.stdout) \(py.stderr)")
            }
            // A shard given twice is refused, as is a file that is not a verify report.
            let twice = try CLI.run(["merge-reports", "s1.xml", "s1.xml", "--junit", "x.xml"], in: dir)
            #expect(twice.status == 2 && twice.stderr.contains("also in"), "\(twice.stderr)")
            let foreign = try CLI.run(["merge-reports", "film-0.json", "--junit", "x.xml"], in: dir)
            #expect(foreign.status == 2 && foreign.stderr.contains("film-0.json"), "\(foreign.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.xml").path))
        }
    }
}
