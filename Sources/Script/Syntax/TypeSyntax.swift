/// A type as written in a declaration: `CGFloat`, `[Color]`, `some View`, `Double?`.
struct TypeSyntax {
    indirect enum Kind {
        /// A possibly dotted name (`Edge.Set`) with generic arguments.
        case named(String, [TypeSyntax])
        case array(TypeSyntax)
        case dictionary(TypeSyntax, TypeSyntax)
        case optional(TypeSyntax)
        /// `some View`.
        case opaque(TypeSyntax)
        case function([TypeSyntax], TypeSyntax)
        case tuple([TypeSyntax])
    }

    var kind: Kind
    var position: SourcePosition

    /// True for `some View` (and a plain `View`), whose computed properties are view builders.
    var isView: Bool {
        switch kind {
        case .opaque(let inner): inner.isView
        case .named(let name, _): name == "View" || name == "AnyView"
        default: false
        }
    }
}
