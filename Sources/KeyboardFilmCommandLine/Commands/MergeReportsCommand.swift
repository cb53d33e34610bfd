import ArgumentParser
import Foundation
import GoldenFilm

/// `kbfilm merge-reports SHARD.xml… [--junit FILE] [--summary FILE]`: the JUnit reports of
/// `verify --shard K/N` runs as one report, byte for byte what one `verify` of the whole suite writes.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the JUnit reports of verify --shard runs into one JUnit report and Markdown summary. Exit 1 if any film failed.",
        discussion: "The merged files are the same bytes a single verify of every film writes.")

    @Argument(help: "The shards' JUnit reports (verify --shard K/N --junit FILE).") var reports: [String]
    @Option(help: "Write the merged JUnit XML here.") var junit: String?
    @Option(help: "Write the merged Markdown summary here.") var summary: String?

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give the shards' JUnit reports") }
        if junit == nil && summary == nil { throw ValidationError("give --junit FILE, --summary FILE or both") }
    }

    func run() throws {
        let files = ReportFiles(junit: junit, summary: summary)
        try files.check(inputs: reports, inputKind: "a report being merged", golden: nil)
        var parts: [(file: String, summary: VerificationSummary)] = []
        for path in reports {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure.usage("\(path): cannot be read (no such file?)")
            }
            do {
                parts.append((path, try VerificationSummary(junit: String(decoding: data, as: UTF8.self), file: path)))
            } catch let e as VerificationSummary.MergeError { throw CommandFailure.usage(e.description) }
        }
        let merged: VerificationSummary
        do { merged = try VerificationSummary.merging(parts) } catch let e as VerificationSummary.MergeError {
            throw CommandFailure.usage(e.description)
        }
        try files.write(merged)
        let failed = merged.entries.count - merged.passed.count
        print("\(merged.entries.count) films from \(reports.count) reports: \(merged.passed.count) passed, \(merged.changed.count) changed, \(merged.missing.count) missing, \(merged.orphans.count) orphan")
        if failed > 0 { throw ExitCode(1) }
    }
}
