internal import Raster

/// A `CALayer` and its sublayers as they stand when their view is drawn, as values: what each
/// draws, where, and the animations playing on it (`presentation(at:)` gives the layer as an
/// animation leaves it at a time, as Core Animation's presentation layer).
struct LayerSnapshot {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var transform: CATransform3D
    var opacity: Double
    var isHidden: Bool
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat
    var maskedCorners: CACornerMask
    var masksToBounds: Bool
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var shadowColor: CGColor?
    var shadowOpacity: Double
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    var content: (any LayerContent)?
    var sublayers: [LayerSnapshot]
    /// The layer masking this one (one element at most: a struct cannot hold itself).
    var mask: [LayerSnapshot]
    var animations: [Animation]
    /// How a replicator repeats the sublayers (nil: once, as they are).
    var replication: LayerReplication?
    /// A replicator's sublayers for each instance after the first, at their own times (set by
    /// `presentation(at:)`; empty: every instance shows `sublayers`).
    var replicas: [[LayerSnapshot]] = []

    /// An animation added to the layer: when it was added on the scene clock.
    struct Animation {
        var animation: CAAnimation
        var added: Double
    }

    /// The values of `layer` and of the layers below it.
    init(_ layer: CALayer) {
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        transform = layer.transform
        opacity = Double(layer.opacity)
        isHidden = layer.isHidden
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius
        maskedCorners = layer.maskedCorners
        masksToBounds = layer.masksToBounds
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        shadowColor = layer.shadowColor
        shadowOpacity = Double(layer.shadowOpacity)
        shadowOffset = layer.shadowOffset
        shadowRadius = layer.shadowRadius
        content = layer.layerContent
        sublayers = (layer.sublayers ?? []).map(LayerSnapshot.init)
        mask = layer.mask.map { [LayerSnapshot($0)] } ?? []
        animations = layer.addedAnimations.map { Animation(animation: $0.animation, added: $0.time) }
        replication = layer.layerReplication
    }

    /// Whether an animation plays on this layer or one below it (its drawing then changes
    /// with time).
    var isAnimated: Bool {
        !animations.isEmpty || sublayers.contains(where: \.isAnimated) || mask.contains(where: \.isAnimated)
    }

    /// The layer at scene time `time`: each animation's value at that time set on it, in the
    /// order they were added (a later one over an earlier one of the same key path), and so
    /// for the layers below.
    func presentation(at time: Double) -> LayerSnapshot {
        var layer = self
        for added in animations {
            for (keyPath, value) in LayerAnimationTiming.values(of: added, at: time, model: self) {
                layer.set(keyPath, to: value)
            }
        }
        layer.sublayers = sublayers.map { $0.presentation(at: time) }
        if let replication, replication.delay != 0 {
            // Each instance's animations run `delay` later than the one before.
            layer.replicas = replication.instances.dropFirst().map { index in
                sublayers.map { $0.presentation(at: time - replication.lag(of: index)) }
            }
        }
        layer.mask = mask.map { $0.presentation(at: time) }
        return layer
    }

    /// The value of the property at `keyPath`, the layer's own or its content's.
    func value(at keyPath: String) -> (any LayerAnimatableValue)? {
        if let property = Self.properties[keyPath] { return property.get(self) }
        return content?.value(at: keyPath)
    }

    /// Sets the property at `keyPath` to `value` when the layer has it and the value is of its
    /// type; else nothing changes.
    mutating func set(_ keyPath: String, to value: any LayerAnimatableValue) {
        if let property = Self.properties[keyPath] {
            property.set(&self, value)
        } else if let changed = content?.setting(keyPath, to: value) {
            content = changed
        }
    }

    /// Whether the layer or its content has a property at `keyPath`.
    func has(_ keyPath: String) -> Bool { value(at: keyPath) != nil }

    /// A property of every layer, read and written by key path.
    struct Property {
        let get: (LayerSnapshot) -> any LayerAnimatableValue
        let set: (inout LayerSnapshot, any LayerAnimatableValue) -> Void

        /// A property of type `V` at `path`.
        init<V: LayerAnimatableValue>(_ path: WritableKeyPath<LayerSnapshot, V>) {
            get = { $0[keyPath: path] }
            set = { layer, value in if let value = value as? V { layer[keyPath: path] = value } }
        }

        /// A `CGFloat` property, animated as a number.
        init(_ path: WritableKeyPath<LayerSnapshot, CGFloat>) {
            get = { Double($0[keyPath: path]) }
            set = { layer, value in if let value = value as? Double { layer[keyPath: path] = CGFloat(value) } }
        }

        /// An optional colour (nil reads as clear).
        init(_ path: WritableKeyPath<LayerSnapshot, CGColor?>) {
            get = { $0[keyPath: path] ?? CGColor(.init(red: 0, green: 0, blue: 0, alpha: 0)) }
            set = { layer, value in if let value = value as? CGColor { layer[keyPath: path] = value } }
        }

        /// One part of the transform (`transform.rotation.z` …).
        init(transformPart part: WritableKeyPath<LayerTransformParts, Double>) {
            get = { LayerTransformParts($0.transform)[keyPath: part] }
            set = { layer, value in
                guard let value = value as? Double else { return }
                var parts = LayerTransformParts(layer.transform)
                parts[keyPath: part] = value
                layer.transform = parts.transform
            }
        }

        /// Both scales at once (`transform.scale`).
        static let scale = Property(
            get: { LayerTransformParts($0.transform).scaleX },
            set: { layer, value in
                guard let value = value as? Double else { return }
                var parts = LayerTransformParts(layer.transform)
                (parts.scaleX, parts.scaleY) = (value, value)
                layer.transform = parts.transform
            })

        init(
            get: @escaping (LayerSnapshot) -> any LayerAnimatableValue,
            set: @escaping (inout LayerSnapshot, any LayerAnimatableValue) -> Void
        ) {
            self.get = get
            self.set = set
        }
    }

    /// The layer properties Core Animation animates, by key path.
    static let properties: [String: Property] = [
        "opacity": Property(\.opacity),
        "position": Property(\.position),
        "position.x": Property(\.position.x),
        "position.y": Property(\.position.y),
        "bounds": Property(\.bounds),
        "bounds.size": Property(\.bounds.size),
        "bounds.size.width": Property(\.bounds.size.width),
        "bounds.size.height": Property(\.bounds.size.height),
        "anchorPoint": Property(\.anchorPoint),
        "cornerRadius": Property(\.cornerRadius),
        "borderWidth": Property(\.borderWidth),
        "borderColor": Property(\.borderColor),
        "backgroundColor": Property(\.backgroundColor),
        "shadowColor": Property(\.shadowColor),
        "shadowOpacity": Property(\.shadowOpacity),
        "shadowOffset": Property(\.shadowOffset),
        "shadowRadius": Property(\.shadowRadius),
        "transform": Property(\.transform),
        "transform.rotation": Property(transformPart: \.rotation),
        "transform.rotation.z": Property(transformPart: \.rotation),
        "transform.scale": Property.scale,
        "transform.scale.x": Property(transformPart: \.scaleX),
        "transform.scale.y": Property(transformPart: \.scaleY),
        "transform.translation.x": Property(transformPart: \.translationX),
        "transform.translation.y": Property(transformPart: \.translationY),
    ]
}

extension LayerSnapshot {
    /// The key paths of animations in this tree that name no property the layer draws (a
    /// `path`, a `contents`), in the order met.
    var unplayedKeyPaths: [String] {
        let own = animations.compactMap { ($0.animation as? CAPropertyAnimation)?.keyPath }.filter { !has($0) }
        return own + sublayers.flatMap(\.unplayedKeyPaths) + mask.flatMap(\.unplayedKeyPaths)
    }
}
