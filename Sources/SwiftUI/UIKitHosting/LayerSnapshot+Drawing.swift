/// A layer tree drawn as SwiftUI views, as Core Animation composites it: each layer's content
/// (`LayerContent`) and its sublayers in order at their frames (a replicator's once per instance,
/// `LayerReplication`), decorated (`LayerDecoration`:
/// clip, background, border, shadow), all masked by its mask layer's alpha, at its opacity,
/// turned by its transform about its anchor point. Hidden layers draw nothing.
extension LayerSnapshot {
    /// The layer in its own bounds (the frame's size), at its values (apply `presentation(at:)`
    /// first for a time).
    func drawing() -> AnyView {
        let size = bounds.size
        var children: [AnyView] = []
        if let content { children.append(content.body(size: size)) }
        children.append(sublayersDrawing())
        var drawn = decoration.decorating(
            AnyView(
                ZStack(alignment: .topLeading) {
                    ForEach(children.indices, id: \.self) { children[$0] }
                }
                .frame(width: size.width, height: size.height, alignment: .topLeading)))
        // The mask masks the shadow too, as Core Animation's does (and as a view's layer's).
        if let mask = mask.first {
            let maskBounds = bounds
            drawn = AnyView(
                drawn.mask(alignment: .topLeading) {
                    mask.placed(in: maskBounds).frame(width: size.width, height: size.height, alignment: .topLeading)
                })
        }
        return drawn
    }

    /// The sublayers, each at its frame in this layer's bounds, in a frame of the bounds' size;
    /// a replicator's once per instance, each instance over the one before.
    func sublayersDrawing() -> AnyView {
        guard let replication else { return Self.drawing(sublayers, in: bounds) }
        let size = bounds.size
        let instances = replication.instances.map { index -> AnyView in
            let layers = index > 0 && index <= replicas.count ? replicas[index - 1] : sublayers
            var drawn = Self.drawing(layers, in: bounds)
            let rgba = replication.color(of: index)
            if rgba[0] < 1 || rgba[1] < 1 || rgba[2] < 1 {
                drawn = AnyView(drawn.colorMultiply(Color(red: rgba[0], green: rgba[1], blue: rgba[2])))
            }
            if rgba[3] < 1 { drawn = AnyView(drawn.opacity(rgba[3])) }
            let turned = replication.transform(of: index, size: size)
            return turned == .identity ? drawn : AnyView(drawn.transformEffect(turned))
        }
        return AnyView(
            ZStack(alignment: .topLeading) {
                ForEach(instances.indices, id: \.self) { instances[$0] }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// `layers` (those shown), each at its frame in `bounds`, in a frame of the bounds' size.
    private static func drawing(_ layers: [LayerSnapshot], in bounds: CGRect) -> AnyView {
        let shown = layers.filter { !$0.isHidden }
        return AnyView(
            ZStack(alignment: .topLeading) {
                ForEach(shown.indices, id: \.self) { shown[$0].placed(in: bounds) }
            }
            .frame(width: bounds.width, height: bounds.height, alignment: .topLeading))
    }

    /// The layer placed in a superlayer whose bounds are `superBounds`: its bounds' size with
    /// its anchor point at its position, at its opacity, turned by its transform about the
    /// anchor point.
    func placed(in superBounds: CGRect) -> AnyView {
        let size = bounds.size
        var drawn = drawing()
        // Group opacity, as iOS composites a layer's tree (`allowsGroupOpacity`, on by default):
        // the layer and its sublayers are flattened, then faded together.
        if opacity < 1 { drawn = AnyView(drawn.compositingGroup().opacity(max(0, opacity))) }
        let turned = transformAboutAnchor(size: size)
        if turned != .identity { drawn = AnyView(drawn.transformEffect(turned)) }
        return AnyView(
            drawn.offset(
                x: position.x - anchorPoint.x * size.width - superBounds.minX,
                y: position.y - anchorPoint.y * size.height - superBounds.minY))
    }

    /// `drawing` of this layer at each frame's time when an animation plays in the tree, else
    /// once.
    func animated(_ drawing: @escaping (LayerSnapshot) -> AnyView) -> AnyView {
        guard isAnimated else { return drawing(self) }
        return AnyView(
            TimelineView(.animation) { context in
                drawing(presentation(at: context.date.timeIntervalSince(SceneDate.start)))
            })
    }
}

extension LayerSnapshot {
    /// `drawn`, a view's drawing, as its layer's animations leave the layer at each frame's
    /// time: at the animated opacity, turned by the animated transform about the anchor point,
    /// moved by the animated position's change.
    func animatingOwnLayer(_ drawn: AnyView) -> AnyView {
        let model = self
        return AnyView(
            TimelineView(.animation) { context in
                let now = model.presentation(at: context.date.timeIntervalSince(SceneDate.start))
                drawn.compositingGroup().opacity(max(0, min(1, now.opacity)))
                    .transformEffect(now.transformAboutAnchor(size: model.bounds.size))
                    .offset(x: now.position.x - model.position.x, y: now.position.y - model.position.y)
            })
    }
}

extension LayerSnapshot {
    /// The transform's x, y part applied about the anchor point of a layer of `size`, in the
    /// layer's own coordinates.
    func transformAboutAnchor(size: CGSize) -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform).about(
            CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height))
    }
}

extension LayerSnapshot {
    /// What Core Animation draws around the layer's content and sublayers.
    var decoration: LayerDecoration {
        LayerDecoration(
            outline: LayerOutline(cornerRadius: cornerRadius, maskedCorners: maskedCorners),
            masksToBounds: masksToBounds, background: backgroundColor.map { Color(cgColor: $0) },
            border: borderColor.map { Color(cgColor: $0) }, borderWidth: borderWidth,
            shadow: shadowOpacity > 0 ? shadowColor.map { Color(cgColor: $0).opacity(shadowOpacity) } : nil,
            shadowRadius: shadowRadius, shadowOffset: shadowOffset)
    }
}

extension CGAffineTransform {
    /// This transform applied about `point` instead of the origin (the point stays where it is).
    func about(_ point: CGPoint) -> CGAffineTransform {
        guard self != .identity else { return .identity }
        return CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
