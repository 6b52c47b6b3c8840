/// Xcode's previews: `static var previews` is what the canvas shows, and what Zoetrope renders
/// when the file has no `#Preview` (docs/architecture.md, "Preparation").
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The size a preview is shown at; a render always uses the canvas.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is shown on, by name; a render uses `--size` and `--scale`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A preview's orientation; a render is portrait.
public enum InterfaceOrientation: Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
    /// Accepted without effect: the canvas is `--size`.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// Accepted without effect.
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    /// Accepted without effect.
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// Accepted without effect.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}
