/// Horizontal placement inside a container.
public enum HorizontalAlignment: Hashable, Sendable {
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
public enum VerticalAlignment: Hashable, Sendable {
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
}

/// A point in unit coordinates of a frame: (0,0) top-leading, (1,1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Edges of the safe area a view extends beyond (`.ignoresSafeArea(edges:)`).
public struct SafeAreaEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = SafeAreaEdges(rawValue: 1)
    public static let leading = SafeAreaEdges(rawValue: 2)
    public static let bottom = SafeAreaEdges(rawValue: 4)
    public static let trailing = SafeAreaEdges(rawValue: 8)
    public static let all: SafeAreaEdges = [.top, .leading, .bottom, .trailing]
}
