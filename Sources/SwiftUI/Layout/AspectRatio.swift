internal import SceneGraph

/// How a view fits the space offered with `aspectRatio`: whole inside it, or covering it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill

    var engine: AspectMode { self == .fit ? .fit : .fill }
}

extension View {
    /// Keeps the view at `aspectRatio` (width / height; nil: the view's own ratio), fitted into
    /// or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(SceneModifier(.aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode.engine)))
    }

    /// Keeps the view at the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        // A zero height has no ratio: the view's own is kept.
        let ratio = aspectRatio.height == 0 ? nil : Double(aspectRatio.width / aspectRatio.height)
        return modifier(SceneModifier(.aspectRatio(ratio, contentMode: contentMode.engine)))
    }

    /// Scales the view, keeping its ratio, to fit in the space offered.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view, keeping its ratio, to fill the space offered.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
