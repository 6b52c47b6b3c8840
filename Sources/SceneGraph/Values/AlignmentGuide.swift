import Geometry

/// One of the alignment guides views are aligned by: a horizontal one (a line across x) or a
/// vertical one (a line across y).
public enum AlignmentKey: Hashable, Sendable {
    case horizontal(HorizontalLayoutAlignment)
    case vertical(VerticalLayoutAlignment)

    /// The six guides every view has.
    public static let all: [AlignmentKey] = [
        .horizontal(.leading), .horizontal(.center), .horizontal(.trailing), .vertical(.top), .vertical(.center),
        .vertical(.bottom),
    ]

    /// Whether the guide is a position along x.
    public var isHorizontal: Bool {
        if case .horizontal = self { return true }
        return false
    }

    /// Whether the guide is a text baseline, which text sets without an `.alignmentGuide`.
    public var isTextBaseline: Bool {
        if case .vertical(let v) = self { return v.isTextBaseline }
        return false
    }

    /// The scene's own alignment, when this is one.
    public var custom: CustomAlignment? {
        switch self {
        case .horizontal(.custom(let alignment)), .vertical(.custom(let alignment)): alignment
        default: nil
        }
    }

    /// Whether views are always placed by their guides for this key, rather than by a fraction
    /// of the free space: a text baseline (text sets it) or a custom alignment (its default is
    /// the scene's function of the view's dimensions).
    public var isPlacedByGuides: Bool { isTextBaseline || custom != nil }

    /// Where the guide lies in a view of `size` that sets none of its own: its edge or its
    /// middle, from the leading or top edge; for a custom alignment, where its default puts it.
    public func defaultValue(in size: Size) -> Double {
        if let custom {
            let value = custom.defaultValue(GuideDimensions(size: size))
            return value.isFinite ? value : 0
        }
        switch self {
        case .horizontal(let h): return h.fraction * size.width
        case .vertical(let v): return v.fraction * size.height
        }
    }
}

/// A view's size and guides, as `.alignmentGuide`'s closure sees them (SwiftUI's
/// `ViewDimensions`).
public struct GuideDimensions: Hashable, Sendable {
    public var size: Size
    /// The guides the view sets itself (an `.alignmentGuide` inside it), by key.
    public var explicit: [AlignmentKey: Double]

    public init(size: Size, explicit: [AlignmentKey: Double] = [:]) {
        self.size = size
        self.explicit = explicit
    }

    /// The guide's position: the view's own value, else the default.
    public subscript(key: AlignmentKey) -> Double { explicit[key] ?? key.defaultValue(in: size) }
}

/// `.alignmentGuide(_:computeValue:)`: where the view's guide `key` lies, computed from its
/// dimensions when it is aligned.
public struct AlignmentGuide: Equatable, Sendable {
    public var key: AlignmentKey
    /// Identifies the computation for equality (two guides with the same key and id compute the
    /// same values).
    public var id: Int
    public var value: @Sendable (GuideDimensions) -> Double

    public init(key: AlignmentKey, id: Int, value: @escaping @Sendable (GuideDimensions) -> Double) {
        self.key = key
        self.id = id
        self.value = value
    }

    public static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool { a.key == b.key && a.id == b.id }
}
