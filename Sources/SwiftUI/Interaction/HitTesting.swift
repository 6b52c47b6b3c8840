// Whether and where a view takes touches: nothing is touched in a render, so these modifiers
// are accepted and the view draws as before.

/// The kinds of interaction a `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// The effect a pointer hovering over a view has.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// Whether controls are enabled below a `.disabled(_:)`.
struct DisabledModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let isDisabled: Bool

    func apply(to environment: inout EnvironmentValues) {
        // `disabled(false)` does not re-enable what an ancestor disabled, as in SwiftUI.
        environment.isEnabled = environment.isEnabled && !isDisabled
    }
}

extension View {
    /// Disables the controls in this view: `\.isEnabled` reads false below it, and the built-in
    /// button styles draw their buttons grey.
    public func disabled(_ disabled: Bool) -> some View { modifier(DisabledModifier(isDisabled: disabled)) }

    /// Whether the view takes touches: accepted without effect.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// The shape that takes touches: accepted without effect.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// The shape of a kind of interaction: accepted without effect.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// A pointer hover effect: accepted without effect.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// Runs `action` when a pointer enters or leaves: accepted; no pointer moves in a render.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// A tooltip: accepted without effect.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    public func help(_ text: Text) -> some View { self }

    /// Hides the view's content from screenshots and the lock screen: accepted without effect.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}
