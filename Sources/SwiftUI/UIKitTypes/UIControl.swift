/// UIKit's control: a view that sends actions for events. Not drawn, as UIKit views are not,
/// and nothing touches it in a render, so its actions are never sent.
open class UIControl: UIView {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}

    /// The events a control sends actions for.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Where content sits across.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// Where content sits up and down.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}

/// A UIKit action (a menu item, a button's handler); never performed in a render.
open class UIAction: UIMenuElement {
    public let handler: (UIAction) -> Void
    open var state: UIMenuElement.State = .off
    open var attributes: UIMenuElement.Attributes = []
    open var identifier: Identifier
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
    ) {
        self.handler = handler
        self.state = state
        self.attributes = attributes
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        super.init(title: title, image: image)
    }
    /// An action's name.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// An item of a UIKit menu.
open class UIMenuElement: NSObject {
    open var title: String
    open var image: UIImage?
    open var subtitle: String?
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
    /// On, off or mixed.
    public enum State: Int, Sendable { case off, on, mixed }
    /// How an item looks.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1)
        public static let destructive = Attributes(rawValue: 2)
        public static let hidden = Attributes(rawValue: 4)
        public static let keepsMenuPresented = Attributes(rawValue: 8)
    }
}

/// A UIKit menu.
open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public let options: Options
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }
    /// A menu's name.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// How a menu shows.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1)
        public static let destructive = Options(rawValue: 2)
        public static let singleSelection = Options(rawValue: 32)
    }
}

/// A menu made when it opens.
open class UIDeferredMenuElement: UIMenuElement {
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        super.init(title: "", image: nil)
    }
}

/// A context menu's content.
open class UIContextMenuConfiguration: NSObject {
    public init(
        identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)?,
        actionProvider: (([UIMenuElement]) -> UIMenu?)?
    ) {}
}

/// A context menu on a UIKit view: never opened in a render.
open class UIContextMenuInteraction: NSObject {
    public init(delegate: UIContextMenuInteractionDelegate) {}
}

/// A context menu's delegate.
public protocol UIContextMenuInteractionDelegate: AnyObject {}

/// A preview of a context menu.
open class UITargetedPreview: NSObject {
    public init(view: UIView) {}
    public init(view: UIView, parameters: UIPreviewParameters) {}
}

/// How a context menu's preview is drawn.
open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor?
    open var visiblePath: UIBezierPath?
}

/// A key command of a hardware keyboard.
open class UIKeyCommand: UICommand {
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil
    ) {
        super.init(title: title, image: image)
    }
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
}

/// A command of a menu.
open class UICommand: UIMenuElement {}

/// The modifier keys.
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}
