/// A view struct's function together with the instance it belongs to.
final class BoundFunction: Equatable {
    let declaration: FunctionDeclaration
    let instance: Instance

    init(declaration: FunctionDeclaration, instance: Instance) {
        self.declaration = declaration
        self.instance = instance
    }

    static func == (a: BoundFunction, b: BoundFunction) -> Bool {
        a.instance === b.instance && a.declaration.name == b.declaration.name
    }
}
