/// `struct Name: View { members }`, `enum Name { case … }` or `extension Name { members }`.
struct TypeDeclaration {
    enum Kind: String {
        case `struct`, `enum`, `extension`
    }

    var kind: Kind
    /// The type's name; for an extension, the extended type as written (`Color`, `Edge.Set`).
    var name: Name
    var inheritedTypes: [Name]
    var properties: [PropertyDeclaration] = []
    var functions: [FunctionDeclaration] = []
    /// `init(…) { … }` declarations in the type's body (they replace the memberwise one).
    var initializers: [FunctionDeclaration] = []
    /// `init(…) { … }` declarations from extensions (the memberwise initializer stays).
    var extensionInitializers: [FunctionDeclaration] = []
    /// An enum's cases, in order.
    var cases: [EnumCase] = []
    /// Structs and enums declared inside this one.
    var nestedTypes: [TypeDeclaration] = []
    var position: SourcePosition
    /// The name with its enclosing types (`HexagonParameters.Segment`); set when the program
    /// is assembled.
    var qualifiedName: String

    init(kind: Kind, name: Name, inheritedTypes: [Name], position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.position = position
        self.qualifiedName = name.text
    }

    /// A view struct (`struct Name: View`).
    var isView: Bool { kind == .struct && inheritedTypes.contains { $0.text == "View" } }

    /// A struct only Xcode's previews use (`struct X_Previews: PreviewProvider`).
    var isPreview: Bool { inheritedTypes.contains { $0.text == "PreviewProvider" } }

    func property(named name: String) -> PropertyDeclaration? {
        properties.first { $0.name.text == name }
    }

    func function(named name: String) -> FunctionDeclaration? {
        functions.first { $0.name.text == name }
    }

    /// The stored instance properties, which memberwise initializers take, in order.
    var storedProperties: [PropertyDeclaration] {
        properties.filter { !$0.isComputed && !$0.isStatic }
    }
}

/// `case name` or `case name = rawValue` in an enum.
struct EnumCase {
    var name: Name
    var rawValue: Expr?
}
