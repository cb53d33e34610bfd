// The subscription behind `Merge` and `CombineLatest`, which OpenCombine 0.14 does not have:
// several upstreams subscribed at once, each value turned into an output (or none yet) by the
// operator, and the outputs delivered as the downstream's demand allows.
import Foundation
import OpenCombine

/// Several upstreams feeding one downstream. Upstreams are asked for everything they have (a
/// notification publisher cannot be held back anyway); outputs beyond the downstream's demand
/// wait here, in arrival order, so nothing is lost and nothing arrives unasked. The downstream
/// finishes once every upstream has finished and what waited is delivered; a failure ends it at once.
final class FanIn<Output, Failure: Error>: Subscription, @unchecked Sendable {
    /// What a value from upstream `index` makes: an output, or nil (CombineLatest before every
    /// upstream has spoken).
    typealias Combine = (_ index: Int, _ value: Any) -> Output?

    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var waiting: [Output] = []
    private var demand = Subscribers.Demand.none
    private var ending: Subscribers.Completion<Failure>?
    private var delivering = false
    private let combine: Combine

    private init(count: Int, downstream: AnySubscriber<Output, Failure>, combine: @escaping Combine) {
        self.downstream = downstream
        self.combine = combine
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// Subscribes `subscriber` to `publishers` fanned in by `combine`.
    static func subscribe<S: Subscriber>(_ subscriber: S, to publishers: [AnyPublisher<Any, Failure>], combine: @escaping Combine)
    where S.Input == Output, S.Failure == Failure {
        let fan = FanIn(count: publishers.count, downstream: AnySubscriber(subscriber), combine: combine)
        subscriber.receive(subscription: fan)
        if publishers.isEmpty { fan.end(.finished); return }
        for (i, p) in publishers.enumerated() { p.subscribe(Branch(fan: fan, index: i)) }
    }

    // MARK: Subscription (the downstream's side)

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams.compactMap { $0 }
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        waiting.removeAll()
        lock.unlock()
        for s in subscriptions { s.cancel() }
    }

    // MARK: The upstreams' side

    fileprivate func attach(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil, upstreams[index] == nil else { lock.unlock(); subscription.cancel(); return }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    fileprivate func receive(_ value: Any, from index: Int) {
        lock.lock()
        guard downstream != nil, ending == nil else { lock.unlock(); return }
        if let output = combine(index, value) { waiting.append(output) }
        lock.unlock()
        deliver()
    }

    fileprivate func complete(_ completion: Subscribers.Completion<Failure>, from index: Int) {
        lock.lock()
        upstreams[index] = nil
        finished[index] = true
        let others: [Subscription]
        if case .failure = completion {
            // A failure ends everything now: what waited is dropped, as Combine drops it.
            waiting.removeAll()
            others = upstreams.compactMap { $0 }
            upstreams = upstreams.map { _ in nil }
        } else {
            others = []
        }
        let allFinished = finished.allSatisfy { $0 }
        lock.unlock()
        for s in others { s.cancel() }
        if case .failure = completion { end(completion) } else if allFinished { end(.finished) }
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        if ending == nil { ending = completion }
        lock.unlock()
        deliver()
    }

    /// Hands waiting outputs down while there is demand, then the completion once none wait.
    /// One delivery loop at a time: a downstream that asks for more inside `receive` is served
    /// by the loop already running.
    private func deliver() {
        lock.lock()
        guard !delivering else { lock.unlock(); return }
        delivering = true
        while let downstream, demand > 0, !waiting.isEmpty {
            let output = waiting.removeFirst()
            demand -= 1
            lock.unlock()
            let more = downstream.receive(output)
            lock.lock()
            demand += more
        }
        var completion: Subscribers.Completion<Failure>?
        var target: AnySubscriber<Output, Failure>?
        if let ending, waiting.isEmpty, let downstream {
            completion = ending
            target = downstream
            self.downstream = nil
        }
        delivering = false
        lock.unlock()
        if let completion, let target { target.receive(completion: completion) }
    }
}

/// One upstream's subscriber, reporting to the fan-in with its index.
private struct Branch<Failure: Error, Output>: Subscriber {
    let fan: FanIn<Output, Failure>
    let index: Int
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: Subscription) { fan.attach(subscription, at: index) }
    func receive(_ input: Any) -> Subscribers.Demand { fan.receive(input, from: index); return .none }
    func receive(completion: Subscribers.Completion<Failure>) { fan.complete(completion, from: index) }
}

extension Publisher {
    /// The publisher with its outputs as `Any`, for a fan-in of publishers of different types.
    var erasedForFanIn: AnyPublisher<Any, Failure> { map { $0 as Any }.eraseToAnyPublisher() }
}
