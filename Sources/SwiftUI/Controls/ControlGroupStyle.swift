/// The look of a control group: SwiftUI's `ControlGroupStyle`, applied with
/// `.controlGroupStyle(_:)`. A scene's own style draws its `makeBody`.
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ControlGroupStyle` draws a control group from.
public struct ControlGroupStyleConfiguration {
    /// The group's label, as a view (nothing for a group without one).
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("ControlGroupStyleConfiguration.Label") }
    }

    /// The group's controls, as a view.
    public struct Content: View {
        let content: any View
        public var body: Never { neverBody("ControlGroupStyleConfiguration.Content") }
    }

    public let label: ControlGroupStyleConfiguration.Label
    public let content: ControlGroupStyleConfiguration.Content
}

extension ControlGroupStyleConfiguration.Label: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(0)) }
}

extension ControlGroupStyleConfiguration.Content: StylePart {
    func lower(in context: LoweringContext) -> Lowered { lowerAny(content, in: context.child(1)) }
}

/// The platform's control group style: on iOS, outside menus and toolbars, the controls side by
/// side in one box (`NavigationControlGroupStyle`'s drawing).
public struct AutomaticControlGroupStyle: ControlGroupStyle, ApproximateControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupBox(content: configuration.content)
    }
}

/// The controls side by side in one box, as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle, ApproximateControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupBox(content: configuration.content)
    }
}

/// The controls as a palette (iOS 17): side by side in one box, outside a menu.
public struct PaletteControlGroupStyle: ControlGroupStyle, ApproximateControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupBox(content: configuration.content)
    }
}

/// The controls in a menu: at rest, the label as the menu's button.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// The controls in a compact menu: at rest, the label as the menu's button.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// A built-in style whose drawing is an estimate of iOS's (the box): the group warns.
protocol ApproximateControlGroupStyle {}

/// The style control groups below draw with (`.controlGroupStyle`).
struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension View {
    /// Draws the control groups in this view with `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(StyleModifier<ControlGroupStyleKey>(style: style))
    }
}

/// Controls side by side in one box: each control an equal share of the width, 44 pt high,
/// parted by hairlines of separator grey, on a rounded rectangle (radius 10) of
/// tertiarySystemFill (an approximation of iOS 16's control group, from simulator screenshots).
struct ControlGroupBox: View, PrimitiveView {
    let content: ControlGroupStyleConfiguration.Content

    var body: Never { neverBody("ControlGroupBox") }

    func lower(in context: LoweringContext) -> Lowered {
        let controls = lowerView(content, in: context.child(0)).flattened.map { control -> PickerOption in
            var control = control
            control.slot = nil
            return PickerOption(lowered: control)
        }
        let box = HStack(spacing: 0) {
            ForEach(controls.indices, id: \.self) { index in
                controls[index].frame(maxWidth: .infinity, maxHeight: .infinity)
                    .overlay(alignment: .leading) {
                        Rectangle().fill(Color(named: "separator")).frame(width: 1 / 3, height: 24)
                            .opacity(index > 0 ? 1 : 0)
                    }
            }
        }
        .frame(height: 44)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color(named: "tertiarySystemFill")))
        return lowerView(box, in: context.child(1))
    }
}
