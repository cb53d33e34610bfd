import Foundation
#if !KBFILM_ONE_MODULE // the fuzzer compiles the model, the simulation and this queue as one module
import FilmMainQueue
#endif

extension DispatchQueue {
    /// `DispatchQueue.main.async { … }` during a film runs at the end of the run-loop turn, after
    /// the post that enqueued it returns and before the frame is committed, outside the
    /// keyboard's animation block (physics §11). Other queues, and the main queue outside a
    /// film, are Dispatch's. (Chosen over Dispatch's method, whose other parameters default.)
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if FilmMainQueue.isMain(self), FilmMainQueue.shared.isFilmThread {
            FilmMainQueue.shared.async(work)
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// `DispatchQueue.main.asyncAfter(deadline:)` during a film: on the film's clock, the delay
    /// being the deadline's distance from now.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if FilmMainQueue.isMain(self), FilmMainQueue.shared.isFilmThread {
            FilmMainQueue.shared.asyncAfter(delay: FilmMainQueue.delay(until: deadline), work)
        } else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }
}
