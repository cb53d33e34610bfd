import Foundation
import Testing

/// The `kbfilm` built with the tests, run as a user would: every command-line test goes
/// through here, so every one has a timeout.
public enum CLI {
    public static let packageRoot = TestSupport.packageRoot

    /// The kbfilm built with these tests (same configuration, same folder): never another
    /// build's binary, which could be stale.
    public static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kbfilm")

    struct BinaryMissing: Error, CustomStringConvertible {
        var description: String { "kbfilm was not built beside the tests (\(binary.path)): run the README's test command" }
    }

    /// Runs the built kbfilm, as a user would; a run still going after `timeout` seconds is
    /// killed, so a hang fails its test instead of blocking the suite.
    public static func run(_ args: [String], in dir: URL = packageRoot, environment: [String: String] = [:], timeout: Double = 600) throws -> ProcessResult {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw BinaryMissing() }
        let result = try runProcess(binary, args, in: dir, environment: environment, timeout: timeout)
        if result.timedOut { Issue.record("kbfilm \(args.joined(separator: " ")) was still running after \(Int(timeout)) s") }
        return result
    }

    /// Runs the built kbfilm as a user without privileges: as root (CI's user), permissions do
    /// not apply, so it runs as `nobody` through `setpriv`; otherwise as this user.
    public static func runUnprivileged(_ args: [String], in dir: URL = packageRoot, timeout: Double = 600) throws -> ProcessResult {
        guard getuid() == 0 else { return try run(args, in: dir, timeout: timeout) }
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw BinaryMissing() }
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/setpriv"), ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + args,
                                    in: dir, environment: [:], timeout: timeout)
        if result.timedOut { Issue.record("kbfilm \(args.joined(separator: " ")) was still running after \(Int(timeout)) s") }
        return result
    }

    /// Runs another program (python3, a checker) found on PATH.
    public static func tool(_ name: String, _ args: [String], in dir: URL = packageRoot) throws -> ProcessResult {
        try runTool(name, args, in: dir)
    }

    public static func temporaryDirectory() throws -> URL { try TestSupport.temporaryDirectory("kbfilm-cli") }

    /// Runs `body` in a new, empty temporary folder, removed afterwards.
    public static func inTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        try TestSupport.inTemporaryDirectory("kbfilm-cli", body)
    }
}
