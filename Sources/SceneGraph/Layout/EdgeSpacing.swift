/// The spacing a view asks for on its edges: SwiftUI's `ViewSpacing`, whose distance between
/// two neighbours in a stack depends on what faces what.
///
/// Each edge holds a default distance and distances by category. Two neighbours are as far
/// apart as the largest distance of a category both facing edges have; with none in common,
/// the larger of their default distances; with neither, the stack's default (8 points). As
/// SwiftUI's (OpenSwiftUI's `Spacing` and `Text+Spacing` read for the rule):
/// - a plain view (a shape, a colour, a bitmap) has no default and only the zero "below text"
///   on its top and "above text" on its bottom, so two plain views get 8 points;
/// - a text has, from its font, "above text" on its top (the line spacing less the ascent) and
///   "below text" on its bottom (the line spacing less the cap height): a view under a 17-pt text
///   is 10.64 points below it, one over it 6.43 above; text above text is as far as the lower
///   one's leading (two texts stack as the lines of one paragraph);
/// - a symbol meets a text at zero, and puts its baseline offset above and one more below;
/// - a `Spacer` has zero by default on the edges along its stack and no category, so nothing is
///   put beside it there;
/// - padding and frames start their padded or framed edges afresh, as a plain view's.
///
/// Measured on iOS 17 (Shepherd-Dog/SpeakList's `testTextFieldSnapshot`, a text above a field,
/// at ten Dynamic Type sizes from 14 to 40 pt): the text's baseline is 12.67–34 pt above the
/// field, this rule's within 0.46 pt at every size (`EdgeSpacingTests`); an 8-point gap would
/// be 2.2 pt short at 17 pt. The text-baseline categories SwiftUI also keeps are left out: they
/// only ever pair with a text-to-text distance that is larger.
public struct EdgeSpacing: Equatable, Sendable {
    /// What one edge asks for.
    public struct Edge: Equatable, Sendable {
        /// The distance used when no category is shared with the neighbour's edge.
        public var standard: Double?
        /// Text meeting text (or a symbol).
        public var textToText: TextToText?
        /// The "above a text" category: on a text's top edge, the room it asks above it; on a
        /// plain view's bottom edge, zero, so a text below it gets that room.
        public var aboveText: Double?
        /// The "below a text" category: on a text's bottom edge, the room it asks below it; on a
        /// plain view's top edge, zero.
        public var belowText: Double?

        public init(
            standard: Double? = nil, textToText: TextToText? = nil, aboveText: Double? = nil, belowText: Double? = nil
        ) {
            self.standard = standard
            self.textToText = textToText
            self.aboveText = aboveText
            self.belowText = belowText
        }

        /// The larger of each value of the two edges, a value where only one has it.
        func union(_ other: Edge) -> Edge {
            func larger(_ a: Double?, _ b: Double?) -> Double? {
                guard let a else { return b }
                guard let b else { return a }
                return max(a, b)
            }
            var textToText = textToText ?? other.textToText
            if let a = self.textToText, let b = other.textToText { textToText = a.larger(b) }
            return Edge(
                standard: larger(standard, other.standard), textToText: textToText,
                aboveText: larger(aboveText, other.aboveText), belowText: larger(belowText, other.belowText))
        }
    }

    /// A text-to-text value: a fixed distance (a symbol's zero), or a text line's leading.
    public enum TextToText: Equatable, Sendable {
        case distance(Double)
        case line(leading: Double)

        /// The distance between an edge with this value and the neighbour's facing `next`.
        func distance(to next: TextToText) -> Double {
            switch (self, next) {
            case (.distance(let a), .distance(let b)): a + b
            case (.distance(let a), .line): a
            case (.line, .distance(let b)): b
            case (.line, .line(let leading)): leading
            }
        }

        /// The one of the two that asks for more (a line over a distance, as SwiftUI orders them).
        func larger(_ other: TextToText) -> TextToText {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): .distance(max(a, b))
            case (.line(let a), .line(let b)): .line(leading: max(a, b))
            case (.line, .distance): self
            case (.distance, .line): other
            }
        }
    }

    /// The distance between two views neither of which asks for one: SwiftUI's 8 points.
    public static let defaultDistance = 8.0

    public var top: Edge
    public var leading: Edge
    public var bottom: Edge
    public var trailing: Edge

    public init(top: Edge, leading: Edge, bottom: Edge, trailing: Edge) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// A plain view's: nothing but the zero that a text's edge beside it pairs with.
    public static let standard = EdgeSpacing(
        top: Edge(belowText: 0), leading: Edge(), bottom: Edge(aboveText: 0), trailing: Edge())

    /// An empty stack's: zero on every edge, whatever faces it.
    public static let zero = EdgeSpacing(
        top: Edge(standard: 0), leading: Edge(standard: 0), bottom: Edge(standard: 0), trailing: Edge(standard: 0))

    /// A spacer's in a stack along `axis`: zero on the two edges along it, nothing across (a
    /// `VStack { Spacer() }` in an `HStack` is 8 points from its neighbours); zero everywhere
    /// outside a stack.
    public static func spacer(along axis: StackAxis?) -> EdgeSpacing {
        switch axis {
        case .horizontal:
            EdgeSpacing(top: Edge(), leading: Edge(standard: 0), bottom: Edge(), trailing: Edge(standard: 0))
        case .vertical:
            EdgeSpacing(top: Edge(standard: 0), leading: Edge(), bottom: Edge(standard: 0), trailing: Edge())
        case nil: .zero
        }
    }

    /// A text's, from its font: `above` over its top edge, `below` under its bottom edge, and
    /// `leading` between it and a text next to it.
    public static func text(above: Double, below: Double, leading: Double) -> EdgeSpacing {
        EdgeSpacing(
            top: Edge(textToText: .line(leading: leading), aboveText: above), leading: Edge(),
            bottom: Edge(textToText: .line(leading: leading), belowText: below), trailing: Edge())
    }

    /// A symbol's, `baselineOffset` being the depth of its frame below its baseline.
    public static func symbol(baselineOffset: Double) -> EdgeSpacing {
        EdgeSpacing(
            top: Edge(textToText: .distance(0), aboveText: baselineOffset), leading: Edge(),
            bottom: Edge(textToText: .distance(0), belowText: baselineOffset + 1), trailing: Edge())
    }

    /// The edge on `side`.
    public subscript(side: EdgeSet) -> Edge {
        get {
            switch side {
            case .top: top
            case .bottom: bottom
            case .leading: leading
            default: trailing  // `.trailing`: one side is asked for at a time.
            }
        }
        set {
            if side.contains(.top) { top = newValue }
            if side.contains(.bottom) { bottom = newValue }
            if side.contains(.leading) { leading = newValue }
            if side.contains(.trailing) { trailing = newValue }
        }
    }

    /// This spacing with `edges` started afresh, as a plain view's (padding, a frame).
    public func reset(_ edges: EdgeSet) -> EdgeSpacing {
        var copy = self
        for side in [EdgeSet.top, .leading, .bottom, .trailing] where edges.contains(side) {
            copy[side] = EdgeSpacing.standard[side]
        }
        return copy
    }

    /// This spacing with `other`'s values merged in on `edges`, the larger where both have one
    /// (a stack's edges from its children's).
    public func union(_ other: EdgeSpacing, edges: EdgeSet = .all) -> EdgeSpacing {
        var copy = self
        for side in [EdgeSet.top, .leading, .bottom, .trailing] where edges.contains(side) {
            copy[side] = self[side].union(other[side])
        }
        return copy
    }

    /// The distance from this view to `next`, which follows it in a stack along `horizontal`
    /// or vertically; nil where neither asks for one (the stack's default applies).
    public func distance(to next: EdgeSpacing, horizontal: Bool) -> Double? {
        let from = horizontal ? trailing : bottom
        let to = horizontal ? next.leading : next.top
        var found: Double?
        func consider(_ value: Double) { found = max(found ?? -.infinity, value) }
        if let a = from.textToText, let b = to.textToText { consider(a.distance(to: b)) }
        if let a = from.aboveText, let b = to.aboveText { consider(a + b) }
        if let a = from.belowText, let b = to.belowText { consider(a + b) }
        if let found { return found }
        guard from.standard != nil || to.standard != nil else { return nil }
        return max(from.standard ?? -.infinity, to.standard ?? -.infinity)
    }

    /// Whether the edge on `side` is a spacer's: zero whatever faces it.
    public func isZero(_ side: EdgeSet) -> Bool { self[side] == Edge(standard: 0) }
}
