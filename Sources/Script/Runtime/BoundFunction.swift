/// A function declared in the scene together with the `self` it belongs to.
final class BoundFunction: Equatable {
    let declaration: FunctionDeclaration
    /// `self`: a view instance, a struct value, an enum case, a view (extension View), or nil
    /// for a static function.
    let receiver: Value?
    let typeContext: TypeContext

    init(declaration: FunctionDeclaration, receiver: Value?, typeContext: TypeContext) {
        self.declaration = declaration
        self.receiver = receiver
        self.typeContext = typeContext
    }

    static func == (a: BoundFunction, b: BoundFunction) -> Bool {
        a.receiver == b.receiver && a.declaration.name == b.declaration.name && a.typeContext == b.typeContext
    }
}
