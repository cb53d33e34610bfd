import Foundation
import KeyboardSimulation
#if canImport(Glibc)
import Glibc
#endif

/// How much memory a render may still take, from the tightest of the limits the process lives
/// under: half the machine's memory, the control group's `memory.max` (a CI container), and
/// the address-space limit (`ulimit -v`). A render that outgrows any of them is killed or
/// aborts half-way, so the thread count is fitted before any work.
public struct MemoryBudget: Sendable, Equatable {
    /// Bytes the render may add to what the process uses now.
    public var bytes: Double
    /// The limit, in words: "the address-space limit (ulimit -v) of 1.0 GiB".
    public var source: String
    /// Whether the limit counts reserved address space (each worker thread reserves a stack and
    /// a malloc arena it may never touch) rather than memory in use.
    public var countsAddressSpace: Bool

    public init(bytes: Double, source: String, countsAddressSpace: Bool = false) {
        self.bytes = bytes; self.source = source; self.countsAddressSpace = countsAddressSpace
    }

    /// Address space each extra worker thread reserves: an 8 MiB stack and glibc's 64 MiB arena.
    static let threadReservation = 72.0 * 1_048_576

    /// What a render of `canvas` pixels on `jobs` threads needs from this budget.
    public func need(canvasWidth: Int, canvasHeight: Int, jobs: Int) -> Double {
        FilmRenderer.estimatedBytes(canvasWidth: canvasWidth, canvasHeight: canvasHeight, jobs: jobs)
            + (countsAddressSpace ? Double(jobs) * Self.threadReservation : 0)
    }

    /// The most threads (≤ `jobs`) whose render fits, or 0 when not even one does.
    public func fittingJobs(canvasWidth: Int, canvasHeight: Int, upTo jobs: Int) -> Int {
        var n = jobs
        while n > 0 && need(canvasWidth: canvasWidth, canvasHeight: canvasHeight, jobs: n) > bytes { n -= 1 }
        return n
    }

    /// Every limit that applies now, tightest first.
    public static func current() -> [MemoryBudget] {
        var budgets = [MemoryBudget(bytes: Double(ProcessInfo.processInfo.physicalMemory) / 2,
                                    source: "half this machine's memory (\(gib(Double(ProcessInfo.processInfo.physicalMemory) / 2)))")]
        if let group = controlGroupHeadroom() { budgets.append(group) }
        if let space = addressSpaceHeadroom() { budgets.append(space) }
        return budgets.sorted { $0.bytes < $1.bytes }
    }

    public static func gib(_ bytes: Double) -> String { NumberFormat.fixed(bytes / 1_073_741_824, decimals: 1) + " GiB" }

    /// `ulimit -v`: the limit less the address space the process has already mapped.
    static func addressSpaceHeadroom() -> MemoryBudget? {
        #if canImport(Glibc)
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        let mapped = statusField("VmSize") ?? 0
        return MemoryBudget(bytes: Double(limit.rlim_cur) - mapped,
                            source: "the address-space limit (ulimit -v) of \(gib(Double(limit.rlim_cur)))", countsAddressSpace: true)
        #else
        return nil
        #endif
    }

    /// The control group's limit less its working set (usage without reclaimable file cache):
    /// cgroup v2's `memory.max`, else v1's `memory.limit_in_bytes`.
    static func controlGroupHeadroom() -> MemoryBudget? {
        let layouts = [("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current", "/sys/fs/cgroup/memory.stat", "inactive_file", "memory.max"),
                       ("/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes",
                        "/sys/fs/cgroup/memory/memory.stat", "total_inactive_file", "memory.limit_in_bytes")]
        for (limitFile, usageFile, statFile, inactiveKey, name) in layouts {
            guard let text = try? String(contentsOfFile: limitFile, encoding: .utf8) else { continue }
            // "max", or v1's near-2⁶³ "unlimited", mean no limit.
            guard let limit = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), limit < 1e18 else { return nil }
            let usage = (try? String(contentsOfFile: usageFile, encoding: .utf8)).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            let inactive = keyedValue(inactiveKey, in: statFile) ?? 0
            return MemoryBudget(bytes: limit - max(0, usage - inactive), source: "the control group's \(name) of \(gib(limit))")
        }
        return nil
    }

    /// A `key value` line's value from a file such as `memory.stat`.
    static func keyedValue(_ key: String, in file: String) -> Double? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[0] == key { return Double(parts[1]) }
        }
        return nil
    }

    /// A `/proc/self/status` field in bytes ("VmSize:  147500 kB").
    static func statusField(_ key: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 2, let kb = Double(fields[1]) { return kb * 1024 }
        }
        return nil
    }
}

extension FilmRenderer {
    /// Peak memory a render adds, measured (`/usr/bin/time -f %M`, BENCHMARKS.md) at 1x, 2x and
    /// 3x: each worker holds its batch's frames, the last frame it drew, the rasterizer's
    /// coverage and the encoder's rows (about 7–8 canvases); the film's own outputs about 2 more.
    /// The layer cache takes what is left, up to 3 canvases (`FilmRenderer.layerCache`).
    public static func estimatedBytes(canvasWidth: Int, canvasHeight: Int, jobs: Int) -> Double {
        let canvas = Double(canvasWidth) * Double(canvasHeight) * 4
        return 48 * 1_048_576 + canvas * (8 * Double(jobs) + 2)
    }
}
