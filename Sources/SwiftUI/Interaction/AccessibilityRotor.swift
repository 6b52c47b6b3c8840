// VoiceOver's rotors: the lists of places a person can jump to with a rotor gesture. Nothing
// reads them in a render, so they compile and the view is drawn unchanged, as iOS draws it.

/// What a rotor lists: SwiftUI's `AccessibilityRotorContent` (entries, `ForEach` of entries).
public protocol AccessibilityRotorContent {}

/// Builds a rotor's entries from a list.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content)
        -> _AccessibilityRotorEntries
    { _AccessibilityRotorEntries() }
    public static func buildOptional<Content: AccessibilityRotorContent>(_ content: Content?)
        -> _AccessibilityRotorEntries
    { _AccessibilityRotorEntries() }
    public static func buildEither<Content: AccessibilityRotorContent>(first content: Content)
        -> _AccessibilityRotorEntries
    { _AccessibilityRotorEntries() }
    public static func buildEither<Content: AccessibilityRotorContent>(second content: Content)
        -> _AccessibilityRotorEntries
    { _AccessibilityRotorEntries() }
    public static func buildLimitedAvailability<Content: AccessibilityRotorContent>(_ content: Content)
        -> _AccessibilityRotorEntries
    { _AccessibilityRotorEntries() }
}

/// Entries a rotor's builder combined.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {}

/// One place a rotor lists: SwiftUI's `AccessibilityRotorEntry`, a label and the view (by id)
/// or text range it jumps to.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: Text?
    let id: ID?

    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = label
        self.id = id
    }

    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(label), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
        self.id = id
    }

    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of text.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label
        id = nil
    }

    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: AccessibilityRotorContent {
    /// Rotor entries, one for each element of `data`.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Content: AccessibilityRotorContent {
    /// Rotor entries, one for each element of `data`, identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

/// The rotors iOS provides: SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static let links = AccessibilitySystemRotor(name: "links")
    public static let headings = AccessibilitySystemRotor(name: "headings")
    public static let boldText = AccessibilitySystemRotor(name: "boldText")
    public static let italicText = AccessibilitySystemRotor(name: "italicText")
    public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
    public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
    public static let images = AccessibilitySystemRotor(name: "images")
    public static let textFields = AccessibilitySystemRotor(name: "textFields")
    public static let tables = AccessibilitySystemRotor(name: "tables")
    public static let lists = AccessibilitySystemRotor(name: "lists")
    public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
    public static func links(visited: Bool) -> AccessibilitySystemRotor { .links }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { .headings }
}

extension View {
    /// A rotor labelled `label` listing `entries`: accepted without effect.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// A rotor of `entries`, each labelled by its string at `entryLabel`: accepted without effect.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor of ranges of text: accepted without effect.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }

    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>])
        -> some View
    { self }

    /// Makes this view the target of a rotor entry with `id`: accepted without effect.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
