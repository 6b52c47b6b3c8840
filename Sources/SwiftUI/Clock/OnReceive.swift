internal import SceneGraph

extension View {
    /// Runs `action` with every value `publisher` sends while the view is on screen:
    /// `.onReceive(timer) { date in … }`. Each value from the scene clock (a timer's tick) is
    /// an action at its time.
    ///
    /// The view subscribes when it appears, to the publisher of that evaluation: a view value
    /// rebuilt later (with a new `Timer.publish(…)` in a property) keeps the first one, as a
    /// view that SwiftUI does not rebuild does.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(
            SceneModifier { content, context in
                let (entry, appearing) = Lifecycle.of(context.graph).visit(context.path)
                let receiver: ReceiverBox<P.Output>
                if appearing {
                    receiver = ReceiverBox(action)
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
                } else if let existing = entry.storage as? ReceiverBox<P.Output> {
                    // The latest closure, so that it sees the view's latest values.
                    existing.action = action
                }
                return content
            })
    }
}

/// The action of an `onReceive`, replaced at each evaluation.
private final class ReceiverBox<Output> {
    var action: (Output) -> Void
    var isSubscribing = false
    init(_ action: @escaping (Output) -> Void) { self.action = action }
}
