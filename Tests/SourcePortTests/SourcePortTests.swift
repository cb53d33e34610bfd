import Foundation
@testable import SourcePort
import TestSupport
import Testing

/// The port of a file written for iOS: what it blanks, what `#selector` becomes, and that the
/// compiler then reports problems at the original file's lines.
struct SourcePortTests {
    static let controller = """
    import UIKit

    @objcMembers
    final class ChatViewController: UIViewController {
        @IBOutlet weak var bar: UIView!
        @IBInspectable var radius: CGFloat = 8

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            let tap = UITapGestureRecognizer(target: self, action: #selector(self.dismissKeyboard))
            button.addTarget(self, action: #selector(ChatViewController.send(_:event:)), for: .touchUpInside)
            let s = "#selector(notTouched) @objc"
            perform(Selector("handleWithNotification:"), with: nil, afterDelay: 1)
            perform(Selector("resignFirstResponder"))
        }

        @objc private func keyboardWillShow(_ note: Notification) {}
        @objc(dismiss) func dismissKeyboard() {}
        @IBAction func send(_ sender: UIButton, event: UIEvent) {}
        @objc func handle(notification: Notification) {}
    }
    """

    func port(_ source: String = controller) -> SourcePort { SourcePort(source: source, path: "/app/Chat/ChatViewController.swift") }
    func line(_ n: Int, of port: SourcePort) -> String {
        // Line 1 of the port is the `#sourceLocation` directive.
        String(port.ported.split(separator: "\n", omittingEmptySubsequences: false)[n])
    }

    @Test("#if and #elseif answer platform tests as an iPhone build does: os(iOS) and canImport(UIKit)/canImport(SwiftUI) true, macOS, visionOS, AppKit and Mac Catalyst false, each padded to its width; other tests stay")
    func platformConditions() {
        let source = """
        // Screen.swift
        #if os(iOS) || os(macOS)
        let a = 1
        #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        let b = 2
        #endif
        #if canImport(SwiftUI) && os(visionOS)
        #endif
        #if DEBUG && canImport(Kingfisher)
        #endif
        let s = "#if os(iOS)"
        """
        let p = SourcePort(source: source, path: "/app/Screen.swift")
        #expect(p.diagnostics.isEmpty)
        // Each test replaced by its answer, padded to the test's width.
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func answered(_ line: String, _ answers: [(String, String)]) -> String {
            answers.reduce(line) { l, a in l.replacingOccurrences(of: a.0, with: a.1.padding(toLength: a.0.count, withPad: " ", startingAt: 0)) }
        }
        #expect(line(1, of: p) == answered(original[1], [("os(iOS)", "true"), ("os(macOS)", "false")]))
        #expect(line(3, of: p) == answered(original[3], [("canImport(AppKit)", "false"), ("targetEnvironment(macCatalyst)", "false")]))
        #expect(line(6, of: p) == answered(original[6], [("canImport(SwiftUI)", "true"), ("os(visionOS)", "false")]))
        #expect(line(8, of: p) == "#if DEBUG && canImport(Kingfisher)")
        #expect(line(10, of: p) == ##"let s = "#if os(iOS)""##)
    }

    @Test("#Preview, with its arguments and its block, becomes blank lines (the lines after it keep their numbers); a name qualified by SwiftUI or UIKit names the model's module")
    func previewsAndQualifiedNames() {
        let source = """
        // Screen.swift
        import SwiftUI
        struct A: View {
            @SwiftUI.Environment(\\.isEnabled) var isEnabled
            var body: some View { SwiftUI.Text("a") }
        }
        #Preview("Dark", traits: .sizeThatFitsLayout) {
            @Previewable @State var x = 1
            A()
        }
        let after = UIKit.UIView.self
        """
        let p = SourcePort(source: source, path: "/app/Screen.swift")
        #expect(p.diagnostics.isEmpty)
        #expect(line(3, of: p) == "    @KeyboardFilmSwiftUI.Environment(\\.isEnabled) var isEnabled")
        #expect(line(4, of: p) == "    var body: some View { KeyboardFilmSwiftUI.Text(\"a\") }")
        #expect((6...9).allSatisfy { line($0, of: p).trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(line(10, of: p) == "let after = KeyboardFilmUIKit.UIView.self")
    }

    @Test("attributes of the Objective-C runtime and Interface Builder are blanked to spaces, so every column after them stays where it was")
    func attributesBlanked() {
        let p = port()
        #expect(p.diagnostics.isEmpty)
        let original = Self.controller.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func blanked(_ line: String, _ attribute: String) -> String {
            line.replacingOccurrences(of: attribute, with: String(repeating: " ", count: attribute.count))
        }
        #expect(line(3, of: p) == blanked(original[2], "@objcMembers"))
        #expect(line(5, of: p) == blanked(original[4], "@IBOutlet"))
        #expect(line(6, of: p) == blanked(original[5], "@IBInspectable"))
        #expect(line(19, of: p) == blanked(original[18], "@objc"))
        #expect(line(20, of: p) == blanked(original[19], "@objc(dismiss)"))
        #expect(line(21, of: p) == blanked(original[20], "@IBAction"))
        // A string that merely contains the words is left alone.
        #expect(line(14, of: p).contains(##""#selector(notTouched) @objc""##))
    }

    @Test("#selector becomes a Selector carrying the method, named as Swift names @objc methods (keyboardWillShow:, dismiss from @objc(dismiss), send:event:)")
    func selectors() {
        let p = port()
        #expect(line(10, of: p).contains(#"Selector(portedMethod: ChatViewController.keyboardWillShow(_:), named: "keyboardWillShow:")"#))
        #expect(line(12, of: p).contains(#"Selector(portedMethod: ChatViewController.dismissKeyboard, named: "dismiss")"#))
        #expect(line(13, of: p).contains(#"Selector(portedMethod: ChatViewController.send(_:event:), named: "send:event:")"#))
    }

    @Test("#selector(self?.method) in a closure with a weak self names the enclosing type's method, as #selector(self.method) does")
    func weakSelfSelector() {
        let p = port("""
        import UIKit
        final class Cell: UICollectionViewCell {
            lazy var button: UIButton = { [weak self] in
                let button = UIButton()
                button.addTarget(self, action: #selector(self?.remove), for: .touchUpInside)
                return button
            }()
            @objc func remove() {}
        }
        """)
        #expect(p.diagnostics.isEmpty)
        #expect(line(5, of: p).contains(#"Selector(portedMethod: Cell.remove, named: "remove")"#))
    }

    @Test("Selector(\"name:\") naming a method of the type in the file carries it; a name the file does not declare stays a name")
    func stringSelectors() {
        let p = port()
        #expect(line(15, of: p).contains(#"Selector(portedMethod: ChatViewController.handle(notification:), named: "handleWithNotification:")"#))
        #expect(line(16, of: p).contains(#"perform(Selector("resignFirstResponder"))"#))
    }

    @Test("import UIKit (and a UIKit submodule, CoreGraphics, QuartzCore) imports the model and Foundation, which UIKit re-exports; other imports stay")
    func uikitImport() {
        #expect(line(1, of: port()) == "import KeyboardFilmUIKit; import Foundation")
        let p = port("import UIKit.UIGestureRecognizerSubclass\n@preconcurrency import Combine\nimport Foundation\nimport CoreGraphics\nimport QuartzCore\n")
        #expect(line(1, of: p) == "import KeyboardFilmUIKit; import Foundation")
        #expect(line(2, of: p) == "@preconcurrency import Combine")
        #expect(line(3, of: p) == "import Foundation")
        #expect(line(4, of: p) == "import KeyboardFilmUIKit; import Foundation")
        #expect(line(5, of: p) == "import KeyboardFilmUIKit; import Foundation")
    }

    @Test("import ObjectiveC (associated objects) and import os / os.log (logging) import the model, which holds what keyboard code uses of them")
    func runtimeAndLoggingImports() {
        let p = port("import ObjectiveC\nimport os.log\nimport os\n")
        for n in 1...3 { #expect(line(n, of: p) == "import KeyboardFilmUIKit; import Foundation") }
    }

    @Test("an @objc protocol stays class-bound once the attribute is blanked (a weak reference to it compiles); one already class-bound is left alone")
    func objcProtocolClassBound() {
        let p = port("@objc protocol Watcher {\n}\n@objc public protocol Named: NSObjectProtocol {}\n@objc protocol Sized: Named {}\n")
        #expect(line(1, of: p) == "      protocol Watcher: AnyObject {")
        #expect(line(3, of: p) == "      public protocol Named: NSObjectProtocol {}")
        #expect(line(4, of: p) == "      protocol Sized: AnyObject, Named {}")
    }

    @Test("import SwiftUI imports the SwiftUI model with the UIKit model and Foundation (SwiftUI brings both on iOS)")
    func swiftUIImport() {
        let p = port("import SwiftUI\nimport UIKit\n")
        #expect(line(1, of: p) == "import KeyboardFilmSwiftUI; import KeyboardFilmUIKit; import Foundation")
        #expect(line(2, of: p) == "import KeyboardFilmUIKit; import Foundation")
    }

    @Test("the port keeps every line where it was, and starts by naming the original file")
    func linesKept() {
        let p = port()
        #expect(p.ported.hasPrefix(#"#sourceLocation(file: "/app/Chat/ChatViewController.swift", line: 1)"#))
        let originalLines = Self.controller.split(separator: "\n", omittingEmptySubsequences: false).count
        // The directive opens, `#sourceLocation()` closes; between them the original's lines.
        #expect(p.ported.split(separator: "\n", omittingEmptySubsequences: false).count == originalLines + 3)
    }

    @Test("Objective-C selector names follow Swift's rule for @objc methods")
    func names() {
        #expect(objcSelectorName(base: "keyboardWillShow", labels: ["_"]) == "keyboardWillShow:")
        #expect(objcSelectorName(base: "handle", labels: ["notification"]) == "handleWithNotification:")
        #expect(objcSelectorName(base: "tap", labels: ["_", "event"]) == "tap:event:")
        #expect(objcSelectorName(base: "dismiss", labels: []) == "dismiss")
        #expect(objcSelectorName(base: "move", labels: ["_", "_"]) == "move::")
    }

    @Test("what has no counterpart without the runtime is an error at its line: an optional protocol requirement, a #selector of another instance's method")
    func refused() {
        let p = port("""
        @objc protocol InputBarDelegate {
            @objc optional func inputBar(_ bar: UIView, didSend text: String)
        }
        final class C { func f() { _ = #selector(textView.paste(_:)) } }
        """)
        #expect(p.diagnostics.map(\.line) == [2, 4])
        #expect(p.diagnostics.first?.description.hasPrefix("/app/Chat/ChatViewController.swift:2:11: error: an optional protocol requirement") == true)
    }

    /// A stand-in for KeyboardFilmUIKit's `Selector`, so the compiler can check ported files alone.
    static let selectorStub = """
    struct Selector { init(_ name: String) {}
      init<T: AnyObject, R>(portedMethod m: @escaping (T) -> () -> R, named: String) {}
      init<T: AnyObject, A, R>(portedMethod m: @escaping (T) -> (A) -> R, named: String) {}
      init<T: AnyObject, A, B, R>(portedMethod m: @escaping (T) -> (A, B) -> R, named: String) {} }
    class Notification {}
    func observe(_ s: Selector) {}
    """

    @Test("a #selector naming no method of that signature fails to compile, and the compiler names the user's file and line")
    func misspeltSelectorIsACompileError() throws {
        try inTemporaryDirectory { dir in
            let original = dir.appendingPathComponent("Handler.swift")
            let source = """
            final class Handler {
                func start() {
                    observe(#selector(keyboardWillShw(_:)))
                }
                @objc func keyboardWillShow(_ note: Notification) {}
            }
            """
            try source.write(to: original, atomically: true, encoding: .utf8)
            let ported = dir.appendingPathComponent("ported.swift"), stub = dir.appendingPathComponent("stub.swift")
            try SourcePort(source: source, path: original.path).ported.write(to: ported, atomically: true, encoding: .utf8)
            try Self.selectorStub.write(to: stub, atomically: true, encoding: .utf8)
            let result = try runTool("swiftc", ["-typecheck", ported.path, stub.path])
            #expect(result.status != 0)
            #expect((result.stdout + result.stderr).contains("\(original.path):3:"), "the error names the original file and line: \((result.stdout + result.stderr))")
            #expect((result.stdout + result.stderr).contains("keyboardWillShw"))

            // Spelt right, the same file compiles.
            let fixed = source.replacingOccurrences(of: "keyboardWillShw", with: "keyboardWillShow")
            try SourcePort(source: fixed, path: original.path).ported.write(to: ported, atomically: true, encoding: .utf8)
            let ok = try runTool("swiftc", ["-typecheck", ported.path, stub.path])
            #expect(ok.status == 0, "\(ok.stderr)")
        }
    }

    @Test("code inside strings and comments is never ported: interpolations, raw, multi-line strings, nested comments, regex literals")
    func stringsAndComments() {
        let source = ##"""
        import UIKit
        final class C: UIViewController {
            let a = "x \(f("#selector(nope) }")) @objc"
            let b = #"raw "#selector(nope)" \(y) {"#
            let c = """
                #selector(nope) @IBOutlet {
                """
            /* outer /* inner #selector(nope) */ @objc { */
            let d = #/ab{2}"/#
            // #selector(nope) {
            @objc func go() {}
            func wire() { observe(#selector(go)) }
        }
        """##
        let p = port(source)
        #expect(p.diagnostics.isEmpty)
        #expect(!p.ported.contains("Selector(portedMethod: C.nope"))
        #expect(p.ported.components(separatedBy: "#selector(nope)").count == 6, "all five mentions in strings and comments are kept")
        #expect(p.ported.contains(#"observe(Selector(portedMethod: C.go, named: "go"))"#), "the type's braces were counted right past them")
    }

    @Test("`@objc (name)` with a space names the method as `@objc(name)` does; `class func` is a method, not a type; an extension's methods belong to its type")
    func declarations() {
        let p = port("""
        import UIKit
        final class Row: UIView {
            class func make() -> Row { Row() }
            @objc (valueDidChange) func valueChanged() {}
            func wire() { observe(#selector(valueChanged)); observe(#selector(helper(_:))) }
        }
        extension Row {
            @objc(helperWith:) func helper(_ x: Int) {}
        }
        """)
        #expect(p.diagnostics.isEmpty)
        #expect(p.ported.contains(#"Selector(portedMethod: Row.valueChanged, named: "valueDidChange")"#))
        #expect(p.ported.contains(#"Selector(portedMethod: Row.helper(_:), named: "helperWith:")"#))
    }

    @Test("a cell's `override init(style:reuseIdentifier:)` becomes `required init…` in place (same width), and the compiler warns about nothing the port wrote")
    func requiredCellInitializer() throws {
        try inTemporaryDirectory { dir in
            let source = """
            // Cell.swift
            final class Cell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
            let original = dir.appendingPathComponent("Cell.swift")
            let p = SourcePort(source: source, path: original.path)
            #expect(line(2, of: p) == "    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
            let stub = """
            class NSCoder {}
            class UITableViewCell { enum CellStyle { case `default` }
              required init(style: CellStyle, reuseIdentifier: String?) {}
              required init?(coder: NSCoder) {} }
            """
            let ported = dir.appendingPathComponent("ported.swift"), stubFile = dir.appendingPathComponent("stub.swift")
            try p.ported.write(to: ported, atomically: true, encoding: .utf8)
            try stub.write(to: stubFile, atomically: true, encoding: .utf8)
            let result = try runTool("swiftc", ["-typecheck", ported.path, stubFile.path])
            #expect(result.status == 0 && !(result.stdout + result.stderr).contains("warning"), "\(result.stdout + result.stderr)")
        }
    }

    @Test("a file that starts with a comment (as most do) is numbered as the user's in the compiler's snippets, not one line off")
    func snippetLines() throws {
        try inTemporaryDirectory { dir in
            let original = dir.appendingPathComponent("Handler.swift")
            let source = """
            //  Handler.swift
            final class Handler {
                func start() {
                    observe(#selector(keyboardWillShw(_:)))
                }
                @objc func keyboardWillShow(_ note: Notification) {}
            }
            """
            let ported = dir.appendingPathComponent("ported.swift"), stub = dir.appendingPathComponent("stub.swift")
            try SourcePort(source: source, path: original.path).ported.write(to: ported, atomically: true, encoding: .utf8)
            try Self.selectorStub.write(to: stub, atomically: true, encoding: .utf8)
            let output = try runTool("swiftc", ["-typecheck", ported.path, stub.path])
            let text = output.stdout + output.stderr
            #expect(text.contains("\(original.path):4:"), "\(text)")
            // The snippet's line 4 is the user's line 4 (the call), and line 2 the class.
            #expect(text.contains("4 |         observe("), "\(text)")
            #expect(text.contains("2 | final class Handler {"), "\(text)")
        }
    }
}

