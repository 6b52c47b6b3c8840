/// What a view is to the list around it: a row, or a section's header or footer, and the
/// section it belongs to. `Section` marks its views with it (the `ListItem.trait` trait); a
/// list's views without it are rows of the sections between marked ones.
struct ListItem {
    enum Role {
        case header, row, footer
    }

    let role: Role
    let section: ListSection

    /// The name of the trait that carries it.
    static let trait = "listItem"
}

/// One `Section` of a list, shared by the views it marks (compared by identity), with what was
/// set on the section as a whole.
final class ListSection {
    /// The space above it (`.listSectionSpacing`), where set.
    let spacing: CGFloat?
    /// Whether it is collapsed (`Section(_:isExpanded:)` with a false binding): its header only.
    let isCollapsed: Bool

    init(spacing: CGFloat?, isCollapsed: Bool) {
        self.spacing = spacing
        self.isCollapsed = isCollapsed
    }
}

extension Lowered {
    /// This view with the trait `name` set to `value` — each of its parts, for a group (so that
    /// a row modifier on a `ForEach` or a `Section` reaches each row) — unless a modifier closer
    /// to the view set it already (the innermost wins, as in the environment).
    func settingRowTrait(_ name: String, _ value: Any) -> Lowered {
        guard let parts else {
            var copy = self
            if copy.traits[name] == nil { copy.traits[name] = Trait(value: value, propagates: false) }
            return copy
        }
        var group = Lowered.group(parts.map { $0.settingRowTrait(name, value) })
        group.traits = traits
        group.slot = slot
        return group
    }

    /// The value of the trait `name` when it is a `T`.
    func trait<T>(_ name: String, as type: T.Type = T.self) -> T? {
        traits[name]?.value as? T
    }
}

/// The names of the traits the row modifiers set on a list's rows (`.listRowInsets` …), which
/// the list reads as it draws each row.
enum ListRowTrait {
    /// `EdgeInsets`: `.listRowInsets`.
    static let insets = "listRowInsets"
    /// `Lowered`: `.listRowBackground`.
    static let background = "listRowBackground"
    /// `Visibility`: `.listRowSeparator(_:edges:)`, for the line above and the line below a row.
    static let separatorTop = "listRowSeparatorTop"
    static let separatorBottom = "listRowSeparatorBottom"
    /// `Color`: `.listRowSeparatorTint`.
    static let separatorTintTop = "listRowSeparatorTintTop"
    static let separatorTintBottom = "listRowSeparatorTintBottom"
    /// `Visibility`: `.listSectionSeparator(_:edges:)`, for the lines above and below a section.
    static let sectionSeparatorTop = "listSectionSeparatorTop"
    static let sectionSeparatorBottom = "listSectionSeparatorBottom"
    /// `Color`: `.listSectionSeparatorTint`.
    static let sectionSeparatorTint = "listSectionSeparatorTint"
}

/// A modifier that marks the rows it modifies with `ListRowTrait`s for the `edges` given.
func listRowTraitModifier(_ top: String, _ bottom: String, edges: VerticalEdge.Set, value: Any) -> SceneModifier {
    SceneModifier { content, _ in
        var content = content
        if edges.contains(.top) { content = content.settingRowTrait(top, value) }
        if edges.contains(.bottom) { content = content.settingRowTrait(bottom, value) }
        return content
    }
}
