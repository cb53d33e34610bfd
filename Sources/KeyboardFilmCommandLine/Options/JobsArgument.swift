import ArgumentParser
import Foundation
import KeyboardFilm
import KeyboardSimulation

/// `--jobs`: frames rendered in parallel, by default one per core.
struct JobsArgument: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames rendered in parallel (default: the number of cores).") var jobs: Int?

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must lie in 1 … 256, got \(jobs)") }
    }

    /// The thread count that fits in memory for every film, checked against the tightest limit
    /// the process lives under (`MemoryBudget`) before any work: without `--jobs`, as many
    /// threads as fit (up to one per core); a given `--jobs` that does not fit is refused
    /// (exit 2, saying how many would); when not even one thread fits, exit 3.
    func resolved(for films: [(canvas: Canvas, file: String)]) throws -> Int {
        let wanted = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var chosen = wanted
        let budgets = MemoryBudget.current()
        for (canvas, file) in films {
            for budget in budgets {
                let (w, h) = (canvas.width, canvas.height)
                let fitting = budget.fittingJobs(canvasWidth: w, canvasHeight: h, upTo: chosen)
                if fitting == chosen { continue }
                let need = { MemoryBudget.gib(budget.need(canvasWidth: w, canvasHeight: h, jobs: $0)) }
                if fitting == 0 {
                    throw CommandFailure.io("\(file): rendering its \(w)×\(h) canvas needs about \(need(1)) on one thread; \(budget.source) leaves \(MemoryBudget.gib(max(0, budget.bytes))): lower --scale, or raise the limit")
                }
                if jobs != nil {
                    throw CommandFailure.usage("\(file): --jobs \(chosen) on a \(w)×\(h) canvas needs about \(need(chosen)), more than \(budget.source) leaves (\(MemoryBudget.gib(max(0, budget.bytes)))): use --jobs \(fitting) or fewer")
                }
                chosen = fitting
            }
        }
        return chosen
    }
}
