/// A view of any type: SwiftUI's type-erased `AnyView`.
public struct AnyView: View {
    let view: any View

    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }

    public var body: Never { neverBody("AnyView") }
}

extension AnyView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // Another type at the same place is another view, as in SwiftUI.
        lowerAny(view, in: context.child(.type(ObjectIdentifier(type(of: view)))))
    }
}
