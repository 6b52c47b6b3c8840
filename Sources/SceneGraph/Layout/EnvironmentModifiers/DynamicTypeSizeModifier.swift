/// `.dynamicTypeSize(_:)`: the Dynamic Type size text styles below are drawn at.
struct DynamicTypeSizeModifier: EnvironmentModifier {
    /// 0 xSmall … 3 Large (the default) … 11 accessibility 5 (`DynamicTypeStyle.size(at:)`).
    var index: Int

    var description: String { ".dynamicTypeSize(\(index))" }

    func apply(to env: inout LayoutEnvironment) { env.dynamicTypeSize = index }
}

extension ModifierNode {
    /// Environment: draws the Dynamic Type text styles below at size `index` (0 xSmall …
    /// 3 Large … 11 accessibility 5).
    public static func dynamicTypeSize(_ index: Int) -> ModifierNode {
        .environment(AnyEnvironmentModifier(DynamicTypeSizeModifier(index: index)))
    }
}
