internal import SceneGraph

extension View {
    /// Runs `action` with every value `publisher` sends while the view is on screen:
    /// `.onReceive(timer) { date in … }`. Each value from the scene clock (a timer's tick) is
    /// an action at its time.
    ///
    /// The view subscribes when it appears, and again when it is given another publisher
    /// object (a new `Timer.publish(…).autoconnect()` put in its `@State`); a publisher of a
    /// value type is the one of the view's first evaluation.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(
            SceneModifier { content, context in
                let (entry, appearing) = Lifecycle.of(context.graph).visit(context.path)
                let identity = P.self is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
                if !appearing, let receiver = entry.storage as? ReceiverBox<P.Output>,
                    receiver.publisher == identity
                {
                    // The latest closure, so that it sees the view's latest values.
                    receiver.action = action
                    return content
                }
                entry.cleanup?()
                let receiver = ReceiverBox(action, publisher: identity)
                entry.storage = receiver
                // Values sent while subscribing (a current value) arrive during the
                // evaluation; they are handled after it, as an action.
                let graph = context.graph
                receiver.isSubscribing = true
                let subscription = publisher.sink { [weak receiver] value in
                    guard let receiver else { return }
                    if receiver.isSubscribing {
                        graph.enqueueAction { receiver.action(value) }
                    } else {
                        receiver.action(value)
                    }
                }
                receiver.isSubscribing = false
                entry.cleanup = { subscription.cancel() }
                return content
            })
    }
}

/// The action of an `onReceive`, replaced at each evaluation.
private final class ReceiverBox<Output> {
    var action: (Output) -> Void
    var isSubscribing = false
    /// The publisher object subscribed to, when the publisher is a class.
    let publisher: ObjectIdentifier?

    init(_ action: @escaping (Output) -> Void, publisher: ObjectIdentifier?) {
        self.action = action
        self.publisher = publisher
    }
}
