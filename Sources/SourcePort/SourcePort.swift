import SwiftParser
import SwiftSyntax

/// Ports a Swift file written for iOS so that it compiles where there is no Objective-C runtime,
/// without editing the file: the plugin compiles the ported copy instead.
///
/// - Attributes that only mean something to the Objective-C runtime or Interface Builder
///   (`@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
///   `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`) are blanked.
/// - `#selector(method)` becomes a `Selector` that carries the method itself
///   (`Selector(portedMethod: Type.method(_:), named: "method:")`), so the compiler checks that the
///   method exists with that signature, as it does on iOS, and the model can perform it.
/// - `import UIKit` (and `CoreGraphics`, `QuartzCore`) imports `KeyboardFilmUIKit`, the model of
///   UIKit's surface, and Foundation (which UIKit re-exports), so a file that imports only UIKit
///   compiles as it is.
/// - `Selector("name:")` naming a method of the enclosing type declared in the file becomes the
///   same; any other string stays a name (UIKit's own methods are performed by name).
/// - A cell's `override init(style:reuseIdentifier:)` (or a collection view cell's
///   `override init(frame:)`) becomes `required override`, as the model declares them.
///
/// Every edit stays on its line (a multi-line `#selector` keeps its line breaks after the new
/// text), and the copy starts with `#sourceLocation` naming the original, so the compiler's
/// messages point at the user's file and line.
public struct SourcePort {
    public struct Diagnostic: Equatable, CustomStringConvertible {
        public var line: Int, column: Int, message: String
        public var file: String
        /// `file:line:column: error: message`, the form build tools show as a link to the line.
        public var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    public var ported: String
    public var diagnostics: [Diagnostic]

    /// Attributes that have no meaning without the Objective-C runtime and Interface Builder.
    public static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
        "IBSegueAction", "GKInspectable",
    ]

    /// Ports `source`; `path` is the original file's path, named in `#sourceLocation` and diagnostics.
    public init(source: String, path: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let methods = MethodIndex(tree)
        let finder = EditFinder(methods: methods, converter: converter, path: path)
        finder.walk(tree)
        diagnostics = finder.diagnostics
        var bytes = Array(source.utf8)
        for edit in finder.edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        ported = "#sourceLocation(file: \(Self.stringLiteral(path)), line: 1)\n" + String(decoding: bytes, as: UTF8.self)
        if !ported.hasSuffix("\n") { ported += "\n" }
        ported += "#sourceLocation()\n"
    }

    static func stringLiteral(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// One replacement of a byte range of the original file.
struct Edit {
    var start: Int, end: Int, text: String
}

/// The Objective-C name of a Swift method name: `keyboardWillShow(_:)` → `keyboardWillShow:`,
/// `handle(notification:)` → `handleWithNotification:`, `tap(_:event:)` → `tap:event:`, as the
/// Swift compiler names `@objc` methods.
func objcSelectorName(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
}

/// The methods each type declares in the file: Swift name, argument labels, and the name an
/// `@objc(name)` attribute gives.
struct MethodIndex {
    struct Method {
        var base: String
        var labels: [String]
        var objcName: String
    }
    private(set) var byType: [String: [Method]] = [:]

    init(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        byType = collector.byType
    }

    func methods(of type: String) -> [Method] { byType[type] ?? [] }

    private final class Collector: SyntaxVisitor {
        var byType: [String: [Method]] = [:]
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = enclosingTypeName(of: Syntax(node)) else { return .skipChildren }
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            let base = node.name.text
            var objcName = objcSelectorName(base: base, labels: labels)
            for case let .attribute(attribute) in node.attributes
            where attribute.attributeName.trimmedDescription == "objc" {
                if case let .objCName(pieces)? = attribute.arguments {
                    objcName = pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
                }
            }
            byType[type, default: []].append(Method(base: base, labels: labels, objcName: objcName))
            return .skipChildren
        }
    }
}

/// The name of the type whose body holds `node` (`ChatViewController`, `Outer.Inner` for an
/// extension of a nested type), or nil at file scope.
func enclosingTypeName(of node: Syntax) -> String? {
    var current = node.parent
    while let n = current {
        if let d = n.as(ClassDeclSyntax.self) { return d.name.text }
        if let d = n.as(StructDeclSyntax.self) { return d.name.text }
        if let d = n.as(EnumDeclSyntax.self) { return d.name.text }
        if let d = n.as(ActorDeclSyntax.self) { return d.name.text }
        if let d = n.as(ExtensionDeclSyntax.self) { return d.extendedType.trimmedDescription }
        if n.is(ProtocolDeclSyntax.self) { return nil }
        current = n.parent
    }
    return nil
}

private final class EditFinder: SyntaxVisitor {
    let methods: MethodIndex
    let converter: SourceLocationConverter
    let path: String
    var edits: [Edit] = []
    var diagnostics: [SourcePort.Diagnostic] = []

    init(methods: MethodIndex, converter: SourceLocationConverter, path: String) {
        self.methods = methods
        self.converter = converter
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    private func error(_ message: String, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(.init(line: location.line, column: location.column, message: message, file: path))
    }

    /// Replaces `node` (without its trivia), keeping the line breaks it spanned after the new text.
    private func replace(_ node: some SyntaxProtocol, with text: String) {
        let original = node.trimmedDescription
        let breaks = String(repeating: "\n", count: original.filter { $0 == "\n" || $0 == "\r\n" }.count)
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text + breaks))
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        guard SourcePort.blankedAttributes.contains(name) else { return .visitChildren }
        // Same width, so columns after it still match the original's.
        let width = node.trimmedDescription.utf8.count
        replace(node, with: String(repeating: " ", count: width))
        return .skipChildren
    }

    /// `import UIKit` (or a submodule, `import UIKit.UIGestureRecognizerSubclass`), and the
    /// frameworks whose part of UIKit's surface the model holds (Core Graphics, Core Animation):
    /// the model.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // UIKit re-exports Foundation; the model does not (its users' own names would clash).
        if let framework = node.path.first?.name.text, Self.modelled.contains(framework) {
            replace(node.path, with: "KeyboardFilmUIKit; import Foundation")
        }
        return .skipChildren
    }

    static let modelled: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]

    /// A cell's override of the initializer a table or collection view makes cells with
    /// (`init(style:reuseIdentifier:)`, a collection view cell's `init(frame:)`) becomes
    /// `required`, as the model declares it: without the Objective-C runtime a registered class
    /// can only be made through a required initializer.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.signature.parameterClause.parameters.map(\.firstName.text)
        let modifiers = node.modifiers.map(\.name.text)
        guard modifiers.contains("override"), !modifiers.contains("required"),
              let override = node.modifiers.first(where: { $0.name.text == "override" }) else { return .visitChildren }
        let makesCells = names == ["style", "reuseIdentifier"]
            || (names == ["frame"] && Self.collectionCellBases.contains(enclosingSuperclass(of: Syntax(node)) ?? ""))
        if makesCells {
            edits.append(Edit(start: override.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: override.positionAfterSkippingLeadingTrivia.utf8Offset, text: "required "))
        }
        return .visitChildren
    }

    static let collectionCellBases: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell"]

    /// The first type a class declaration inherits from (its superclass, when it has one).
    private func enclosingSuperclass(of node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { return c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription }
            current = n.parent
        }
        return nil
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "optional", isInsideProtocol(Syntax(node)) {
            error("an optional protocol requirement ('@objc optional') needs the Objective-C runtime; make the requirement non-optional with a default implementation in an extension", at: node)
        }
        return .visitChildren
    }

    private func isInsideProtocol(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(ProtocolDeclSyntax.self) { return true }
            if n.is(ClassDeclSyntax.self) || n.is(StructDeclSyntax.self) || n.is(ExtensionDeclSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            error("#selector takes one method reference", at: node)
            return .skipChildren
        }
        if let label = argument.label?.text, label == "getter" || label == "setter" {
            // A property's accessor: a name (KVC-style), not a method the model performs.
            let property = argument.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            let name = label == "getter" ? property : "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
            replace(node, with: "Selector(\(SourcePort.stringLiteral(name)))")
            return .skipChildren
        }
        guard let reference = MethodReference(argument.expression) else {
            error("#selector needs a method reference such as 'keyboardWillShow(_:)' or 'Type.method(_:)'", at: argument.expression)
            return .skipChildren
        }
        let owner = reference.typeName ?? enclosingTypeName(of: Syntax(node))
        guard let owner else {
            error("#selector(\(reference.text)) outside a type needs the type: '#selector(Type.\(reference.text))'", at: node)
            return .skipChildren
        }
        let name = objcName(of: reference, in: owner)
        replace(node, with: "Selector(portedMethod: \(owner).\(reference.text), named: \(SourcePort.stringLiteral(name)))")
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // Selector("name:"): where it names a method of the enclosing type, carry that method.
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Selector",
              node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              let literal = argument.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, case let .stringSegment(segment)? = literal.segments.first,
              let owner = enclosingTypeName(of: Syntax(node))
        else { return .visitChildren }
        let name = segment.content.text
        let matches = methods.methods(of: owner).filter { $0.objcName == name }
        guard matches.count == 1, let method = matches.first else { return .visitChildren }
        let reference = method.labels.isEmpty ? method.base : "\(method.base)(\(method.labels.map { $0 + ":" }.joined()))"
        replace(node, with: "Selector(portedMethod: \(owner).\(reference), named: \(SourcePort.stringLiteral(name)))")
        return .skipChildren
    }

    /// The Objective-C name: from the method's declaration in the file when it is there (its
    /// `@objc(name)`, or its labels when the reference names only the base), else from the reference.
    private func objcName(of reference: MethodReference, in owner: String) -> String {
        let declared = methods.methods(of: owner).filter { method in
            method.base == reference.base && (reference.labels == nil || reference.labels == method.labels)
        }
        if declared.count == 1, let method = declared.first { return method.objcName }
        return objcSelectorName(base: reference.base, labels: reference.labels ?? [])
    }
}

/// What `#selector(…)` names: `method`, `method(_:label:)`, `self.method(_:)`, `Type.method(_:)`
/// or `Module.Type.method`.
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

    init?(_ expression: ExprSyntax) {
        var expression = expression
        // `(method)`, `self.method` and `self?.method` (a weak self in a closure) say the same as `method`.
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            if let base = member.base, !["self", "self?", "self!"].contains(base.trimmedDescription) {
                let text = base.trimmedDescription
                // `textView.paste(_:)` names a method of some instance's type, which the port cannot see.
                guard let first = text.first, first.isUppercase else { return nil }
                typeName = text
            }
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        base = reference.baseName.text
        labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
    }
}
