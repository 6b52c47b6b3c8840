import Foundation
import Geometry
import Raster

extension RenderNode {
    /// This node's own animatable values (not its children's), in a fixed order.
    /// Colours appear as linear-light RGB plus alpha, so they blend in linear light (DESIGN.md §3).
    public var animatableData: [Double] {
        get {
            var copy = self
            var values: [Double] = []
            copy.visitAnimatableValues { value, _ in values.append(value) }
            return values
        }
        set {
            var index = 0
            visitAnimatableValues { value, _ in
                if index < newValue.count { value = newValue[index] }
                index += 1
            }
        }
    }

    /// What each number of ``animatableData`` is, in the same order.
    var animatableLabels: [AnimatableLabel] {
        var copy = self
        var labels: [AnimatableLabel] = []
        copy.visitAnimatableValues { _, label in labels.append(label) }
        return labels
    }

    /// True when `other` draws the same kind of thing, so values can blend between the two.
    public func isBlendable(with other: RenderNode) -> Bool {
        structuralSignature == other.structuralSignature
    }

    /// The node with every animatable value zeroed, no children, mask contents, animator
    /// contents or implicit animations: what must match for blending.
    private var structuralSignature: RenderNode {
        var copy = self
        copy.visitAnimatableValues { value, _ in value = 0 }
        copy.animationScopes = []
        copy.transition = nil
        switch copy.content {
        case .group: copy.content = .group([])
        case .animator(var animator):
            animator.model = RenderNode(id: id, frame: .zero, content: .group([]))
            switch animator.motion {
            case .phases(let phases, let timing):
                animator.motion = .phases(phases.map { _ in animator.model }, timing)
            case .keyframes(var motion):
                // Each snapshot builds its own content function: the same animator.
                motion.id = 0
                animator.motion = .keyframes(motion)
            case .animatableData(var motion):
                // Likewise; the numbers were zeroed above, their count must match.
                motion.id = 0
                animator.motion = .animatableData(motion)
            case .timeline(var motion):
                motion.id = 0
                animator.motion = .timeline(motion)
            }
            // Triggers change from snapshot to snapshot without changing what is drawn.
            animator.trigger = nil
            copy.content = .animator(animator)
        case .shape(var shape):
            // An outline that changes at once may change in any way: the node goes on.
            if !shape.outlineAnimates, case .path = shape.kind {
                shape.kind = .path(Path())
                copy.content = .shape(shape)
            }
        case .text, .image: break
        }
        copy.effects.list = copy.effects.list.map { effect in
            effect.mapNodes { RenderNode(id: $0.id, frame: .zero, content: .group([])) }
        }
        return copy
    }

    /// The node, blended from one whose frame had `size`, with an outline that is no animatable
    /// value (``ShapeContent/outlineAnimates``) scaled to its blended frame: SwiftUI asks the
    /// shape for its path in every frame's rectangle, and a scene's shape is built from it.
    mutating func fitOutline(from size: Size) {
        guard case .shape(var shape) = content, !shape.outlineAnimates, case .path(let path) = shape.kind,
            size != frame.size, size.width > 0, size.height > 0
        else { return }
        shape.kind = .path(
            path.applying(.scale(x: frame.size.width / size.width, y: frame.size.height / size.height)))
        content = .shape(shape)
    }

    /// Visits every animatable value in a fixed order, with what it is; the single source of
    /// truth for packing and naming. Labels are built from string literals (no formatting), so
    /// visiting stays cheap enough for every frame.
    mutating func visitAnimatableValues(_ visit: (inout Double, AnimatableLabel) -> Void) {
        visit(&frame.origin.x, AnimatableLabel(.frame, "frame", "x"))
        visit(&frame.origin.y, AnimatableLabel(.frame, "frame", "y"))
        visit(&frame.size.width, AnimatableLabel(.frame, "frame", "width"))
        visit(&frame.size.height, AnimatableLabel(.frame, "frame", "height"))
        for i in effects.list.indices {
            let kind = effects.list[i].kindName
            // Which occurrence of its kind: counted among the few effects before it, which
            // allocates nothing (a dictionary of kinds would, on every frame).
            var occurrence = 0
            for j in 0..<i where effects.list[j].kindName == kind { occurrence += 1 }
            effects.list[i].base.visitAnimatableValues { value, field, unit in
                visit(&value, AnimatableLabel(.effect(i), kind, index: occurrence == 0 ? nil : occurrence, field, unit))
            }
        }
        switch content {
        case .group:
            break
        case .image(var image):
            guard var tint = image.tint else { break }
            tint.visitAnimatableValues(visit)
            image.tint = tint
            content = .image(image)
        case .animator(var animator):
            guard case .animatableData(var motion) = animator.motion else { break }
            for i in motion.data.indices {
                visit(&motion.data[i], AnimatableLabel(.content, "animatableData", index: i))
            }
            animator.motion = .animatableData(motion)
            content = .animator(animator)
        case .shape(var shape):
            visit(&shape.trimFrom, AnimatableLabel(.content, "trim", "from"))
            visit(&shape.trimTo, AnimatableLabel(.content, "trim", "to"))
            switch shape.kind {
            case .roundedRectangle(var radius, let style):
                visit(&radius, AnimatableLabel(.content, "cornerRadius"))
                shape.kind = .roundedRectangle(cornerRadius: radius, style: style)
            case .path(let path):
                // An outline that changes at once is no animatable value (it follows its
                // frame instead: ``fittingOutline(from:)``).
                if shape.outlineAnimates { shape.kind = .path(Self.visitPath(path, visit)) }
            case .rectangle, .circle, .ellipse, .capsule:
                break
            }
            if case .stroke(var style, let inset) = shape.mode {
                visit(&style.lineWidth, AnimatableLabel(.content, "lineWidth"))
                visit(&style.miterLimit, AnimatableLabel(.content, "miterLimit"))
                visit(&style.dashPhase, AnimatableLabel(.content, "dashPhase"))
                for i in style.dash.indices { visit(&style.dash[i], AnimatableLabel(.content, "dash", index: i)) }
                shape.mode = .stroke(style, inset: inset)
            }
            shape.paint.visitAnimatableValues(visit)
            content = .shape(shape)
        case .text(var text):
            text.paint.visitAnimatableValues(visit)
            for index in text.backgrounds.indices { text.backgrounds[index].paint.visitAnimatableValues(visit) }
            for index in text.spans.indices { text.spans[index].paint.visitAnimatableValues(visit) }
            content = .text(text)
        }
    }

    private typealias LabelVisitor = (inout Double, AnimatableLabel) -> Void

    /// A path's points, element by element: paths with the same elements blend point by point
    /// (a custom shape whose parameters change reshapes smoothly).
    private static func visitPath(_ path: Path, _ visit: LabelVisitor) -> Path {
        func point(_ p: inout Point, _ i: Int, _ x: String, _ y: String) {
            visit(&p.x, AnimatableLabel(.content, "path", index: i, x))
            visit(&p.y, AnimatableLabel(.content, "path", index: i, y))
        }
        var elements = path.elements
        for i in elements.indices {
            switch elements[i] {
            case .move(var p):
                point(&p, i, "x", "y")
                elements[i] = .move(to: p)
            case .line(var p):
                point(&p, i, "x", "y")
                elements[i] = .line(to: p)
            case .quadCurve(var p, var c):
                point(&p, i, "x", "y")
                point(&c, i, "control.x", "control.y")
                elements[i] = .quadCurve(to: p, control: c)
            case .curve(var p, var c1, var c2):
                point(&p, i, "x", "y")
                point(&c1, i, "control1.x", "control1.y")
                point(&c2, i, "control2.x", "control2.y")
                elements[i] = .curve(to: p, control1: c1, control2: c2)
            case .closeSubpath:
                break
            }
        }
        return Path(elements: elements)
    }

    /// Field names of a colour's components.
    enum ColorFields {
        static let bare = ["red", "green", "blue", "alpha"]
        static let color = ["color.red", "color.green", "color.blue", "color.alpha"]
    }

    /// Visits a colour's components, red, green and blue in linear light, then alpha.
    static func visitColor(_ c: inout RGBAColor, _ fields: [String], _ visit: EffectFieldVisitor) {
        var r = linear(c.red)
        var g = linear(c.green)
        var b = linear(c.blue)
        visit(&r, fields[0], .linearColor)
        visit(&g, fields[1], .linearColor)
        visit(&b, fields[2], .linearColor)
        visit(&c.alpha, fields[3], .plain)
        c.red = encoded(r)
        c.green = encoded(g)
        c.blue = encoded(b)
    }

    /// sRGB transfer function: gamma-encoded → linear light.
    static func linear(_ v: Double) -> Double {
        if v < 0 { return -linear(-v) }  // odd extension: overshooting springs stay finite
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function: linear light → gamma-encoded.
    static func encoded(_ v: Double) -> Double {
        if v < 0 { return -encoded(-v) }
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
