/// How a list tints its rows' content: SwiftUI's `ListItemTint`, set with `.listItemTint(_:)`.
/// A list draws its rows' `Label` icons in it (they are otherwise in the accent colour).
public struct ListItemTint: Sendable {
    /// The colour; nil: monochrome.
    let color: Color?

    /// An explicit tint colour.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// An explicit tint colour the system may replace with a person's accent colour (only on a
    /// Mac: on iOS it is the colour given).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// A grey tint: the icons are drawn in the secondary label colour.
    public static let monochrome = ListItemTint(color: nil)

    /// The colour icons are drawn in.
    var resolvedColor: Color { color ?? .secondary }
}

extension View {
    /// Tints the `Label` icons of the list rows in this view with `tint`; nil keeps the tint
    /// from around it.
    public func listItemTint(_ tint: Color?) -> some View {
        modifier(ListItemTintModifier(tint: tint.map(ListItemTint.fixed)))
    }

    /// Tints the `Label` icons of the list rows in this view as `tint` says; nil keeps the tint
    /// from around it.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(ListItemTintModifier(tint: tint))
    }
}

/// List rows below tint their labels' icons with `tint` (nil: the tint from around it).
struct ListItemTintModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let tint: ListItemTint?
    func apply(to environment: inout EnvironmentValues) {
        if let tint { environment.listItemTint = tint }
    }
}

private struct ListItemTintKey: EnvironmentKey { static var defaultValue: ListItemTint? { nil } }

extension EnvironmentValues {
    /// The tint of list rows' label icons below (`.listItemTint(_:)`); nil: the accent colour.
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}
