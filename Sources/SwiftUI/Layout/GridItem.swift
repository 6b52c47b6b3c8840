internal import SceneGraph

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: its size, the spacing to the next one
/// and how items sit in its cells (SwiftUI's `GridItem`; the layout is SceneGraph's
/// `GridLayout` container).
public struct GridItem: Hashable, Sendable {
    /// How big the track is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit in its share, each at least `minimum` points.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var engine: GridTrack {
        let size: GridTrack.Size
        switch self.size {
        case .fixed(let length): size = .fixed(Double(length))
        case .flexible(let minimum, let maximum): size = .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case .adaptive(let minimum, let maximum): size = .adaptive(minimum: Double(minimum), maximum: Double(maximum))
        }
        return GridTrack(size, spacing: spacing.map(Double.init), alignment: alignment?.engine)
    }
}
