/// A scene's declarations, assembled for evaluation: every struct and enum by qualified name
/// with the members its extensions add, and the members extensions add to built-in types and
/// to every view.
struct Program {
    let file: SourceFile
    /// User types by qualified name (`HexagonParameters.Segment`).
    private(set) var types: [String: TypeDeclaration] = [:]
    /// Qualified names in source order (outer types before the types nested in them).
    private(set) var typeOrder: [String] = []
    /// Members added to built-in types: `extension Color { static let … }`.
    private(set) var builtinExtensions: [BuiltinType: TypeDeclaration] = [:]
    /// Members added to every view: `extension View { func inverseMask(…) }`.
    private(set) var viewExtension: TypeDeclaration?

    /// Assembles the file; duplicate declarations and extensions of unknown types are errors.
    init(file: SourceFile) throws {
        self.file = file
        for declaration in file.types { try register(declaration, enclosing: nil) }
        for declaration in file.extensions { try merge(declaration) }
    }

    private mutating func register(_ declaration: TypeDeclaration, enclosing: String?) throws {
        var declaration = declaration
        let qualified = enclosing.map { "\($0).\(declaration.name.text)" } ?? declaration.name.text
        guard types[qualified] == nil else {
            throw ScriptError(.duplicateDeclaration(declaration.name.text), at: declaration.name.position)
        }
        declaration.qualifiedName = qualified
        let nested = declaration.nestedTypes
        types[qualified] = declaration
        typeOrder.append(qualified)
        for inner in nested { try register(inner, enclosing: qualified) }
    }

    /// Adds an extension's members to the type it extends.
    private mutating func merge(_ extensionDeclaration: TypeDeclaration) throws {
        let name = extensionDeclaration.name
        if name.text == "View" || name.text == "Shape" {
            viewExtension = try combined(viewExtension, extensionDeclaration)
            return
        }
        if let qualified = type(named: name.text, in: nil)?.qualifiedName, var target = types[qualified] {
            try addMembers(of: extensionDeclaration, to: &target)
            types[qualified] = target
            for inner in extensionDeclaration.nestedTypes { try register(inner, enclosing: qualified) }
            return
        }
        if let builtin = BuiltinType(name: name.text) {
            builtinExtensions[builtin] = try combined(builtinExtensions[builtin], extensionDeclaration)
            return
        }
        let candidates = typeOrder + BuiltinType.names + ["View"]
        throw ScriptError(
            .unknownType(name.text, suggestion: Suggestion.closest(to: name.text, in: candidates)), at: name.position)
    }

    private func combined(_ existing: TypeDeclaration?, _ addition: TypeDeclaration) throws -> TypeDeclaration {
        if let nested = addition.nestedTypes.first {
            throw ScriptError(
                .unsupported(.keyword("struct in an extension of '\(addition.name.text)'")), at: nested.position)
        }
        var result =
            existing
            ?? TypeDeclaration(
                kind: .extension, name: addition.name, inheritedTypes: [], position: addition.position)
        try addMembers(of: addition, to: &result)
        return result
    }

    private func addMembers(of addition: TypeDeclaration, to target: inout TypeDeclaration) throws {
        for property in addition.properties {
            if target.property(named: property.name.text) != nil {
                throw ScriptError(.duplicateDeclaration(property.name.text), at: property.name.position)
            }
            if !property.isComputed && !property.isStatic {
                throw ScriptError(.storedPropertyInExtension(property.name.text), at: property.name.position)
            }
            target.properties.append(property)
        }
        for function in addition.functions {
            if target.function(named: function.name.text) != nil {
                throw ScriptError(.duplicateDeclaration(function.name.text), at: function.name.position)
            }
            target.functions.append(function)
        }
        target.extensionInitializers += addition.initializers
    }

    /// The type a name written inside `context` (a qualified type name) refers to: types nested
    /// in the context and its enclosing types first, then top-level ones.
    func type(named name: String, in context: String?) -> TypeDeclaration? {
        var scope = context
        while let current = scope {
            if let found = types["\(current).\(name)"] { return found }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return types[name]
    }

    /// Every type in source order.
    var orderedTypes: [TypeDeclaration] { typeOrder.compactMap { types[$0] } }
}
