/// A class whose changes views show: Combine's `ObservableObject`. Its `@Published`
/// properties announce changes through `objectWillChange`; views show every change anyway,
/// because the scene re-evaluates them after every action.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Sends before any `@Published` property of the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// The publisher of an `ObservableObject`'s coming changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    public func send() { subscribers.send(.value(())) }

    public func _subscribe(_ receiver: @escaping (_PublisherEvent<Void, Never>) -> Void) -> AnyCancellable {
        subscribers.add(receiver)
    }

    /// The publishers of objects that did not declare their own, by object (one thread).
    nonisolated(unsafe) private static var publishers:
        [ObjectIdentifier: (owner: Weak, publisher: ObservableObjectPublisher)] = [:]

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let entry = publishers[key], entry.owner.object === object { return entry.publisher }
        if publishers.count > 1024 { publishers = publishers.filter { $0.value.owner.object != nil } }
        let publisher = ObservableObjectPublisher()
        publishers[key] = (Weak(object), publisher)
        return publisher
    }

    /// Sends `object`'s `objectWillChange` when it is an `ObservableObject` with this kind of publisher.
    static func willChange(_ object: AnyObject) {
        guard let observable = object as? any ObservableObject else { return }
        func send<O: ObservableObject>(_ object: O) {
            (object.objectWillChange as? ObservableObjectPublisher)?.send()
        }
        send(observable)
    }
}
