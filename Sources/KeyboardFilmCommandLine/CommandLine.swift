import ArgumentParser
#if canImport(Glibc)
@preconcurrency import Glibc // for C's `stdout` stream, a global variable
#endif
import Foundation
import KeyboardFilm
import KeyboardSimulation

/// `kbfilm`'s command line as a library: the `kbfilm` tool runs it with the built-in strategies;
/// an executable of yours runs it with your controllers as well (`FilmController`), so your own
/// screen renders, reviews, compares, records and verifies from the command line:
///
///     KeyboardFilmCommandLine.main(controllers: [
///         FilmController("chat") { window in
///             let chat = ChatViewController()
///             window.rootViewController = chat
///             return FilmSubject(bar: chat.inputBar, scrollView: chat.tableView)
///         },
///     ])
public enum KeyboardFilmCommandLine {
    /// Parses the process's arguments, runs the command and exits with design's exit codes.
    @MainActor
    public static func main(controllers: [FilmController] = []) {
        if let problem = FilmController.problem(in: controllers) {
            KBFilm.fail("main(controllers:): \(problem)", code: 2)
        }
        FilmController.registered = controllers
        KBFilm.main()
    }
}

/// The `kbfilm` command line: a thin layer over the libraries.
struct KBFilm: ParsableCommand {
    /// The name the tool runs under: `kbfilm`, or your executable's.
    static let name: String = {
        let own = URL(fileURLWithPath: CommandLine.arguments.first ?? "kbfilm").lastPathComponent
        return own.isEmpty ? "kbfilm" : own
    }()

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Simulate the iOS keyboard and a bar attached to it; film every frame.",
        discussion: """
        Exit codes: 0 success, 1 verification failed, 2 bad input or usage (nothing written), \
        3 I/O or internal failure.
        """,
        subcommands: [RenderCommand.self, TraceCommand.self, CompareCommand.self, DiffCommand.self, RecordCommand.self, VerifyCommand.self, MergeReportsCommand.self, CommentCommand.self, ListCommand.self, KeyboardsCommand.self, BenchCommand.self]
    )

    /// Runs the command and maps every failure onto the exit codes the reference documents (CommandLine article) (0, 1, 2, 3).
    static func main() {
        #if canImport(Glibc)
        // Frames are large buffers allocated and freed many times: keep them out of the heap
        // (glibc otherwise raises its mmap threshold and the heap grows with the film's length).
        _ = glibcMallopt(-3 /* M_MMAP_THRESHOLD */, 1 << 20)
        // …and keep the heap's freed top for the next frame's smaller buffers (PNG bytes).
        _ = glibcMallopt(-1 /* M_TRIM_THRESHOLD */, 64 << 20)
        #endif
        StagingRegistry.shared.installSignalHandlers()
        do {
            var command = try parseAsRoot()
            do { try command.run() } catch let exit as ExitCode {
                checkStandardOutput()
                throw exit
            }
            checkStandardOutput()
        } catch let error where failure(for: error) != nil {
            let (message, code) = failure(for: error)!
            fail(message, code: code)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            // Parse and validation errors are usage errors: exit code 2.
            fail(fullMessage(for: error), code: 2)
        }
    }

    /// The message and exit code of a failure KeyboardFilm raised: bad input (a storyboard, a
    /// refused destination: 2) or a command's own; nil for the argument parser's and others.
    static func failure(for error: Error) -> (message: String, code: Int32)? {
        switch error {
        case let e as StoryboardError: (e.description, 2)
        case let e as RefusedDestination: (e.description, 2)
        case let e as CommandFailure: (e.message, e.exitCode)
        default: nil
        }
    }

    /// What a command printed must have reached its reader: a full disk or a closed pipe on
    /// standard output is an I/O failure (exit 3), not a success with the output lost.
    static func checkStandardOutput() {
        errno = 0
        // `print` goes through C's stdout buffer; its error flag remembers a failed earlier flush.
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            let reason = errno != 0 ? String(cString: strerror(errno)) : "write error"
            fail("cannot write to standard output: \(reason)", code: 3)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        // An interrupt is removing the staging folders and will exit with 128 + its signal:
        // the writers' errors it causes are not news, and must not win the race to exit.
        while StagingRegistry.shared.isInterrupted { sleep(1) }
        // Messages may echo file names and values from the input: never let them drive the terminal.
        let message = String(String.UnicodeScalarView(message.unicodeScalars.map {
            ($0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t") ? "?" : $0
        }))
        FileHandle.standardError.write(Data((name + ": " + message + "\n").utf8))
        Foundation.exit(code)
    }
}

#if canImport(Glibc)
/// glibc's `mallopt` (malloc.h), which Swift's Glibc module does not export.
@_silgen_name("mallopt")
func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// A file-system error in a sentence (see `describeIOError`).
func ioDescription(_ error: Error) -> String { describeIOError(error) }

/// A failure with its exit code and a message for the user.
struct CommandFailure: Error {
    var message: String
    var exitCode: Int32

    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 2) }
    static func io(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 3) }
}
