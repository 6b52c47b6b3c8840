internal import SceneGraph

/// How a view's content (a text's string, a symbol) changes when it changes inside an animated
/// change: SwiftUI's `ContentTransition`, applied with `.contentTransition(_:)`.
public struct ContentTransition: Equatable, Sendable {
    /// The transition the content's old and new forms leave and enter with.
    let engine: ViewTransition
    /// True for `.identity`: the change is not animated.
    var isIdentity: Bool { engine == .identity }
    /// True for `.numericText`: each character of a text is its own view, so that only the
    /// characters that change roll.
    var rollsCharacters = false

    /// The change is immediate.
    public static let identity = ContentTransition(engine: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(engine: .opacity)
    /// SwiftUI blends the glyphs; Zoetrope cross-fades the old and new content.
    public static let interpolate = ContentTransition(engine: .opacity)

    /// The characters that change roll: the old ones move up and fade out as the new ones come
    /// up from below and fade in (down with `countsDown`); the others stay.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(engine: roll(up: !countsDown), rollsCharacters: true)
    }

    /// The characters that change roll, up (SwiftUI rolls them down when `value` shrinks, which
    /// Zoetrope, seeing one snapshot at a time, does not know).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(engine: roll(up: true), rollsCharacters: true)
    }

    /// A character's roll: in from one edge and out at the other, fading.
    private static func roll(up: Bool) -> ViewTransition {
        .asymmetric(
            insertion: .combined(.move(edge: up ? .bottom : .top), .opacity),
            removal: .combined(.move(edge: up ? .top : .bottom), .opacity))
    }

    /// `text` as one view per character side by side, each leaving and entering with
    /// `transition`; nil for a text that is not one short run of a single line.
    static func characters(of text: TextView, _ transition: ViewTransition) -> ViewNode? {
        // A long or spaced text wraps and its spaces take their own widths: left whole.
        guard text.runs.count == 1, let run = text.runs.first, run.string.count > 1, run.string.count <= 40,
            !run.string.contains(where: \.isWhitespace)
        else { return nil }
        let characters = run.string.map { character in
            ViewNode.modified(
                .text(TextView(runs: [TextRun(String(character), attributes: run.attributes)])),
                .transition(transition))
        }
        return .stack(.h(alignment: .firstTextBaseline, spacing: 0), characters)
    }

    /// SwiftUI's symbol replacement; Zoetrope cross-fades the old and new symbol.
    public static let symbolEffect = ContentTransition(engine: .opacity)

    /// SwiftUI's symbol replacement with `effect`; Zoetrope cross-fades the old and new symbol.
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition
    {
        ContentTransition(engine: .opacity)
    }
}

extension View {
    /// How changes of this view's content (a text's string, an image) appear in an animated
    /// change: `.identity` makes them immediate; the others cross-fade.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(
            SceneModifier { content, _ in
                // A content change transitions the view it happens in; the one-child stack
                // around it (no change to layout) keeps the view's own `.transition` for when
                // an `if` inserts or removes it.
                content.map { view in
                    if transition.rollsCharacters, let rolled = rollingCharacters(view, transition.engine) {
                        return rolled
                    }
                    var inner = view
                    if transition.isIdentity {
                        // No animation for the swap: the old content goes and the new comes
                        // at once (an identity transition alone keeps the old one drawn until
                        // the animation ends).
                        inner = .modified(inner, .animation(nil, value: nil))
                    }
                    return .stack(.z(alignment: .center), [.modified(inner, .transition(transition.engine))])
                }
            })
    }
}

/// `view` with the text it shows (under its modifiers) split into characters that roll.
private func rollingCharacters(_ view: ViewNode, _ transition: ViewTransition) -> ViewNode? {
    switch view {
    case .text(let text):
        return ContentTransition.characters(of: text, transition)
    case .modified(let inner, let modifier):
        return rollingCharacters(inner, transition).map { .modified($0, modifier) }
    case .empty, .shape, .image, .spacer, .container, .symbol, .geometryReader, .keyframeAnimator, .phaseAnimator,
        .animatableData, .timeline:
        return nil
    }
}
