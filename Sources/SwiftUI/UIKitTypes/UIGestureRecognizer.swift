/// UIKit's gesture recognizer, as representables add them. Nothing touches the screen in a
/// render, so a recognizer never recognizes and its actions are never sent.
open class UIGestureRecognizer: NSObject {
    open internal(set) weak var view: UIView?
    open var isEnabled = true
    open var state: State { .possible }
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var numberOfTouches: Int { 0 }
    open var name: String?

    public init(target: Any?, action: Selector?) { super.init() }
    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    /// A recognizer's state.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

/// A gesture recognizer's delegate.
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// Taps: never recognized in a render.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// Drags: never recognized in a render.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from the screen's edge: never recognized in a render.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// Long presses: never recognized in a render.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
}

/// Pinches: never recognized in a render.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// Rotations: never recognized in a render.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// Swipes: never recognized in a render.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
    /// A swipe's direction.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }
}
