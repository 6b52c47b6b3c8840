internal import SceneGraph
internal import Timeline

extension View {
    /// Changes the transaction of the changes below: `transform` is given the animation a change
    /// has there (a `withAnimation`'s, or an `.animation(_:value:)`'s around this modifier) and
    /// what it leaves in `animation` is the changes' animation (nil: at once); with
    /// `disablesAnimations` set, the `.animation(_:value:)` modifiers below do not replace it.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(
            SceneModifier { content, context in
                let runtime = UncheckedSendable(context.runtime)
                let body = UncheckedSendable(transform)
                let apply: @Sendable (AnimationTiming?) -> TransactionTransform.Result = { animation in
                    runtime.value.callback {
                        var transaction = Transaction(animation: animation.map(Animation.init))
                        body.value(&transaction)
                        return TransactionTransform.Result(
                            animation: transaction.animation?.engine,
                            disablesAnimations: transaction.disablesAnimations)
                    }
                }
                return content.modified(.transaction(TransactionTransform(id: context.path.hashValue, apply: apply)))
            })
    }
}
