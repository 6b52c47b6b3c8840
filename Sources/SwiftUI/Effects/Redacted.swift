internal import SceneGraph

/// Why a view's content is hidden behind placeholders.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// The reasons set by `.redacted(reason:)` above (empty under `.unredacted()`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Hides the content's texts and symbols behind placeholder bars when `reason` contains
    /// `.placeholder` (each line of text a rounded bar in its colour at 16 %; shapes, colours
    /// and images stay). Other reasons only set `redactionReasons`: `.privacy` redacts what is
    /// marked privacy-sensitive, which a render never is.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactionModifier(add: reason))
    }

    /// Shows this view's content even inside a redacted view.
    public func unredacted() -> some View {
        modifier(RedactionModifier(add: nil))
    }
}

/// Adds to the redaction reasons (or clears them, for `unredacted`), and tells SceneGraph
/// whether to draw placeholders.
struct RedactionModifier: ViewModifier, EnvironmentModifier, PrimitiveModifier {
    typealias Body = Never
    /// The reasons added; nil clears them.
    let add: RedactionReasons?

    func apply(to environment: inout EnvironmentValues) {
        if let add { environment.redactionReasons.formUnion(add) } else { environment.redactionReasons = [] }
    }

    /// `context` already has this modifier's reasons applied (`ModifiedContent` applies an
    /// environment modifier before lowering its content).
    func lower(_ content: Lowered, in context: LoweringContext) -> Lowered {
        content.modified(.redacted(context.environment.redactionReasons.contains(.placeholder)))
    }
}
