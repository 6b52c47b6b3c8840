import Foundation

/// UIKit's current-context stack: the context `UIGraphicsGetCurrentContext()` returns and that
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)` and string drawing draw
/// into. One stack per thread, as UIKit keeps it (never shared by two scenes' threads).
enum UIGraphicsContextStack {
    private final class Stack {
        var contexts: [CGContext] = []
    }

    private static let key = "ZoetropeUIGraphicsContextStack"

    private static var stack: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    static var current: CGContext? { stack.contexts.last }
    static func push(_ context: CGContext) { stack.contexts.append(context) }
    static func pop() { _ = stack.contexts.popLast() }
}

/// The context UIKit drawing goes to: a renderer's inside its closure, or an image context's.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

public func UIGraphicsPopContext() { UIGraphicsContextStack.pop() }

/// Starts an image context of `size` points: opaque (black) or transparent, at `scale` pixels a
/// point (0: the screen's, 3).
public func UIGraphicsBeginImageContextWithOptions(
    _ size: CGSize, _ opaque: Bool, _ scale: CGFloat, line: Int = #line, column: Int = #column
) {
    let pixels = CGContext.bitmapSize(
        size, scale: scale > 0 ? Double(scale) : Double(UIScreen.main.scale), line: line, column: column)
    UIGraphicsContextStack.push(
        CGContext(
            pixelWidth: pixels.width, height: pixels.height, scale: pixels.scale, flipped: true,
            fill: opaque ? .black : .clear))
}

/// An image context of `size` points at scale 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize, line: Int = #line, column: Int = #column) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1, line: line, column: column)
}

/// What the current image context holds, as an image (nil outside one).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsContextStack.current else { return nil }
    return UIImage(drawn: context.pixels(), scale: context.scale)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() { UIGraphicsContextStack.pop() }

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame inside `rect` in the current fill colour, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
        CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
    ])
}
