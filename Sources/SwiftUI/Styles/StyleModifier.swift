/// Carries a style down the tree: `.buttonStyle`, `.toggleStyle`, `.labelStyle` … each set one
/// environment key of their kind (`ButtonStyleKey`, `ToggleStyleKey` …), and a view of that
/// kind draws itself with the style of its environment.
struct StyleModifier<Key: EnvironmentKey>: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let style: Key.Value

    func apply(to environment: inout EnvironmentValues) { environment[Key.self] = style }
}

/// A view whose drawing is a style's part of it (a configuration's label): lowered in place,
/// not counted as a view of its own.
protocol StylePart: PrimitiveView {}

extension StylePart {
    static var countsAsView: Bool { false }
}

/// A style that stands for another (a `ButtonStyle` where a `PrimitiveButtonStyle` goes).
protocol WrappingStyle {
    var wrapped: Any { get }
}

/// Binds a style's dynamic properties (`@Environment`, `@State` …) to the place of the view it
/// draws, before its `makeBody` runs, as a view's are before its `body`.
func bindStyle(_ style: Any, in context: LoweringContext) {
    let style = (style as? any WrappingStyle)?.wrapped ?? style
    DynamicProperties.bind(style, in: context.child(.type(ObjectIdentifier(type(of: style)))))
}
