/// A publisher values are sent into: Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends the one value of `Void`.
    public func send() { send(()) }
}

/// The subscribers of a publisher, in the order they subscribed.
final class SubscriberList<Output, Failure: Error> {
    private var receivers: [(id: Int, receive: (_PublisherEvent<Output, Failure>) -> Void)] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        if let completion {
            receiver(.completion(completion))
            return AnyCancellable {}
        }
        nextID += 1
        let id = nextID
        receivers.append((id, receiver))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    func send(_ event: _PublisherEvent<Output, Failure>) {
        guard completion == nil else { return }
        if case .completion(let end) = event { completion = end }
        // A receiver may cancel itself or others while receiving.
        for (id, receive) in receivers where receivers.contains(where: { $0.id == id }) { receive(event) }
        if completion != nil { receivers = [] }
    }
}

/// A subject that passes on what is sent to its current subscribers: `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(.value(value)) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(.completion(completion)) }

    public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        subscribers.add(receiver)
    }
}

/// A subject with a current value, sent to each new subscriber first: `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// The latest value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(.value(value)) }
    }

    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(.completion(completion)) }

    public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receiver(.value(value)) }
        return subscribers.add(receiver)
    }
}

/// A publisher of one value: Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Never>) -> Void) -> AnyCancellable {
        receiver(.value(output))
        receiver(.completion(.finished))
        return AnyCancellable {}
    }
}
