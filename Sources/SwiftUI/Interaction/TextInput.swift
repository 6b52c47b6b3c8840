// Keyboard, focus and text-input settings: nothing is typed in a render, so these modifiers
// are accepted and the view is unchanged.

/// A property a focused view writes (`@FocusState`); nothing is focused in a render, so it
/// keeps its initial value.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let initialValue: Value

    /// A `@FocusState` seen from a view that sets it (`$focus`).
    public struct Binding {
        let value: Value
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public init() where Value == Bool { initialValue = false }

    public init<T: Hashable>() where Value == T? { initialValue = nil }

    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(value: initialValue) }
}

/// What ends text input and runs `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How typed text is capitalized.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")

    /// The autocapitalization of a UIKit capitalization type.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: name = "never"
        case .words: name = "words"
        case .sentences: name = "sentences"
        case .allCharacters: name = "characters"
        }
    }

    init(name: String) { self.name = name }
}

/// How scrolling dismisses the keyboard (`.scrollDismissesKeyboard`).
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all = EventModifiers(rawValue: (1 << 6) - 1)
}

/// A key with modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// Focuses the view while `condition` is true: accepted; nothing is focused.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Focuses the view while `binding` equals `value`: accepted; nothing is focused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }

    /// Runs `action` when text input is submitted: accepted; nothing is typed.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Accepted without effect.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Accepted without effect.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// The keyboard a text field shows: accepted; no keyboard shows in a render.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// What a text field holds, for AutoFill: accepted without effect.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// How typed text is capitalized (UIKit's type): accepted without effect.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// How scrolling dismisses the keyboard: accepted; no keyboard shows in a render.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Whether the text editors below offer find and replace (no one searches in a render).
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Whether a submit in this view stops at it rather than reaching `onSubmit` around it
    /// (nothing is submitted in a render).
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// Turns autocorrection off in the text fields below (no text is typed in a render);
    /// `\.autocorrectionDisabled` reads it.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Turns autocorrection off, or on, in the text fields below (nil: the system's choice);
    /// `\.disableAutocorrection` reads it.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.disableAutocorrection, disable)
    }

    /// Accepted without effect.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Accepted without effect.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Hides the labels of the controls in this view (a `Toggle` is then its switch alone).
    public func labelsHidden() -> some View { modifier(LabelsHiddenModifier()) }

    /// A search field in the navigation container around or inside: drawn under its title
    /// (`NavigationSearchField`) with the prompt ("Search" by default) or the text the binding
    /// holds. Outside a navigation container iOS draws none, nor does a render.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        let field = SearchField(text: text.wrappedValue, prompt: prompt)
        return environment(\.searchField, field).modifier(NavigationBar.setting(NavigationBar.searchTrait, field))
    }

    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { searchable(text: text, placement: placement, prompt: Text(prompt)) }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View { searchable(text: text, placement: placement, prompt: Text(prompt)) }

    /// What a search suggestion completes the search field to when chosen: nothing to draw (iOS
    /// shows suggestions only while a search is active, which it never is in a render).
    public func searchCompletion(_ completion: String) -> some View { self }

    /// Search suggestions, which iOS lists under the search field while a search is active; no
    /// search is active in a render, so iOS at rest shows none, as a render does.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Scopes of the search field, which iOS shows under it while a search is active (their
    /// default activation on an iPhone); none at rest, as in a render.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        self
    }
}

/// Controls below draw no labels.
struct LabelsHiddenModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    func apply(to environment: inout EnvironmentValues) { environment.labelsHidden = true }
}

private struct AutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DisableAutocorrectionKey: EnvironmentKey { static var defaultValue: Bool? { nil } }

extension EnvironmentValues {
    /// Whether autocorrection is off in text fields below (`.autocorrectionDisabled()`).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// Whether autocorrection is off in text fields below, or nil for the system's choice
    /// (`.disableAutocorrection(_:)`, the older name).
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] ?? (autocorrectionDisabled ? true : nil) }
        set {
            self[DisableAutocorrectionKey.self] = newValue
            autocorrectionDisabled = newValue ?? false
        }
    }
}
