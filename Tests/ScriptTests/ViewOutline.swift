import Geometry
import Raster
import SceneGraph

/// A compact, readable outline of a view tree for assertions: `VStack[Text("a").bold, Spacer]`.
/// Colours are written as 8-bit RGB(A), numbers without trailing zeros. Branch markers of
/// `if`/`switch` are left out (they say which view is which, not what is drawn).
enum ViewOutline {
    static func describe(_ view: SceneGraph.View) -> String {
        switch view {
        case .empty: return "Empty"
        case .shape(let shape): return describe(shape)
        case .text(let text): return "Text(\"\(text.string)\")"
        case .image(let image): return "Image(\"\(image.name)\"\(image.isResizable ? ", resizable" : ""))"
        case .symbol(let symbol): return "Symbol(\"\(symbol.name)\")"
        case .spacer(let minLength): return "Spacer" + (minLength.map { "(\(number($0)))" } ?? "")
        case .stack(let stack, let children):
            return describe(stack) + "[" + children.map(describe).joined(separator: ", ") + "]"
        case .modified(let inner, .branch): return describe(inner)
        case .modified(let inner, let modifier): return describe(inner) + "." + describe(modifier)
        case .geometryReader: return "GeometryReader"
        case .keyframeAnimator(let animator):
            return
                "KeyframeAnimator(\(animator.timeline.tracks.count) tracks\(animator.repeating ? ", repeating" : ""))"
        case .phaseAnimator(let animator):
            return "PhaseAnimator[" + animator.phases.map(describe).joined(separator: ", ") + "]"
        case .animatableData(let view): return "AnimatableData(\(view.data))"
        case .timeline: return "TimelineView"
        }
    }

    static func describe(_ stack: Stack) -> String {
        switch stack {
        case .z(let alignment): "ZStack" + (alignment == .center ? "" : "(\(describe(alignment)))")
        case .h(let alignment, let spacing):
            "HStack" + arguments([alignment == .center ? nil : "\(alignment)", spacing.map(number)])
        case .v(let alignment, let spacing):
            "VStack" + arguments([alignment == .center ? nil : "\(alignment)", spacing.map(number)])
        }
    }

    static func describe(_ shape: ShapeView) -> String {
        var text: String
        switch shape.kind {
        case .rectangle: text = "Rectangle"
        case .roundedRectangle(let radius, let style):
            text = "RoundedRectangle(\(number(radius))\(style == .continuous ? ", continuous" : ""))"
        case .circle: text = "Circle"
        case .ellipse: text = "Ellipse"
        case .capsule: text = "Capsule"
        case .path(let path): text = "Path(\(path.elements.count))"
        }
        if shape.trimFrom != 0 || shape.trimTo != 1 {
            text += ".trim(\(number(shape.trimFrom)), \(number(shape.trimTo)))"
        }
        switch shape.drawing {
        case .fill(.foreground, .nonZero): break
        case .fill(let style, let rule): text += ".fill(\(describe(style))\(rule == .evenOdd ? ", eoFill" : ""))"
        case .stroke(let style, let stroke): text += ".stroke(\(describe(style)), \(number(stroke.lineWidth)))"
        case .strokeBorder(let style, let stroke):
            text += ".strokeBorder(\(describe(style)), \(number(stroke.lineWidth)))"
        }
        return text
    }

    static func describe(_ style: ShapeStyle) -> String {
        switch style {
        case .foreground: "foreground"
        case .color(let color): describe(color)
        case .linearGradient(let gradient, _, _):
            "linear(\(gradient.stops.map { describe($0.color) }.joined(separator: " ")))"
        case .radialGradient: "radial"
        case .angularGradient: "angular"
        case .ellipticalGradient: "elliptical"
        }
    }

    static func describe(_ color: Color) -> String {
        let channels = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
        let alpha = color.alpha == 1 ? "" : " @\(number(color.alpha))"
        return "#" + channels.joined(separator: ",") + alpha
    }

    static func describe(_ alignment: Alignment) -> String {
        "\(alignment.vertical)-\(alignment.horizontal)"
    }

    static func describe(_ modifier: Modifier) -> String {
        switch modifier {
        case .frame(let width, let height, let alignment):
            "frame"
                + arguments([width.map(number), height.map(number), alignment == .center ? nil : describe(alignment)])
        case .flexibleFrame(let frame):
            "frame"
                + arguments(
                    [
                        frame.minWidth.map { "minW " + number($0) }, frame.maxWidth.map { "maxW " + number($0) },
                        frame.minHeight.map { "minH " + number($0) }, frame.maxHeight.map { "maxH " + number($0) },
                        frame.alignment == .center ? nil : describe(frame.alignment),
                    ])
        case .offset(let x, let y): "offset(\(number(x)), \(number(y)))"
        case .padding(let e):
            "padding(\(number(e.top)), \(number(e.leading)), \(number(e.bottom)), \(number(e.trailing)))"
        case .position(let x, let y): "position(\(number(x)), \(number(y)))"
        case .overlay(let view, let alignment):
            "overlay(\(describe(view))\(alignment == .center ? "" : ", " + describe(alignment)))"
        case .background(let view, let alignment):
            "background(\(describe(view))\(alignment == .center ? "" : ", " + describe(alignment)))"
        case .aspectRatio(let ratio, let mode): "aspectRatio(\(ratio.map(number) ?? "nil"), \(mode))"
        case .fixedSize(let h, let v): "fixedSize(\(h), \(v))"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .rotationEffect(let angle, let anchor):
            "rotation(\(number(angle.degrees))°, \(number(anchor.x)), \(number(anchor.y)))"
        case .scaleEffect(let x, let y, let anchor):
            "scale(\(number(x)), \(number(y)), \(number(anchor.x)), \(number(anchor.y)))"
        case .rotation3DEffect(let r):
            "rotation3D(\(number(r.angle.degrees))°, \(number(r.axisX)), \(number(r.axisY)), \(number(r.axisZ)))"
        case .foregroundColor(let color): "foreground(\(describe(color)))"
        case .foregroundStyle(let style): "foreground(\(describe(style)))"
        case .font(let font): "font(\(number(font.size))\(font.weight == .regular ? "" : " \(font.weight)"))"
        case .fontWeight(let weight): "weight(\(weight))"
        case .multilineTextAlignment(let alignment): "multilineTextAlignment(\(alignment))"
        case .lineLimit(let limit): "lineLimit(\(limit.map(String.init) ?? "nil"))"
        case .colorMultiply(let color): "colorMultiply(\(describe(color)))"
        case .opacity(let value): "opacity(\(number(value)))"
        case .blur(let radius): "blur(\(number(radius)))"
        case .shadow(let color, let radius, let x, let y):
            "shadow(\(describe(color)), \(number(radius)), \(number(x)), \(number(y)))"
        case .compositingGroup: "compositingGroup"
        case .luminanceToAlpha: "luminanceToAlpha"
        case .mask(let view, _): "mask(\(describe(view)))"
        case .inverseMask(let view, _): "inverseMask(\(describe(view)))"
        case .clipShape(let kind, let rule):
            "clipShape(\(describe(ShapeView(kind: kind)))\(rule == .evenOdd ? ", eoFill" : ""))"
        case .clipped: "clipped"
        case .cornerRadius(let radius): "cornerRadius(\(number(radius)))"
        case .blendMode(let mode): "blendMode(\(mode))"
        case .animation(let animation, let value):
            "animation(\(animation.map { "\($0)" } ?? "nil")\(value.map { ", value: \($0)" } ?? ""))"
        case .transition(let transition): "transition(\(transition))"
        case .branch(let branch): "branch(\(branch))"
        case .matchedGeometry(let id): "matchedGeometry(\(id))"
        }
    }

    static func number(_ value: Double) -> String {
        if value == .infinity { return "inf" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func arguments(_ items: [String?]) -> String {
        let present = items.compactMap { $0 }
        return present.isEmpty ? "" : "(" + present.joined(separator: ", ") + ")"
    }
}
