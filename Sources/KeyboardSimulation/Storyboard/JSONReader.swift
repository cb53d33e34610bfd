import Foundation
/// Reads one JSON object with path tracking: every read names its path in errors, and
/// `finish()` rejects keys nobody read (a typo must never become a silent default).
struct JSONObjectReader {
    let file: String
    let path: String
    private let members: [(key: String, value: JSONValue)]
    private var read: Set<String> = []

    init(_ value: JSONValue, file: String, path: String) throws {
        self.file = file; self.path = path
        guard case .object(let m) = value else {
            throw StoryboardError(file: file, path: path, message: "expected an object, got \(value.typeName)")
        }
        members = m
    }

    func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func fail(_ key: String, _ message: String) -> StoryboardError {
        StoryboardError(file: file, path: childPath(key), message: message)
    }

    /// The raw value at `key`, marking it read.
    mutating func value(_ key: String) -> JSONValue? {
        read.insert(key)
        return members.first { $0.key == key }?.value
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    mutating func string(_ key: String) throws -> String? {
        guard let v = value(key) else { return nil }
        guard case .string(let s) = v else { throw fail(key, "expected a string, got \(v.typeName)") }
        return s
    }

    mutating func requiredString(_ key: String) throws -> String {
        guard let s = try string(key) else { throw fail(key, "required") }
        return s
    }

    mutating func bool(_ key: String) throws -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else { throw fail(key, "expected true or false, got \(v.typeName)") }
        return b
    }

    /// A number in `range` (inclusive), with the range's meaning in the message.
    mutating func number(_ key: String, in range: ClosedRange<Double>, unit: String = "") throws -> Double? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v else { throw fail(key, "expected a number, got \(v.typeName)") }
        guard range.contains(n) else {
            let hi = range.upperBound == .greatestFiniteMagnitude ? "" : " … \(NumberFormat.asGiven(range.upperBound))"
            throw fail(key, "\(NumberFormat.asGiven(n)) is out of range (expected \(NumberFormat.asGiven(range.lowerBound))\(hi)\(unit))")
        }
        return n
    }

    mutating func requiredNumber(_ key: String, in range: ClosedRange<Double>, unit: String = "") throws -> Double {
        guard let n = try number(key, in: range, unit: unit) else { throw fail(key, "required") }
        return n
    }

    mutating func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let n = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard n == n.rounded() else { throw fail(key, "expected a whole number, got \(NumberFormat.asGiven(n))") }
        return Int(n)
    }

    /// A string that must be one of the raw values of `E`.
    mutating func choice<E: RawRepresentable & CaseIterable>(_ key: String, _: E.Type) throws -> E?
    where E.RawValue == String {
        guard let s = try string(key) else { return nil }
        guard let e = E(rawValue: s) else {
            throw fail(key, "expected one of \(E.allCases.map(\.rawValue).joined(separator: ", ")), got \(quotedForMessage(s))")
        }
        return e
    }

    mutating func object(_ key: String) throws -> JSONObjectReader? {
        guard let v = value(key) else { return nil }
        return try JSONObjectReader(v, file: file, path: childPath(key))
    }

    /// Throws for the first key that was never read.
    func finish(allowed: [String]? = nil) throws {
        for m in members where !read.contains(m.key) {
            let known = (allowed ?? read.sorted()).joined(separator: ", ")
            // The key itself is untrusted: a long or odd one appears quoted and cut in the path.
            let plain = m.key.unicodeScalars.count <= 60 && !m.key.unicodeScalars.contains { $0.properties.generalCategory == .control }
            throw fail(plain ? m.key : quotedForMessage(m.key), "unknown key (expected one of: \(known))")
        }
    }
}
