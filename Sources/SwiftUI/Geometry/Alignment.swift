internal import SceneGraph

/// Placement along a stack's cross axis or in a frame, horizontally.
public struct HorizontalAlignment: Hashable, Sendable {
    let engine: HorizontalLayoutAlignment
    public static let leading = HorizontalAlignment(engine: .leading)
    public static let center = HorizontalAlignment(engine: .center)
    public static let trailing = HorizontalAlignment(engine: .trailing)
}

/// Placement along a stack's cross axis or in a frame, vertically.
public struct VerticalAlignment: Hashable, Sendable {
    let engine: VerticalLayoutAlignment
    public static let top = VerticalAlignment(engine: .top)
    public static let center = VerticalAlignment(engine: .center)
    public static let bottom = VerticalAlignment(engine: .bottom)
    /// The baseline of a text's first line (of the first text, in a stack); a view without text
    /// has it at its bottom.
    public static let firstTextBaseline = VerticalAlignment(engine: .firstTextBaseline)
    /// The baseline of a text's last line (of the last text, in a stack).
    public static let lastTextBaseline = VerticalAlignment(engine: .lastTextBaseline)
}

/// Placement in both directions: SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var engine: LayoutAlignment {
        LayoutAlignment(horizontal: horizontal.engine, vertical: vertical.engine)
    }
}
