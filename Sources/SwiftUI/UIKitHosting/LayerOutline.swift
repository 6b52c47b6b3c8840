/// A layer's outline: its bounds, rounded by `cornerRadius` on the corners `maskedCorners`
/// names; what its background fills, its border strokes inside and masking clips to.
struct LayerOutline {
    var cornerRadius: CGFloat
    var maskedCorners: CACornerMask

    /// The outline as a shape.
    var shape: AnyShape {
        switch corners {
        case .none: AnyShape(Rectangle())
        case .all: AnyShape(RoundedRectangle(cornerRadius: cornerRadius))
        case .some(let uneven): AnyShape(uneven)
        }
    }

    /// A border of `width` inside the outline.
    func border(_ colour: Color, width: CGFloat) -> AnyView {
        switch corners {
        case .none: AnyView(Rectangle().strokeBorder(colour, lineWidth: width))
        case .all: AnyView(RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(colour, lineWidth: width))
        case .some(let uneven): AnyView(uneven.strokeBorder(colour, lineWidth: width))
        }
    }

    /// Which corners are rounded.
    enum Corners {
        case none, all
        case some(UnevenRoundedRectangle)
    }

    var corners: Corners {
        let all: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        if cornerRadius <= 0 || maskedCorners.intersection(all).isEmpty { return .none }
        if maskedCorners.isSuperset(of: all) { return .all }
        return .some(
            UnevenRoundedRectangle(
                topLeadingRadius: maskedCorners.contains(.layerMinXMinYCorner) ? cornerRadius : 0,
                bottomLeadingRadius: maskedCorners.contains(.layerMinXMaxYCorner) ? cornerRadius : 0,
                bottomTrailingRadius: maskedCorners.contains(.layerMaxXMaxYCorner) ? cornerRadius : 0,
                topTrailingRadius: maskedCorners.contains(.layerMaxXMinYCorner) ? cornerRadius : 0))
    }
}
