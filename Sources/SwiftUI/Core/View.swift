@_exported import Foundation

/// A piece of user interface: SwiftUI's `View`. A view's `body` describes its content; the
/// built-in views and modifiers have no body of their own (`Never`) and are lowered directly.
// Main-actor views, as SwiftUI's are, so that `@MainActor` classes can be used from them; the
// main actor is the scene's (Clock/SceneExecutor.swift), and `@preconcurrency` keeps the
// module's own nonisolated lowering code legal in the Swift 5 language mode.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of the view, rebuilt whenever its state changes.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { neverBody("Never") }
}

/// The body of a built-in view, which SwiftUI never asks for.
func neverBody(_ type: String) -> Never {
    preconditionFailure("\(type) is a built-in view with no body")
}
