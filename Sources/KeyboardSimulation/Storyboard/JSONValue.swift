import Foundation
/// A parsed JSON value that keeps object keys in file order and tells numbers from booleans
/// (Foundation's `JSONSerialization` does neither reliably on Linux).
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A short name of the value's type for error messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A syntax error with its line and column (1-based).
struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}

/// A strict RFC 8259 parser over UTF-8 bytes.
struct JSONParser {
    private let bytes: [UInt8]
    private var i = 0

    static func parse(_ data: [UInt8]) throws -> JSONValue {
        // RFC 8259 §8.1 lets a parser ignore a UTF-8 byte-order mark; a UTF-16 or UTF-32 file is named as such.
        var p = JSONParser(bytes: data.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(data.dropFirst(3)) : data)
        if let encoding = Self.otherEncoding(data) {
            throw JSONSyntaxError(line: 1, column: 1, message: "the file is \(encoding), not UTF-8: save it as UTF-8")
        }
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        if p.i != p.bytes.count { throw p.error("unexpected text after the JSON value") }
        return v
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// UTF-16 or UTF-32, told by a byte-order mark or by the zero bytes of an ASCII first character.
    private static func otherEncoding(_ d: [UInt8]) -> String? {
        if d.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || d.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (it starts with a byte-order mark)" }
        if d.starts(with: [0xFE, 0xFF]) || d.starts(with: [0xFF, 0xFE]) { return "UTF-16 (it starts with a byte-order mark)" }
        if d.count >= 4, d[0] == 0, d[1] == 0, d[2] == 0, d[3] != 0 { return "UTF-32" }
        if d.count >= 4, d[0] != 0, d[1] == 0, d[2] == 0, d[3] == 0 { return "UTF-32" }
        if d.count >= 2, d[0] == 0, d[1] != 0 { return "UTF-16" }
        if d.count >= 2, d[0] != 0, d[1] == 0 { return "UTF-16" }
        return nil
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1, col = 1
        for b in bytes[0..<min(i, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; col = 1 } else { col += 1 }
        }
        return JSONSyntaxError(line: line, column: col, message: message)
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        for b in literal.utf8 {
            guard i < bytes.count, bytes[i] == b else { throw error("expected '\(literal)'") }
            i += 1
        }
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard depth < 64 else { throw error("nesting deeper than 64 levels") }
        guard i < bytes.count else { throw error("unexpected end of file") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen: Set<String> = [] // duplicate keys found in linear time
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            guard seen.insert(key).inserted else { throw error("duplicate key \(quotedForMessage(key))") }
            skipSpace()
            try expect(":")
            skipSpace()
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of file in an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of file in an array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func hex4() throws -> UInt32 {
        // Exactly four hexadecimal digits (no sign, as a lenient integer parse would allow).
        guard i + 4 <= bytes.count, bytes[i..<i + 4].allSatisfy({ Character(UnicodeScalar($0)).isHexDigit }),
              let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16)
        else { throw error("bad \\u escape") }
        i += 4
        return v
    }

    private mutating func string() throws -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw error("unterminated escape") }
            let e = bytes[i]; i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    try expect("\\u")
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("bad surrogate pair") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("bad \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw error("bad escape")
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in a string") }
        return s
    }

    private mutating func number() throws -> Double {
        let start = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Int { let s = i; while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }; return i - s }
        let integerStart = i
        let integerDigits = digits()
        guard integerDigits > 0 else { i = start; throw error("expected a value") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") { throw error("a number must not start with 0 (JSON has no leading zeros)") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; guard digits() > 0 else { throw error("bad number") } }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("bad number") }
        }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else { throw error("bad number") }
        return v
    }
}
