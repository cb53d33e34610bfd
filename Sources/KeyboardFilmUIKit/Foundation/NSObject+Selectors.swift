import Foundation

/// The Objective-C runtime's messaging that keyboard code uses, on the film's clock: delayed
/// performs (debounced layout, "scroll to bottom after the keyboard settles") and timers.

extension NSObject {
    /// `perform(_:with:afterDelay:)`: on the main run loop, `delay` seconds of film time from now.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let target = self, anArgument = anArgument
        MainActor.assumeIsolated {
            let world = FilmWorld.current
            let request = DelayedPerform(target: target, selector: aSelector, argument: anArgument)
            world.delayedPerforms.append(request)
            world.schedule(at: world.time + max(0, delay)) { [weak world] in
                guard let world, let index = world.delayedPerforms.firstIndex(where: { $0 === request }) else { return }
                world.delayedPerforms.remove(at: index)
                request.selector.send(to: request.target, with: [request.argument])
            }
        }
    }

    /// `perform(_:)`: at once.
    @discardableResult
    public func perform(_ aSelector: Selector) -> Any? {
        nonisolated(unsafe) let target = self
        MainActor.assumeIsolated { aSelector.send(to: target) }
        return nil
    }

    /// `perform(_:with:)`: at once.
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Any? {
        nonisolated(unsafe) let target = self, object = object
        MainActor.assumeIsolated { aSelector.send(to: target, with: [object]) }
        return nil
    }

    /// `responds(to:)`: whether the selector's method belongs to this object's class.
    public func responds(to aSelector: Selector) -> Bool {
        nonisolated(unsafe) let target = self
        return MainActor.assumeIsolated { aSelector.isImplemented(by: target) }
    }

    /// `cancelPreviousPerformRequests(withTarget:)`: every delayed perform of `target` not yet run.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        MainActor.assumeIsolated { FilmWorld.current.delayedPerforms.removeAll { $0.target === target } }
    }

    /// `cancelPreviousPerformRequests(withTarget:selector:object:)`: those with that selector and
    /// an argument equal to `anArgument` (`isEqual`, as UIKit compares).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        nonisolated(unsafe) let target = aTarget as AnyObject, anArgument = anArgument
        MainActor.assumeIsolated {
            FilmWorld.current.delayedPerforms.removeAll { request in
                request.target === target && request.selector == aSelector && sameArgument(request.argument, anArgument)
            }
        }
    }
}

private func sameArgument(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a as NSObject, b as NSObject): return a.isEqual(b)
    case let (a as AnyHashable, b as AnyHashable): return a == b
    default: return false
    }
}

/// A `perform(_:with:afterDelay:)` waiting for its time; the run loop keeps target and argument.
final class DelayedPerform {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    init(target: AnyObject, selector: Selector, argument: Any?) { self.target = target; self.selector = selector; self.argument = argument }
}

extension Timer {
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: fires on the film's clock
    /// every `ti` seconds (once unless `yesOrNo`), calling the selector's method with the timer,
    /// until invalidated. The timer keeps its target, as Foundation's does.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        nonisolated(unsafe) let retained = aTarget as AnyObject
        let timer = Timer(timeInterval: ti, repeats: yesOrNo) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { aSelector.send(to: retained, with: [timer]) }
        }
        nonisolated(unsafe) let scheduled = timer
        MainActor.assumeIsolated { FilmWorld.current.scheduleTimer(scheduled, every: max(ti, 0.0001), repeats: yesOrNo) }
        return timer
    }
}

extension FilmWorld {
    /// Fires `timer` every `interval` of film time while it is valid.
    func scheduleTimer(_ timer: Timer, every interval: TimeInterval, repeats: Bool) {
        nonisolated(unsafe) let timer = timer
        schedule(at: time + interval) { [weak self] in
            guard timer.isValid else { return }
            timer.fire()
            if repeats, timer.isValid { self?.scheduleTimer(timer, every: interval, repeats: true) }
        }
    }
}
