import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the model, the simulation and this queue as one module
import FilmMainQueue
#endif

/// `Task.sleep` during a film sleeps on the film's clock: a handler that waits 0.1 s before it
/// animates starts 0.1 s of film later, in the turn of that time, as on a device. Outside a film,
/// and for clocks other than the continuous and suspending ones, it is the standard library's.
/// (These declarations shadow the standard library's for code that imports UIKit here.)
extension Task where Success == Never, Failure == Never {
    public static func sleep(nanoseconds duration: UInt64) async throws {
        if FilmMainQueue.shared.isFilmThread {
            return try await FilmMainQueue.shared.sleep(seconds: Double(duration) / 1e9)
        }
        try await ContinuousClock().sleep(until: .now + .nanoseconds(duration), tolerance: nil)
    }

    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        if FilmMainQueue.shared.isFilmThread, clock is ContinuousClock || clock is SuspendingClock,
           let duration = duration as? Duration {
            return try await FilmMainQueue.shared.sleep(seconds: duration.filmSeconds)
        }
        try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance)
    }

    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        if FilmMainQueue.shared.isFilmThread, let duration = clock.now.duration(to: deadline) as? Duration,
           clock is ContinuousClock || clock is SuspendingClock {
            return try await FilmMainQueue.shared.sleep(seconds: FilmMainQueue.meantDelay(duration.filmSeconds))
        }
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }
}

private extension Duration {
    var filmSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
