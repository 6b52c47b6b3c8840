internal import SceneGraph

/// A view with a modifier applied: what `view.padding()` and every other modifier return.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { neverBody("ModifiedContent") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    static var countsAsView: Bool { false }

    func lower(in context: LoweringContext) -> Lowered {
        var context = context
        if let environmental = modifier as? any EnvironmentModifier {
            // A modifier that sets the environment lowers its content in it (and may also be
            // a primitive modifier, such as `.font`, that SceneGraph needs to see).
            let outerScheme = context.environment.colorScheme
            environmental.apply(to: &context.environment)
            var lowered = lowerView(content, in: context.child(0))
            if let primitive = modifier as? any PrimitiveModifier { lowered = primitive.lower(lowered, in: context) }
            // Colours are resolved where they are drawn; what SceneGraph keeps resolved from
            // above is the foreground, resolved again in the new scheme.
            if context.environment.colorScheme != outerScheme {
                lowered = lowered.modified(foregroundModifier(in: context.environment))
            }
            return lowered
        }
        // A modifier that picks its modifier from the environment applies the one it picks.
        if let environmental = modifier as? any EnvironmentalModifier {
            return environmental.lowerResolved(content, in: context)
        }
        let inner = lowerView(content, in: context.child(0))
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.lower(inner, in: context)
        }
        // A geometry effect has no body: it draws its content through its transform.
        if let effect = modifier as? any GeometryEffect { return effect.lowered(inner, in: context) }
        // A custom modifier: its body, with `content` standing for what it modifies.
        var own = context.child(.type(ObjectIdentifier(Modifier.self)))
        own.graph.bindingFailed = false
        DynamicProperties.bind(modifier, in: own)
        if own.graph.bindingFailed { return inner }
        own.modifierContents.append(inner)
        if let (data, withData) = animatableData(of: modifier) {
            RuntimeWarning.nonFiniteAnimatableData(data, of: Modifier.self)
            // An Animatable modifier: its body is built again from the interpolated
            // `animatableData` at every frame (DESIGN.md §4).
            let rebuild = ModifierRebuild(context: own, modifier: withData)
            var hasher = Hasher()
            hasher.combine(String(reflecting: modifier))
            return Lowered(
                .animatableData(
                    AnimatableDataView(id: hasher.finalize(), data: data) { data in rebuild.body(for: data) }))
        }
        return lowerView(modifier.body(content: _ViewModifier_Content()), in: own.child(1))
    }

    /// The animatable numbers of a modifier that is `Animatable`, and the modifier for others.
    private func animatableData(of modifier: Modifier) -> ([Double], ([Double]) -> Modifier)? {
        func open<A: Animatable>(_ animatable: A) -> ([Double], ([Double]) -> Modifier)? {
            guard let data = animatable.animatableComponents else { return nil }
            return (data, { animatable.withAnimatableComponents($0) as? Modifier ?? modifier })
        }
        guard let animatable = modifier as? any Animatable else { return nil }
        return open(animatable)
    }
}

/// A modifier that changes the environment of the content it modifies.
protocol EnvironmentModifier {
    func apply(to environment: inout EnvironmentValues)
}

/// Changes a view: SwiftUI's `ViewModifier`, applied with `.modifier(_:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The stand-in for the view being modified.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { neverBody("\(Self.self)") }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
        neverBody("ModifiedContent")
    }
}

/// The view a custom `ViewModifier` modifies, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    init() {}
    public var body: Never { neverBody("_ViewModifier_Content") }
}

extension _ViewModifier_Content: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        context.modifierContents.last ?? Lowered(.empty)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier lowered by a closure: most modifiers are one SceneGraph modifier.
struct SceneModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (Lowered, LoweringContext) -> Lowered

    init(_ modifier: ModifierNode) {
        transform = { content, _ in content.modified(modifier) }
    }

    init(transform: @escaping (Lowered, LoweringContext) -> Lowered) {
        self.transform = transform
    }

    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered { transform(content, context) }
}

/// What an Animatable custom modifier's body is rebuilt from at each frame.
private final class ModifierRebuild<Modifier: ViewModifier>: @unchecked Sendable {
    /// The modifier's place, and the state it reads, as when its snapshot was lowered.
    let lowering: DeferredLowering
    let modifier: ([Double]) -> Modifier

    init(context: LoweringContext, modifier: @escaping ([Double]) -> Modifier) {
        lowering = DeferredLowering(context)
        self.modifier = modifier
    }

    func body(for data: [Double]) -> ViewNode {
        lowering.run(inputs: data) { context in
            lowerView(modifier(data).body(content: _ViewModifier_Content()), in: context.child(1)).view
        }
    }
}
