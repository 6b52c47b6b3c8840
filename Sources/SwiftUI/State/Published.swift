/// A property of an `ObservableObject` that announces its changes: `@Published var x = 0`;
/// `$x` is a publisher of its values (the current one first, then each new one).
@propertyWrapper
public struct Published<Value> {
    final class Storage {
        var value: Value
        /// The enclosing object's publisher, when this is its first `@Published` property.
        lazy var objectWillChange = ObservableObjectPublisher()
        let subscribers = SubscriberList<Value, Never>()
        /// Subscriptions that write into the property (`assign(to: &$x)`), kept as long as it.
        var assignments: [AnyCancellable] = []
        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// The values of the property: `$x.sink { … }`, `.onReceive($x)`.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        // Combine lets `$x` be assigned; Zoetrope's publishers follow the storage they came from.
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            // As Combine does: subscribers hear before the value is stored.
            ObservableObjectPublisher.willChange(object)
            storage.subscribers.send(.value(newValue))
            storage.value = newValue
        }
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: Storage

        public func _subscribe(_ receiver: @escaping (_PublisherEvent<Value, Never>) -> Void) -> AnyCancellable {
            receiver(.value(storage.value))
            return storage.subscribers.add(receiver)
        }
    }
}

/// A `@Published` property, whatever its value's type: the first one of an object keeps the
/// object's `objectWillChange`.
protocol PublishedProperty {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension Published: PublishedProperty {
    var objectWillChange: ObservableObjectPublisher { storage.objectWillChange }
}

extension Publisher where Failure == Never {
    /// Writes every value into a `@Published` property: `publisher.assign(to: &$value)`; the
    /// subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assignments.append(
            sink { [weak storage] value in
                guard let storage else { return }
                storage.subscribers.send(.value(value))
                storage.value = value
            })
    }
}
