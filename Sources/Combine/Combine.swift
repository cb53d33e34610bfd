// `import Combine` where Apple's Combine does not exist (Linux): OpenCombine's publishers,
// subscribers and operators, plus what Foundation and Dispatch add to Combine on Apple's
// systems, written here because OpenCombine's own versions are compiled only where no module
// named Combine can be imported — and this module is named Combine. Main-thread schedulers
// hand their work to the film's main queue while a film runs, so `receive(on:)` runs after the
// post returns, outside the keyboard's animation block, as on a device.
@_exported import OpenCombine
import Foundation
import FilmMainQueue

extension NotificationCenter {
    /// Apple's `NotificationCenter.Publisher`: a notification published to each subscriber, on
    /// the posting thread (a sink without `receive(on:)` runs inside the post).
    public struct Publisher: OpenCombine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: NotificationSubscription(center: center, name: name, object: object, downstream: subscriber))
        }
    }

    /// `publisher(for:object:)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// What a notification observer hands each notification to.
private protocol NotificationReceiver: AnyObject, Sendable {
    func deliver(_ note: Notification)
}

/// One subscriber's observation: notifications are delivered as long as demand lasts (as
/// Apple's, extra notifications without demand are dropped); cancelling removes the observer.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, NotificationReceiver, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var token: NSObjectProtocol?
    private let center: NotificationCenter

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?, downstream: Downstream) {
        self.center = center
        self.downstream = downstream
        // The observer holds the subscription as a plain receiver (no generic type to carry across threads).
        weak let receiver: (any NotificationReceiver)? = self
        token = center.addObserver(forName: name, object: object, queue: nil) { note in
            receiver?.deliver(note)
        }
    }

    func deliver(_ note: Notification) {
        lock.lock()
        guard let downstream, demand > 0 else { lock.unlock(); return }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(note)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock(); defer { lock.unlock() }
        self.demand += demand
    }

    func cancel() {
        lock.lock()
        let token = self.token
        self.token = nil
        downstream = nil
        lock.unlock()
        if let token { center.removeObserver(token) }
    }
}

// MARK: Schedulers

/// A scheduler's interval in nanoseconds (Apple's `DispatchQueue.SchedulerTimeType.Stride` and
/// `RunLoop.SchedulerTimeType.Stride` accept the same literals and factories).
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Codable, Sendable,
    ExpressibleByFloatLiteral {
    /// Nanoseconds.
    public var magnitude: Int
    public init(nanoseconds: Int) { magnitude = nanoseconds }
    /// Seconds, as `TimeInterval`.
    public var timeInterval: TimeInterval { Double(magnitude) / 1e9 }

    public init(integerLiteral value: Int) { self = .seconds(value) }
    public init(floatLiteral value: Double) { self = .seconds(value) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let n = Int(exactly: source) else { return nil }
        magnitude = n
    }

    public static func < (a: Self, b: Self) -> Bool { a.magnitude < b.magnitude }
    public static func + (a: Self, b: Self) -> Self { Self(nanoseconds: a.magnitude + b.magnitude) }
    public static func - (a: Self, b: Self) -> Self { Self(nanoseconds: a.magnitude - b.magnitude) }
    public static func * (a: Self, b: Self) -> Self { Self(nanoseconds: a.magnitude * b.magnitude) }
    public static func += (a: inout Self, b: Self) { a = a + b }
    public static func -= (a: inout Self, b: Self) { a = a - b }
    public static func *= (a: inout Self, b: Self) { a = a * b }

    public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int((s * 1e9).rounded())) }
    public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
    public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }
}

/// Runs scheduler work: on the film's main queue (and clock) when the scheduler is the main
/// thread's and a film runs on this thread, else with `fallback`.
private enum MainThreadWork {
    static func now(_ action: @escaping () -> Void, onMain: Bool, fallback: () -> Void) {
        if onMain, FilmMainQueue.shared.isFilmThread {
            nonisolated(unsafe) let action = action
            FilmMainQueue.shared.async { action() }
        } else {
            fallback()
        }
    }

    static func after(_ delay: Double, _ action: @escaping () -> Void, onMain: Bool, fallback: () -> Void) {
        if onMain, FilmMainQueue.shared.isFilmThread {
            nonisolated(unsafe) let action = action
            FilmMainQueue.shared.asyncAfter(delay: delay) { action() }
        } else {
            fallback()
        }
    }
}

/// A repeating schedule's cancellation.
private final class RepeatingWork: Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Runs `action` at `first`, then every `interval`, through `after` (one shot per run).
    func start(after first: Double, every interval: Double, _ action: @escaping () -> Void,
               using after: @escaping (Double, @escaping () -> Void) -> Void) {
        func tick() {
            guard !isCancelled else { return }
            action()
            after(interval, tick)
        }
        after(first, tick)
    }
}

extension DispatchQueue: @retroactive Scheduler {
    /// Apple's `DispatchQueue.SchedulerTimeType`: a point in `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        public typealias Stride = SchedulerStride
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
        public func distance(to other: Self) -> Stride {
            Stride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }
        public func advanced(by n: Stride) -> Self {
            let t = Int(dispatchTime.uptimeNanoseconds) + n.magnitude
            return Self(DispatchTime(uptimeNanoseconds: UInt64(max(1, t))))
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        public static func == (a: Self, b: Self) -> Bool { a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds }
        public func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            try c.encode(dispatchTime.uptimeNanoseconds)
        }
        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }
    }

    /// Apple's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    private var isMain: Bool { FilmMainQueue.isMain(self) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        MainThreadWork.now(action, onMain: isMain) {
            async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        MainThreadWork.after(FilmMainQueue.delay(until: date.dispatchTime), action, onMain: isMain) {
            asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let work = RepeatingWork()
        nonisolated(unsafe) let action = action
        work.start(after: FilmMainQueue.delay(until: date.dispatchTime), every: interval.timeInterval, action) { [self] delay, tick in
            nonisolated(unsafe) let tick = tick
            schedule(after: SchedulerTimeType(.now()).advanced(by: .seconds(delay)), tolerance: tolerance, options: options) { tick() }
        }
        return AnyCancellable(work)
    }
}

extension RunLoop: @retroactive Scheduler {
    /// Apple's `RunLoop.SchedulerTimeType`: a `Date`.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        public typealias Stride = SchedulerStride
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: Self) -> Stride { .seconds(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
    }

    /// Apple's `RunLoop.SchedulerOptions` (it has none).
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    private var isMain: Bool { self === RunLoop.main }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        MainThreadWork.now(action, onMain: isMain) { perform { action() } }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        let delay = (max(0, date.date.timeIntervalSinceNow) * 10_000).rounded() / 10_000
        MainThreadWork.after(delay, action, onMain: isMain) {
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
            add(timer, forMode: .default)
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let work = RepeatingWork()
        nonisolated(unsafe) let action = action
        work.start(after: max(0, date.date.timeIntervalSinceNow), every: interval.timeInterval, action) { [self] delay, tick in
            nonisolated(unsafe) let tick = tick
            schedule(after: SchedulerTimeType(Date().addingTimeInterval(delay)), tolerance: tolerance, options: options) { tick() }
        }
        return AnyCancellable(work)
    }
}
