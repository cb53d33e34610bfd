import Foundation

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
///   compiles as it is. `import SwiftUI` imports `KeyboardFilmSwiftUI`, the model of SwiftUI, with
///   the UIKit model and Foundation (SwiftUI brings both on iOS).
/// - `Selector("name:")` naming a method of the enclosing type declared in the file becomes the
///   same; any other string stays a name (UIKit's own methods are performed by name).
/// - `#if os(iOS)`, `canImport(UIKit)` and the like answer as an iPhone build does; `#Preview`
///   declarations (Xcode's canvas) become blank lines; a name qualified by its module
///   (`SwiftUI.Label`) names the model's module.
/// - A cell's `override init(style:reuseIdentifier:)` (or a collection view cell's
///   `override init(frame:)`) becomes `required override`, as the model declares them.
///
/// Every edit stays on its line (a multi-line `#selector` keeps its line breaks after the new
/// text), and the copy starts with `#sourceLocation` naming the original, so the compiler's
/// messages point at the user's file and line. The directive replaces a first line that is a
/// comment or blank, so that the compiler's snippets number lines as the user's file does.
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
        let bytes = Array(source.utf8)
        let reader = PortReader(bytes: bytes, path: path)
        diagnostics = reader.diagnostics
        var ported = bytes
        for edit in reader.edits.sorted(by: { $0.start > $1.start }) {
            ported.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        // The compiler's snippets number the lines of the file it reads, so the directive takes the
        // place of a first line that holds no code (a comment, as most files start): then every
        // line is where the user's is, in snippets too. Otherwise it goes above line 1.
        let firstLineEnd = ported.firstIndex(of: 0x0A) ?? ported.count
        let firstLine = String(decoding: ported[..<firstLineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if firstLine.isEmpty || firstLine.hasPrefix("//") {
            ported.removeSubrange(..<min(firstLineEnd + 1, ported.count))
            self.ported = "#sourceLocation(file: \(Self.stringLiteral(path)), line: 2)\n" + String(decoding: ported, as: UTF8.self)
        } else {
            self.ported = "#sourceLocation(file: \(Self.stringLiteral(path)), line: 1)\n" + String(decoding: ported, as: UTF8.self)
        }
        if !self.ported.hasSuffix("\n") { self.ported += "\n" }
        self.ported += "#sourceLocation()\n"
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

