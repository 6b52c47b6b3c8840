internal import SceneGraph

/// iOS 17's transition protocol: how a view looks as it is inserted (`.willAppear`), once shown
/// (`.identity`) and as it is removed (`.didDisappear`); an animated insertion or removal
/// interpolates the drawing effects of the body between those phases, as
/// `AnyTransition.modifier(active:identity:)` does.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View

    /// The content as it looks in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition tells the system about itself.
    static var properties: TransitionProperties { get }

    /// The view the transition applies to.
    typealias Content = PlaceholderContentView<Self>
}

/// A transition the engine draws itself (the built-in ones): its `AnyTransition`.
protocol EngineTransition {
    var anyTransition: AnyTransition { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as this transition draws it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(view: content), phase: phase)
    }

    /// This transition and `other` at once, `other` outside.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition with its own animation: its view comes and goes with `animation`
    /// whatever animation the change has, even in a change without one (nil: at once).
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

extension AnyTransition {
    /// `transition` as an `AnyTransition`.
    public init<T: Transition>(_ transition: T) {
        if let engine = transition as? any EngineTransition {
            self = engine.anyTransition
            return
        }
        self.init { context in
            // Each phase's body is lowered once in its own slot, as a view in that phase.
            let identity = Self.effects(of: transition, .identity, in: context.child(.part("transition.identity")))
            return .asymmetric(
                insertion: .modifier(
                    active: Self.effects(of: transition, .willAppear, in: context.child(.part("transition.active"))),
                    identity: identity),
                removal: .modifier(
                    active: Self.effects(of: transition, .didDisappear, in: context.child(.part("transition.removal"))),
                    identity: identity))
        }
    }

    /// The drawing effects `transition`'s body puts on its content in `phase`, innermost first.
    private static func effects<T: Transition>(of transition: T, _ phase: TransitionPhase, in context: LoweringContext)
        -> [AnyDrawingEffect]
    {
        DynamicProperties.bind(transition, in: context)
        let body = transition.body(content: PlaceholderContentView(Lowered(.empty)), phase: phase)
        return drawingEffects(of: lowerView(body, in: context).view, in: context)
    }
}

extension View {
    /// How this view enters and leaves when an `if` inserts or removes it in an animated change,
    /// as `transition`'s body draws it in each phase.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}
