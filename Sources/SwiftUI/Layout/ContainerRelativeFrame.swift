internal import SceneGraph

extension View {
    /// Frames the view at the size of its nearest container (the scroll view it is in, else the
    /// safe area) on `axes`; on the other axes it keeps its own size. `alignment` places it.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// Frames the view on `axes` at `span` of `count` equal shares of its nearest container's
    /// length, with `spacing` between the shares (the spans it covers included).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            SceneModifier(
                .containerRelativeFrame(
                    horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), count: count,
                    span: span, spacing: Double(spacing), alignment: alignment.engine)))
    }

    /// Frames the view on `axes` at the length `length` returns for its container's length on
    /// each axis. Zoetrope calls `length` once per axis with the container's length, during
    /// lowering, with the safe area's size (the nearest scroll view's size is not known there).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(
            SceneModifier { content, context in
                let screen = context.runtime.safeAreaSize
                let width = axes.contains(.horizontal) ? Double(length(CGFloat(screen.width), .horizontal)) : nil
                let height = axes.contains(.vertical) ? Double(length(CGFloat(screen.height), .vertical)) : nil
                return content.modified(.frame(width: width, height: height, alignment: alignment.engine))
            })
    }
}
