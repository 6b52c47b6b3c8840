/// A trait of a trait collection (iOS 17): UIKit's `UITraitDefinition`, which
/// `registerForTraitChanges(_:handler:)` is given a list of (`[UITraitUserInterfaceStyle.self]`).
/// A render's traits never change, so no handler runs.
public protocol UITraitDefinition {
    associatedtype Value
    /// The trait's value where nothing sets it.
    static var defaultValue: Value { get }
    /// The trait's name.
    static var name: String { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
}

/// A trait, as a list of traits names it: UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .light }
}

/// The horizontal size class (compact on an iPhone in portrait).
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .compact }
}

/// The vertical size class (regular on an iPhone in portrait).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .regular }
}

/// The preferred text size.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .large }
}

/// The layout direction.
public struct UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .leftToRight }
}

/// A registration `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration {}

/// What `registerForTraitChanges` returns here.
struct TraitChangeRegistration: UITraitChangeRegistration {}

/// A view or view controller whose trait changes can be observed (iOS 17).
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
    /// Calls `handler` when one of `traits` changes (never, in a render: its traits are fixed).
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistration()
    }

    /// Stops observing a registration's traits.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
