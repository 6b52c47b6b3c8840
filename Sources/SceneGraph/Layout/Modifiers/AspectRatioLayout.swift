import Geometry

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: proposes its child the
/// largest (fit) or smallest (fill) size of the ratio that fits in (or covers) the proposal, and
/// centres it; a nil ratio is the child's own (ideal) one.
struct AspectRatioLayout: UnaryLayoutModifier {
    var ratio: Double?
    var contentMode: AspectMode

    var description: String { ".aspectRatio(\(String(describing: ratio)), contentMode: .\(contentMode))" }

    func sizeThatFits(_ proposal: ProposedSize, child: ModifierChild) throws -> Size {
        try child.size(try childProposal(proposal, child: child))
    }

    func childRect(in rect: Rect, child: ModifierChild) throws -> Rect {
        let s = try child.size(try childProposal(ProposedSize(rect.size), child: child))
        return child.pass.align(s, in: rect, .center)
    }

    /// The proposal the modifier makes its child for `p`.
    private func childProposal(_ p: ProposedSize, child: ModifierChild) throws -> ProposedSize {
        var r = ratio ?? 0
        if ratio == nil {
            let ideal = try child.size(.unspecified)
            r = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case (let w?, let h?):
            let byWidth = Size(width: w, height: w / r)
            let byHeight = Size(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            let s = (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
            return ProposedSize(s)
        case (let w?, nil): return ProposedSize(width: w, height: w / r)
        case (nil, let h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return p
        }
    }
}

/// How `aspectRatio` fits content into the proposal.
public enum AspectMode: Hashable, Sendable {
    case fit
    case fill
}

extension ModifierNode {
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`; nil ratio: the
    /// child's own (ideal) ratio.
    public static func aspectRatio(_ ratio: Double?, contentMode: AspectMode) -> ModifierNode {
        .layout(AnyLayoutModifier(AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
    }
}
