/// UIKit's responder: what UIKit views, view controllers and the application are. A render has
/// no keyboard or first responder, so resigning one changes nothing.
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Whether this responder has the keyboard's focus: never in a render.
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var next: UIResponder? { nil }

    /// Gives up the keyboard's focus: there is none in a render; true, as UIKit returns.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Asks for the keyboard's focus: nothing types in a render, so false.
    @discardableResult open func becomeFirstResponder() -> Bool { false }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A touch: nothing touches the screen in a render, so no touch is ever made.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    open var phase: Phase { .began }
    open var tapCount: Int { 1 }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An event of touches, presses or motion: none happens in a render.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    open var type: EventType { .touches }
    open var allTouches: Set<UITouch>? { nil }
}

/// A key press of a hardware keyboard: none happens in a render.
open class UIPress: NSObject {}

/// An event of key presses: none happens in a render.
open class UIPressesEvent: UIEvent {}

/// A Selector, as `#selector(…)` makes one (`UIApplication.shared.sendAction(…)`): the method's
/// name; nothing is sent by name in a render.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

/// What `#selector(Type.method)` becomes in a scene file (Linux has no Objective-C runtime;
/// preparation spells it `_selector`): a selector named after the method's reference.
public func _selector(_ method: Any) -> Selector { Selector(String(describing: type(of: method))) }
/// `#selector(getter: Type.property)`.
public func _selector(getter property: Any) -> Selector { Selector(String(describing: type(of: property))) }
/// `#selector(setter: Type.property)`.
public func _selector(setter property: Any) -> Selector { Selector(String(describing: type(of: property))) }
