// `Publishers.Merge`, `Merge3`, `Merge4`, `MergeMany` and `merge(with:)`, as Apple's Combine
// declares them: every upstream's values, interleaved in the order they arrive.
import OpenCombine

extension Publishers {
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            mergeFanIn(subscriber, [a.erasedForFanIn, b.erasedForFanIn])
        }
    }

    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, A.Output == B.Output, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            mergeFanIn(subscriber, [a.erasedForFanIn, b.erasedForFanIn, c.erasedForFanIn])
        }
    }

    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure,
          A.Output == B.Output, B.Output == C.Output, C.Output == D.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            mergeFanIn(subscriber, [a.erasedForFanIn, b.erasedForFanIn, c.erasedForFanIn, d.erasedForFanIn])
        }
    }

    /// Any number of publishers of one type.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            mergeFanIn(subscriber, publishers.map(\.erasedForFanIn))
        }
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

/// A merge: each value from any upstream is an output.
private func mergeFanIn<S: Subscriber>(_ subscriber: S, _ publishers: [AnyPublisher<Any, S.Failure>]) {
    FanIn<S.Input, S.Failure>.subscribe(subscriber, to: publishers) { _, value in value as? S.Input }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Failure == Failure, P.Output == Output {
        Publishers.Merge(self, other)
    }
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output {
        Publishers.Merge3(self, b, c)
    }
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure, D.Output == Output {
        Publishers.Merge4(self, b, c, d)
    }
}
