internal import SceneGraph

extension View {
    /// Keeps the view where `mask` (laid out in the view's frame, aligned by `alignment`) is
    /// opaque; several views in the closure are stacked as in a `ZStack`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment, inverse: false))
    }

    /// Keeps the view where `mask` is opaque.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center, inverse: false))
    }

    /// Keeps the view where `mask` is transparent (Zoetrope's own modifier; a scene's own
    /// `inverseMask` declared in an extension of `View` is used instead).
    // Disfavoured, so that a scene's own declaration of the same name wins instead of being ambiguous.
    @_disfavoredOverload
    public func inverseMask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center, inverse: true))
    }

    /// Keeps the view where the closure's views are transparent.
    @_disfavoredOverload
    public func inverseMask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    {
        modifier(MaskModifier(mask: mask(), alignment: alignment, inverse: true))
    }
}

/// `mask` and `inverseMask`: the mask view is lowered as a part of the view it masks.
struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment
    let inverse: Bool

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        let stack = Container.z(alignment: alignment.engine)
        let view = lowerView(mask, in: context.child(.part("mask"))).single(in: stack).view
        return content.modified(
            inverse ? .inverseMask(view, alignment: alignment.engine) : .mask(view, alignment: alignment.engine))
    }
}
