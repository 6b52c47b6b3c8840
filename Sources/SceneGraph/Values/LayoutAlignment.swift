/// Horizontal placement inside a container.
public enum HorizontalLayoutAlignment: Hashable, Sendable {
    case leading, center, trailing
    /// An alignment the scene declares; views are placed by its guides (`LayoutPass.guide`).
    case custom(CustomAlignment)

    /// 0 for leading, 0.5 for centre, 1 for trailing (and for a custom alignment, where its
    /// guides are not read).
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center, .custom: 0.5
        case .trailing: 1
        }
    }
}

/// Vertical placement inside a container.
public enum VerticalLayoutAlignment: Hashable, Sendable {
    case top, center, bottom
    /// The baseline of a text's first line, or of its last (`LayoutPass.textBaseline`); a view
    /// without text has it at its bottom, as in SwiftUI.
    case firstTextBaseline, lastTextBaseline
    /// An alignment the scene declares; views are placed by its guides (`LayoutPass.guide`).
    case custom(CustomAlignment)

    /// 0 for top, 0.5 for centre, 1 for bottom (and for a baseline, where a view without text
    /// has it; for a custom alignment, where its guides are not read).
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center, .custom: 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        }
    }

    /// Whether this is a text baseline.
    public var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}

/// Placement in both directions, as SwiftUI's `Alignment`.
public struct LayoutAlignment: Hashable, Sendable {
    public var horizontal: HorizontalLayoutAlignment
    public var vertical: VerticalLayoutAlignment

    public init(horizontal: HorizontalLayoutAlignment, vertical: VerticalLayoutAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = LayoutAlignment(horizontal: .center, vertical: .center)
    public static let leading = LayoutAlignment(horizontal: .leading, vertical: .center)
    public static let trailing = LayoutAlignment(horizontal: .trailing, vertical: .center)
    public static let top = LayoutAlignment(horizontal: .center, vertical: .top)
    public static let bottom = LayoutAlignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = LayoutAlignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = LayoutAlignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = LayoutAlignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = LayoutAlignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in unit coordinates of a frame: (0,0) top-leading, (1,1) bottom-trailing.
public struct RelativePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = RelativePoint(x: 0, y: 0)
    public static let center = RelativePoint(x: 0.5, y: 0.5)
    public static let leading = RelativePoint(x: 0, y: 0.5)
    public static let trailing = RelativePoint(x: 1, y: 0.5)
    public static let top = RelativePoint(x: 0.5, y: 0)
    public static let bottom = RelativePoint(x: 0.5, y: 1)
    public static let topLeading = RelativePoint(x: 0, y: 0)
    public static let topTrailing = RelativePoint(x: 1, y: 0)
    public static let bottomLeading = RelativePoint(x: 0, y: 1)
    public static let bottomTrailing = RelativePoint(x: 1, y: 1)
}

/// Insets on each edge, in points.
public struct Insets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Edges of the safe area a view extends beyond (`.ignoresSafeArea(edges:)`).
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}
