import FrameRendering
import KeyboardSimulation

/// Reading back the JUnit report `verify` writes, so the reports of shards (`verify --shard K/N`)
/// merge into one: the same bytes as the JUnit report and Markdown summary of a single run.
extension VerificationSummary {
    /// Why a file cannot be merged: not a KeyboardFilm report, damaged, or a film twice.
    public struct MergeError: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    /// The summaries of several shards as one; a film reported by two shards is refused.
    public static func merging(_ parts: [(file: String, summary: VerificationSummary)]) throws -> VerificationSummary {
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
        return VerificationSummary(entries: parts.flatMap(\.summary.entries))
    }

    /// Reads a JUnit report written by `verify` (`file` names it in errors).
    public init(junit text: String, file: String) throws {
        func fail(_ message: String) -> MergeError { MergeError(file: file, message: message) }
        guard text.hasPrefix(Self.junitSignature) else { throw fail("not a JUnit report written by kbfilm verify") }
        var scanner = MarkupScanner(text)
        var entries: [Entry] = []
        guard scanner.skip(past: "<testsuite "), let suite = scanner.attributes(), !suite.selfClosing,
              let declared = suite.values["tests"].flatMap(Int.init) else { throw fail("no <testsuite tests=…>") }
        while scanner.skip(whitespaceThen: "<testcase ") {
            guard let tag = scanner.attributes(), let name = tag.values["name"] else { throw fail("a <testcase> without a name") }
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
        guard entries.count == declared else { throw fail("declares \(declared) tests but holds \(entries.count)") }
        self.init(entries: entries)
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
