internal import SceneGraph

/// How a view's content (a text's string, a symbol) changes when it changes inside an animated
/// change: SwiftUI's `ContentTransition`, applied with `.contentTransition(_:)`.
public struct ContentTransition: Equatable, Sendable {
    /// The transition the content's old and new forms leave and enter with.
    let engine: SceneGraph::Transition
    /// True for `.identity`: the change is not animated.
    var isIdentity: Bool { engine == .identity }

    /// The change is immediate.
    public static let identity = ContentTransition(engine: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(engine: .opacity)
    /// SwiftUI blends the glyphs; Zoetrope cross-fades the old and new content.
    public static let interpolate = ContentTransition(engine: .opacity)

    /// SwiftUI rolls the digits; Zoetrope cross-fades the old and new text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(engine: .opacity)
    }

    /// SwiftUI rolls the digits up or down as `value` grows or shrinks; Zoetrope cross-fades.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(engine: .opacity)
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
