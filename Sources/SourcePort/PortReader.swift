/// Reads a file's tokens once for its declarations (which type encloses each token, which
/// methods each type declares) and once more for the edits the port makes.
struct PortReader {
    let bytes: [UInt8]
    let path: String
    let tokens: [SwiftToken]
    /// For each token, the innermost type-like declaration whose body holds it (nil at file scope).
    var enclosing: [TypeScope?] = []
    /// For each token, whether it is inside a function's body within that type (a local function is no method).
    private var inFunctionBody: [Bool] = []
    /// For each `(`, `[` and `{`, the index of its closing token (the file's end when unclosed).
    var closing: [Int: Int] = [:]
    /// For each `)`, `]` and `}`, the index of its opening token.
    var opening: [Int: Int] = [:]
    var methods: [String: [Method]] = [:]
    var edits: [Edit] = []
    var diagnostics: [SourcePort.Diagnostic] = []
    var lineStarts: [Int] = [0]

    struct TypeScope {
        enum Kind { case type, `extension`, `protocol` }
        var kind: Kind
        /// `ChatViewController`; for an extension, its extended type as written (`Outer.Inner`).
        var name: String
        /// A class's first inherited type (its superclass, when it has one).
        var superclass: String?
    }

    struct Method {
        var base: String
        var labels: [String]
        var objcName: String
    }

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        tokens = SwiftTokenizer.tokens(of: bytes)
        for (k, b) in bytes.enumerated() where b == 0x0A { lineStarts.append(k + 1) }
        matchBrackets()
        readScopes()
        readEdits()
    }

    // MARK: - Reading the structure

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[tokens[from].start..<tokens[to].end], as: UTF8.self)
    }

    func token(_ k: Int) -> SwiftToken? { k >= 0 && k < tokens.count ? tokens[k] : nil }
    func isPunctuation(_ k: Int, _ p: String) -> Bool { token(k).map { $0.kind == .punctuation && $0.text == p } ?? false }
    func isName(_ k: Int, _ n: String? = nil) -> Bool {
        guard let t = token(k), t.kind == .name else { return false }
        return n == nil || t.text == n
    }

    private mutating func matchBrackets() {
        var open: [Int] = []
        for (k, t) in tokens.enumerated() where t.kind == .punctuation {
            switch t.text {
            case "(", "[", "{": open.append(k)
            case ")", "]", "}": if let o = open.popLast() { closing[o] = k; opening[k] = o }
            default: break
            }
        }
        for o in open { closing[o] = tokens.count }
    }

    /// After `<` at `k`, the index after its matching `>` (generic parameters and arguments).
    func skipAngles(_ k: Int) -> Int {
        var depth = 0, j = k
        while let t = token(j) {
            if t.kind == .punctuation {
                if t.text == "<" { depth += 1 } else if t.text == ">" { depth -= 1; if depth == 0 { return j + 1 } }
                else if t.text == "{" || t.text == ";" { return j }
                else if t.text == "(" || t.text == "[" { j = closing[j] ?? j }
            }
            j += 1
        }
        return j
    }

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// Words that, after `class`, make it a modifier (`class func`, `class override var`), not a type.
    static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "override", "final", "static", "class",
        "public", "private", "fileprivate", "internal", "open", "package", "dynamic", "required", "convenience", "nonisolated",
    ]

    /// The type a declaration keyword at `k` opens, with the index of the token that ends its
    /// header (its body's `{`), or nil when the keyword declares no type here.
    private func typeDeclaration(at k: Int) -> TypeScope? {
        let keyword = tokens[k].text
        guard Self.typeKeywords.contains(keyword), !isPunctuation(k - 1, "."), isName(k + 1) else { return nil }
        if keyword == "class", Self.notTypeNames.contains(tokens[k + 1].text) { return nil }
        if k > 0, isName(k - 1, "import") { return nil }
        var j = k + 1
        if keyword == "extension" {
            // The extended type as written, up to its conformances, `where` or body.
            let first = j
            while let t = token(j), !(t.kind == .punctuation && (t.text == ":" || t.text == "{" || t.text == ";")), !(t.kind == .name && t.text == "where") {
                j = t.kind == .punctuation && t.text == "<" ? skipAngles(j) : j + 1
            }
            guard j > first else { return nil }
            return TypeScope(kind: .extension, name: text(first, j - 1), superclass: nil)
        }
        let name = tokens[j].text
        j += 1
        if isPunctuation(j, "<") { j = skipAngles(j) }
        var superclass: String?
        if keyword == "class", isPunctuation(j, ":") {
            let first = j + 1
            var e = first
            while let t = token(e), !(t.kind == .punctuation && (t.text == "," || t.text == "{" || t.text == ";")), !(t.kind == .name && t.text == "where") {
                e = t.kind == .punctuation && t.text == "<" ? skipAngles(e) : e + 1
            }
            if e > first { superclass = text(first, e - 1) }
        }
        return TypeScope(kind: keyword == "protocol" ? .protocol : .type, name: name, superclass: superclass)
    }

    private mutating func readScopes() {
        struct Scope { var type: TypeScope?; var isFunctionBody: Bool }
        var stack: [Scope] = []
        var pendingType: TypeScope?
        var pendingFunction = false
        enclosing.reserveCapacity(tokens.count)
        inFunctionBody.reserveCapacity(tokens.count)
        for (k, t) in tokens.enumerated() {
            let innermost = stack.lastIndex { $0.type != nil }
            enclosing.append(innermost.map { stack[$0].type! })
            inFunctionBody.append(stack[(innermost.map { $0 + 1 } ?? 0)...].contains { $0.isFunctionBody })
            if t.kind == .name {
                if let type = typeDeclaration(at: k) { pendingType = type; pendingFunction = false }
                else if (t.text == "func" || t.text == "init" || t.text == "deinit") && !isPunctuation(k - 1, ".") {
                    pendingFunction = true
                }
                if t.text == "func", innermost.map({ stack[$0].type!.kind }) != nil,
                   !stack[(innermost.map { $0 + 1 } ?? 0)...].contains(where: { $0.isFunctionBody }) {
                    indexMethod(at: k, in: stack[innermost!].type!.name)
                }
            } else if t.kind == .punctuation {
                switch t.text {
                case "{":
                    stack.append(Scope(type: pendingType, isFunctionBody: pendingType == nil && pendingFunction))
                    pendingType = nil; pendingFunction = false
                case "}":
                    _ = stack.popLast()
                    pendingType = nil; pendingFunction = false
                case ";":
                    pendingType = nil; pendingFunction = false
                default: break
                }
            }
        }
    }

    /// The labels of the parameter clause opening at `k` (`(_ note: Notification, event: UIEvent)` →
    /// `["_", "event"]`), and the index after it; nil when `k` opens none.
    func parameterLabels(at k: Int) -> (labels: [String], end: Int)? {
        guard isPunctuation(k, "("), let close = closing[k] else { return nil }
        var labels: [String] = []
        var j = k + 1
        var expectLabel = true
        while j < close {
            let t = tokens[j]
            if expectLabel {
                if t.kind == .name { labels.append(t.text) }
                expectLabel = false
            }
            if t.kind == .punctuation {
                switch t.text {
                case "(", "[", "{": j = closing[j] ?? j
                case "<": j = skipAngles(j) - 1
                case ",": expectLabel = true
                default: break
                }
            }
            j += 1
        }
        return (labels, close + 1)
    }

    /// The `@objc(name)` among the attributes and modifiers written before the declaration at `k`.
    private func objcNameAttribute(before k: Int) -> String? {
        var j = k - 1
        while let t = token(j) {
            if t.kind == .name, Self.modifiers.contains(t.text) { j -= 1; continue }
            if t.kind == .punctuation, t.text == ")" {
                // An attribute's or a modifier's argument: `@objc(send:)`, `private(set)`.
                guard let open = opening[j] else { return nil }
                if let attribute = token(open - 1), attribute.kind == .attribute, argumentsFollow(attribute: open - 1), attribute.text == "objc" {
                    return open + 1 < j ? text(open + 1, j - 1).filter { !$0.isWhitespace } : nil
                }
                j = open - 1
                continue
            }
            if t.kind == .attribute { j -= 1; continue }
            return nil
        }
        return nil
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "override", "required",
        "convenience", "static", "class", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating",
        "optional", "indirect", "nonisolated", "prefix", "postfix", "infix", "distributed", "isolated", "set",
    ]

    private mutating func indexMethod(at k: Int, in type: String) {
        guard isName(k + 1) else { return }
        let base = tokens[k + 1].text
        var j = k + 2
        if isPunctuation(j, "<") { j = skipAngles(j) }
        guard let (labels, _) = parameterLabels(at: j) else { return }
        let objcName = objcNameAttribute(before: k) ?? objcSelectorName(base: base, labels: labels)
        methods[type, default: []].append(Method(base: base, labels: labels, objcName: objcName))
    }
}
