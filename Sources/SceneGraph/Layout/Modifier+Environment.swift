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
        case .layoutDirection(let rtl): env.isRightToLeft = rtl
        case .textStyle(let change): env.textStyle = env.textStyle.applying(change)
        default: break
        }
        return env
    }
}
