internal import SceneGraph

/// Views drawn on top of one another, aligned by `alignment`: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    var alignment: Alignment
    var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody("ZStack") }
}

extension ZStack: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        .container(.z(alignment: alignment.engine), [lowerView(content, in: context.child(0))])
    }
}

/// Views side by side, `spacing` apart (8 pt by default): SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody("HStack") }
}

extension HStack: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        .container(
            .h(alignment: alignment.engine, spacing: spacing.map(Double.init)),
            [lowerView(content, in: context.child(0))])
    }
}

/// Views one above the other, `spacing` apart (8 pt by default): SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody("VStack") }
}

extension VStack: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        .container(
            .v(alignment: alignment.engine, spacing: spacing.map(Double.init)),
            [lowerView(content, in: context.child(0))])
    }
}
