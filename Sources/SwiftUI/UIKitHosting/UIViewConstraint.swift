/// An active Auto Layout constraint of a representable's view tree, as a value: its items
/// named by their place in the tree (`UIViewSnapshot.id`) or their layout guide.
struct UIViewConstraint {
    /// What a constraint's side is attached to.
    enum Item: Hashable {
        case view(Int)
        /// A view's safe area (its bounds inside SwiftUI) or its margins.
        case guide(owner: Int, margins: Bool)
        /// A guide the code added (`addLayoutGuide`), numbered from 0.
        case custom(Int)
    }

    var first: Item
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: Item?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float

    /// The active constraints of `views` (a tree in pre-order), required ones first; and how
    /// many were left out because they name an item outside the tree.
    static func capture(_ views: [UIView]) -> (constraints: [UIViewConstraint], outside: Int) {
        var ids: [ObjectIdentifier: Int] = [:]
        for (id, view) in views.enumerated() { ids[ObjectIdentifier(view)] = id }
        var customGuides: [ObjectIdentifier: Int] = [:]
        func item(_ object: AnyObject?) -> Item?? {
            guard let object else { return .some(nil) }
            if let view = object as? UIView { return ids[ObjectIdentifier(view)].map { .view($0) } }
            guard let guide = object as? UILayoutGuide, let owner = guide.owningView,
                let ownerID = ids[ObjectIdentifier(owner)]
            else { return nil }
            switch guide.kind {
            case .safeArea: return .view(ownerID)
            case .margins: return .guide(owner: ownerID, margins: true)
            case .custom:
                let key = ObjectIdentifier(guide)
                if let index = customGuides[key] { return .custom(index) }
                customGuides[key] = customGuides.count
                return .custom(customGuides.count - 1)
            }
        }
        var seen = Set<ObjectIdentifier>()
        var result: [UIViewConstraint] = []
        var outside = 0
        for view in views {
            for constraint in view.constraints + view.activatedConstraints {
                guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                guard case .some(.some(let first)) = item(constraint.firstItem),
                    case .some(let second) = item(constraint.secondItem)
                else {
                    outside += 1
                    continue
                }
                result.append(
                    UIViewConstraint(
                        first: first, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                        second: second, secondAttribute: constraint.secondAttribute,
                        multiplier: constraint.multiplier, constant: constraint.constant,
                        priority: constraint.priority.rawValue))
            }
        }
        // Stable: among equal priorities, the order the code wrote them.
        let ordered = result.enumerated().sorted {
            ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset)
        }.map(\.element)
        return (ordered, outside)
    }
}
