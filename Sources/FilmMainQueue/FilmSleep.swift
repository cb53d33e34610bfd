import Foundation

extension FilmMainQueue {
    /// `Task.sleep` during a film: the task resumes `seconds` of film time from now, in the
    /// run-loop turn of that time (its main-actor continuation then runs at the end of that
    /// turn, like any main-queue work). Cancelling the task wakes it at once with
    /// `CancellationError`, as `Task.sleep` does. Call only on the film's thread.
    package func sleep(seconds: Double) async throws {
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if sleeper.start(continuation) {
                    asyncAfter(delay: seconds) { sleeper.finish(nil) }
                }
            }
        } onCancel: {
            sleeper.finish(CancellationError())
        }
    }
}

/// One sleeping task: woken once, by its time or by cancellation, whichever comes first.
private final class Sleeper: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    private var finished: (any Error)??

    /// Returns false when the task was cancelled before it slept (it has been resumed).
    func start(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        lock.lock()
        if let finished {
            lock.unlock()
            if let error = finished { continuation.resume(throwing: error) } else { continuation.resume() }
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    func finish(_ error: (any Error)?) {
        lock.lock()
        guard finished == nil else { return lock.unlock() }
        finished = .some(error)
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
    }
}
