internal import SceneGraph

extension View {
    /// Shows `content` above or below the view: the view is inset from `edge` by the content's
    /// height and `spacing` (nil: the default spacing between views), with its safe area grown
    /// by as much, so what ignores the safe area inside still reaches the edge under `content`.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .top ? .top : .bottom,
                alignment: LayoutAlignment(horizontal: alignment.engine, vertical: .center),
                spacing: spacing.map(Double.init)))
    }

    /// Shows `content` beside the view: the view is inset from `edge` by the content's width
    /// and `spacing`, with its safe area grown by as much.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing,
                alignment: LayoutAlignment(horizontal: .center, vertical: alignment.engine),
                spacing: spacing.map(Double.init)))
    }

    /// Adds `insets` to the safe area of the view (as an empty `safeAreaInset` on each edge).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (nil: the default padding, 16 points) to the safe area of the view on
    /// `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return modifier(
            SafeAreaPaddingModifier(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                    bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }

    /// Adds `length` to the safe area of the view on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

/// `safeAreaInset`: the inset view, lowered in its own place, anchored to an edge.
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let inset: Inset
    let edge: EdgeSet
    let alignment: LayoutAlignment
    let spacing: Double?

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        let view = lowerView(inset, in: context.child(.part("safeAreaInset"))).single(in: .z(alignment: alignment))
            .view
        return content.single(in: .v(alignment: .center, spacing: nil))
            .modified(.safeAreaInset(view, edge: edge, alignment: alignment, spacing: spacing))
    }
}

/// `safeAreaPadding`: an empty inset of a fixed length on each edge, with no spacing.
struct SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let insets: EdgeInsets

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        var lowered = content.single(in: .v(alignment: .center, spacing: nil))
        let edges: [(EdgeSet, CGFloat)] = [
            (.top, insets.top), (.bottom, insets.bottom), (.leading, insets.leading), (.trailing, insets.trailing),
        ]
        for (edge, length) in edges where length > 0 {
            let vertical = edge == .top || edge == .bottom
            let space = ViewNode.empty.modifier(
                .frame(
                    width: vertical ? nil : Double(length), height: vertical ? Double(length) : nil, alignment: .center)
            )
            lowered = lowered.modified(.safeAreaInset(space, edge: edge, alignment: .center, spacing: 0))
        }
        return lowered
    }
}
