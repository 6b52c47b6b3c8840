internal import SceneGraph

/// A height a sheet rests at: `.medium`, `.large`, `.height(_:)`, `.fraction(_:)`, `.custom(_:)`,
/// set on the sheet's content with `.presentationDetents(_:)` (`SheetPresentation` draws it).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large, height(CGFloat), fraction(CGFloat), custom(ObjectIdentifier)
    }
    let kind: Kind
    /// The type of a `.custom` detent, which computes its height.
    let custom: (any CustomPresentationDetent.Type)?

    init(kind: Kind, custom: (any CustomPresentationDetent.Type)? = nil) {
        self.kind = kind
        self.custom = custom
    }

    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)), custom: type)
    }

    /// What a custom detent's height is computed from.
    public struct Context {
        /// The most a sheet can be: the screen less the top safe area, a 10-point gap and the
        /// bottom safe area.
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
    /// The heights the sheet this view is the content of rests at: it is drawn at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(SheetTraitModifier(name: SheetTraits.detents, value: SheetTraits.Detents(set: detents)))
    }

    /// The heights the sheet rests at, drawn at the one `selection` holds.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        modifier(
            SheetTraitModifier(
                name: SheetTraits.detents,
                value: SheetTraits.Detents(set: detents, selection: selection.wrappedValue)))
    }

    /// Whether the sheet shows its grabber (`.automatic`: when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(SheetTraitModifier(name: SheetTraits.dragIndicator, value: visibility))
    }

    /// Whether a swipe can dismiss the sheet: nothing swipes in a render, so the sheet is drawn
    /// as without it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// The sheet's background, filling the card (or the full-screen cover).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(SheetTraitModifier(name: SheetTraits.background, value: AnyView(Rectangle().fill(style))))
    }

    /// The sheet's background view, laid out in the card and placed by `alignment`.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return modifier(
            SheetTraitModifier(
                name: SheetTraits.background,
                value: AnyView(Color.clear.overlay(alignment: alignment) { background })))
    }

    /// The sheet's top corner radius (nil: the system's, 10 points).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(SheetTraitModifier(name: SheetTraits.cornerRadius, value: cornerRadius))
    }

    /// How the sheet adapts to a compact size: an iPhone in portrait shows a sheet whatever is
    /// asked, as its popover does.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// How the sheet adapts, horizontally and vertically (see above).
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

/// What the sheet modifiers of a sheet's content tell the sheet, as traits of the lowered
/// content (they reach it through the containers and custom views around them).
enum SheetTraits {
    static let detents = "presentationDetents"
    static let dragIndicator = "presentationDragIndicator"
    static let cornerRadius = "presentationCornerRadius"
    static let background = "presentationBackground"

    struct Detents {
        var set: Set<PresentationDetent>
        var selection: PresentationDetent?
    }

    /// The detents set on `content` (none: the large one only).
    static func detents(of content: Lowered) -> Detents {
        value(content, detents) ?? Detents(set: [.large])
    }

    /// The value of the trait `name` on `content`, if it has one of type `T`.
    static func value<T>(_ content: Lowered, _ name: String) -> T? {
        content.traits[name]?.value as? T
    }
}

/// Sets a sheet trait (`SheetTraits`) on the content; the modifier nearest the sheet wins.
struct SheetTraitModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let value: Value

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        var lowered = content
        lowered.traits[name] = Trait(value: value, propagates: true)
        return lowered
    }
}
