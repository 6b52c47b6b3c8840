/// The look of a picker: SwiftUI's `PickerStyle`, applied with `.pickerStyle(_:)`.
/// (`Picker` itself is not drawn yet: the style is carried for when it is.)
public protocol PickerStyle {}

/// The platform's picker style: a menu, on iOS.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

/// A button that shows the options in a menu.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

/// The options side by side in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

/// A scrolling wheel of options.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

/// The options inline with the container's other content.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

/// A navigation link to a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
}

/// The options as a row of icons.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The style pickers below draw with (`.pickerStyle`).
struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension View {
    /// Draws the pickers in this view with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(StyleModifier<PickerStyleKey>(style: style))
    }
}
