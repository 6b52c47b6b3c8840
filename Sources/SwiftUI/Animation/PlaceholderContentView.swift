internal import SceneGraph

/// The view an animator modifier (`.keyframeAnimator`, `.phaseAnimator`) or
/// `.animation(_:body:)` modifies, as its content closure receives it.
public struct PlaceholderContentView<Value>: View {
    let content: Lowered

    init(_ content: Lowered) { self.content = content }

    public var body: Never { neverBody("PlaceholderContentView") }
}

extension PlaceholderContentView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { content }
}
