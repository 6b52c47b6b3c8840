/// A captured view tree drawn as SwiftUI views, as UIKit composites its layers: each view's
/// shadow, then its background (rounded by the layer's corner radius, on the corners it masks),
/// its content (`UIKitContent`), its subviews in order at their frames (clipped to its rounded
/// bounds when it clips), its border on top; all at its alpha and turned by its transform about
/// its centre. Hidden views draw nothing.
extension UIViewSnapshot {
    /// The view drawn at the frames `frames` gives (in the root's coordinates).
    func drawing(frames: [Int: CGRect]) -> AnyView {
        let frame = frames[id] ?? .zero
        let size = frame.size
        var children: [AnyView] = []
        if let content { children.append(content.body(size: size, tint: tintColor)) }
        for child in subviews where !child.isHidden {
            let place = frames[child.id] ?? .zero
            children.append(
                AnyView(
                    child.drawing(frames: frames)
                        .offset(
                            x: place.minX - frame.minX - boundsOrigin.x, y: place.minY - frame.minY - boundsOrigin.y)))
        }
        let shape = self.shape
        var drawn = AnyView(
            ZStack(alignment: .topLeading) {
                ForEach(children.indices, id: \.self) { children[$0] }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading))
        if clipsToBounds { drawn = AnyView(drawn.clipShape(shape)) }
        if let backgroundColor {
            drawn = AnyView(drawn.background(shape.fill(Color(uiColor: backgroundColor))))
        }
        if borderWidth > 0, let borderColor {
            drawn = AnyView(drawn.overlay(border(Color(uiColor: UIColor(cgColor: borderColor)))))
        }
        // A layer that masks to its bounds clips its own shadow away, as Core Animation does.
        if shadowOpacity > 0, let shadowColor, !clipsToBounds {
            let colour = Color(uiColor: UIColor(cgColor: shadowColor)).opacity(Double(shadowOpacity))
            drawn = AnyView(
                drawn.compositingGroup().shadow(
                    color: colour, radius: shadowRadius, x: shadowOffset.width, y: shadowOffset.height))
        }
        if alpha < 1 { drawn = AnyView(drawn.opacity(Double(max(0, alpha)))) }
        if transform != .identity {
            let centre = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
            let turned = centre.concatenating(transform).concatenating(
                CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
            drawn = AnyView(drawn.transformEffect(turned))
        }
        return drawn
    }

    /// The layer's outline: its bounds, rounded by `cornerRadius` on the corners it masks.
    var shape: AnyShape {
        switch corners {
        case .none: AnyShape(Rectangle())
        case .all: AnyShape(RoundedRectangle(cornerRadius: cornerRadius))
        case .some(let uneven): AnyShape(uneven)
        }
    }

    /// The layer's border: `borderWidth` inside its outline.
    func border(_ colour: Color) -> AnyView {
        switch corners {
        case .none: AnyView(Rectangle().strokeBorder(colour, lineWidth: borderWidth))
        case .all: AnyView(RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(colour, lineWidth: borderWidth))
        case .some(let uneven): AnyView(uneven.strokeBorder(colour, lineWidth: borderWidth))
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
