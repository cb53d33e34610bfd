import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock timing with a monotonic clock.
enum Stopwatch {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Median wall time of `n` runs, in milliseconds (after one warm-up run).
    static func medianMilliseconds(_ n: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<n { times.append(try seconds(body) * 1000) }
        times.sort()
        return times[times.count / 2]
    }
}

/// Peer tools and child processes, measured with `wait4` (wall time, CPU time, peak memory).
enum Tools {
    static func find(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    struct Usage { var wallSeconds: Double; var cpuSeconds: Double; var maxRSSMegabytes: Double; var status: Int32 }

    /// Runs a program to completion with its output discarded. `maxRSSMegabytes` is the child's
    /// rusage figure, which on Linux includes the spawning parent's high-water mark; kbfilm
    /// children report their own through `KBFILM_PEAK_MEMORY_FILE` (see `measureKbfilm`).
    @discardableResult
    static func measure(_ executable: String, _ args: [String], environment: [String: String] = [:]) throws -> Usage {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, env) == 0 else {
            throw CommandFailure.io("cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        let exit = (status >> 8) & 0xFF
        return Usage(wallSeconds: wall, cpuSeconds: cpu, maxRSSMegabytes: Double(usage.ru_maxrss) / 1024, status: exit)
    }

    /// Runs kbfilm and reads the peak memory it reports for itself, in MB.
    static func measureKbfilm(_ executable: String, _ args: [String], scratch: Scratch) throws -> (Usage, Double) {
        let file = scratch.path("peak-memory.txt")
        try? FileManager.default.removeItem(atPath: file)
        let u = try measure(executable, args, environment: ["KBFILM_PEAK_MEMORY_FILE": file])
        let kb = Double((try? String(contentsOfFile: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? .nan
        return (u, kb / 1024)
    }

}

/// Markdown table output.
struct Table {
    var header: [String]
    var rows: [[String]] = []
    init(_ header: String...) { self.header = header }
    mutating func add(_ cells: String...) { rows.append(cells) }
    func print() {
        Swift.print("| " + header.joined(separator: " | ") + " |")
        Swift.print("|" + header.enumerated().map { $0.offset == 0 ? "---" : "---:" }.joined(separator: "|") + "|")
        for r in rows { Swift.print("| " + r.joined(separator: " | ") + " |") }
        Swift.print("")
    }
}

func f2(_ x: Double) -> String { String(format: "%.2f", x) }
func f1(_ x: Double) -> String { String(format: "%.1f", x) }

/// A scratch directory removed when the benchmark ends.
final class Scratch {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}
