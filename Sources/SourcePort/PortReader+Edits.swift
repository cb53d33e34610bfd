/// The edits a port makes as it reads the tokens: attributes, `#if` platform tests, `#Preview`, imports, cells' initializers.
extension PortReader {
    mutating func error(_ message: String, at k: Int) {
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
    mutating func replace(_ from: Int, _ to: Int, with text: String) {
        let start = tokens[from].start, end = tokens[to].end
        let breaks = String(repeating: "\n", count: bytes[start..<end].filter { $0 == 0x0A }.count)
        edits.append(Edit(start: start, end: end, text: text + breaks))
    }

    mutating func readEdits() {
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
    func argumentsFollow(attribute k: Int) -> Bool {
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
}
