internal import SceneGraph

extension View {
    /// Draws a view built from preference `key` (as the views inside this one set it) in front
    /// of this view, laid out in its frame.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayer(key: key, alignment: alignment, placement: .overlay, transform: transform))
    }

    /// Draws a view built from preference `key` (as the views inside this one set it) behind
    /// this view, laid out in its frame.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayer(key: key, alignment: alignment, placement: .background, transform: transform))
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: an overlay or background built
/// from a preference of the content.
struct PreferenceValueLayer<K: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: K.Type
    let alignment: Alignment
    let placement: LayeredModifier<Layer>.Placement
    let transform: (K.Value) -> Layer

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        // Its value may hold anchors, which only layout resolves.
        context.graph.needsGeometry = true
        let value = context.graph.preference(key, inside: context.path)
        return LayeredModifier(layer: transform(value), alignment: alignment, placement: placement)
            .lower(content, in: context)
    }
}
