import Foundation

#if !canImport(Darwin)
// swift-corelibs-foundation has no `notifications(named:object:)`; Apple's Foundation does.
extension NotificationCenter {
    /// `notifications(named:object:)`: the notifications posted from now on, as an asynchronous
    /// sequence. Observation starts when the sequence is made and ends when it is released. A
    /// `for await` body runs after the post returns, on the task's actor (during a film, at the
    /// end of the run-loop turn, outside the keyboard's animation block: physics §11).
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// Apple's `NotificationCenter.Notifications`.
    public final class Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification

        private let center: NotificationCenter
        private let stream: AsyncStream<Notification>
        private var token: NSObjectProtocol?

        init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
            self.center = center
            let (stream, continuation) = AsyncStream<Notification>.makeStream(bufferingPolicy: .unbounded)
            self.stream = stream
            token = center.addObserver(forName: name, object: object, queue: nil as OperationQueue?) { note in
                // The post is done with the notification once observers return.
                nonisolated(unsafe) let delivered = note
                continuation.yield(delivered)
            }
        }

        deinit {
            if let token { center.removeObserver(token) }
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            // The sequence is kept while iterating: it holds the observation.
            let owner: Notifications
            var base: AsyncStream<Notification>.AsyncIterator

            public mutating func next() async -> Notification? { await base.next() }

            public mutating func next(isolation actor: isolated (any Actor)?) async -> Notification? {
                await base.next(isolation: actor)
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(owner: self, base: stream.makeAsyncIterator()) }
    }
}
#endif
