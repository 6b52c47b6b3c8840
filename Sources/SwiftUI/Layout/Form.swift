/// Controls grouped in sections: SwiftUI's `Form`, drawn by the `.formStyle` set above; on iPhone
/// every built-in style is the grouped form, which iOS draws as an inset grouped list
/// (`ListDrawing`).
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody("Form") }
}

extension Form: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content: content))
        func body<S: FormStyle>(_ style: S) -> Lowered {
            bindStyle(style, in: context)
            return lowerView(style.makeBody(configuration: configuration), in: context.child(0))
        }
        return body(context.environment[FormStyleKey.self])
    }
}
