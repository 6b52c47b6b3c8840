extension Modifier {
    /// The environment below this modifier.
    func environment(_ env: LayoutEnvironment) -> LayoutEnvironment {
        var env = env
        switch self {
        case .foregroundColor(let c): env.foregroundStyle = .color(c)
        case .foregroundStyle(let style): env.foregroundStyle = style
        case .multilineTextAlignment(let a): env.textAlignment = a
        case .lineLimit(let n): env.lineLimit = n
        case .font(let f): env.font = f
        case .fontWeight(let w): env.fontWeight = w
        case .redacted(let on): env.isRedacted = on
        case .textStyle(let change): env.textStyle = env.textStyle.applying(change)
        case .layout, .effect, .animation, .transition, .branch, .matchedGeometry, .layoutPriority, .zIndex, .identity,
            .gridCell, .reportsFrame:
            break
        }
        return env
    }
}
