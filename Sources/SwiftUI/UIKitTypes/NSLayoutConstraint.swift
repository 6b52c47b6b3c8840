/// Auto Layout's constraint, as UIKit views in representables use it: `item1.attribute1 =
/// multiplier × item2.attribute2 + constant` (or ≤, ≥). Active constraints (`isActive`,
/// `activate`, `addConstraint`) are solved when a representable's view is drawn
/// (`UIViewLayoutSolver`).
open class NSLayoutConstraint: NSObject {
    open var constant: CGFloat
    public let multiplier: CGFloat
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                owner?.activatedConstraints.append(self)
            } else {
                owner?.activatedConstraints.removeAll { $0 === self }
            }
        }
    }
    open var priority = UILayoutPriority.required
    open var identifier: String?
    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    open var shouldBeArchived = false

    init(
        _ first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation = .equal, _ second: AnyObject? = nil,
        _ secondAttribute: Attribute = .notAnAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// UIKit's explicit form: `item.attribute (relation) multiplier × toItem.attribute + constant`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier,
            constant: c)
    }

    /// The view whose list keeps the constraint while it is active: its first item's.
    private var owner: UIView? {
        (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView ?? (secondItem as? UIView)
            ?? (secondItem as? UILayoutGuide)?.owningView
    }

    /// Activates `constraints`: they are solved when their views are drawn.
    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// Visual format strings are not parsed: no constraints (the views keep their frames), with a
    /// warning at this line.
    open class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any], line: Int = #line, column: Int = #column
    ) -> [NSLayoutConstraint] {
        RuntimeWarning.emit(
            "Auto Layout's visual format makes no constraints in Zoetrope: the views keep their frames", line: line,
            column: column)
        return []
    }

    /// The axis a constraint or a priority is for.
    public enum Axis: Int, Sendable { case horizontal, vertical }

    /// The part of an item a constraint sets.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }

    /// Options of the visual format.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }
}

/// A priority of Auto Layout.
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

/// An edge, centre or dimension of a view or layout guide, for constraints.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor)
    }
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, anchor, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor)
    }
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { constraint(.lessThanOrEqual, anchor, constant: c) }
}

/// A horizontal anchor (leading, trailing, centre X).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint { constraint(.equal, anchor, constant: 8 * multiplier) }
}

/// A vertical anchor (top, bottom, centre Y).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint { constraint(.equal, anchor, constant: 8 * multiplier) }
}

/// A width or height, for constraints.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m)
    }
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { constraint(.equal, anchor, multiplier: m, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m)
    }
}

/// A rectangle of a view's layout: its safe area, its margins, its readable width (the view's
/// margins here), or one the code adds (`addLayoutGuide`), which constraints place.
open class UILayoutGuide: NSObject {
    /// What the guide stands for in its view.
    enum Kind { case safeArea, margins, custom }
    let kind: Kind
    open internal(set) weak var owningView: UIView?
    open var identifier = ""

    public override init() {
        kind = .custom
        super.init()
    }

    init(_ kind: Kind, of view: UIView) {
        self.kind = kind
        owningView = view
        super.init()
    }

    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The guide's frame in its view: the view's bounds (the safe area of a view inside
    /// SwiftUI), or inset by its margins.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea, .custom: return view.bounds
        case .margins:
            let m = view.layoutMargins
            return CGRect(
                x: m.left, y: m.top, width: max(0, view.bounds.width - m.left - m.right),
                height: max(0, view.bounds.height - m.top - m.bottom))
        }
    }
}
