// `Publishers.CombineLatest`, `CombineLatest3`, `CombineLatest4` and `combineLatest(_:)`, as
// Apple's Combine declares them: once every upstream has published, each new value publishes
// the latest of all.
import Foundation
import OpenCombine

/// The latest value of each upstream; a tuple of them once all have one.
private final class LatestValues: @unchecked Sendable {
    private var values: [Any?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    /// The latest values after `value` arrived from `index`, once every upstream has spoken.
    func record(_ value: Any, at index: Int) -> [Any]? {
        values[index] = value
        let all = values.compactMap { $0 }
        return all.count == values.count ? all : nil
    }
}

private func combineLatestFanIn<S: Subscriber>(_ subscriber: S, _ publishers: [AnyPublisher<Any, S.Failure>], _ make: @escaping ([Any]) -> S.Input) {
    let latest = LatestValues(count: publishers.count)
    FanIn<S.Input, S.Failure>.subscribe(subscriber, to: publishers) { index, value in latest.record(value, at: index).map(make) }
}

extension Publishers {
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combineLatestFanIn(subscriber, [a.erasedForFanIn, b.erasedForFanIn]) { ($0[0] as! A.Output, $0[1] as! B.Output) }
        }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combineLatestFanIn(subscriber, [a.erasedForFanIn, b.erasedForFanIn, c.erasedForFanIn]) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
        }
    }

    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combineLatestFanIn(subscriber, [a.erasedForFanIn, b.erasedForFanIn, c.erasedForFanIn, d.erasedForFanIn]) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ p: P, _ q: Q, _ r: R,
                                                                          _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r).map(transform)
    }
}
