import Foundation

/// Server-sent events (`text/event-stream`) to every page that listens: each message is queued
/// for every subscriber and read by its connection's thread.
public final class EventStream: @unchecked Sendable {
    private let lock = NSCondition()
    private var subscribers: [ObjectIdentifier: Subscription] = [:]
    private var closed = false

    public init() {}

    /// One page's queue of messages.
    public final class Subscription: @unchecked Sendable {
        fileprivate weak var stream: EventStream?
        fileprivate var queue: [String] = []

        /// The next message, waiting up to `timeout` seconds (then a comment that keeps the
        /// connection open); nil once the stream is closed.
        public func next(timeout: TimeInterval) -> String? {
            guard let stream else { return nil }
            return stream.take(for: self, timeout: timeout)
        }

        /// Queues `event` for this subscriber only (the state a page needs when it connects).
        public func send(_ event: String, data: String) {
            stream?.enqueue(EventStream.format(event, data: data), for: self)
        }

        /// Stops queuing messages for this subscriber (its page has gone).
        public func cancel() { stream?.unsubscribe(self) }
    }

    /// A new subscriber, which receives every message sent from now on.
    public func subscribe() -> Subscription {
        let subscription = Subscription()
        subscription.stream = self
        lock.lock()
        subscribers[ObjectIdentifier(subscription)] = subscription
        lock.unlock()
        return subscription
    }

    /// Sends `event` with `data` (one line, JSON) to every subscriber.
    public func send(_ event: String, data: String) {
        let message = Self.format(event, data: data)
        lock.lock()
        for subscriber in subscribers.values { subscriber.queue.append(message) }
        lock.broadcast()
        lock.unlock()
    }

    /// Ends every subscriber's stream (before the server stops).
    public func close() {
        lock.lock()
        closed = true
        lock.broadcast()
        lock.unlock()
    }

    /// How many pages listen.
    public var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    fileprivate func enqueue(_ message: String, for subscription: Subscription) {
        lock.lock()
        subscription.queue.append(message)
        lock.broadcast()
        lock.unlock()
    }

    fileprivate func take(for subscription: Subscription, timeout: TimeInterval) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while subscription.queue.isEmpty && !closed {
            if !lock.wait(until: deadline) { return ": keep-alive\n\n" }
        }
        // What was sent before the stream closed is still delivered.
        if subscription.queue.isEmpty { return nil }
        return subscription.queue.removeFirst()
    }

    fileprivate func unsubscribe(_ subscription: Subscription) {
        lock.lock()
        subscribers[ObjectIdentifier(subscription)] = nil
        lock.unlock()
    }

    /// `event: name` and `data: …` lines (data split at newlines), then a blank line.
    static func format(_ event: String, data: String) -> String {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
        return "event: \(event)\n" + lines.joined() + "\n"
    }
}
