import Foundation

/// `body(0) … body(count − 1)` on every core, the results in index order; the first error by
/// index is thrown. `kbfilm diff` of two renders compares and draws its frames this way: in a
/// user's debug build, where each frame's work is unoptimized, both cores halve the wait.
/// `body` must only read what it shares (the callers' frames, and `APNGWriter.encodeFrame`,
/// which is safe from several threads): that is why it is passed unchecked.
func parallelMap<T>(_ count: Int, _ body: (Int) throws -> T) throws -> [T] {
    let results = ParallelResults<T>(count)
    withoutActuallyEscaping(body) { body in
        let work = UncheckedSendable(body)
        DispatchQueue.concurrentPerform(iterations: count) { k in
            do { results.set(k, .success(try work.value(k))) } catch { results.set(k, .failure(error)) }
        }
    }
    // In index order: the first failure is the one thrown.
    return try results.all.map { try $0.get() }
}

private final class ParallelResults<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<T, Error>?]
    init(_ count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ k: Int, _ r: Result<T, Error>) { lock.lock(); values[k] = r; lock.unlock() }
    var all: [Result<T, Error>] { lock.lock(); defer { lock.unlock() }; return values.map { $0! } }
}

private struct UncheckedSendable<V>: @unchecked Sendable {
    let value: V
    init(_ value: V) { self.value = value }
}
