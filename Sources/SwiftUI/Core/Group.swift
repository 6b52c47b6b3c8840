/// Views kept together without a layout of their own: a stack around a `Group` takes its views
/// as its own children, and modifiers on the group apply to each.
public struct Group<Content> {
    var content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { neverBody("Group") }
}

extension Group: PrimitiveView where Content: View {
    func lower(in context: LoweringContext) -> Lowered {
        let lowered = lowerView(content, in: context.child(0))
        return .group(lowered.flattened)
    }
}
