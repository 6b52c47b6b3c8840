internal import SceneGraph

extension View {
    /// Animates the changes of this view with `animation` (nil: at once) whenever `value`
    /// changes, whatever animation the change itself was made with.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(
            SceneModifier { content, context in
                content.modified(.animation(animation?.engine, value: TriggerKeys.of(context).trigger(value)))
            })
    }

    /// Animates every change of this view with `animation` (nil: at once).
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(SceneModifier(.animation(animation?.engine, value: nil)))
    }

    /// Animates the changes of the modifiers `body` applies to this view with `animation` (nil:
    /// at once), whatever animation a change has; the view's own changes keep theirs.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        // The body is built now (its closure does not escape) around a placeholder that stands
        // for this view as lowered where the modifier is.
        let built = body(PlaceholderContentView { $0.modifierContents.last ?? Lowered(.empty) })
        return modifier(
            SceneModifier { content, context in
                var own = context
                own.modifierContents.append(content)
                let lowered = lowerView(built, in: own)
                // The drawing effects the body put around the view are what the animation covers.
                var view = lowered.view
                var effects = 0
                var others: [ModifierNode] = []
                while view != content.view, case .modified(let inner, let modifier) = view {
                    if case .effect = modifier { effects += 1 } else { others.append(modifier) }
                    view = inner
                }
                guard others.isEmpty, view == content.view else {
                    // Layout and environment modifiers change the view itself (its frame, its
                    // colours): the animation then covers the whole view, as `.animation(_:)` does.
                    context.graph.warn(
                        "'animation(_:body:)' with a body that changes more than drawing effects "
                            + "(\(others.map { "\($0)" }.joined(separator: ", "))) animates every change of the view")
                    return lowered.modified(.animation(animation?.engine, value: nil))
                }
                return lowered.modified(.scopedAnimation(animation?.engine, effects: effects))
            })
    }
}
