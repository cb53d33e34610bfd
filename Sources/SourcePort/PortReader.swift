/// Reads a file's tokens once for its declarations (which type encloses each token, which
/// methods each type declares) and once more for the edits the port makes.
struct PortReader {
    private let bytes: [UInt8]
    private let path: String
    private let tokens: [SwiftToken]
    /// For each token, the innermost type-like declaration whose body holds it (nil at file scope).
    private var enclosing: [TypeScope?] = []
    /// For each token, whether it is inside a function's body within that type (a local function is no method).
    private var inFunctionBody: [Bool] = []
    /// For each `(`, `[` and `{`, the index of its closing token (the file's end when unclosed).
    private var closing: [Int: Int] = [:]
    /// For each `)`, `]` and `}`, the index of its opening token.
    private var opening: [Int: Int] = [:]
    private var methods: [String: [Method]] = [:]
    private(set) var edits: [Edit] = []
    private(set) var diagnostics: [SourcePort.Diagnostic] = []
    private var lineStarts: [Int] = [0]

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

    private func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[tokens[from].start..<tokens[to].end], as: UTF8.self)
    }

    private func token(_ k: Int) -> SwiftToken? { k >= 0 && k < tokens.count ? tokens[k] : nil }
    private func isPunctuation(_ k: Int, _ p: String) -> Bool { token(k).map { $0.kind == .punctuation && $0.text == p } ?? false }
    private func isName(_ k: Int, _ n: String? = nil) -> Bool {
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
    private func skipAngles(_ k: Int) -> Int {
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
    private func parameterLabels(at k: Int) -> (labels: [String], end: Int)? {
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

    // MARK: - Edits

    private mutating func error(_ message: String, at k: Int) {
        let offset = tokens[k].start
        var line = 0
        var low = 0, high = lineStarts.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { line = mid; low = mid + 1 } else { high = mid - 1 }
        }
        diagnostics.append(.init(line: line + 1, column: offset - lineStarts[line] + 1, message: message, file: path))
    }

    /// Replaces tokens `from…to`, keeping the line breaks they spanned after the new text.
    private mutating func replace(_ from: Int, _ to: Int, with text: String) {
        let start = tokens[from].start, end = tokens[to].end
        let breaks = String(repeating: "\n", count: bytes[start..<end].filter { $0 == 0x0A }.count)
        edits.append(Edit(start: start, end: end, text: text + breaks))
    }

    private mutating func readEdits() {
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            switch t.kind {
            case .attribute:
                k = attribute(at: k)
            case .pound where t.text == "selector":
                k = selector(at: k)
            case .pound where t.text == "if" || t.text == "elseif":
                k = compilationCondition(at: k)
            case .pound where t.text == "Preview":
                k = preview(at: k)
            case .name:
                k = name(at: k)
            default:
                k += 1
            }
        }
    }

    /// Platform tests in an `#if` or `#elseif` answer as on iOS: `os(iOS)` and `canImport(UIKit)`
    /// (and the frameworks the models stand for) are true, other systems and Mac Catalyst false,
    /// so the file compiles the branch an iPhone build compiles. Each test becomes `true` or
    /// `false` padded to its width, so columns stay. Other tests are left to the compiler.
    private mutating func compilationCondition(at k: Int) -> Int {
        var j = k + 1
        // The condition ends with its line.
        func onLine(_ m: Int) -> Bool { m < tokens.count && !bytes[tokens[k].end..<tokens[m].start].contains(0x0A) }
        while onLine(j) {
            guard tokens[j].kind == .name, isPunctuation(j + 1, "("), let argument = token(j + 2), argument.kind == .name,
                  isPunctuation(j + 3, ")") else { j += 1; continue }
            let answer: Bool? = switch tokens[j].text {
            case "os": argument.text == "iOS"
            case "canImport": Self.importsOnIOS.contains(argument.text) ? true : ["AppKit", "WatchKit"].contains(argument.text) ? false : nil
            case "targetEnvironment": argument.text == "macCatalyst" ? false : nil
            default: nil
            }
            if let answer {
                let width = tokens[j + 3].end - tokens[j].start
                let word = answer ? "true" : "false"
                edits.append(Edit(start: tokens[j].start, end: tokens[j + 3].end, text: word + String(repeating: " ", count: max(0, width - word.count))))
            }
            j += 4
        }
        return j
    }

    /// `#Preview` (with its arguments and its block) is for Xcode's canvas, which a film never
    /// shows, and its macro comes with Xcode: the whole declaration becomes blank lines.
    private mutating func preview(at k: Int) -> Int {
        var j = k + 1
        if isPunctuation(j, "("), let close = closing[j] { j = close + 1 }
        guard isPunctuation(j, "{"), let end = closing[j], end < tokens.count else { return k + 1 }
        replace(k, end, with: "")
        return end + 1
    }

    /// Frameworks an iOS build can import that the models (or Foundation) stand for here.
    static let importsOnIOS: Set<String> = ["UIKit", "SwiftUI", "Combine", "Observation", "Foundation", "CoreGraphics", "QuartzCore"]

    /// Whether the attribute at `k` has arguments: a `(` on its line (`@objc(name)`, `@objc (name)`).
    private func argumentsFollow(attribute k: Int) -> Bool {
        guard isPunctuation(k + 1, "(") else { return false }
        return !bytes[tokens[k].end..<tokens[k + 1].start].contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// Attributes of the Objective-C runtime and Interface Builder become spaces of the same width,
    /// so columns after them still match the original's.
    private mutating func attribute(at k: Int) -> Int {
        if ["SwiftUI", "UIKit"].contains(tokens[k].text), isPunctuation(k + 1, ".") {
            replace(k, k, with: "@KeyboardFilm" + tokens[k].text)  // `@SwiftUI.Environment`: the model's module
            return k + 1
        }
        var last = k
        if argumentsFollow(attribute: k) { last = min(closing[k + 1] ?? k, tokens.count - 1) }
        if SourcePort.blankedAttributes.contains(tokens[k].text) {
            let width = tokens[last].end - tokens[k].start
            edits.append(Edit(start: tokens[k].start, end: tokens[last].end, text: String(repeating: " ", count: width)))
            if tokens[k].text == "objc" { keepClassBound(ofProtocolAfter: last + 1) }
        }
        return last + 1
    }

    /// An `@objc` protocol is class-bound (a `weak var delegate: P?` needs it): with the attribute
    /// gone, the protocol at `k` (after its modifiers) says `AnyObject` itself.
    private mutating func keepClassBound(ofProtocolAfter k: Int) {
        var p = k
        while let t = token(p), t.kind == .name, Self.modifiers.contains(t.text) { p += 1 }
        guard let keyword = token(p), keyword.kind == .name, keyword.text == "protocol", isName(p + 1) else { return }
        let end = tokens[p + 1].end
        if isPunctuation(p + 2, ":") {
            // Already class-bound: nothing to add.
            if let first = token(p + 3), ["class", "AnyObject", "NSObjectProtocol"].contains(first.text) { return }
            edits.append(Edit(start: tokens[p + 2].end, end: tokens[p + 2].end, text: " AnyObject,"))
        } else {
            edits.append(Edit(start: end, end: end, text: ": AnyObject"))
        }
    }

    private mutating func name(at k: Int) -> Int {
        let word = tokens[k].text
        if isPunctuation(k - 1, ".") { return k + 1 }
        switch word {
        case "import": return importDeclaration(at: k)
        case "init": initializer(at: k)
        case "optional":
            if enclosing[k]?.kind == .protocol, let next = token(k + 1), next.kind == .name,
               Self.modifiers.contains(next.text) || ["func", "var", "let", "init", "subscript"].contains(next.text) {
                error("an optional protocol requirement ('@objc optional') needs the Objective-C runtime; make the requirement non-optional with a default implementation in an extension", at: k)
            }
        case "Selector": return stringSelector(at: k)
        case "SwiftUI" where isPunctuation(k + 1, "."), "UIKit" where isPunctuation(k + 1, "."):
            // A name qualified by its module (`SwiftUI.Label`, `@SwiftUI.Environment`): the model's module.
            replace(k, k, with: "KeyboardFilm" + word)
        default: break
        }
        return k + 1
    }

    static let modelled: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "ObjectiveC", "os", "OSLog"]

    /// `import UIKit` (or a submodule, `import UIKit.UIGestureRecognizerSubclass`), and the
    /// frameworks whose part of UIKit's surface the model holds (Core Graphics, Core Animation):
    /// the model, and Foundation, which UIKit re-exports (the model does not: its users' own names would clash).
    private mutating func importDeclaration(at k: Int) -> Int {
        var j = k + 1
        if let t = token(j), t.kind == .name, ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(t.text), isName(j + 1) { j += 1 }
        guard isName(j) else { return k + 1 }
        let first = j
        while isPunctuation(j + 1, "."), isName(j + 2) { j += 2 }
        if Self.modelled.contains(tokens[first].text) { replace(first, j, with: "KeyboardFilmUIKit; import Foundation") }
        // SwiftUI on iOS brings UIKit (and Foundation) with it.
        if tokens[first].text == "SwiftUI" { replace(first, j, with: "KeyboardFilmSwiftUI; import KeyboardFilmUIKit; import Foundation") }
        return j + 1
    }

    static let collectionCellBases: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView"]

    /// A cell's override of the initializer a table or collection view makes cells with
    /// (`init(style:reuseIdentifier:)`, a collection view cell's `init(frame:)`) becomes
    /// `required` (in place of its `override`), as the model declares it: without the Objective-C runtime a registered class
    /// can only be made through a required initializer.
    private mutating func initializer(at k: Int) {
        var j = k + 1
        if isPunctuation(j, "?") || isPunctuation(j, "!") { j += 1 }
        if isPunctuation(j, "<") { j = skipAngles(j) }
        guard let (names, _) = parameterLabels(at: j) else { return }
        var overrideToken: Int?, required = false
        var m = k - 1
        while let t = token(m) {
            if t.kind == .name, Self.modifiers.contains(t.text) {
                if t.text == "override" { overrideToken = m }
                if t.text == "required" { required = true }
            } else if t.kind == .punctuation, t.text == ")", let open = opening[m] {
                m = open
            } else if t.kind != .attribute {
                break
            }
            m -= 1
        }
        guard let overrideToken, !required else { return }
        let superclass = enclosing[k]?.kind == .type ? enclosing[k]?.superclass : nil
        let makesCells = names == ["style", "reuseIdentifier"]
            || (names == ["frame"] && Self.collectionCellBases.contains(superclass ?? ""))
        // `required` implies `override` (writing both is a warning the user did not cause), and
        // has its width: every column after it stays where it was.
        if makesCells {
            edits.append(Edit(start: tokens[overrideToken].start, end: tokens[overrideToken].end, text: "required"))
        }
    }

    /// The type whose body holds token `k` (`ChatViewController`, `Outer.Inner` for an extension
    /// of a nested type), or nil at file scope and in a protocol.
    private func enclosingTypeName(_ k: Int) -> String? {
        guard let scope = enclosing[k], scope.kind != .protocol else { return nil }
        return scope.name
    }

    private func methods(of type: String) -> [Method] { methods[type] ?? [] }

    /// `#selector(method)`: a `Selector` carrying the method, named as Swift names `@objc` methods.
    private mutating func selector(at k: Int) -> Int {
        guard isPunctuation(k + 1, "("), let close = closing[k + 1], close < tokens.count else { return k + 1 }
        let arguments = splitArguments(k + 2, close)
        guard arguments.count == 1, let argument = arguments.first else {
            error("#selector takes one method reference", at: k)
            return close + 1
        }
        var from = argument.0
        let to = argument.1
        var label: String?
        if from + 1 <= to, isName(from), isPunctuation(from + 1, ":") { label = tokens[from].text; from += 2 }
        guard from <= to else {
            error("#selector takes one method reference", at: k)
            return close + 1
        }
        if let label, label == "getter" || label == "setter" {
            // A property's accessor: a name (KVC-style), not a method the model performs.
            let property = text(from, to).split(separator: ".").last.map(String.init) ?? ""
            let name = label == "getter" ? property : "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
            replace(k, close, with: "Selector(\(SourcePort.stringLiteral(name)))")
            return close + 1
        }
        guard let reference = methodReference(from, to) else {
            error("#selector needs a method reference such as 'keyboardWillShow(_:)' or 'Type.method(_:)'", at: from)
            return close + 1
        }
        guard let owner = reference.typeName ?? enclosingTypeName(k) else {
            error("#selector(\(reference.text)) outside a type needs the type: '#selector(Type.\(reference.text))'", at: k)
            return close + 1
        }
        let name = objcName(of: reference, in: owner)
        replace(k, close, with: "Selector(portedMethod: \(owner).\(reference.text), named: \(SourcePort.stringLiteral(name)))")
        return close + 1
    }

    /// The comma-separated arguments between tokens `from` and `end` (exclusive), as token ranges.
    private func splitArguments(_ from: Int, _ end: Int) -> [(Int, Int)] {
        var arguments: [(Int, Int)] = []
        var start = from, j = from
        while j < end {
            let t = tokens[j]
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" { j = closing[j] ?? j }
                else if t.text == "," { arguments.append((start, j - 1)); start = j + 1 }
            }
            j += 1
        }
        if start < end { arguments.append((start, end - 1)) }
        return arguments
    }

    /// What `#selector(…)` names in tokens `from…to`: `method`, `method(_:label:)`,
    /// `self.method(_:)`, `self?.method`, `Type.method(_:)` or `Module.Type.method`; nil for any
    /// other expression.
    private func methodReference(_ from: Int, _ to: Int) -> MethodReference? {
        var from = from, to = to
        // `(method)` says the same as `method`.
        while isPunctuation(from, "("), closing[from] == to, splitArguments(from + 1, to).count == 1 { from += 1; to -= 1 }
        guard from <= to else { return nil }
        // The name and its labels, at the end.
        var labels: [String]?
        var nameIndex = to
        if isPunctuation(to, ")"), let open = opening[to], open > from {
            var names: [String] = []
            var j = open + 1
            while j < to {
                guard let t = token(j), t.kind == .name, isPunctuation(j + 1, ":") else { return nil }
                names.append(t.text)
                j += 2
            }
            guard !names.isEmpty else { return nil }
            labels = names
            nameIndex = open - 1
        }
        guard nameIndex >= from, isName(nameIndex) else { return nil }
        let base = tokens[nameIndex].text
        var typeName: String?
        if nameIndex > from {
            guard isPunctuation(nameIndex - 1, ".") else { return nil }
            if nameIndex - 1 > from {
                let baseText = text(from, nameIndex - 2)
                if !["self", "self?", "self!"].contains(baseText) {
                    // `textView.paste(_:)` names a method of some instance's type, which the port cannot see.
                    guard let first = baseText.first, first.isUppercase else { return nil }
                    typeName = baseText
                }
            }
        }
        return MethodReference(typeName: typeName, base: base, labels: labels)
    }

    /// The Objective-C name: from the method's declaration in the file when it is there (its
    /// `@objc(name)`, or its labels when the reference names only the base), else from the reference.
    private func objcName(of reference: MethodReference, in owner: String) -> String {
        let declared = methods(of: owner).filter { method in
            method.base == reference.base && (reference.labels == nil || reference.labels == method.labels)
        }
        if declared.count == 1, let method = declared.first { return method.objcName }
        return objcSelectorName(base: reference.base, labels: reference.labels ?? [])
    }

    /// `Selector("name:")`: where it names a method of the enclosing type, that method is carried.
    private mutating func stringSelector(at k: Int) -> Int {
        guard isPunctuation(k + 1, "("), let close = closing[k + 1], close == k + 3,
              let literal = token(k + 2), literal.kind == .string,
              literal.text.hasPrefix("\""), !literal.text.hasPrefix("\"\"\""), !literal.text.contains("\\"),
              let owner = enclosingTypeName(k)
        else { return k + 1 }
        let name = String(literal.text.dropFirst().dropLast())
        let matches = methods(of: owner).filter { $0.objcName == name }
        guard matches.count == 1, let method = matches.first else { return k + 1 }
        let reference = method.labels.isEmpty ? method.base : "\(method.base)(\(method.labels.map { $0 + ":" }.joined()))"
        replace(k, close, with: "Selector(portedMethod: \(owner).\(reference), named: \(SourcePort.stringLiteral(name)))")
        return close + 1
    }
}

/// What `#selector(…)` names.
struct MethodReference {
    var typeName: String?
    var base: String
    /// nil when the reference gives only the base name.
    var labels: [String]?

    /// The reference as written after the type: `method(_:label:)` or `method`.
    var text: String {
        guard let labels else { return base }
        return "\(base)(\(labels.map { $0 + ":" }.joined()))"
    }
}
