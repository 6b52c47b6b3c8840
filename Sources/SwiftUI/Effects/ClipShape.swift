internal import Raster
internal import SceneGraph

extension View {
    /// Clips the view to `shape` filling its frame, by the fill rule of `style`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let rule: WindingRule = style.isEOFilled ? .evenOdd : .nonZero
        return modifier(
            SceneModifier { content, context in
                // A `ContainerRelativeShape` takes the container shape of the environment.
                ContainerShapeScope.with(context.environment) { clip(content, to: shape, rule: rule) }
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

/// `content` clipped to `shape` filling its frame.
private func clip<S: Shape>(_ content: Lowered, to shape: S, rule: WindingRule) -> Lowered {
    let description = shape.description
    if description.isPlainBuiltin, case .builtin(let kind) = description.outline {
        return content.modified(.clipShape(kind, rule: rule))
    }
    // Trimmed, inset and the scene's own shapes have no SceneGraph kind: the shape, filled
    // opaque, masks the view instead (the same coverage).
    let mask = shape.lowered(.fill(.color(RGBAColor.black), rule: rule))
    return content.modified(.mask(mask, alignment: .center))
}
