/// A Swift file cut into the tokens the port reads: names, attributes, `#` keywords, literals and
/// punctuation, each with its byte range. Comments and whitespace are dropped; a string literal
/// (interpolations, raw and multi-line forms included) is one token, so nothing inside one is
/// ever taken for code. Not a full Swift lexer: it knows as much as the port needs, and no more
/// — which is why the port builds in seconds, where a release build of a Swift parser takes
/// minutes.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// A name or keyword (`class`, `self`, `_`); a back-quoted name has its back quotes in the text.
        case name
        /// `@name`: an attribute's start.
        case attribute
        /// `#name`: `#selector`, `#if`, `#available`.
        case pound
        /// A string literal, of any form.
        case string
        case number
        /// One character of punctuation or operator: `(`, `.`, `?`, `<`.
        case punctuation
    }

    var kind: Kind
    /// Byte offsets into the file's UTF-8.
    var start: Int, end: Int
    /// The token's text (an attribute's or `#` keyword's without its `@` or `#`).
    var text: String
}

struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var i = 0
    private(set) var tokens: [SwiftToken] = []

    /// The tokens of `bytes`, in order.
    static func tokens(of bytes: [UInt8]) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: bytes)
        tokenizer.run()
        return tokenizer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24 || b >= 0x80
    }
    private static func isNameByte(_ b: UInt8) -> Bool { isNameStart(b) || (b >= 0x30 && b <= 0x39) }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }

    private mutating func run() {
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                i += 1
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                let start = i
                skipString(hashes: 0)
                tokens.append(SwiftToken(kind: .string, start: start, end: i, text: text(start, i)))
            case UInt8(ascii: "#"):
                let start = i
                var hashes = 0
                while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(i + hashes) == UInt8(ascii: "\"") {
                    i += hashes
                    skipString(hashes: hashes)
                    tokens.append(SwiftToken(kind: .string, start: start, end: i, text: text(start, i)))
                } else if byte(i + hashes) == UInt8(ascii: "/") {
                    skipExtendedRegex(hashes: hashes)
                    tokens.append(SwiftToken(kind: .string, start: start, end: i, text: text(start, i)))
                } else if hashes == 1, Self.isNameStart(byte(i + 1)) {
                    i += 1
                    let nameStart = i
                    while Self.isNameByte(byte(i)) { i += 1 }
                    tokens.append(SwiftToken(kind: .pound, start: start, end: i, text: text(nameStart, i)))
                } else {
                    i += 1
                    tokens.append(SwiftToken(kind: .punctuation, start: start, end: i, text: "#"))
                }
            case UInt8(ascii: "@") where Self.isNameStart(byte(i + 1)):
                let start = i
                i += 1
                while Self.isNameByte(byte(i)) { i += 1 }
                tokens.append(SwiftToken(kind: .attribute, start: start, end: i, text: text(start + 1, i)))
            case UInt8(ascii: "`"):
                let start = i
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
                if byte(i) == UInt8(ascii: "`") { i += 1 }
                tokens.append(SwiftToken(kind: .name, start: start, end: i, text: text(start, i)))
            default:
                if Self.isNameStart(b) {
                    let start = i
                    while Self.isNameByte(byte(i)) { i += 1 }
                    tokens.append(SwiftToken(kind: .name, start: start, end: i, text: text(start, i)))
                } else if Self.isDigit(b) {
                    let start = i
                    skipNumber()
                    tokens.append(SwiftToken(kind: .number, start: start, end: i, text: text(start, i)))
                } else {
                    tokens.append(SwiftToken(kind: .punctuation, start: i, end: i + 1, text: text(i, i + 1)))
                    i += 1
                }
            }
        }
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func skipBlockComment() {
        var depth = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                depth += 1; i += 2
            } else if bytes[i] == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                depth -= 1; i += 2
                if depth == 0 { return }
            } else {
                i += 1
            }
        }
    }

    /// A string literal from its opening quote (after any `#`s): `"…"`, `"""…"""`, `#"…"#`, with
    /// escapes and interpolations (`\(…)`, `\#(…)` in a raw string), which may hold strings of their own.
    private mutating func skipString(hashes: Int) {
        let multiline = byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        i += quotes
        func closesHere(_ s: SwiftTokenizer) -> Bool {
            for k in 0..<quotes where s.byte(s.i + k) != UInt8(ascii: "\"") { return false }
            for k in 0..<hashes where s.byte(s.i + quotes + k) != UInt8(ascii: "#") { return false }
            return true
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A, !multiline { return }  // unterminated: the compiler will say so
            if b == UInt8(ascii: "\\") {
                var k = 0
                while k < hashes, byte(i + 1 + k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes {
                    i += 1 + hashes
                    if byte(i) == UInt8(ascii: "(") { skipInterpolation() } else { i += 1 }
                    continue
                }
            }
            if b == UInt8(ascii: "\""), closesHere(self) {
                i += quotes + hashes
                return
            }
            i += 1
        }
    }

    /// `\(…)` inside a string: code up to the matching parenthesis (its own strings and comments included).
    private mutating func skipInterpolation() {
        var depth = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "(") {
                depth += 1; i += 1
            } else if b == UInt8(ascii: ")") {
                depth -= 1; i += 1
                if depth == 0 { return }
            } else if b == UInt8(ascii: "\"") {
                skipString(hashes: 0)
            } else if b == UInt8(ascii: "#"), byte(i + 1) == UInt8(ascii: "\"") || byte(i + 1) == UInt8(ascii: "#") {
                var hashes = 0
                while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(i + hashes) == UInt8(ascii: "\"") { i += hashes; skipString(hashes: hashes) } else { i += hashes }
            } else if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                i += 1
            }
        }
    }

    /// `#/…/#`: a regex literal, which may hold quotes and braces.
    private mutating func skipExtendedRegex(hashes: Int) {
        i += hashes + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/") {
                var k = 0
                while k < hashes, byte(i + 1 + k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes { i += 1 + hashes; return }
            }
            i += 1
        }
    }

    /// `42`, `0x1F`, `1_000`, `2.5`, `1e-3` (but `1...5` is a number, an operator and a number).
    private mutating func skipNumber() {
        while i < bytes.count {
            let b = bytes[i]
            if Self.isNameByte(b) {
                let exponent = b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || b == UInt8(ascii: "p") || b == UInt8(ascii: "P")
                i += 1
                if exponent, byte(i) == UInt8(ascii: "-") || byte(i) == UInt8(ascii: "+"), Self.isDigit(byte(i + 1)) { i += 1 }
            } else if b == UInt8(ascii: "."), Self.isDigit(byte(i + 1)) {
                i += 1
            } else {
                return
            }
        }
    }
}
