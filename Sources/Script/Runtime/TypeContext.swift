/// The type whose code is running: it gives `Self`, and its static members (and those of the
/// types enclosing it) may be named without qualification.
enum TypeContext: Equatable {
    /// A struct or enum declared in the scene (qualified name).
    case user(String)
    /// A built-in type extended in the scene (`extension Color { … }`).
    case builtin(BuiltinType)
    /// `extension View { … }`.
    case view
}
