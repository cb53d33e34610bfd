import Foundation

/// The main queue while a film runs: the work a device's main run loop serves after a
/// notification's post returns and before Core Animation commits the frame
/// (docs/keyboard-physics.md §11) — `DispatchQueue.main.async` blocks, main-actor jobs (a
/// `Task { @MainActor in … }`, a `for await` loop resumed by a notification, Combine's
/// `receive(on: DispatchQueue.main)`), and the nonisolated hops between them.
///
/// A film runs synchronously on the thread that called it, inside one job of the real main
/// queue, so that queue cannot serve anything until the film is over. While a film runs, the
/// main actor's executor is this queue (through the concurrency runtime's documented hooks,
/// `swift_task_getMainExecutor_hook` and `swift_task_enqueueGlobal_hook`), for work enqueued
/// from the film's thread: the film drains it, in order, at the end of every run-loop turn, on
/// the film's clock. Work from other threads (another test) goes to the real queues as before.
/// When the film ends, whatever is still waiting is handed to the real main queue.
package final class FilmMainQueue: SerialExecutor, @unchecked Sendable {
    package static let shared = FilmMainQueue()

    private enum Work {
        case job(UnownedJob)
        case block(@Sendable () -> Void)
    }

    private let lock = NSLock()
    private var filmThread: pthread_t?
    private var waiting: [Work] = []
    /// The real main executor, as the runtime reported it when the film began.
    private var realMain: UnownedSerialExecutor?
    private var savedMainHook: GetMainExecutorHook?
    private var savedGlobalHook: EnqueueGlobalHook?

    /// Whether `queue` is the main queue (Dispatch on Linux makes a new `DispatchQueue` object
    /// for each `DispatchQueue.main`, so identity cannot tell).
    package static func isMain(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: mainQueueKey) != nil
    }

    /// Whether the caller runs on the main queue (a block or job of it, on whichever thread).
    package static var isCurrentMain: Bool { DispatchQueue.getSpecific(key: mainQueueKey) != nil }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller is the film's thread while a film runs.
    package var isFilmThread: Bool {
        lock.lock(); defer { lock.unlock() }
        return isFilmThreadLocked
    }

    private var isFilmThreadLocked: Bool {
        guard let filmThread else { return false }
        return pthread_equal(filmThread, pthread_self()) != 0
    }

    /// The film starts on this thread: main-actor and global work enqueued from it waits here.
    /// `now` reads the film's clock; `schedule` runs a block that many seconds of film time from
    /// now, in a run-loop turn of its own (both called on the film's thread).
    package func begin(now: @escaping @MainActor () -> Double,
                       schedule: @escaping @MainActor (Double, @escaping @MainActor () -> Void) -> Void) {
        lock.lock()
        filmThread = pthread_self()
        lock.unlock()
        filmClock = FilmClock(now: now, schedule: schedule)
        savedMainHook = RuntimeHooks.getMainExecutor.pointee
        savedGlobalHook = RuntimeHooks.enqueueGlobal.pointee
        RuntimeHooks.getMainExecutor.pointee = { original in
            let queue = FilmMainQueue.shared
            queue.lock.lock(); defer { queue.lock.unlock() }
            if queue.realMain == nil { queue.realMain = original() }
            return queue.asUnownedSerialExecutor()
        }
        RuntimeHooks.enqueueGlobal.pointee = { job, original in
            let queue = FilmMainQueue.shared
            queue.lock.lock()
            if queue.isFilmThreadLocked {
                queue.waiting.append(.job(job))
                queue.lock.unlock()
                return
            }
            queue.lock.unlock()
            original(job)
        }
    }

    /// The film is over: the runtime's hooks are put back, and work still waiting goes to the
    /// real main queue (a task suspended in the film resumes there, after the test's own job).
    /// Delayed blocks not yet due go to the real main queue with the delay they have left, so a
    /// `Task.sleep` begun in the film ends after it, as on a device, instead of never.
    package func end() {
        let left = timed.values.sorted { $0.order < $1.order }
        let now = filmClock.map { clock in MainActor.assumeIsolated { clock.now() } } ?? 0
        filmClock = nil
        timed = [:]
        RuntimeHooks.getMainExecutor.pointee = savedMainHook
        RuntimeHooks.enqueueGlobal.pointee = savedGlobalHook
        lock.lock()
        filmThread = nil
        let waitingNow = waiting
        waiting = []
        lock.unlock()
        for work in waitingNow { forwardToRealMain(work) }
        for entry in left {
            let nanoseconds = UInt64(max(0, entry.due - now) * 1e9)
            // Dispatch's own method (all parameters spelt), not the film's.
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds)), qos: .unspecified, flags: [],
                                          execute: entry.block)
        }
    }

    /// `DispatchQueue.main.async` from the film's thread: queued for the end of this turn.
    package func async(_ block: @escaping @Sendable () -> Void) {
        lock.lock()
        waiting.append(.block(block))
        lock.unlock()
    }

    /// The film's clock while it serves the queue (set and read on the film's thread).
    private struct FilmClock {
        let now: @MainActor () -> Double
        let schedule: @MainActor (Double, @escaping @MainActor () -> Void) -> Void
    }
    private var filmClock: FilmClock?

    /// Delayed blocks not yet run, by the order they were asked for (film's thread only).
    private var timed: [Int: (order: Int, due: Double, block: @Sendable () -> Void)] = [:]
    private var timedCount = 0

    /// Runs `block` `delay` seconds of film time from now, in a run-loop turn of its own.
    /// Call only on the film's thread (`isFilmThread`).
    package func asyncAfter(delay: Double, _ block: @escaping @Sendable () -> Void) {
        MainActor.assumeIsolated {
            guard let filmClock else { return async(block) }
            let order = timedCount
            timedCount += 1
            let delay = max(0, delay)
            timed[order] = (order, filmClock.now() + delay, block)
            filmClock.schedule(delay) { [self] in
                guard let entry = timed.removeValue(forKey: order) else { return }
                entry.block()
            }
        }
    }

    /// The delay a main-queue deadline means: `.now() + 0.1` was read a few microseconds before
    /// the film sees it, and 0.1 s is what the code asked for.
    package static func delay(until deadline: DispatchTime) -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
        return meantDelay(elapsed)
    }

    /// A delay measured to a deadline the code read off the real clock microseconds earlier,
    /// rounded to 0.1 ms: the delay the code asked for.
    package static func meantDelay(_ measured: Double) -> Double { (measured * 10_000).rounded() / 10_000 }

    /// Runs everything waiting, in order, including what it enqueues, until none is left.
    /// Bounded: code that re-enqueues itself forever stops the film with a sentence, not a hang.
    package func drain() {
        var served = 0
        while let work = next() {
            served += 1
            if served > Self.maximumPerTurn {
                // The code keeps enqueueing work: the film stops (`takeOverflow`), and what is
                // queued is dropped rather than handed to the real main queue to spin there.
                lock.lock(); waiting.removeAll(); overflowed = true; lock.unlock()
                return
            }
            switch work {
            case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
            case .block(let block): block()
            }
        }
    }

    /// More than any keyboard handler enqueues in one turn (each hop of a task is one).
    package static let maximumPerTurn = 100_000
    private var overflowed = false

    /// Whether a turn was cut short since the last call: the code filmed kept enqueueing work
    /// to the main queue (a `DispatchQueue.main.async` or a task that schedules itself again),
    /// which never lets a device draw a frame either.
    package func takeOverflow() -> Bool {
        lock.lock(); defer { lock.unlock() }
        defer { overflowed = false }
        return overflowed
    }

    private func next() -> Work? {
        lock.lock(); defer { lock.unlock() }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    // MARK: SerialExecutor (the main actor's, while a film runs)

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        if isFilmThreadLocked {
            waiting.append(.job(job))
            lock.unlock()
            return
        }
        lock.unlock()
        forwardToRealMain(.job(job))
    }

    /// Main-actor code asserting its isolation (`MainActor.assumeIsolated`) while the film's
    /// thread runs it outside one of this queue's jobs: it is the main thread of the film.
    package func checkIsolated() {
        if isFilmThread { return }
        dispatchPrecondition(condition: .onQueue(.main))
    }

    private func forwardToRealMain(_ work: Work) {
        lock.lock()
        let main = realMain
        lock.unlock()
        // Dispatch's own method (all parameters spelt), not the film's `async(execute:)`.
        DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
            switch work {
            case .job(let job): job.runSynchronously(on: main ?? MainActor.sharedUnownedExecutor)
            case .block(let block): block()
            }
        }
    }
}

typealias GetMainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
typealias GetMainExecutorHook = @convention(thin) (GetMainExecutorOriginal) -> UnownedSerialExecutor
typealias EnqueueGlobalOriginal = @convention(thin) (UnownedJob) -> Void
typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, EnqueueGlobalOriginal) -> Void

/// The Swift concurrency runtime's hook variables (exported by libswift_Concurrency on every
/// platform; the runtime consults them on each call).
enum RuntimeHooks {
    nonisolated(unsafe) static let getMainExecutor = symbol("swift_task_getMainExecutor_hook", as: GetMainExecutorHook?.self)
    nonisolated(unsafe) static let enqueueGlobal = symbol("swift_task_enqueueGlobal_hook", as: EnqueueGlobalHook?.self)

    private static func symbol<T>(_ name: String, as type: T.Type) -> UnsafeMutablePointer<T> {
        guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else {
            fatalError("KeyboardFilm: the Swift concurrency runtime has no \(name); films need it to run main-queue work")
        }
        return address.assumingMemoryBound(to: T.self)
    }
}

