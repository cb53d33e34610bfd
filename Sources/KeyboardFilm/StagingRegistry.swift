import CAtomicRename
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// The staging folders being written, removed when the process is interrupted.

/// The staging folders this process is writing, so an interrupt (SIGINT, SIGTERM, SIGHUP) can
/// remove them before exiting: an interrupted run leaves the previous output and nothing else.
public final class StagingRegistry: @unchecked Sendable {
    public static let shared = StagingRegistry()
    private let lock = NSLock()
    private var folders: Set<URL> = []
    private var interruptedBy: Int32?
    private var sources: [DispatchSourceSignal] = []

    func add(_ url: URL) { lock.lock(); folders.insert(url); lock.unlock() }
    func remove(_ url: URL) { lock.lock(); folders.remove(url); lock.unlock() }

    /// Whether a signal is being handled: the process is about to exit with 128 + its number,
    /// and errors the interrupt causes in the writers (their folder vanished) are not the user's news.
    public var isInterrupted: Bool { lock.lock(); defer { lock.unlock() }; return interruptedBy != nil }

    /// Runs `body` (a commit, or creating folders in a staging directory) unless an interrupt
    /// has begun; the interrupt waits for it to finish.
    func whileNotInterrupted<T>(_ body: () throws -> T) throws -> T {
        lock.lock(); defer { lock.unlock() }
        if interruptedBy != nil { throw CocoaError(.userCancelled) }
        return try body()
    }

    /// Removes every registered staging folder. Each is first renamed out of the writers' way
    /// (a file they create afterwards fails instead of landing in a folder being deleted).
    public func removeAll(signal: Int32 = SIGINT) {
        lock.lock(); interruptedBy = signal; let all = folders; folders = []; lock.unlock()
        let fm = FileManager.default
        for url in all {
            let tombstone = url.deletingLastPathComponent()
                .appendingPathComponent(url.lastPathComponent.replacingOccurrences(of: ".partial-", with: ".removing-"))
            let target = (try? fm.moveItem(at: url, to: tombstone)) != nil ? tombstone : url
            // A write that opened its file before the rename may still add an entry: try again.
            for _ in 0..<20 where fm.fileExists(atPath: target.path) {
                try? fm.removeItem(at: target)
            }
        }
    }

    /// Handles SIGINT, SIGTERM and SIGHUP on a background queue: remove the staging folders,
    /// then exit with 128 + the signal's number, as a shell reports it.
    public func installSignalHandlers() {
        #if canImport(Glibc)
        let queue = DispatchQueue(label: "kbfilm.signals")
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { [unowned self] in
                self.removeAll(signal: sig)
                exit(128 + sig)
            }
            source.resume()
            sources.append(source)
        }
        #endif
    }
}
