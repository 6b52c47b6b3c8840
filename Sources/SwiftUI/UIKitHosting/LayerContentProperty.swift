internal import Raster

/// A property of a layer's content (`LayerContent`), read and written by key path.
struct LayerContentProperty<Content> {
    let get: (Content) -> any LayerAnimatableValue
    let set: (inout Content, any LayerAnimatableValue) -> Void

    /// A property of type `V`.
    init<V: LayerAnimatableValue>(_ path: WritableKeyPath<Content, V>) {
        get = { $0[keyPath: path] }
        set = { content, value in if let value = value as? V { content[keyPath: path] = value } }
    }

    /// An optional colour (nil reads as clear).
    init(_ path: WritableKeyPath<Content, CGColor?>) {
        get = { $0[keyPath: path] ?? CGColor(.init(red: 0, green: 0, blue: 0, alpha: 0)) }
        set = { content, value in if let value = value as? CGColor { content[keyPath: path] = value } }
    }
}
