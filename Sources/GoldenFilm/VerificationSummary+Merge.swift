import FrameRendering
import KeyboardSimulation

/// Reading back the JUnit report `verify` writes, so the reports of shards (`verify --shard K/N`)
/// merge into one: the same bytes as the JUnit report and Markdown summary of a single run.
extension VerificationSummary {
    /// Why a set of reports cannot be merged: a file that is not a KeyboardFilm report or is
    /// damaged, a film twice, or a set that is not every shard of one complete run.
    public struct MergeError: Error, CustomStringConvertible, Sendable {
        /// The report at fault; empty when the fault is the set (a shard missing).
        public var file: String
        public var message: String
        public var description: String { file.isEmpty ? message : "\(file): \(message)" }
    }

    /// The summaries of every shard of one run as one, the summary that run would have written
    /// unsharded. Refused unless the set is exactly shards 1 … N of one suite, verified with the
    /// same strictness, each finished: a merge never passes what a complete run would fail.
    public static func merging(_ parts: [(file: String, summary: VerificationSummary)]) throws -> VerificationSummary {
        guard let (firstFile, firstSummary) = parts.first else { throw MergeError(file: "", message: "no reports to merge") }
        func suite(_ file: String, _ summary: VerificationSummary) throws -> Suite {
            guard let suite = summary.suite else {
                throw MergeError(file: file, message: "does not say which suite and shard it covers (written by an earlier KeyboardFilm?): re-run its verify")
            }
            return suite
        }
        let first = try suite(firstFile, firstSummary)
        let count = first.shard?.count ?? 1
        var shardFiles: [Int: String] = [:]
        for (file, summary) in parts {
            let s = try suite(file, summary)
            let shard = s.shard.map { "shard \($0)" } ?? "the whole suite"
            if let stopped = s.stopped {
                throw MergeError(file: file, message: "\(shard) stopped on bad input, so its films were not all verified (\(stopped)); fix that and re-run it")
            }
            guard s.sameSuite(as: first) else {
                throw MergeError(file: file, message: "covers another suite (\(s.films) storyboards, id \(s.id)) than \(firstFile) (\(first.films) storyboards, id \(first.id)): give the reports of one suite's shards, each run with the same storyboards")
            }
            guard s.strict == first.strict else {
                throw MergeError(file: file, message: "was verified \(s.strict ? "with" : "without") --strict and \(firstFile) \(first.strict ? "with" : "without"): run every shard the same way (a merge of mixed runs would pass orphans a --strict run fails)")
            }
            let index = s.shard?.index ?? 1
            guard (s.shard?.count ?? 1) == count else {
                throw MergeError(file: file, message: "is \(shard) but \(firstFile) is \(first.shard.map { "shard \($0)" } ?? "the whole suite"): give the reports of one split")
            }
            if let other = shardFiles[index] {
                throw MergeError(file: file, message: "is \(shard), as is \(other): give each shard's report once")
            }
            shardFiles[index] = file
        }
        let missing = (1...count).filter { shardFiles[$0] == nil }
        guard missing.isEmpty else {
            let list = missing.prefix(8).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 8 ? " and \(missing.count - 8) more" : "")
            throw MergeError(file: "", message: "shard\(missing.count == 1 ? "" : "s") \(list) missing: give the reports of all \(count) shards (a shard whose report is missing may have failed)")
        }
        var seen: [String: String] = [:]
        for (file, summary) in parts {
            for e in summary.entries {
                let key = (e.outcome == .orphan ? "orphan " : "film ") + e.name
                if let other = seen[key] {
                    throw MergeError(file: file, message: "\(quotedForMessage(e.name)) is also in \(other): give each shard's report once")
                }
                seen[key] = file
            }
        }
        let entries = parts.flatMap(\.summary.entries)
        let films = entries.filter { $0.outcome != .orphan }.count
        guard films == first.films else {
            throw MergeError(file: "", message: "the reports hold \(films) films but the suite has \(first.films) storyboards: a report was edited or cut short")
        }
        return VerificationSummary(entries: entries, suite: Suite(films: first.films, id: first.id, strict: first.strict, shard: nil, stopped: nil))
    }

    /// Reads a JUnit report written by `verify` (`file` names it in errors).
    public init(junit text: String, file: String) throws {
        func fail(_ message: String) -> MergeError { MergeError(file: file, message: message) }
        guard text.hasPrefix(Self.junitSignature) else { throw fail("not a JUnit report written by kbfilm verify") }
        var scanner = MarkupScanner(text)
        var entries: [Entry] = []
        guard scanner.skip(past: "<testsuite "), let tag = scanner.attributes(), !tag.selfClosing,
              let declared = tag.values["tests"].flatMap(Int.init), let failures = tag.values["failures"].flatMap(Int.init),
              let errors = tag.values["errors"].flatMap(Int.init) else { throw fail("no <testsuite tests=… failures=… errors=…>") }
        var suite: Suite?
        if scanner.skip(whitespaceThen: "<properties>") {
            var values: [String: String] = [:]
            while scanner.skip(whitespaceThen: "<property ") {
                guard let p = scanner.attributes(), let key = p.values["name"], let value = p.values["value"] else { throw fail("a malformed suite <property>") }
                values[key] = value
            }
            guard scanner.skip(whitespaceThen: "</properties>"), let films = values["kbfilm.films"].flatMap(Int.init), let id = values["kbfilm.suite"],
                  let strict = values["kbfilm.strict"].flatMap(Bool.init) else { throw fail("malformed suite <properties> (kbfilm.films, kbfilm.suite, kbfilm.strict)") }
            var shard: Shard?
            if let text = values["kbfilm.shard"] {
                do { shard = try Shard(text) } catch { throw fail("kbfilm.shard \(quotedForMessage(text)) is not K/N") }
            }
            suite = Suite(films: films, id: id, strict: strict, shard: shard, stopped: nil)
        }
        while scanner.skip(whitespaceThen: "<testcase ") {
            guard let tag = scanner.attributes(), let name = tag.values["name"] else { throw fail("a <testcase> without a name") }
            if name == Self.stoppedCaseName, !tag.selfClosing {
                guard scanner.skip(whitespaceThen: "<error "), let error = scanner.attributes(), error.selfClosing, let message = error.values["message"],
                      scanner.skip(whitespaceThen: "</testcase>"), suite != nil else { throw fail("a malformed stop") }
                suite?.stopped = message
                continue
            }
            if let problem = Storyboard.nameProblem(name) { throw fail("a film name that \(problem): \(quotedForMessage(name))") }
            if tag.selfClosing { entries.append(Entry(name: name, outcome: .passed)); continue }
            var figures: [String: Int] = [:]
            if scanner.skip(whitespaceThen: "<properties>") {
                while scanner.skip(whitespaceThen: "<property ") {
                    guard let p = scanner.attributes(), let key = p.values["name"], let value = p.values["value"].flatMap(Int.init) else {
                        throw fail("a malformed <property> of \(quotedForMessage(name))")
                    }
                    figures[key] = value
                }
                guard scanner.skip(whitespaceThen: "</properties>") else { throw fail("unclosed <properties> of \(quotedForMessage(name))") }
            }
            guard scanner.skip(whitespaceThen: "<failure "), let failure = scanner.attributes(), !failure.selfClosing,
                  let kind = failure.values["type"], let outcome = Entry.Outcome(rawValue: kind), outcome != .passed,
                  let summary = failure.values["message"], let body = scanner.text(upTo: "</failure>"),
                  scanner.skip(whitespaceThen: "</testcase>") else { throw fail("a malformed failure of \(quotedForMessage(name))") }
            var e = Entry(name: name, outcome: outcome)
            e.reason = outcome == .orphan ? summary : String(summary.dropFirst(kind.count + 2))
            e.message = body
            e.firstDifferingFrame = figures["firstDifferingFrame"]
            e.firstDriftingFrame = figures["firstDriftingFrame"]
            e.firstCoveredFrame = figures["firstCoveredFrame"]
            entries.append(e)
        }
        guard scanner.skip(whitespaceThen: "</testsuite>") else { throw fail("unreadable after \(entries.count) test cases") }
        let stops = suite?.stopped == nil ? 0 : 1
        guard entries.count + stops == declared else { throw fail("declares \(declared) tests but holds \(entries.count + stops)") }
        // The counts are checked, not trusted: an edited count would change what the merge reports.
        let failing = entries.filter { $0.outcome != .passed }.count
        guard failures == failing, errors == stops else {
            throw fail("declares \(failures) failures and \(errors) errors but holds \(failing) and \(stops): the report was edited")
        }
        self.init(entries: entries, suite: suite)
    }
}

/// Just enough of an XML reader for the reports KeyboardFilm writes: tags with quoted
/// attributes, and text with the five predefined entities.
struct MarkupScanner {
    private let chars: [Character]
    private var i = 0

    init(_ text: String) { chars = Array(text) }

    /// Moves past the next occurrence of `token`; false (and no move) when there is none.
    mutating func skip(past token: String) -> Bool {
        let t = Array(token)
        var j = i
        while j + t.count <= chars.count {
            if chars[j..<(j + t.count)].elementsEqual(t) { i = j + t.count; return true }
            j += 1
        }
        return false
    }

    /// Moves past whitespace and then `token`, when `token` comes next.
    mutating func skip(whitespaceThen token: String) -> Bool {
        var j = i
        while j < chars.count, chars[j].isWhitespace { j += 1 }
        let t = Array(token)
        guard j + t.count <= chars.count, chars[j..<(j + t.count)].elementsEqual(t) else { return false }
        i = j + t.count
        return true
    }

    /// The attributes up to the tag's end (`>` or `/>`), unescaped.
    mutating func attributes() -> (values: [String: String], selfClosing: Bool)? {
        var values: [String: String] = [:]
        while true {
            while i < chars.count, chars[i].isWhitespace { i += 1 }
            guard i < chars.count else { return nil }
            if chars[i] == ">" { i += 1; return (values, false) }
            if chars[i] == "/" {
                guard i + 1 < chars.count, chars[i + 1] == ">" else { return nil }
                i += 2
                return (values, true)
            }
            let nameStart = i
            while i < chars.count, chars[i] != "=", !chars[i].isWhitespace { i += 1 }
            let name = String(chars[nameStart..<i])
            guard i + 1 < chars.count, chars[i] == "=", chars[i + 1] == "\"" else { return nil }
            i += 2
            let valueStart = i
            while i < chars.count, chars[i] != "\"" { i += 1 }
            guard i < chars.count else { return nil }
            values[name] = Self.unescaped(String(chars[valueStart..<i]))
            i += 1
        }
    }

    /// The unescaped text up to `end`, moving past `end`.
    mutating func text(upTo end: String) -> String? {
        let start = i
        guard skip(past: end) else { return nil }
        return Self.unescaped(String(chars[start..<(i - end.count)]))
    }

    static func unescaped(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
