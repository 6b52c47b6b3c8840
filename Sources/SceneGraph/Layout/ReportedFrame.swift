import Geometry

/// Where a view that reports its frame (`Modifier.reportsFrame`) was placed: its frame in canvas
/// points and the safe-area insets a `GeometryReader` there sees.
public struct ReportedFrame: Equatable, Sendable {
    public var frame: Rect
    public var safeAreaInsets: EdgeInsets

    public init(frame: Rect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
    }
}

extension LayoutEngine {
    /// Lays out `view` as `layout(_:)` does and returns the frames of the views in it that report
    /// theirs, by key: what a scene whose views read geometry learns from a layout.
    public func reportedFrames(_ view: View) throws -> [Int: ReportedFrame] {
        let pass = LayoutPass(engine: self)
        _ = try layout(view, in: pass)
        return pass.reportedFrames
    }
}
