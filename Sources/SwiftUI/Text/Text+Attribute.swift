internal import SceneGraph

extension Text {
    /// One style a text's own modifier, an `AttributedString` attribute or Markdown sets on a
    /// text or a run of it. Colours stay SwiftUI colours until the text is lowered.
    enum Attribute: Equatable, Sendable {
        case font(FontRequest)
        case fontWeight(FontRequest.Weight)
        case foregroundColor(Color)
        case foregroundStyle(PaintStyle)
        case textStyle(TextTraits.Change)
        case underline(Bool, color: Color?)
        case strikethrough(Bool, color: Color?)
        /// A fill behind the run (`AttributedString`'s `backgroundColor`).
        case backgroundColor(Color)
        /// A link (`[…](…)`, `AttributedString`'s `link`): drawn in the accent colour, without
        /// an underline, as iOS draws links in `Text`.
        case link

        /// The colour iOS draws links in: the accent colour.
        static let linkColor = Color.accentColor

        /// The SceneGraph modifiers that set it over a whole text, its colours resolved in
        /// `environment`.
        func modifiers(in environment: EnvironmentValues) -> [ModifierNode] {
            switch self {
            case .font(let font): [.font(font)]
            case .fontWeight(let weight): [.fontWeight(weight)]
            case .foregroundColor(let color): [.foregroundColor(color.resolved(in: environment))]
            case .foregroundStyle(let style): [style.color.map { .foregroundColor($0) } ?? .foregroundStyle(style)]
            case .textStyle(let change): [.textStyle(change)]
            case .underline(let isActive, let color):
                [.textStyle(.underline(isActive))]
                    + (color.map { [.textStyle(.underlineColor($0.resolved(in: environment)))] } ?? [])
            case .strikethrough(let isActive, let color):
                [.textStyle(.strikethrough(isActive))]
                    + (color.map { [.textStyle(.strikethroughColor($0.resolved(in: environment)))] } ?? [])
            // A whole text has no background of its own (`.background` is a view's).
            case .backgroundColor: []
            case .link: [.foregroundColor(Self.linkColor.resolved(in: environment))]
            }
        }

        /// A run's attributes, innermost first, as SceneGraph's (the innermost wins), its colours
        /// resolved in `environment`.
        static func lowered(_ attributes: [Attribute], in environment: EnvironmentValues) -> TextAttributes {
            var lowered = TextAttributes()
            var changes: [TextTraits.Change] = []
            func foreground(_ style: PaintStyle) {
                if lowered.foregroundStyle == nil { lowered.foregroundStyle = style }
            }
            for attribute in attributes {
                switch attribute {
                case .font(let font): if lowered.font == nil { lowered.font = font }
                case .fontWeight(let weight): if lowered.fontWeight == nil { lowered.fontWeight = weight }
                case .foregroundColor(let color): foreground(.color(color.resolved(in: environment)))
                case .foregroundStyle(let style): foreground(style)
                case .textStyle(let change): changes.append(change)
                case .underline(let isActive, let color):
                    changes.append(.underline(isActive))
                    if let color { changes.append(.underlineColor(color.resolved(in: environment))) }
                case .strikethrough(let isActive, let color):
                    changes.append(.strikethrough(isActive))
                    if let color { changes.append(.strikethroughColor(color.resolved(in: environment))) }
                case .backgroundColor(let color):
                    if lowered.backgroundColor == nil { lowered.backgroundColor = color.resolved(in: environment) }
                case .link: foreground(.color(linkColor.resolved(in: environment)))
                }
            }
            // Applied outermost first, so that the innermost wins.
            lowered.textStyle = changes.reversed()
            return lowered
        }
    }
}
