/// Values over time: Combine's `Publisher`, in the small form SwiftUI code uses (`sink`,
/// `assign`, `map`, `.onReceive`). Zoetrope's publishers deliver on the scene clock.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Delivers the publisher's events to `receiver` until the returned subscription is
    /// cancelled (Zoetrope's form of `receive(subscriber:)`).
    func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable
}

/// One event of a publisher: a value or the end.
public enum _PublisherEvent<Output, Failure: Error> {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)
}

/// Combine's namespace of subscriber types.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Combine's namespace of publisher types.
public enum Publishers {}

/// A publisher that can be started and stopped: `connect()`, `autoconnect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` at the end.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe { event in
            switch event {
            case .value(let value): receiveValue(value)
            case .completion(let completion): receiveCompletion(completion)
            }
        }
    }

    /// The publisher with its values transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { receiver in
            self._subscribe { event in
                switch event {
                case .value(let value): receiver(.value(transform(value)))
                case .completion(let completion): receiver(.completion(completion))
                }
            }
        }
    }

    /// The publisher with only the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiver in
            self._subscribe { event in
                if case .value(let value) = event, !isIncluded(value) { return }
                receiver(event)
            }
        }
    }

    /// The publisher with the non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { receiver in
            self._subscribe { event in
                switch event {
                case .value(let value): if let mapped = transform(value) { receiver(.value(mapped)) }
                case .completion(let completion): receiver(.completion(completion))
                }
            }
        }
    }

    /// The same publisher: everything already runs on the scene's one thread.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// The publisher behind a type-erased wrapper.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiver in self._subscribe(receiver) }
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe { event in
            if case .value(let value) = event { receiveValue(value) }
        }
    }

    /// Writes every value into `object`'s property at `keyPath`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}

/// A publisher of a hidden type: Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable

    init(_ subscribe: @escaping (@escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._subscribe($0) }
    }

    public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        subscribe(receiver)
    }
}

/// Where a publisher delivers (`DispatchQueue.main`, `RunLoop.main`): accepted, delivery is
/// always on the scene's thread.
public protocol Scheduler {
    associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
    public struct SchedulerOptions {}
}

extension Publishers {
    /// A connectable publisher connected by its first subscriber and disconnected when the
    /// last one leaves: what `.autoconnect()` returns.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
            let inner = upstream._subscribe(receiver)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            // The subscription keeps the publisher (and its connection) alive, as Combine's does.
            return AnyCancellable { [self] in
                inner.cancel()
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }
    }
}

extension ConnectablePublisher {
    /// The publisher, connected while it has subscribers.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
