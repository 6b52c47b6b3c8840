// Hardware keyboard presses (`.onKeyPress`, iOS 17): no key is pressed in a render, so the
// actions never run and the view is drawn as it is.

/// A key press a view is told of: SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    public var key: KeyEquivalent
    public var characters: String
    public var modifiers: EventModifiers
    public var phase: Phases

    /// Whether an action handled the press or lets it go on to other views.
    public enum Result: Sendable { case handled, ignored }

    /// The phases of a press an action is told of.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

extension View {
    /// Runs `action` when `key` is pressed: never, in a render.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Runs `action` for `key` in `phases`: never, in a render.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` when one of `keys` is pressed: never, in a render.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` when a key of `characters` is pressed: never, in a render.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` for every key press in `phases`: never, in a render.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
        -> some View
    { self }
}

extension Gesture {
    /// This gesture, recognized only while `modifiers` are held: never, in a render.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> { _ModifiersGesture(gesture: self) }
}

/// A gesture recognized only while modifier keys are held.
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
}
