import CLibPNG
import Foundation
import KeyboardSimulation
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

    /// Runs a program to completion with its output discarded. On Linux `maxRSSMegabytes`
    /// includes this process's own high-water mark (a `posix_spawn` child starts from the
    /// parent's address space); `measureFresh` gives a child's own figure.
    @discardableResult
    static func measure(_ executable: String, _ args: [String]) throws -> Usage {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw BenchFailure("cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return Usage(wallSeconds: wall, cpuSeconds: cpu, maxRSSMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }

    static let measureChildFlag = "--measure-child"

    /// Measures a program from a freshly started copy of this benchmark, whose small address
    /// space is all the child inherits: the peak memory is then the child's own, with that
    /// copy's footprint (≈ 16 MB: `kbfilm-bench --measure-child /bin/sleep 0.2`) as its floor.
    static func measureFresh(_ executable: String, _ args: [String]) throws -> Usage {
        let me = thisProgram().path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: me)
        p.arguments = [measureChildFlag, executable] + args
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let f = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard p.terminationStatus == 0, f.count == 4 else { throw BenchFailure("cannot measure \(executable): \(text)") }
        return Usage(wallSeconds: f[0], cpuSeconds: f[1], maxRSSMegabytes: f[2], status: Int32(f[3]))
    }

    /// `kbfilm-bench --measure-child EXE ARGS…`: runs EXE and prints "wall cpu peakMB status".
    static func measureChildAndExit() -> Never {
        let args = Array(CommandLine.arguments.dropFirst(2))
        guard let exe = args.first, let u = try? measure(exe, Array(args.dropFirst())) else { exit(3) }
        print(u.wallSeconds, u.cpuSeconds, u.maxRSSMegabytes, u.status)
        exit(0)
    }

    /// The `kbfilm` binary built next to this one.
    static func kbfilmBesideThisProgram() throws -> String {
        let me = thisProgram()
        let path = me.deletingLastPathComponent().appendingPathComponent("kbfilm").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchFailure("\(path) is missing: build it first (swift build -c release --product kbfilm)")
        }
        return path
    }
}

/// This program's own file, links resolved.
func thisProgram() -> URL {
    (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// zlib `compress2` of raw bytes at `level`: the floor our PNG encoding is measured against.
func zlibCompressedSize(_ bytes: UnsafeRawBufferPointer, level: Int32) -> Int {
    var destLength = compressBound(uLong(bytes.count))
    var dest = [UInt8](repeating: 0, count: Int(destLength))
    let status = compress2(&dest, &destLength, bytes.baseAddress!.assumingMemoryBound(to: Bytef.self), uLong(bytes.count), level)
    return status == Z_OK ? Int(destLength) : -1
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

func f2(_ x: Double) -> String { NumberFormat.fixed(x, decimals: 2) }
func f1(_ x: Double) -> String { NumberFormat.fixed(x, decimals: 1) }
func f0(_ x: Double) -> String { NumberFormat.fixed(x, decimals: 0) }

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
