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
            copy.visitAnimatableValues { values.append($0) }
            return values
        }
        set {
            var index = 0
            visitAnimatableValues { value in
                if index < newValue.count { value = newValue[index] }
                index += 1
            }
        }
    }

    /// True when `other` draws the same kind of thing, so values can blend between the two.
    public func isBlendable(with other: RenderNode) -> Bool {
        structuralSignature == other.structuralSignature
    }

    /// The node with every animatable value zeroed and no children or mask contents: what must
    /// match for blending.
    private var structuralSignature: RenderNode {
        var copy = self
        copy.visitAnimatableValues { $0 = 0 }
        if case .group = copy.content { copy.content = .group([]) }
        copy.effects.list = copy.effects.list.map { effect in
            if case .mask(let node, let inverse) = effect {
                return .mask(RenderNode(id: node.id, frame: .zero, content: .group([])), inverse: inverse)
            }
            return effect
        }
        return copy
    }

    /// Visits every animatable value in a fixed order; the single source of truth for packing.
    mutating func visitAnimatableValues(_ visit: (inout Double) -> Void) {
        visit(&frame.origin.x)
        visit(&frame.origin.y)
        visit(&frame.size.width)
        visit(&frame.size.height)
        for i in effects.list.indices { Self.visitEffect(&effects.list[i], visit) }
        switch content {
        case .group, .image:
            break
        case .shape(var shape):
            visit(&shape.trimFrom)
            visit(&shape.trimTo)
            switch shape.kind {
            case .roundedRectangle(var radius, let style):
                visit(&radius)
                shape.kind = .roundedRectangle(cornerRadius: radius, style: style)
            default:
                break
            }
            if case .stroke(var style, let inset) = shape.mode {
                visit(&style.lineWidth)
                visit(&style.miterLimit)
                visit(&style.dashPhase)
                for i in style.dash.indices { visit(&style.dash[i]) }
                shape.mode = .stroke(style, inset: inset)
            }
            Self.visitPaint(&shape.paint, visit)
            content = .shape(shape)
        case .text(var text):
            Self.visitPaint(&text.paint, visit)
            content = .text(text)
        }
    }

    private static func visitEffect(_ effect: inout RenderEffect, _ visit: (inout Double) -> Void) {
        switch effect {
        case .offset(var p):
            visit(&p.x)
            visit(&p.y)
            effect = .offset(p)
        case .multiply(var c):
            visitColor(&c, visit)
            effect = .multiply(c)
        case .opacity(var o):
            visit(&o)
            effect = .opacity(o)
        case .rotation(var angle, var anchor):
            visit(&angle.radians)
            visit(&anchor.x)
            visit(&anchor.y)
            effect = .rotation(angle, anchor: anchor)
        case .scale(var x, var y, var anchor):
            visit(&x)
            visit(&y)
            visit(&anchor.x)
            visit(&anchor.y)
            effect = .scale(x: x, y: y, anchor: anchor)
        case .blur(var r):
            visit(&r)
            effect = .blur(radius: r)
        case .shadow(var color, var radius, var offset):
            visitColor(&color, visit)
            visit(&radius)
            visit(&offset.x)
            visit(&offset.y)
            effect = .shadow(color: color, radius: radius, offset: offset)
        case .clip(var kind, let rule, var bounds):
            if case .roundedRectangle(var r, let style) = kind {
                visit(&r)
                kind = .roundedRectangle(cornerRadius: r, style: style)
            }
            visit(&bounds.origin.x)
            visit(&bounds.origin.y)
            visit(&bounds.size.width)
            visit(&bounds.size.height)
            effect = .clip(kind, rule: rule, bounds: bounds)
        case .compositingGroup, .luminanceToAlpha, .mask, .blendMode:
            break
        }
    }

    private static func visitPaint(_ paint: inout ResolvedPaint, _ visit: (inout Double) -> Void) {
        switch paint {
        case .solid(var color):
            visitColor(&color, visit)
            paint = .solid(color)
        case .linearGradient(var g, var start, var end):
            visitGradient(&g, visit)
            visitUnitPoint(&start, visit)
            visitUnitPoint(&end, visit)
            paint = .linearGradient(g, startPoint: start, endPoint: end)
        case .radialGradient(var g, var center, var r0, var r1):
            visitGradient(&g, visit)
            visitUnitPoint(&center, visit)
            visit(&r0)
            visit(&r1)
            paint = .radialGradient(g, center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(var g, var center, var a0, var a1):
            visitGradient(&g, visit)
            visitUnitPoint(&center, visit)
            visit(&a0.radians)
            visit(&a1.radians)
            paint = .angularGradient(g, center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(var g, var center, var f0, var f1):
            visitGradient(&g, visit)
            visitUnitPoint(&center, visit)
            visit(&f0)
            visit(&f1)
            paint = .ellipticalGradient(g, center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }

    private static func visitGradient(_ g: inout Gradient, _ visit: (inout Double) -> Void) {
        for i in g.stops.indices {
            visitColor(&g.stops[i].color, visit)
            visit(&g.stops[i].location)
        }
    }

    private static func visitUnitPoint(_ p: inout UnitPoint, _ visit: (inout Double) -> Void) {
        visit(&p.x)
        visit(&p.y)
    }

    private static func visitColor(_ c: inout Color, _ visit: (inout Double) -> Void) {
        var r = linear(c.red)
        var g = linear(c.green)
        var b = linear(c.blue)
        visit(&r)
        visit(&g)
        visit(&b)
        visit(&c.alpha)
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
