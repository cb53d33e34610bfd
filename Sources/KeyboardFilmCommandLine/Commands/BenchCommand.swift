import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `kbfilm bench [--quick]`: hands over to `kbfilm-bench`, the benchmark program built beside
/// this one (it lives in its own target so that the command line carries no benchmark code).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure the project against its peers, in the same run (runs kbfilm-bench).")

    @Flag(help: "Fewer repetitions and smaller scaling runs (about a minute).") var quick = false

    func run() throws {
        let me = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        let bench = me.deletingLastPathComponent().appendingPathComponent("kbfilm-bench").path
        guard FileManager.default.isExecutableFile(atPath: bench) else {
            throw CommandFailure.usage("\(bench) is not built: run `swift build -c release --product kbfilm-bench` (or Benchmarks/run.sh)")
        }
        let args = [bench] + (quick ? ["--quick"] : [])
        let argv = args.map { strdup($0) } + [nil]
        execv(bench, argv)
        throw CommandFailure.io("cannot start \(bench): \(String(cString: strerror(errno)))")
    }
}
