/// The screen: `UIScreen.main.bounds` is the canvas (`--size`, 390 × 844 points by default).
/// Declared here because `import SwiftUI` brings UIKit's names on iOS.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    /// The canvas, origin zero.
    public var bounds: CGRect {
        let canvas = SceneRuntime.currentOrNew.canvas
        return CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }

    /// Pixels per point.
    public var scale: CGFloat { 3 }
    public var nativeScale: CGFloat { 3 }
}
