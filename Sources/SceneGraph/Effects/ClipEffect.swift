import Geometry
import Raster

/// `.clipShape(_:style:)`, `.clipped()`, `.cornerRadius(_:)`: keeps what is drawn inside a
/// shape filling the view's frame.
struct ClipEffect: DrawingEffect {
    /// The clip as written.
    enum Form: Equatable, Sendable {
        case shape(ShapeKind, rule: WindingRule)
        /// `.clipped()`: the view's frame.
        case frame
        /// `.cornerRadius(r)`: a rounded rectangle of the view's frame.
        case cornerRadius(Double)
    }

    var form: Form

    var description: String {
        switch form {
        case .shape(let kind, _): ".clipShape(\(kind))"
        case .frame: ".clipped()"
        case .cornerRadius(let r): ".cornerRadius(\(r))"
        }
    }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        switch form {
        case .shape(var kind, let rule):
            Resolved.visitShape(&kind, visit)
            form = .shape(kind, rule: rule)
        case .frame:
            break
        case .cornerRadius(var r):
            visit(&r, "cornerRadius", .plain)
            form = .cornerRadius(r)
        }
    }

    func resolved(in frame: Rect) -> RenderEffect {
        switch form {
        case .shape(let kind, let rule): .clip(kind, rule: rule, bounds: frame)
        case .frame: .clip(.rectangle, rule: .nonZero, bounds: frame)
        case .cornerRadius(let r):
            .clip(.roundedRectangle(cornerRadius: r, style: .circular), rule: .nonZero, bounds: frame)
        }
    }

    /// The clip to a shape filling `bounds`, the modified view's frame (canvas points).
    struct Resolved: ResolvedEffect {
        var kind: ShapeKind
        var rule: WindingRule
        var bounds: Rect

        var kindName: String { "clip" }
        var needsLayer: Bool { true }

        mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
            Self.visitShape(&kind, visit)
            visit(&bounds.origin.x, "x", .plain)
            visit(&bounds.origin.y, "y", .plain)
            visit(&bounds.size.width, "width", .plain)
            visit(&bounds.size.height, "height", .plain)
        }

        /// A rounded rectangle's radius animates; the other shapes have no numbers of their own.
        static func visitShape(_ kind: inout ShapeKind, _ visit: EffectFieldVisitor) {
            if case .roundedRectangle(var r, let style) = kind {
                visit(&r, "cornerRadius", .plain)
                kind = .roundedRectangle(cornerRadius: r, style: style)
            }
        }

        func mirrored(about axis: Double) -> Resolved {
            var r = self
            r.bounds.origin.x = 2 * axis - bounds.maxX
            return r
        }

        func configure(_ layer: inout Layer, _ context: EffectLayerContext) -> Bool {
            guard let path = DisplayListBuilder.shapeOutline(kind, bounds) else { return false }
            layer.clip = Layer.Clip(path: path.applying(context.transform), rule: rule)
            return true
        }
    }
}

extension ModifierNode {
    /// Clips to a shape filling the view's frame.
    public static func clipShape(_ kind: ShapeKind, rule: WindingRule) -> ModifierNode {
        .effect(AnyDrawingEffect(ClipEffect(form: .shape(kind, rule: rule))))
    }

    /// Clips to the view's frame (`.clipped()`).
    public static var clipped: ModifierNode { .effect(AnyDrawingEffect(ClipEffect(form: .frame))) }

    /// Clips to a rounded rectangle of the view's frame (`.cornerRadius(r)`).
    public static func cornerRadius(_ radius: Double) -> ModifierNode {
        .effect(AnyDrawingEffect(ClipEffect(form: .cornerRadius(radius))))
    }
}

extension RenderEffect {
    /// Clip to a shape filling `bounds`, the modified view's frame (canvas points).
    public static func clip(_ kind: ShapeKind, rule: WindingRule, bounds: Rect) -> RenderEffect {
        RenderEffect(ClipEffect.Resolved(kind: kind, rule: rule, bounds: bounds))
    }
}
