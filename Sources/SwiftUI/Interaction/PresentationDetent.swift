/// A height a sheet rests at: `.medium`, `.large`, `.height(_:)`, `.fraction(_:)`. What sets a
/// sheet's look applies to the sheet's content; sheets are not drawn in a render (the
/// presenting view is drawn, as iOS shows it closed), so these change nothing drawn.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large, height(CGFloat), fraction(CGFloat), custom(String)
    }
    let kind: Kind

    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(String(describing: type)))
    }

    /// What a custom detent's height is computed from.
    public struct Context {
        /// The most a sheet can be: the screen less the top safe area and a margin.
        public var maxDetentValue: CGFloat
    }
}

/// A detent whose height a type computes.
public protocol CustomPresentationDetent {
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

/// How a sheet adapts to a compact size.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether what is behind a sheet takes touches.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled")
    }
}

/// Whether a sheet's content scrolls or resizes the sheet first.
public struct PresentationContentInteraction: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension View {
    /// The heights the sheet this view is the content of rests at; a sheet is not drawn, so
    /// this is not drawn either.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights the sheet rests at, with the one it is at; not drawn (see above).
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View { self }

    /// Whether the sheet shows its grabber; a sheet is not drawn, so this is not drawn either.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Whether a swipe can dismiss the sheet: nothing swipes in a render.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// The sheet's background; a sheet is not drawn, so this is not drawn either.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// The sheet's background view; a sheet is not drawn, so this is not drawn either.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }

    /// The sheet's corner radius; a sheet is not drawn, so this is not drawn either.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// How the sheet adapts to a compact size; a sheet is not drawn, so this is not drawn either.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// How the sheet adapts, horizontally and vertically; not drawn (see above).
    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View { self }

    /// Whether what is behind the sheet takes touches: nothing touches a render.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }

    /// Whether the sheet's content scrolls first: nothing scrolls it in a render.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
