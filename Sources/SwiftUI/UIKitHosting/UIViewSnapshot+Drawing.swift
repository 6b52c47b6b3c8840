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
        // The view's layer at the size laid out (its sublayers keep their frames, as Core
        // Animation's do when a layer is resized).
        var tree = layer
        tree?.bounds.size = size
        if let tree, tree.content != nil {
            children.append(tree.animated { $0.content?.body(size: size) ?? AnyView(EmptyView()) })
        }
        if let content { children.append(content.body(size: size, tint: tintColor)) }
        if let tree, !tree.sublayers.isEmpty { children.append(tree.animated { $0.sublayersDrawing() }) }
        for child in subviews where !child.isHidden {
            let place = frames[child.id] ?? .zero
            children.append(
                AnyView(
                    child.drawing(frames: frames)
                        .offset(
                            x: place.minX - frame.minX - boundsOrigin.x, y: place.minY - frame.minY - boundsOrigin.y)))
        }
        var drawn = decoration.decorating(
            AnyView(
                ZStack(alignment: .topLeading) {
                    ForEach(children.indices, id: \.self) { children[$0] }
                }
                .frame(width: size.width, height: size.height, alignment: .topLeading)))
        if let tree, !tree.mask.isEmpty {
            drawn = AnyView(
                drawn.mask(alignment: .topLeading) {
                    tree.animated { layer in
                        layer.mask.first?.placed(in: layer.bounds) ?? AnyView(EmptyView())
                    }
                    .frame(width: size.width, height: size.height, alignment: .topLeading)
                })
        }
        if let tree, !tree.animations.isEmpty { drawn = tree.animatingOwnLayer(drawn) }
        if alpha < 1 { drawn = AnyView(drawn.opacity(Double(max(0, alpha)))) }
        if transform != .identity {
            let centre = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
            let turned = centre.concatenating(transform).concatenating(
                CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
            drawn = AnyView(drawn.transformEffect(turned))
        }
        return drawn
    }

    /// What Core Animation draws around the view's drawing and subviews (its layer's values).
    var decoration: LayerDecoration {
        LayerDecoration(
            outline: LayerOutline(cornerRadius: cornerRadius, maskedCorners: maskedCorners),
            masksToBounds: clipsToBounds, background: backgroundColor.map { Color(uiColor: $0) },
            border: borderColor.map { Color(uiColor: UIColor(cgColor: $0)) }, borderWidth: borderWidth,
            shadow: shadowOpacity > 0
                ? shadowColor.map { Color(uiColor: UIColor(cgColor: $0)).opacity(Double(shadowOpacity)) } : nil,
            shadowRadius: shadowRadius, shadowOffset: shadowOffset)
    }
}
