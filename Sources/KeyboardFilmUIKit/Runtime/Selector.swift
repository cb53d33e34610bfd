import Foundation

/// `Selector`: a method's Objective-C name, and here also the method itself.
///
/// There is no Objective-C runtime off Apple platforms to look a name up in, so the
/// `UIKitSourcePort` plugin turns each `#selector(keyboardWillShow(_:))` of a user's file into
/// `Selector(portedMethod: ChatViewController.keyboardWillShow(_:), named: "keyboardWillShow:")`:
/// the compiler checks the method exists, as on iOS, and UIKit's model calls it with the
/// arguments UIKit passes (a notification, the sender, the display link, the timer).
/// `Selector("name:")` made from a string is a name only; performed, it reaches the few UIKit
/// methods the model knows by name (`resignFirstResponder`, `becomeFirstResponder`,
/// `layoutIfNeeded`, …), and otherwise stops with a message naming the selector.
/// Selectors compare by name, as in Objective-C.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let name: String
    let method: PortedMethod?

    /// A selector by name (`Selector("keyboardWillShow:")`, `NSSelectorFromString`).
    public init(_ name: String) { self.name = name; method = nil }
    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { name }
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    // MARK: What the port writes for `#selector(…)`

    /// A method without arguments (`@objc func dismissKeyboard()`).
    public init<Target: AnyObject, Result>(portedMethod method: @escaping (Target) -> () -> Result, named name: String) {
        self.name = name
        nonisolated(unsafe) let method = method
        self.method = PortedMethod(type: Target.self, accepts: { $0 is Target }) { target, _ in
            _ = method(target as! Target)()
        }
    }

    /// A method with one argument: the notification, the sender, the display link, the timer.
    /// A name written without its colon (`#selector(handleTap)`) gets it, as Swift names such a method.
    public init<Target: AnyObject, Argument, Result>(portedMethod method: @escaping (Target) -> (Argument) -> Result,
                                                     named name: String) {
        self.name = name.contains(":") ? name : name + ":"
        let selectorName = self.name
        nonisolated(unsafe) let method = method
        self.method = PortedMethod(type: Target.self, accepts: { $0 is Target }) { target, arguments in
            _ = method(target as! Target)(passed(arguments.first ?? nil, as: Argument.self, to: selectorName))
        }
    }

    /// A method with two arguments (a control's sender and event).
    public init<Target: AnyObject, First, Second, Result>(portedMethod method: @escaping (Target) -> (First, Second) -> Result,
                                                          named name: String) {
        self.name = name.contains(":") ? name : name + "::"
        let selectorName = self.name
        nonisolated(unsafe) let method = method
        self.method = PortedMethod(type: Target.self, accepts: { $0 is Target }) { target, arguments in
            let first = arguments.count > 0 ? arguments[0] : nil, second = arguments.count > 1 ? arguments[1] : nil
            _ = method(target as! Target)(passed(first, as: First.self, to: selectorName), passed(second, as: Second.self, to: selectorName))
        }
    }
}

/// A method a ported `#selector` carries: its type, so a wrong target is named, and a call.
struct PortedMethod: @unchecked Sendable {
    let type: AnyObject.Type
    let accepts: (AnyObject) -> Bool
    let call: @MainActor (AnyObject, [Any?]) -> Void
}

/// UIKit's argument as the method's parameter type: as it is, or bridged (`Notification` →
/// `NSNotification`), or nil for an optional parameter.
@MainActor
private func passed<Parameter>(_ value: Any?, as parameter: Parameter.Type, to selector: String) -> Parameter {
    if let value = value as? Parameter { return value }
    if let note = value as? Notification, let bridged = NSNotification(name: note.name, object: note.object, userInfo: note.userInfo) as? Parameter {
        return bridged
    }
    if let none = Optional<Any>.none as? Parameter, value == nil { return none }
    fatalError("KeyboardFilmUIKit: the method of selector '\(selector)' takes \(Parameter.self), but UIKit passes \(value.map { "\(type(of: $0))" } ?? "nothing")")
}

extension Selector {
    /// Calls the selector's method on `target` with `arguments` (extra arguments are dropped, as
    /// Objective-C drops them; missing ones are nil). Returns whether a method was found.
    @MainActor
    @discardableResult
    package func perform(on target: AnyObject, with arguments: [Any?] = []) -> Bool {
        if let method {
            guard method.accepts(target) else {
                fatalError("KeyboardFilmUIKit: -[\(type(of: target)) \(name)]: unrecognized selector sent to instance (the selector's method belongs to \(method.type))")
            }
            method.call(target, arguments)
            return true
        }
        return performByName(on: target, with: arguments)
    }

    /// Performs the selector as a message UIKit sends (a notification, an action, a tick): a
    /// target without the method stops the film, as Objective-C's "unrecognized selector" does.
    @MainActor
    package func send(to target: AnyObject, with arguments: [Any?] = []) {
        if !perform(on: target, with: arguments) {
            fatalError("KeyboardFilmUIKit: -[\(type(of: target)) \(name)]: unrecognized selector sent to instance (a selector made from a string names no method the port could find)")
        }
    }

    /// UIKit's own methods that code names by string (`Selector("resignFirstResponder")`): the one
    /// table both performing and `responds(to:)` read.
    @MainActor
    private static let byName: [String: @MainActor (AnyObject, [Any?]) -> Bool] = [
        "resignFirstResponder": { target, _ in
            guard let responder = target as? UIResponder else { return false }
            responder.resignFirstResponder(); return true
        },
        "becomeFirstResponder": { target, _ in
            guard let responder = target as? UIResponder else { return false }
            responder.becomeFirstResponder(); return true
        },
        "layoutIfNeeded": { target, _ in
            guard let view = target as? UIView else { return false }
            view.layoutIfNeeded(); return true
        },
        "setNeedsLayout": { target, _ in
            guard let view = target as? UIView else { return false }
            view.setNeedsLayout(); return true
        },
        "endEditing:": { target, arguments in
            guard let view = target as? UIView else { return false }
            view.endEditing((arguments.first ?? nil) as? Bool ?? true); return true
        },
    ]

    @MainActor
    private func performByName(on target: AnyObject, with arguments: [Any?]) -> Bool {
        Self.byName[name]?(target, arguments) ?? false
    }

    /// Whether `target` has the selector's method (`responds(to:)`).
    @MainActor
    package func isImplemented(by target: AnyObject) -> Bool {
        if let method { return method.accepts(target) }
        return Self.byName[name] != nil
    }
}

/// `NSStringFromSelector(_:)`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// `NSSelectorFromString(_:)`: a name only (see `Selector`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
