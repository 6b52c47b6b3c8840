/// The look of a text field: SwiftUI's `TextFieldStyle`, applied with `.textFieldStyle(_:)`.
/// (`TextField` itself is not drawn yet: the style is carried for when it is.)
public protocol TextFieldStyle {}

/// The platform's text field style: plain, on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// A text field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The style text fields below draw with (`.textFieldStyle`).
struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
}

extension View {
    /// Draws the text fields in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(StyleModifier<TextFieldStyleKey>(style: style))
    }
}
