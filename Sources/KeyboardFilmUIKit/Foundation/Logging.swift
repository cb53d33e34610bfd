import Foundation

// `import os` (and `os.log`, `OSLog`): the unified logging calls keyboard code makes. Messages go
// to the film's log (what `FilmWorld.log` holds), never to the terminal.

/// `OSLogType`.
public struct OSLogType: RawRepresentable, Sendable, Equatable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// `OSLog`: a subsystem and category.
public final class OSLog: Sendable {
    public let subsystem: String, category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// `Logger` (iOS 14): messages are plain interpolated strings here.
public struct Logger: Sendable {
    public let subsystem: String, category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }
    public func log(level: OSLogType = .default, _ message: String) { filmLog(category, message) }
    public func log(_ message: String) { filmLog(category, message) }
    public func trace(_ message: String) { filmLog(category, message) }
    public func debug(_ message: String) { filmLog(category, message) }
    public func info(_ message: String) { filmLog(category, message) }
    public func notice(_ message: String) { filmLog(category, message) }
    public func warning(_ message: String) { filmLog(category, message) }
    public func error(_ message: String) { filmLog(category, message) }
    public func critical(_ message: String) { filmLog(category, message) }
    public func fault(_ message: String) { filmLog(category, message) }
}

/// `os_log(_:log:type:_:)`: the format filled with `String(format:)`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    filmLog(log.category, String(format: "\(message)", arguments: args))
}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    filmLog(log.category, String(format: "\(message)", arguments: args))
}

private func filmLog(_ category: String, _ message: String) {
    let line = category.isEmpty ? message : "[\(category)] \(message)"
    if Thread.isMainThread { MainActor.assumeIsolated { FilmWorld.current.log.append(line) } }
}

/// `UndoManager` (Foundation's on Apple platforms, missing from corelibs Foundation): what a
/// responder's undo manager answers in a film, where nothing is typed: nothing to undo.
open class UndoManager: NSObject {
    public var canUndo: Bool { false }
    public var canRedo: Bool { false }
    public var isUndoing: Bool { false }
    public var isRedoing: Bool { false }
    open func undo() {}
    open func redo() {}
    open func removeAllActions() {}
    open func removeAllActions(withTarget target: Any) {}
    open func beginUndoGrouping() {}
    open func endUndoGrouping() {}
    open func setActionName(_ actionName: String) {}
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {}
}
