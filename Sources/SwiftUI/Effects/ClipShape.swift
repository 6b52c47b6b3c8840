internal import Raster
internal import SceneGraph

extension View {
    /// Clips the view to `shape` filling its frame, by the fill rule of `style`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let rule: WindingRule = style.isEOFilled ? .evenOdd : .nonZero
        let description = shape.description
        return modifier(
            SceneModifier { content, _ in
                if description.isPlainBuiltin, case .builtin(let kind) = description.outline {
                    return content.modified(.clipShape(kind, rule: rule))
                }
                // Trimmed, inset and the scene's own shapes have no SceneGraph kind: the shape,
                // filled opaque, masks the view instead (the same coverage).
                let mask = shape.lowered(.fill(.color(RGBAColor.black), rule: rule))
                return content.modified(.mask(mask, alignment: .center))
            })
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = true) -> some View {
        modifier(SceneModifier(.clipped))
    }

    /// Clips the view to its frame with corners rounded by `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(SceneModifier(.cornerRadius(Double(radius))))
    }
}
