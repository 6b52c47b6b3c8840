internal import SceneGraph

/// Effects that change how a view is drawn, not how it is laid out: SwiftUI's `VisualEffect`,
/// what `visualEffect` and `scrollTransition` closures return. Each member adds its effect, in
/// the order written, as the view modifier of the same name does.
public protocol VisualEffect: Sendable {}

/// No effect: what a `visualEffect` or `scrollTransition` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// Effects added to another visual effect, in order.
public struct VisualEffectChain: VisualEffect {
    let effects: [@Sendable (Lowered, LoweringContext) -> Lowered]
}

extension VisualEffect {
    /// This effect's own effects, in order.
    var chainedEffects: [@Sendable (Lowered, LoweringContext) -> Lowered] {
        (self as? VisualEffectChain)?.effects ?? []
    }

    private func adding(_ modifier: ModifierNode) -> VisualEffectChain {
        nonisolated(unsafe) let modifier = modifier
        return VisualEffectChain(effects: chainedEffects + [{ content, _ in content.modified(modifier) }])
    }

    /// The view drawn `offset` away.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.offset(x: Double(offset.width), y: Double(offset.height)))
    }

    /// The view drawn (`x`, `y`) away.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(x: Double(x), y: Double(y)))
    }

    /// The view scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor.engine))
    }

    /// The view scaled by `s` about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scaleEffect(x: Double(s), y: Double(s), anchor: anchor.engine))
    }

    /// The view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scaleEffect(x: Double(x), y: Double(y), anchor: anchor.engine))
    }

    /// The view rotated by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotationEffect(angle.engine, anchor: anchor.engine))
    }

    /// The view drawn at `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// The view blurred by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius: Double(radius)))
    }

    /// The view brightened by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.colorAdjustment(.brightness(amount))) }

    /// The view's contrast times `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.colorAdjustment(.contrast(amount))) }

    /// The view's saturation times `amount`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.colorAdjustment(.saturation(amount))) }

    /// The view's colour taken away by `amount`.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.colorAdjustment(.grayscale(amount))) }

    /// The view's hues turned by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.colorAdjustment(.hueRotation(angle.engine)))
    }

    /// The view's colours multiplied by `color`'s.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        VisualEffectChain(
            effects: chainedEffects + [
                { content, context in content.modified(.colorMultiply(color.resolved(in: context.environment))) }
            ])
    }

    /// The view transformed by `transform`.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transformEffect(transform.engine))
    }
}

extension View {
    /// Draws the view with the effects `effect` returns for its geometry (its frame as laid
    /// out, through `GeometryProxy`); the layout does not change.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        modifier(VisualEffectModifier(effect: effect))
    }
}

/// `visualEffect`: the view reports its frame, and the effects are made from its proxy.
struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: (EmptyVisualEffect, GeometryProxy) -> Effect

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        let graph = context.graph
        let key = graph.geometryKey(context.path)
        graph.needsGeometry = true
        let proxy = GeometryProxy(graph: graph, key: key, path: context.path)
        var lowered = content
        for apply in effect(EmptyVisualEffect(), proxy).chainedEffects { lowered = apply(lowered, context) }
        // Reported outside its own effects: the proxy reads the view as laid out, not as drawn.
        return lowered.modified(.reportsFrame(key: key))
    }
}
