internal import SceneGraph

/// The view of an `if`/`else` or `switch` in a view builder: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { neverBody("_ConditionalContent") }
}

extension _ConditionalContent: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // Each branch is a different view: it transitions rather than blends (Modifier.branch).
        switch storage {
        case .trueContent(let view): lowerView(view, in: context.child(0)).modified(.branch(0))
        case .falseContent(let view): lowerView(view, in: context.child(1)).modified(.branch(1))
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { neverBody("Optional") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func lower(in context: LoweringContext) -> Lowered {
        switch self {
        case .some(let view): lowerView(view, in: context.child(0)).modified(.branch(0))
        case .none: Lowered(.empty)
        }
    }
}
