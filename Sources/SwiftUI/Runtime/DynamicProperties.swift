/// A stored property whose value lives in the view graph rather than in the view value
/// (`@State`, `@StateObject`, `@Environment`, `@EnvironmentObject`): bound before `body` runs.
protocol GraphBoundProperty {
    func bind(in context: LoweringContext, property: String)
}

/// SwiftUI's marker for such properties; custom ones made of built-in ones work too.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

enum DynamicProperties {
    /// Binds every graph-bound stored property of `view` (found by reflection, as SwiftUI does)
    /// to the storage of its place in the tree.
    static func bind(_ value: Any, in context: LoweringContext, prefix: String = "") {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let name = prefix + (child.label ?? "\(index)")
            if let property = child.value as? any GraphBoundProperty {
                property.bind(in: context, property: name)
            } else if child.value is any DynamicProperty {
                bind(child.value, in: context, prefix: name + ".")
            }
        }
    }
}
