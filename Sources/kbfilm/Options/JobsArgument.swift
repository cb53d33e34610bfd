import ArgumentParser
import Foundation
import KeyboardSimulation

/// `--jobs`: frames rendered in parallel, by default one per core.
struct JobsArgument: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames rendered in parallel (default: the number of cores).") var jobs: Int?

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must lie in 1 … 256, got \(jobs)") }
    }

    /// The thread count, once it is known to fit in memory for every film: each job holds a
    /// canvas and its encoded bytes, and more than half the machine's memory is refused before
    /// any work.
    func resolved(for traces: [(trace: Trace, file: String)]) throws -> Int {
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let budget = Double(ProcessInfo.processInfo.physicalMemory) / 2
        for (trace, file) in traces {
            let perJob = Double(trace.canvasWidth * trace.canvasHeight) * 4 * 3 // RGBA canvas, coverage and PNG buffers
            if Double(jobs) * perJob > budget {
                let gib = { (x: Double) in NumberFormat.fixed(x / 1_073_741_824, decimals: 1) + " GiB" }
                throw CommandFailure.usage("\(file): --jobs \(jobs) on a \(trace.canvasWidth)×\(trace.canvasHeight) canvas needs about \(gib(Double(jobs) * perJob)), more than half this machine's memory (\(gib(budget))): lower --jobs")
            }
        }
        return jobs
    }
}
