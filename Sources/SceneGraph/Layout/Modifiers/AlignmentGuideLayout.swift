import Geometry

/// `.alignmentGuide(_:computeValue:)`: moves one of the view's guides, which stacks, frames,
/// overlays and grids align it by; its size and drawing stay. The value is computed from the
/// view's size and the guides its content sets.
struct AlignmentGuideLayout: LayoutModifier {
    var guide: AlignmentGuide

    var description: String { ".alignmentGuide(\(guide.key))" }
    var setsAlignmentGuide: Bool { true }

    func explicitGuide(_ key: AlignmentKey, size: Size, child: ModifierChild) throws -> Double? {
        guard guide.key == key else { return try child.explicitGuide(key, size: size) }
        var explicit: [AlignmentKey: Double] = [:]
        for other in AlignmentKey.all {
            explicit[other] = try child.explicitGuide(other, size: size)
        }
        let value = guide.value(GuideDimensions(size: size, explicit: explicit))
        return value.isFinite ? value : nil
    }
}

extension ModifierNode {
    /// `.alignmentGuide(_:computeValue:)`: moves one of the view's guides.
    public static func alignmentGuide(_ guide: AlignmentGuide) -> ModifierNode {
        .layout(AnyLayoutModifier(AlignmentGuideLayout(guide: guide)))
    }
}
