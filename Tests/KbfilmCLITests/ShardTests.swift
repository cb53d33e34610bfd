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
            #expect(twice.status == 2 && twice.stderr.contains("is shard 1/8, as is s1.xml"), "\(twice.stderr)")
            let foreign = try CLI.run(["merge-reports", "film-0.json", "--junit", "x.xml"], in: dir)
            #expect(foreign.status == 2 && foreign.stderr.contains("film-0.json"), "\(foreign.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.xml").path))
        }
    }

    /// The README's workflow, step by step as GitHub Actions runs it (`fail-fast: false`, the
    /// merge `if: always()`): 8 runners each verify `Films/*.json --strict --shard K/8`, then one
    /// merges what they uploaded.
    @Test("the README's CI recipe end to end: a shard stopped by a corrupt golden, a missing report, a foreign or non-strict shard each make the merge exit 2; the complete set merges into one run's verdict")
    func readmeRecipe() throws {
        try CLI.inTemporaryDirectory { dir in
            let films = dir.appendingPathComponent("Films")
            try FileManager.default.createDirectory(at: films, withIntermediateDirectories: true)
            func storyboard(_ name: String, show: Double, in folder: URL) throws {
                try Data("""
                { "name": "\(name)", "device": "iPhone SE (1st generation)", "fps": 5, "scale": 1, "duration": 0.6,
                  "strategy": { "name": "layoutGuide" }, "events": [ { "at": \(show), "do": "show" } ] }
                """.utf8).write(to: folder.appendingPathComponent("\(name).json"))
            }
            let names = (0..<10).map { "film-\($0)" }
            for name in names { try storyboard(name, show: 0.1, in: films) }
            let glob = names.sorted().map { "Films/\($0).json" } // what the shell makes of Films/*.json
            #expect(try CLI.run(["record"] + glob + ["--golden", "Goldens", "--update"], in: dir).status == 0)
            func shard(_ k: Int, strict: Bool = true, suite: [String] = glob) throws -> ProcessResult {
                try CLI.run(["verify"] + suite + ["--golden", "Goldens"] + (strict ? ["--strict"] : []) + ["--shard", "\(k)/8", "--junit", "shard-\(k).xml"], in: dir)
            }
            func merge(_ k: [Int] = Array(1...8)) throws -> ProcessResult {
                try CLI.run(["merge-reports"] + k.map { "shard-\($0).xml" } + ["--junit", "verify.xml", "--summary", "summary.md"], in: dir)
            }
            func merged() -> Bool { FileManager.default.fileExists(atPath: dir.appendingPathComponent("verify.xml").path) }

            // A corrupt golden: its shard stops (exit 2) but still reports that it stopped.
            let damaged = "film-3", damagedShard = Shard.index(of: damaged, count: 8)
            try Data("{}".utf8).write(to: dir.appendingPathComponent("Goldens/\(damaged)/trace.json"))
            for k in 1...8 {
                let r = try shard(k)
                #expect(r.status == (k == damagedShard ? 2 : 0), "shard \(k): \(r.stderr)")
                #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("shard-\(k).xml").path), "shard \(k) wrote no report")
            }
            if Peers.has("python3") {
                let py = try CLI.tool("python3", ["-c", "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(r.get('errors'), len(r.findall('testcase/error')))",
                                                  dir.appendingPathComponent("shard-\(damagedShard).xml").path])
                #expect(py.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1 1", "\(py.stdout) \(py.stderr)")
            }
            let stopped = try merge()
            #expect(stopped.status == 2 && stopped.stderr.contains("shard-\(damagedShard).xml") && stopped.stderr.contains("stopped on bad input"), "\(stopped.stderr)")
            #expect(!merged())

            // Recorded again: every shard passes; a runner that never uploaded is a missing shard.
            #expect(try CLI.run(["record", "Films/\(damaged).json", "--golden", "Goldens", "--update"], in: dir).status == 0)
            #expect(try shard(damagedShard).status == 0)
            let missing = try merge(Array(1...8).filter { $0 != 5 })
            #expect(missing.status == 2 && missing.stderr.contains("shard 5/8 missing"), "\(missing.stderr)")
            #expect(!merged())

            // One shard without --strict (it would not fail an orphan), one of another suite.
            #expect(try shard(2, strict: false).status == 0)
            let mixed = try merge()
            #expect(mixed.status == 2 && mixed.stderr.contains("--strict"), "\(mixed.stderr)")
            #expect(try shard(2).status == 0)
            try storyboard("film-new", show: 0.1, in: films)
            #expect(try shard(6, suite: glob + ["Films/film-new.json"]).status != 2)
            let foreign = try merge()
            #expect(foreign.status == 2 && foreign.stderr.contains("shard-6.xml") && foreign.stderr.contains("another suite"), "\(foreign.stderr)")
            #expect(!merged())

            // The complete set, one film changed: exit 1, and the merge reads as one run's.
            try storyboard("film-7", show: 0.2, in: films)
            for k in 1...8 { #expect(try shard(k).status <= 1) }
            let complete = try merge()
            #expect(complete.status == 1 && complete.stdout.contains("10 films from 8 reports: 9 passed, 1 changed"), "\(complete.stdout) \(complete.stderr)")
            let whole = try CLI.run(["verify"] + glob + ["--golden", "Goldens", "--strict", "--junit", "whole.xml", "--summary", "whole.md"], in: dir)
            #expect(whole.status == 1)
            let read = { (f: String) in try Data(contentsOf: dir.appendingPathComponent(f)) }
            #expect(try read("verify.xml") == read("whole.xml") && read("summary.md") == read("whole.md"))
        }
    }

    @Test("a hand-edited failure count, a name XML cannot carry, and --shard -1/3 are refused naming what is wrong")
    func editedReportsAndShardValues() throws {
        try CLI.inTemporaryDirectory { dir in
            try Data("""
            { "name": "one", "device": "iPhone SE (1st generation)", "fps": 5, "scale": 1, "duration": 0.4,
              "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.1, "do": "show" } ] }
            """.utf8).write(to: dir.appendingPathComponent("one.json"))
            #expect(try CLI.run(["verify", "one.json", "--golden", "g", "--junit", "r.xml"], in: dir).status == 1) // no golden: a failure
            let report = try String(contentsOf: dir.appendingPathComponent("r.xml"), encoding: .utf8)
            #expect(report.contains("failures=\"1\""))
            try Data(report.replacingOccurrences(of: "failures=\"1\"", with: "failures=\"0\"").utf8).write(to: dir.appendingPathComponent("edited.xml"))
            let edited = try CLI.run(["merge-reports", "edited.xml", "--junit", "m.xml"], in: dir)
            #expect(edited.status == 2 && edited.stderr.contains("edited.xml") && edited.stderr.contains("edited"), "\(edited.stderr)")
            try Data(report.replacingOccurrences(of: "name=\"one\"", with: "name=\"o\u{0}ne\"").utf8).write(to: dir.appendingPathComponent("nul.xml"))
            let nul = try CLI.run(["merge-reports", "nul.xml", "--junit", "m.xml"], in: dir)
            #expect(nul.status == 2 && nul.stderr.contains("nul.xml"), "\(nul.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("m.xml").path))
            for bad in ["-1/3", "0/3", "4/3", "x"] {
                let r = try CLI.run(["verify", "one.json", "--golden", "g", "--shard", bad], in: dir)
                #expect(r.status == 2 && r.stderr.contains("--shard \(bad): give K/N"), "\(bad): \(r.stderr)")
            }
        }
    }
}
