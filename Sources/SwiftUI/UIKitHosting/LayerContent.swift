/// What a layer draws in its bounds besides its background and border (a gradient, a shape,
/// text), captured as a value when its view is drawn, with the animatable properties of its
/// class by key path.
protocol LayerContent {
    /// The drawing in a layer of `size` points, as SwiftUI views filling that size.
    func body(size: CGSize) -> AnyView
    /// The value of the property at `keyPath` (nil: the class has none of that name).
    func value(at keyPath: String) -> (any LayerAnimatableValue)?
    /// This content with the property at `keyPath` set to `value` (nil: no such property, or a
    /// value of another type).
    func setting(_ keyPath: String, to value: any LayerAnimatableValue) -> (any LayerContent)?
}

/// A layer content whose animatable properties are a table by key path.
protocol TabledLayerContent: LayerContent {
    /// The class's animatable properties, by key path.
    static var properties: [String: LayerContentProperty<Self>] { get }
}

extension TabledLayerContent {
    func value(at keyPath: String) -> (any LayerAnimatableValue)? { Self.properties[keyPath]?.get(self) }

    func setting(_ keyPath: String, to value: any LayerAnimatableValue) -> (any LayerContent)? {
        guard let property = Self.properties[keyPath] else { return nil }
        var content = self
        property.set(&content, value)
        return content
    }
}
