import Foundation

/// Independent checkers the tests run on our outputs. On a developer machine a test that needs a
/// missing one is skipped, and says why; under CI (which installs them all) it runs and fails.
public enum Peers {
    public static var isCI: Bool {
        guard let ci = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false", "no", "off"].contains(ci.lowercased())
    }

    /// Whether `program` is on PATH.
    public static func has(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// Whether python3 can import every module named.
    public static func python(_ modules: String...) -> Bool {
        ((try? runTool("python3", ["-c", modules.map { "import \($0)" }.joined(separator: "; ")]))?.status ?? 1) == 0
    }

    public static let chromium = isCI || has("chromium")
    public static let pixelmatch = isCI || python("PIL", "pixelmatch")
    public static let pillow = isCI || python("PIL")
    public static let pngcheck = isCI || has("pngcheck")
    public static let rsvg = isCI || has("rsvg-convert")
    public static let python3 = isCI || has("python3")
    public static let markdownIt = isCI || python("markdown_it")
    public static let pyyaml = isCI || python("yaml")
}
