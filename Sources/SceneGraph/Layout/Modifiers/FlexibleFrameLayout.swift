import Geometry

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, SwiftUI's
/// flexible frame: the child gets the proposal clamped to the bounds; the frame takes the
/// child's size clamped to the bounds, grown towards the proposal where a bound allows.
struct FlexibleFrameLayout: UnaryLayoutModifier {
    var frame: FlexibleFrame

    var description: String { ".frame(\(frame))" }

    /// The child's, with the edges across each bounded axis a plain view's.
    func spacing(_ child: EdgeSpacing) -> EdgeSpacing {
        let f = frame
        var framed: EdgeSet = []
        if f.minWidth != nil || f.idealWidth != nil || f.maxWidth != nil { framed.formUnion([.leading, .trailing]) }
        if f.minHeight != nil || f.idealHeight != nil || f.maxHeight != nil { framed.formUnion([.top, .bottom]) }
        return child.reset(framed)
    }

    func sizeThatFits(_ p: ProposedSize, child: ModifierChild) throws -> Size {
        let f = frame
        func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            guard var v else { return nil }
            if let hi { v = min(v, hi) }
            if let lo { v = max(v, lo) }
            return v
        }
        let pw = p.width ?? f.idealWidth
        let ph = p.height ?? f.idealHeight
        let c = try child.size(
            ProposedSize(width: clamp(pw, f.minWidth, f.maxWidth), height: clamp(ph, f.minHeight, f.maxHeight)))
        func resolve(_ childLength: Double, _ proposal: Double?, _ lo: Double?, _ hi: Double?) -> Double {
            var r = childLength
            if let lo { r = max(lo, min(r, proposal ?? r)) }
            if let hi { r = min(hi, max(r, proposal ?? r)) }
            // An infinite result stands only for an infinite proposal: a stack measuring how far
            // the frame can grow (its flexibility) must see that it can grow for ever, or a
            // `maxHeight: .infinity` frame would count as rigid and be offered only its share.
            if r.isInfinite && proposal != .infinity { r = childLength }
            return r
        }
        return Size(
            width: resolve(c.width, pw, f.minWidth, f.maxWidth), height: resolve(c.height, ph, f.minHeight, f.maxHeight)
        )
    }

    func childRect(in rect: Rect, child: ModifierChild) throws -> Rect {
        let f = frame
        func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
            min(max(v, lo ?? -.infinity), hi ?? .infinity)
        }
        let proposal = ProposedSize(
            width: clamp(rect.width, f.minWidth, f.maxWidth), height: clamp(rect.height, f.minHeight, f.maxHeight))
        return try child.pass.alignedChild(child.view, proposal, in: rect, f.alignment, child.env, child.id)
    }
}

/// The parameters of a flexible frame; nil means unconstrained.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: LayoutAlignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: LayoutAlignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension ModifierNode {
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `.infinity` is allowed for the maxima.
    public static func flexibleFrame(_ frame: FlexibleFrame) -> ModifierNode {
        .layout(AnyLayoutModifier(FlexibleFrameLayout(frame: frame)))
    }
}
