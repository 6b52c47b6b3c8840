/// `.background(style)` and `.background(style, in: shape)`: the style filling the view's frame
/// (or the shape) behind it. A material behind the view is the `backgroundMaterial` of its
/// environment, as on iOS.
struct ShapeStyleBackgroundModifier<Layer: View>: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    let layer: LayeredModifier<Layer>
    let material: Material?

    func apply(to environment: inout EnvironmentValues) {
        if let material { environment.backgroundMaterial = material }
    }

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered { layer.lower(content, in: context) }
}

private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }

extension EnvironmentValues {
    /// The material behind the view (`.background(.ultraThinMaterial)`); nil when there is none.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
