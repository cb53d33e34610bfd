// Not in the fuzzer's one-module build of the model, which has no Combine.
#if !KBFILM_ONE_MODULE
import Combine
import Foundation

extension NSObject {
    /// Combine's `NSObject.KeyValueObservingPublisher` (for the model's layers too): the value at `keyPath` of a view, scroll
    /// view or layer, published whenever the model announces it changed (see
    /// `observe(_:options:changeHandler:)`: inside the block that changes it, so a sink that lays
    /// out rides the same animation). `.initial` publishes the current value on subscription,
    /// `.prior` the old value just before each change.
    public struct KeyValueObservingPublisher<Subject: _KeyValueCodingAndObserving, Value: Equatable>: Publisher, @unchecked Sendable {
        public typealias Output = Value
        public typealias Failure = Never

        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            nonisolated(unsafe) let subscriber = subscriber
            MainActor.assumeIsolated {
                let subscription = KeyValueObservingSubscription(downstream: subscriber)
                subscriber.receive(subscription: subscription)
                subscription.start(observing: object, keyPath, options)
            }
        }
    }
}

extension _KeyValueCodingAndObserving {
    /// `publisher(for:options:)`, by default `[.initial, .new]` as Apple's.
    public func publisher<Value: Equatable>(for keyPath: KeyPath<Self, Value>,
                                            options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

/// One subscriber's observation: values go down while there is demand (others are dropped, as
/// key-value observing cannot be held back); cancelling ends the observation.
private final class KeyValueObservingSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable where Downstream.Failure == Never {
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observation: NSKeyValueObservation?

    init(downstream: Downstream) { self.downstream = downstream }

    @MainActor func start<Subject: _KeyValueCodingAndObserving>(observing object: Subject, _ keyPath: KeyPath<Subject, Downstream.Input>,
                                                              _ options: NSKeyValueObservingOptions) where Downstream.Input: Equatable {
        guard downstream != nil else { return }
        let publishesPrior = options.contains(.prior)
        observation = object.observe(keyPath, options: options.union(publishesPrior ? [.old] : [])) { [weak self] object, change in
            if change.isPrior {
                if publishesPrior, let old = change.oldValue { self?.send(old) }
            } else {
                self?.send(change.newValue ?? object[keyPath: keyPath])
            }
        }
    }

    private func send(_ value: Downstream.Input) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(value)
    }

    func request(_ more: Subscribers.Demand) { demand += more }

    func cancel() {
        downstream = nil
        let observation = self.observation
        self.observation = nil
        MainActor.assumeIsolated { observation?.invalidate() }
    }
}
#endif
