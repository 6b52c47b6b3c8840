// Combine's `CombineLatest` publishers: the latest value of each upstream, as a tuple, each time
// one of them publishes once all have published; finished when all have finished, failed as
// soon as one fails.

extension Publishers {
    /// The latest values of two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
            LatestValues<Failure>(count: 2) { receiver($0.map { ($0[0] as! A.Output, $0[1] as! B.Output) }) }
                .subscribe([LatestValues.erase(a), LatestValues.erase(b)])
        }
    }

    /// The latest values of three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
            LatestValues<Failure>(count: 3) {
                receiver($0.map { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) })
            }
            .subscribe([LatestValues.erase(a), LatestValues.erase(b), LatestValues.erase(c)])
        }
    }

    /// The latest values of four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func _subscribe(_ receiver: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
            LatestValues<Failure>(count: 4) {
                receiver($0.map { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) })
            }
            .subscribe([LatestValues.erase(a), LatestValues.erase(b), LatestValues.erase(c), LatestValues.erase(d)])
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, transformed.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> AnyPublisher<T, Failure> where Failure == P.Failure
    {
        Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
    }

    /// The latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// The latest values of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
        -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }
}

/// The shared state of a `CombineLatest` subscription: the latest value of each upstream (by
/// position) and which have finished.
private final class LatestValues<Failure: Error> {
    /// An upstream subscription whose values are seen as `Any`.
    typealias Upstream = (@escaping (_PublisherEvent<Any, Failure>) -> Void) -> AnyCancellable

    private var values: [Any?]
    private var finished: Set<Int> = []
    private var ended = false
    private let send: (_PublisherEvent<[Any], Failure>) -> Void

    init(count: Int, send: @escaping (_PublisherEvent<[Any], Failure>) -> Void) {
        values = Array(repeating: nil, count: count)
        self.send = send
    }

    static func erase<P: Publisher>(_ publisher: P) -> Upstream where P.Failure == Failure {
        { receiver in
            publisher._subscribe { event in
                switch event {
                case .value(let value): receiver(.value(value))
                case .completion(let completion): receiver(.completion(completion))
                }
            }
        }
    }

    func subscribe(_ upstreams: [Upstream]) -> AnyCancellable {
        let subscriptions = upstreams.enumerated().map { index, upstream in
            upstream { [self] event in receive(event, from: index) }
        }
        return AnyCancellable { subscriptions.forEach { $0.cancel() } }
    }

    private func receive(_ event: _PublisherEvent<Any, Failure>, from index: Int) {
        guard !ended else { return }
        switch event {
        case .value(let value):
            values[index] = value
            let all = values.compactMap { $0 }
            if all.count == values.count { send(.value(all)) }
        case .completion(.failure(let error)):
            ended = true
            send(.completion(.failure(error)))
        case .completion(.finished):
            finished.insert(index)
            if finished.count == values.count {
                ended = true
                send(.completion(.finished))
            }
        }
    }
}

extension _PublisherEvent {
    /// The event with its value transformed.
    fileprivate func map<T>(_ transform: (Output) -> T) -> _PublisherEvent<T, Failure> {
        switch self {
        case .value(let value): .value(transform(value))
        case .completion(let completion): .completion(completion)
        }
    }
}
