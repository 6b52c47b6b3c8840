internal import Geometry
internal import SceneGraph

// The shared lowering of the shapes that transform another shape's outline (`rotation`,
// `offset`, `scale`): a custom outline, the content's outline in the frame moved by a transform
// of the frame, whose numbers (the content's animatable ones, then the transform's) blend
// between snapshots so that a changing angle, offset or scale animates as in SwiftUI.

/// A shape that moves another shape's outline; its border is its inset outline stroked.
protocol OutlineTransformingShape {}

extension RotatedShape: OutlineTransformingShape {}
extension OffsetShape: OutlineTransformingShape {}
extension ScaledShape: OutlineTransformingShape {}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The turned shape inset by `amount`: the content inset, then turned.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape inset by `amount`: the content inset, then moved.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    /// The scaled shape inset by `amount`: the content inset, then scaled.
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

extension ShapeDescription {
    /// This shape's outline transformed by `transform`, made from the frame and `numbers` (the
    /// transforming shape's own animatable numbers). `kind` names the transforming shape.
    /// The trim stays a trim of the transformed outline when `keepsTrim` (rotations, offsets and
    /// uniform scales keep fractions of the length); otherwise the content is trimmed first.
    func transformed(
        kind: String, numbers: [Double], keepsTrim: Bool,
        transform: @escaping @Sendable ([Double], CGRect) -> Geometry::AffineTransform
    ) -> ShapeDescription {
        let inset = CGFloat(self.inset)
        var hasher = Hasher()
        hasher.combine(kind)
        var baseData: [Double] = []
        let base: @Sendable ([Double], CGRect) -> Geometry::Path
        switch outline {
        case .builtin(let shapeKind):
            hasher.combine(String(reflecting: shapeKind))
            base = { _, rect in Self.outline(of: shapeKind, in: rect.insetBy(dx: inset, dy: inset)) }
        case .custom(let id, let path, let animatable):
            hasher.combine(id)
            if let animatable {
                baseData = animatable.data
                let outline = animatable.path
                base = { data, rect in outline(data, rect.insetBy(dx: inset, dy: inset)) }
            } else {
                base = { _, rect in path(rect.insetBy(dx: inset, dy: inset)) }
            }
        }
        let trimmed = trimFrom != 0 || trimTo != 1
        let bakesTrim = trimmed && !keepsTrim
        let (from, to) = (trimFrom, trimTo)
        if bakesTrim {
            hasher.combine(from)
            hasher.combine(to)
        }
        let count = baseData.count
        let path: @Sendable ([Double], CGRect) -> Geometry::Path = { data, rect in
            var outline = base(Array(data.prefix(count)), rect)
            if bakesTrim { outline = outline.trimmed(from: from, to: to) }
            return outline.applying(transform(Array(data.dropFirst(count)), rect))
        }
        let data = baseData + numbers
        return ShapeDescription(
            outline: .custom(
                id: hasher.finalize(), path: { rect in path(data, rect) },
                animatable: AnimatableOutline(data: data, path: path)),
            trimFrom: bakesTrim ? 0 : trimFrom, trimTo: bakesTrim ? 1 : trimTo)
    }

    /// The outline of a built-in kind filling `rect`, as SceneGraph draws it.
    static func outline(of kind: ShapeKind, in rect: CGRect) -> Geometry::Path {
        let r = rect.engine
        switch kind {
        case .rectangle: return .rect(r)
        case .roundedRectangle(let radius, let style):
            return .roundedRect(r, cornerRadius: max(0, radius), style: style)
        case .circle: return .circle(in: r)
        case .ellipse: return .ellipse(in: r)
        case .capsule(let style): return .capsule(in: r, style: style)
        case .path(let path): return path.applying(.translation(x: r.minX, y: r.minY))
        }
    }
}

extension Geometry::AffineTransform {
    /// `transform` applied about the point at `anchor` (unit coordinates) of `rect`.
    static func about(_ anchor: (x: Double, y: Double), in rect: CGRect, _ transform: Geometry::AffineTransform)
        -> Geometry::AffineTransform
    {
        let x = Double(rect.minX) + anchor.x * Double(rect.width)
        let y = Double(rect.minY) + anchor.y * Double(rect.height)
        return Geometry::AffineTransform.translation(x: -x, y: -y).concatenating(transform)
            .concatenating(.translation(x: x, y: y))
    }
}
