internal import SceneGraph

/// The look of a text field: SwiftUI's `TextFieldStyle`, applied with `.textFieldStyle(_:)`.
/// A field (a `TextField` or a `SecureField`) draws its style's `_body`, given the bare field
/// (its text or placeholder, one line high, filling the width) as `configuration`; a scene's own
/// style writes `func _body(configuration: TextField<Self._Label>) -> some View`, as on iOS.
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label type of the field a `TextFieldStyle` is given.
public struct _TextFieldStyleLabel: View {
    public var body: Never { neverBody("_TextFieldStyleLabel") }
}

/// The platform's text field style: plain, on iOS (no border, no background).
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A text field in iOS's rounded border (`UITextField.BorderStyle.roundedRect`): the text inset
/// 7 pt on every side (a body-text field is 34 pt high) over a rounded rectangle of 5 pt radius,
/// filled with the tertiary system background (white; dark grey in dark mode) and edged with a
/// one-pixel line (1/3 pt at 3x) of the opaque separator colour.
///
/// Sources: a rounded-rect `UITextField` is 34 pt high in Interface Builder's default frame and
/// has a 5-pt corner radius (UIKit's default since iOS 7, as apps that imitate it measure it,
/// e.g. `layer.cornerRadius = 5` with `padding(7)` in public TextFieldStyles); the 7-pt inset is
/// what puts body text (a 20.3-pt line) in 34 pt. The fill and border colours are the closest
/// named UIKit colours to iOS 17 screenshots, not documented by Apple: docs/scene-language.md
/// lists the style as approximate.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, RoundedBorderTextFieldStyle.inset)
            .padding(.vertical, RoundedBorderTextFieldStyle.inset)
            .background(
                RoundedRectangle(cornerRadius: RoundedBorderTextFieldStyle.radius, style: .continuous)
                    .fill(Color(named: "tertiarySystemBackground"))
            )
            .overlay(
                RoundedRectangle(cornerRadius: RoundedBorderTextFieldStyle.radius, style: .continuous)
                    .strokeBorder(Color(named: "opaqueSeparator"), lineWidth: RoundedBorderTextFieldStyle.border)
            )
    }

    /// The text's inset from the border, in points.
    static let inset: CGFloat = 7
    /// The corner radius, in points.
    static let radius: CGFloat = 5
    /// The border's width: one pixel on a 3x screen.
    static let border: CGFloat = 1.0 / 3.0
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
    /// Draws the text fields (and secure fields) in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(StyleModifier<TextFieldStyleKey>(style: style))
    }
}
