import Foundation

/// A progress line on stderr, redrawn in place; silent unless stderr is a terminal.
public final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let label: String
    private let total: Int
    private var done = 0
    private var lastDraw = 0.0
    private let enabled: Bool
    private let unit: String

    /// `unit`: what is counted ("frames", "films").
    public init(label: String, total: Int, quiet: Bool, unit: String = "frames") {
        self.label = label; self.total = total; self.unit = unit
        enabled = !quiet && isatty(2) == 1
    }

    /// Counts one finished item; redraws at most ten times a second.
    public func advance() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let now = Date().timeIntervalSinceReferenceDate
        if done == total || now - lastDraw > 0.1 {
            lastDraw = now
            FileHandle.standardError.write(Data("\r\(label): \(done)/\(total) \(unit)".utf8))
            if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
