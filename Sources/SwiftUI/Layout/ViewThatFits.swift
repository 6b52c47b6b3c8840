internal import SceneGraph

/// Shows the first of its views whose ideal size fits the space offered along `axes`, else the
/// last: SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View {
    var axes: Axis.Set
    var content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody("ViewThatFits") }
}

extension ViewThatFits: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        .container(
            Container(
                ViewThatFitsContainer(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))),
            [lowerView(content, in: context.child(0))])
    }
}
