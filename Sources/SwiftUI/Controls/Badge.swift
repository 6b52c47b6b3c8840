extension View {
    /// A badge: on a tab's content, a red capsule with `count` at the top trailing corner of the
    /// tab item's symbol (`TabBarBadge`); on a list row, `count` at the row's trailing edge in the
    /// secondary colour. 0 shows none, as on iOS.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// A badge showing `label` (nil: none); see `badge(_:)` for an `Int`.
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(label: label)) }

    /// A badge showing the text `key` (nil: none).
    public func badge(_ key: LocalizedStringKey?) -> some View { badge(key.map { Text($0) }) }

    /// A badge showing `label` (nil: none).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }
}

/// Marks the content (each row, for a group) with its badge, which the `TabView` or the `List`
/// around draws.
struct BadgeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The name of the trait that carries the badge's `Text`.
    static let trait = "badge"
    let label: Text?

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        guard let label else { return content }
        return content.settingRowTrait(Self.trait, label)
    }
}
