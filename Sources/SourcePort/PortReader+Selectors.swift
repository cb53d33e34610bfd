/// `#selector(…)` and `Selector("…")`: the method each names, carried as the model's `Selector`.
extension PortReader {
    /// The type whose body holds token `k` (`ChatViewController`, `Outer.Inner` for an extension
    /// of a nested type), or nil at file scope and in a protocol.
    private func enclosingTypeName(_ k: Int) -> String? {
        guard let scope = enclosing[k], scope.kind != .protocol else { return nil }
        return scope.name
    }

    private func methods(of type: String) -> [Method] { methods[type] ?? [] }

    /// `#selector(method)`: a `Selector` carrying the method, named as Swift names `@objc` methods.
    mutating func selector(at k: Int) -> Int {
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
    mutating func stringSelector(at k: Int) -> Int {
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
