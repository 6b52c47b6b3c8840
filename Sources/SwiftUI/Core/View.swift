@_exported import Foundation

/// A piece of user interface: SwiftUI's `View`. A view's `body` describes its content; the
/// built-in views and modifiers have no body of their own (`Never`) and are lowered directly.
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
