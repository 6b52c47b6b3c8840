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

    @available(*, unavailable, message: "'animation(_:body:)' is not supported by Zoetrope yet")
    public func animation<V: View>(_ animation: Animation?, body: (PlaceholderContentView<Self>) -> V) -> some View {
        self
    }
}
