import Foundation

/// Independent checkers the tests run on our outputs. On a developer machine a test that needs a
/// missing one is skipped, and says why; under CI (which installs them all) it runs and fails.
enum Peers {
    static var isCI: Bool {
        guard let ci = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false", "no", "off"].contains(ci.lowercased())
    }

    /// Whether `program` is on PATH.
    static func has(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// Whether python3 can import every module named.
    static func python(_ modules: String...) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", modules.map { "import \($0)" }.joined(separator: "; ")]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    static let chromium = isCI || has("chromium")
    static let pixelmatch = isCI || python("PIL", "pixelmatch")
    static let pillow = isCI || python("PIL")
}
