import Geometry

/// Where a view that reports its frame (`ModifierNode.reportsFrame`) was placed: its frame in canvas
/// points and the safe-area insets a `GeometryReader` there sees.
public struct ReportedFrame: Equatable, Sendable {
    /// The frame layout gave the view.
    public var frame: Rect
    public var safeAreaInsets: Insets
    /// The frame as drawn on the screen: `frame` moved by the geometry effects around the view
    /// (`offset`, `scaleEffect`, `rotationEffect`, `transformEffect`; the bounds of the
    /// transformed frame), as SwiftUI's `frame(in: .global)` reports it. Effects drawn through
    /// a perspective projection are not counted.
    public var drawnFrame: Rect

    public init(frame: Rect, safeAreaInsets: Insets = Insets(), drawnFrame: Rect? = nil) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.drawnFrame = drawnFrame ?? frame
    }
}

extension LayoutEngine {
    /// Lays out `view` as `layout(_:)` does and returns the frames of the views in it that report
    /// theirs, by key: what a scene whose views read geometry learns from a layout.
    public func reportedFrames(_ view: ViewNode) throws -> [Int: ReportedFrame] {
        let pass = LayoutPass(engine: self)
        _ = try layout(view, in: pass)
        return pass.reportedFrames
    }
}
