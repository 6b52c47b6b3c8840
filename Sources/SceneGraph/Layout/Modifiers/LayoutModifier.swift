import Geometry

/// A modifier that lays its view out (SwiftUI's unary layouts: padding, frames, an aspect ratio,
/// overlays, a position …): one type per modifier in `Layout/Modifiers/`. `LayoutPass` asks it
/// the size the modified view takes, how it is placed and the alignment guides it has; by
/// default a modifier passes all three through to its child.
protocol LayoutModifier: Equatable, Sendable, CustomStringConvertible {
    /// The size the modified view takes for `proposal`, its child sized as the modifier proposes.
    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size

    /// The modified view laid out in `rect` (canvas points): its child placed, with whatever the
    /// modifier adds (another view, an effect).
    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode

    /// Where the modified view laid out at `size` has its guide `key` (from its leading or top
    /// edge), or nil where it keeps the default.
    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double?

    /// Whether the modifier moves one of its view's guides (`.alignmentGuide`): containers read
    /// guides only where a child sets one.
    var setsAlignmentGuide: Bool { get }

    /// The spacing the modified view asks for in a stack, its child asking for `child`: by
    /// default the child's; padding and frames start the edges they set afresh.
    func spacing(_ child: EdgeSpacing) -> EdgeSpacing
}

extension LayoutModifier {
    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size { try child.size(proposal) }
    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode { try child.place(in: rect) }
    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? {
        try child.explicitGuide(key, size: size)
    }
    var setsAlignmentGuide: Bool { false }
    func spacing(_ child: EdgeSpacing) -> EdgeSpacing { child }

    fileprivate func isEqual(to other: any LayoutModifier) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A layout modifier that puts its child in a rectangle of its own frame and draws nothing else
/// (padding, frames, an aspect ratio, a fixed size), as SwiftUI's `UnaryLayout`: its child's
/// guides are its own, moved by where it puts the child.
protocol UnaryLayoutModifier: LayoutModifier {
    /// Where the child goes when the modified view is laid out in `rect`.
    func childRect(in rect: Rect, child: ModifierChild) throws -> Rect
}

extension UnaryLayoutModifier {
    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        try child.place(in: try childRect(in: rect, child: child))
    }

    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? {
        let rect = try childRect(in: Rect(origin: .zero, size: size), child: child)
        guard let inner = try child.explicitGuide(key, size: rect.size) else { return nil }
        return inner + (key.isHorizontal ? rect.minX : rect.minY)
    }
}

/// A layout modifier of any kind: what `ModifierNode.layout` holds.
public struct AnyLayoutModifier: Equatable, Sendable, CustomStringConvertible {
    var base: any LayoutModifier

    init(_ base: any LayoutModifier) { self.base = base }

    public static func == (a: AnyLayoutModifier, b: AnyLayoutModifier) -> Bool { a.base.isEqual(to: b.base) }

    public var description: String { base.description }
}
