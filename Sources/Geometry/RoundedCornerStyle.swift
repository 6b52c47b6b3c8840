/// The curve of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (our default, as SwiftUI's `RoundedRectangle(cornerRadius:)` on iOS 15–16).
    case circular
    /// Apple's continuous corner ("squircle"), which bends 1.528·r along each edge.
    case continuous
}
