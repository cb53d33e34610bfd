import Foundation

/// The command a message tells the user to run: the executable that is running — `kbfilm`, or
/// the user's own executable built on KeyboardFilmCommandLine (`chat-films list devices`) — and
/// `kbfilm` inside a test run, where there is no command of ours to name.
public enum RunningCommand {
    public static var name: String {
        let base = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        if base.isEmpty || base.hasSuffix(".xctest") || base.hasPrefix("swift") { return "kbfilm" }
        return base
    }
}
