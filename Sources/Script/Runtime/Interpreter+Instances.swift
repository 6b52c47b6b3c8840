import SceneGraph

extension Interpreter {
    /// `Card(title: "x")`: a view struct created with its memberwise initializer. Its state
    /// persists across snapshots, keyed by the call site (and how often the site ran).
    func instantiate(
        _ declaration: StructDeclaration, _ arguments: [Argument], in scope: Scope, at position: SourcePosition
    ) throws -> Value {
        guard declaration.isView else {
            throw ScriptError(.nonViewStruct(declaration.name.text), at: position)
        }
        let stored = declaration.properties.filter { property in
            !property.isComputed && !property.isStatic && !(property.isConstant && property.initialValue != nil)
        }
        var parameters: [Parameter] = []
        for property in stored {
            let type = try property.type.map(resolveType) ?? .any
            parameters.append(
                Parameter(property.name.text, type, default: property.initialValue == nil ? .required : .deferred))
        }
        let resolution = try resolve([parameters], name: declaration.name.text, arguments, in: scope, at: position)
        var provided: [String: Value] = [:]
        for (i, property) in stored.enumerated() where resolution.provided[i] {
            provided[property.name.text] = resolution.values[i]
        }
        let site = "\(scope.instance?.key ?? "")/\(position.line):\(position.column)"
        let occurrence = occurrences[site, default: 0]
        occurrences[site] = occurrence + 1
        let key = "\(site)#\(occurrence)"
        let existing = instances[key].flatMap { $0.declaration.name == declaration.name ? $0 : nil }
        let instance = existing ?? Instance(declaration: declaration, key: key)
        try initialize(instance, provided: provided, isNew: existing == nil)
        instances[key] = instance
        return .view(try evaluateBody(of: instance, at: position))
    }

    /// Sets stored properties from arguments or initial values, in declaration order. On a
    /// later snapshot `@State` keeps its value; other properties are recomputed.
    func initialize(_ instance: Instance, provided: [String: Value], isNew: Bool) throws {
        let scope = Scope(parent: nil, instance: instance)
        for property in instance.declaration.properties where !property.isComputed {
            let name = property.name.text
            if property.isState && !isNew && instance.values[name] != nil { continue }
            let declared = try property.type.map(resolveType)
            let value: Value
            let position: SourcePosition
            if let argument = provided[name] {
                value = argument
                position = property.name.position
            } else if let initial = property.initialValue {
                value = try evaluate(initial, in: scope, expecting: declared)
                position = initial.position
            } else {
                throw ScriptError(.uninitialized(name), at: property.name.position)
            }
            let type = declared ?? ValueType.of(value)
            let converted = try convert(value, to: type, name: name, at: position)
            instance.values[name] = Variable(value: converted, type: type, isConstant: property.isConstant)
        }
    }

    /// The view a struct's `body` describes for the current state.
    func evaluateBody(of instance: Instance, at position: SourcePosition) throws -> ViewValue {
        let declaration = instance.declaration
        guard let body = declaration.property(named: "body"), let getter = body.getter else {
            throw ScriptError(.missingBody(declaration.name.text), at: declaration.name.position)
        }
        try enterCall(at: position)
        defer { leaveCall() }
        bodyDepth += 1
        defer { bodyDepth -= 1 }
        let views = try buildViews(getter, in: Scope(parent: nil, instance: instance))
        return combine(views)
    }

    /// A computed property's value: a view builder for `some View`, otherwise its getter's
    /// value converted to the declared type.
    func evaluateComputed(
        _ property: PropertyDeclaration, of instance: Instance, at position: SourcePosition
    ) throws -> Value {
        guard let getter = property.getter else {
            throw ScriptError(.internalError("'\(property.name.text)' has no getter"), at: position)
        }
        try enterCall(at: position)
        defer { leaveCall() }
        let scope = Scope(parent: nil, instance: instance)
        if property.type?.isView == true {
            return .view(combine(try buildViews(getter, in: scope)))
        }
        let type = try property.type.map(resolveType)
        let value = try executeBody(getter, in: scope, expecting: type, name: property.name.text, at: position)
        guard let type else { return value }
        let location = getter.count == 1 ? getter[0].position : property.name.position
        return try convert(value, to: type, name: property.name.text, at: location)
    }

    /// The value type a type annotation names.
    func resolveType(_ syntax: TypeSyntax) throws -> ValueType {
        switch syntax.kind {
        case .named(let name, let generics):
            if name == "Array", generics.count == 1 { return .array(try resolveType(generics[0])) }
            if name == "Optional", generics.count == 1 { return .optional(try resolveType(generics[0])) }
            if let type = TypeCatalog.annotationTypes[name] { return type }
            if let declaration = structs[name] {
                return declaration.isView ? .view : .any
            }
            let candidates = TypeCatalog.annotationTypes.keys.sorted() + structs.keys.sorted()
            throw ScriptError(
                .unknownType(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: syntax.position)
        case .array(let element): return .array(try resolveType(element))
        case .optional(let wrapped): return .optional(try resolveType(wrapped))
        case .opaque(let inner): return try resolveType(inner)
        case .function: return .closure
        case .tuple(let elements):
            if elements.isEmpty { return .void }
            throw ScriptError(.unsupported(.keyword("tuple")), at: syntax.position)
        case .dictionary:
            throw ScriptError(.unsupported(.keyword("dictionary")), at: syntax.position)
        }
    }
}
