// Accessibility: nothing reads it in a render, so every `accessibility…` modifier is accepted
// and the view is unchanged.

/// What kind of element a view is to assistive technologies.
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    private var bits: UInt32
    private init(bits: UInt32) { self.bits = bits }
    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits | other.bits)
    }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits & other.bits)
    }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How an accessibility element made from a view treats the view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A named action assistive technologies can perform.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public init(named name: Text) { self.name = name.string }
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    private init(name: String) { self.name = name }
}

/// The direction of an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

extension View {
    /// The label assistive technologies read: accepted without effect.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// A hint of what the view does: accepted without effect.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The value assistive technologies read: accepted without effect.
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Hides the view from assistive technologies: accepted without effect.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Accepted without effect.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Accepted without effect.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Accepted without effect.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Accepted without effect.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Accepted without effect.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Accepted without effect.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Accepted without effect.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ action: @escaping () -> Void
    ) -> some View { self }

    /// Accepted without effect.
    public func accessibilityAction(named name: Text, _ action: @escaping () -> Void) -> some View { self }

    /// Accepted without effect.
    public func accessibilityAdjustableAction(_ action: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View
    { self }

    /// Accepted without effect.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Accepted without effect.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
}
