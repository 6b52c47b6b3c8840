internal import SceneGraph

/// The view an animator modifier (`.keyframeAnimator`, `.phaseAnimator`) or
/// `.animation(_:body:)` modifies, as its content closure receives it.
public struct PlaceholderContentView<Value>: View {
    /// The content, lowered where the placeholder is.
    let content: (LoweringContext) -> Lowered

    init(_ content: Lowered) { self.content = { _ in content } }

    /// A placeholder whose content is lowered by `content` where the placeholder is.
    init(content: @escaping (LoweringContext) -> Lowered) { self.content = content }

    /// A placeholder for `view` (`Transition.apply(content:phase:)`), lowered in its place.
    init<V: View>(view: V) { content = { lowerView(view, in: $0) } }

    public var body: Never { neverBody("PlaceholderContentView") }
}

extension PlaceholderContentView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { content(context) }
}
