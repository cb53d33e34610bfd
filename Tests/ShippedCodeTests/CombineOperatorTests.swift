import Combine
import Foundation
import Testing

/// `Merge` and `CombineLatest`, which the package's Combine adds to OpenCombine: what Apple's
/// documentation says they publish, with a downstream that asks for less than is sent.
struct CombineOperatorTests {
    /// A subscriber that records everything and asks for `initial` values, then what the test asks.
    final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
        let initial: Subscribers.Demand
        var values: [Input] = []
        var completion: Subscribers.Completion<Failure>?
        var subscription: Subscription?
        init(initial: Subscribers.Demand) { self.initial = initial }
        func receive(subscription: Subscription) { self.subscription = subscription; subscription.request(initial) }
        func receive(_ input: Input) -> Subscribers.Demand { values.append(input); return .none }
        func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
    }
    enum Broken: Error { case down }

    @Test("merge(with:) interleaves both upstreams in arrival order, holds what exceeds the demand until asked, and finishes once both have finished")
    func mergeHonoursDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initial: .max(2))
        a.merge(with: b).subscribe(recorder)
        a.send(1); b.send(10); a.send(2)
        #expect(recorder.values == [1, 10])
        recorder.subscription?.request(.max(5))
        #expect(recorder.values == [1, 10, 2])
        a.send(completion: .finished)
        b.send(11)
        #expect(recorder.values == [1, 10, 2, 11] && recorder.completion == nil)
        b.send(completion: .finished)
        #expect(recorder.completion == .finished)
    }

    @Test("a failing upstream ends a merge at once with its error; the other's later values are not published")
    func mergeFails() {
        let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>()
        let recorder = Recorder<Int, Broken>(initial: .unlimited)
        Publishers.Merge3(a, b, PassthroughSubject<Int, Broken>()).subscribe(recorder)
        a.send(1)
        b.send(completion: .failure(.down))
        a.send(2)
        #expect(recorder.values == [1])
        if case .failure(.down)? = recorder.completion {} else { Issue.record("expected the failure, got \(String(describing: recorder.completion))") }
    }

    @Test("MergeMany of three Just values publishes all three in order and finishes")
    func mergeMany() {
        let recorder = Recorder<Int, Never>(initial: .unlimited)
        Publishers.MergeMany([Just(1), Just(2), Just(3)]).subscribe(recorder)
        #expect(recorder.values == [1, 2, 3] && recorder.completion == .finished)
    }

    @Test("combineLatest publishes nothing until every upstream has published, then the latest of each on every new value")
    func combineLatest() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>(), c = PassthroughSubject<Bool, Never>()
        let recorder = Recorder<String, Never>(initial: .unlimited)
        a.combineLatest(b, c) { "\($0)\($1)\($2 ? "!" : "")" }.subscribe(recorder)
        a.send(1); b.send("x")
        #expect(recorder.values.isEmpty)
        c.send(false); a.send(2); c.send(true)
        #expect(recorder.values == ["1x", "2x", "2x!"])
        a.send(completion: .finished); b.send(completion: .finished)
        #expect(recorder.completion == nil)
        c.send(completion: .finished)
        #expect(recorder.completion == .finished)
    }
}
