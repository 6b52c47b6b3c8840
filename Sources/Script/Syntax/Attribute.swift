/// `@State`, `@Binding`, `@Environment(\.dismiss)`: the name after `@` and any arguments.
struct Attribute {
    var name: Name
    var arguments: [Argument]
}
