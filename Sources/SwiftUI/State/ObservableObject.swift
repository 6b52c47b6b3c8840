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

    /// The publisher of an object that did not declare its own: as Combine's, it is kept in the
    /// object's first `@Published` property, so it lives as long as the object and no table
    /// outlives it; an object with no such property gets a new one each time, which never sends.
    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? any PublishedProperty { return property.objectWillChange }
            }
            mirror = current.superclassMirror
        }
        return ObservableObjectPublisher()
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
