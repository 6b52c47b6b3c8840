import SceneGraph

extension Interpreter {
    /// `Card(title: "x")`: a view struct created with its memberwise initializer (or one of its
    /// `init`s); a plain struct becomes a value. A view's state persists across snapshots, keyed
    /// by the call site (and how often the site ran).
    func instantiate(
        _ declaration: TypeDeclaration, _ arguments: [Argument], in scope: Scope, at position: SourcePosition
    ) throws -> Value {
        guard declaration.isView else { return try construct(declaration, arguments, in: scope, at: position) }
        let site = "\(scope.instance?.key ?? "")/\(position.line):\(position.column)"
        let occurrence = occurrences[site, default: 0]
        occurrences[site] = occurrence + 1
        let key = "\(site)#\(occurrence)"
        let existing = instances[key].flatMap { $0.declaration.qualifiedName == declaration.qualifiedName ? $0 : nil }
        let instance = existing ?? Instance(declaration: declaration, key: key)
        try initialize(instance, arguments: arguments, in: scope, at: position, isNew: existing == nil)
        instances[key] = instance
        return .view(try evaluateBody(of: instance, at: position))
    }

    /// Sets stored properties from the arguments (nil for the root view, created without
    /// any), initial values and the environment, in declaration order, then runs the `init`
    /// the arguments chose, if any. On a later snapshot `@State` keeps its value.
    func initialize(
        _ instance: Instance, arguments: [Argument]?, in callerScope: Scope?, at position: SourcePosition,
        isNew: Bool
    ) throws {
        let declaration = instance.declaration
        let context = TypeContext.user(declaration.qualifiedName)
        let initializers = declaration.initializers + declaration.extensionInitializers
        let memberwise = declaration.initializers.isEmpty ? try memberwiseParameters(of: declaration) : nil
        var provided: [String: Value] = [:]
        var chosen: (FunctionDeclaration, [Value])?
        if let arguments, let callerScope {
            let signatures = try initializers.map { try parameters(of: $0, in: context) }
            let resolution = try resolve(
                signatures + (memberwise.map { [$0.map(\.parameter)] } ?? []), name: declaration.qualifiedName,
                arguments, in: callerScope, at: position)
            if resolution.index < initializers.count {
                let initializer = initializers[resolution.index]
                chosen = (initializer, try completeArguments(resolution, of: initializer, in: context))
            } else if let memberwise {
                for (i, entry) in memberwise.enumerated() where resolution.provided[i] {
                    provided[entry.property.name.text] = resolution.values[i]
                }
            }
        } else if let initializer = initializers.first(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }),
            memberwise == nil
        {
            chosen = (
                initializer,
                try completeArguments(
                    Resolution(
                        index: 0, values: initializer.parameters.map { _ in .void },
                        provided: initializer.parameters.map { _ in false }), of: initializer, in: context)
            )
        }
        let scope = Scope(parent: nil, instance: instance)
        for property in declaration.storedProperties {
            let name = property.name.text
            if property.isState && !isNew && instance.values[name] != nil { continue }
            let declared = try property.type.map { try resolveType($0, in: context) }
            let value: Value
            let valuePosition: SourcePosition
            if let argument = provided[name] {
                value = argument
                valuePosition = property.name.position
            } else if let initial = property.initialValue {
                value = try evaluate(initial, in: scope, expecting: declared)
                valuePosition = initial.position
            } else if let environment = property.environmentAttribute {
                value = try environmentValue(environment)
                valuePosition = property.name.position
            } else if chosen != nil {
                continue  // the initializer assigns it
            } else {
                throw ScriptError(.uninitialized(name), at: property.name.position)
            }
            let type = declared ?? ValueType.of(value)
            let converted = try convert(value, to: type, name: name, at: valuePosition)
            instance.values[name] = Variable(value: converted, type: type, isConstant: property.isConstant)
        }
        if let (initializer, values) = chosen {
            let target = InitializerTarget(instance: instance)
            if !isNew {
                target.preservedState = Set(
                    declaration.properties.filter { $0.isState && instance.values[$0.name.text] != nil }.map(
                        \.name.text))
            }
            try runInitializer(initializer, values, target: target, context: context, at: position)
            for property in declaration.storedProperties where instance.values[property.name.text] == nil {
                throw ScriptError(.uninitialized(property.name.text), at: position)
            }
        }
    }

    /// The value of an `@Environment(\.key)` property. Only keys without a visual effect are
    /// known: `dismiss` is a function that does nothing (nothing is presented in a scene).
    private func environmentValue(_ attribute: Attribute) throws -> Value {
        guard let argument = attribute.arguments.first, case .keyPath(let names) = argument.value.kind,
            let key = names.first
        else {
            throw ScriptError(.unsupportedEnvironment("?"), at: attribute.name.position)
        }
        switch key.text {
        case "dismiss", "presentationMode": return .noop
        default: throw ScriptError(.unsupportedEnvironment(key.text), at: key.position)
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
        return .group(views)
    }

    /// A stored or computed property or a function of a view struct instance, or nil.
    func instanceMember(_ name: String, of instance: Instance, at position: SourcePosition) throws -> Value? {
        if let variable = instance.values[name] { return variable.value }
        let context = TypeContext.user(instance.declaration.qualifiedName)
        if let property = instance.declaration.property(named: name), !property.isStatic {
            guard property.isComputed else {
                throw ScriptError(.usedBeforeInitialized(name), at: position)
            }
            return try evaluateComputed(property, of: instance, at: position)
        }
        if let function = instance.declaration.function(named: name), !function.isStatic {
            return .function(BoundFunction(declaration: function, receiver: .instance(instance), typeContext: context))
        }
        return nil
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
            return .view(.group(try buildViews(getter, in: scope)))
        }
        let type = try property.type.map { try resolveType($0, in: scope.typeContext) }
        let value = try executeBody(getter, in: scope, expecting: type, name: property.name.text, at: position)
        guard let type else { return value }
        let location = getter.count == 1 ? getter[0].position : property.name.position
        return try convert(value, to: type, name: property.name.text, at: location)
    }
}
