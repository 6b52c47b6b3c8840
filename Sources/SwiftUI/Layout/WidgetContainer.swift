/// A widget as the Home Screen shows it: its content inside the widget's margins, over its
/// container background (`.containerBackground(_:for: .widget)`, else the system background),
/// clipped to the widget's rounded rectangle, at the family's size, centred on the canvas (a
/// grouped background, as Xcode's canvas shows a widget preview). WidgetKit's previews build it.
public struct _WidgetContainer<Content: View>: View {
    let size: CGSize
    let margins: CGFloat
    let cornerRadius: CGFloat
    let content: Content

    public init(size: CGSize, margins: CGFloat, cornerRadius: CGFloat, @ViewBuilder content: () -> Content) {
        self.size = size
        self.margins = margins
        self.cornerRadius = cornerRadius
        self.content = content()
    }

    public var body: some View {
        ZStack {
            Color(uiColor: .systemGroupedBackground).ignoresSafeArea()
            content
                // Shapes relative to the container inside the margins: the widget's corners
                // inset by them, as a widget's `ContainerRelativeShape` is on the Home Screen.
                .containerShape(
                    RoundedRectangle(cornerRadius: max(0, cornerRadius - margins), style: .continuous)
                )
                .padding(margins)
                .frame(width: size.width, height: size.height)
                .backgroundPreferenceValue(WidgetBackgroundKey.self) { background in
                    if let background {
                        background.view.frame(width: size.width, height: size.height)
                    } else {
                        Color(uiColor: .systemBackground)
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
        }
    }
}

/// The background a widget's content asked for (`.containerBackground(_:for: .widget)`).
struct WidgetBackground: Equatable {
    let view: AnyView
    let id: Int
    static func == (a: WidgetBackground, b: WidgetBackground) -> Bool { a.id == b.id }
}

struct WidgetBackgroundKey: PreferenceKey {
    static var defaultValue: WidgetBackground? { nil }
    static func reduce(value: inout WidgetBackground?, nextValue: () -> WidgetBackground?) {
        value = value ?? nextValue()
    }
}
