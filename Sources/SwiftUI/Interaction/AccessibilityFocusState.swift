// VoiceOver's focus: no assistive technology runs in a render, so nothing has its focus and the
// state keeps its initial value, as on an iPhone with VoiceOver off.

/// Whether (or which) view has an assistive technology's focus: SwiftUI's
/// `@AccessibilityFocusState`. It keeps its initial value in a render.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let initialValue: Value

    /// The state seen from a view that sets it (`$focus`).
    public struct Binding {
        let value: Value
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    public init() where Value == Bool { initialValue = false }

    public init<T: Hashable>() where Value == T? { initialValue = nil }

    public init(for technologies: AccessibilityTechnologies) where Value == Bool { initialValue = false }

    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { initialValue = nil }

    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }

    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(value: initialValue) }
}

/// The assistive technologies a focus state follows.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    var rawValue: Int

    public init() { rawValue = 0 }
    init(rawValue: Int) { self.rawValue = rawValue }

    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)

    public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
    public func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        rawValue |= newMember.rawValue
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let removed = contains(member) ? member : nil
        rawValue &= ~member.rawValue
        return removed
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let old = contains(newMember) ? newMember : nil
        rawValue |= newMember.rawValue
        return old
    }
    public mutating func formUnion(_ other: Self) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: Self) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: Self) { rawValue ^= other.rawValue }
}

extension View {
    /// Moves VoiceOver's focus here while `condition` is true: nothing is drawn for it.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Moves VoiceOver's focus here while `binding` equals `value`: nothing is drawn for it.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View { self }
}
