/// Something that can be stopped: Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// A subscription, stopped when cancelled or released: Combine's `AnyCancellable`
/// (keep it with `.store(in: &cancellables)`).
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    public init<C: Cancellable>(_ canceller: C) { cancelAction = { canceller.cancel() } }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit { cancel() }

    /// Keeps the subscription in `set` (it lasts as long as the set holds it).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
