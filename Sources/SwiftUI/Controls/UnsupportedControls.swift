// Controls SwiftUI has and Zoetrope does not draw yet:
// declared with their usual initializers so that a scene reads the control's name in the error.

@available(*, unavailable, message: "'Picker' is not supported by Zoetrope yet")
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { neverBody("Picker") }
}

@available(*, unavailable, message: "'Picker' is not supported by Zoetrope yet")
extension Picker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
}

@available(*, unavailable, message: "'DatePicker' is not supported by Zoetrope yet")
public struct DatePicker<Label: View>: View {
    public var body: Never { neverBody("DatePicker") }
}

@available(*, unavailable, message: "'ColorPicker' is not supported by Zoetrope yet")
public struct ColorPicker<Label: View>: View {
    public var body: Never { neverBody("ColorPicker") }
}

@available(*, unavailable, message: "'ColorPicker' is not supported by Zoetrope yet")
extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
}

@available(*, unavailable, message: "'Menu' is not supported by Zoetrope yet")
public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { neverBody("Menu") }
}

@available(*, unavailable, message: "'Menu' is not supported by Zoetrope yet")
extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

@available(*, unavailable, message: "'Gauge' is not supported by Zoetrope yet")
public struct Gauge<Label: View>: View {
    public var body: Never { neverBody("Gauge") }
}

@available(*, unavailable, message: "'DisclosureGroup' is not supported by Zoetrope yet")
public struct DisclosureGroup<Label: View, Content: View>: View {
    public var body: Never { neverBody("DisclosureGroup") }
}

@available(*, unavailable, message: "'ControlGroup' is not supported by Zoetrope yet")
public struct ControlGroup<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { neverBody("ControlGroup") }
}
