extension Interpreter {
    /// `callee(arguments)`: a local closure, a member of `self`, a static member, a scene type,
    /// a built-in view, a type's initializer, a global function, or a method/modifier.
    func call(
        _ callee: Expr, _ arguments: [Argument], in scope: Scope, expecting hint: ValueType?
    ) throws -> Value {
        switch callee.kind {
        case .identifier(let name):
            return try callNamed(name, at: callee.position, arguments, in: scope)
        case .member(let baseExpression, let name):
            if name.text == "toggle" && arguments.isEmpty {
                return try toggle(baseExpression, in: scope, at: name.position)
            }
            // `.title.weight(.bold)`: a chain that starts with an implicit member starts in
            // the type the context expects (SE-0287).
            let baseHint = baseExpression.startsWithImplicitMember ? hint : nil
            let base = try evaluate(baseExpression, in: scope, expecting: baseHint)
            if base.isViewLike && program.viewExtension?.function(named: name.text) == nil {
                if ModifierCatalog.isIgnored(name.text) { return base }
                if let modifier = ModifierCatalog.unevaluated[name.text], let view = ValueType.view(from: base) {
                    return .view(view.modified(modifier))
                }
                if name.text == "tag" { return try tag(base, arguments, in: scope, at: name.position) }
            }
            if case .path = base, ValueMethods.mutatingPathMethods.contains(name.text) {
                return try mutate(baseExpression, base, name, arguments, in: scope)
            }
            return try callMember(name, of: base, arguments, in: scope)
        case .implicitMember(let name):
            return try callImplicit(name, arguments, in: scope, expecting: hint)
        default:
            let value = try evaluate(callee, in: scope)
            return try callValue(value, arguments, in: scope, at: callee.position)
        }
    }

    private func callNamed(
        _ name: String, at position: SourcePosition, _ arguments: [Argument], in scope: Scope
    ) throws -> Value {
        if let (_, variable) = scope.lookup(name) {
            return try callValue(try value(of: variable, at: position), arguments, in: scope, at: position)
        }
        if let selfValue = scope.selfValue, let member = try declaredMember(name, of: selfValue, at: position) {
            return try callValue(member, arguments, in: scope, at: position)
        }
        if let member = try contextualStaticMember(name, in: scope, at: position) {
            return try callValue(member, arguments, in: scope, at: position)
        }
        if let declaration = userType(named: name, in: scope) {
            return try instantiate(declaration, arguments, in: scope, at: position)
        }
        if let view = ViewCatalog.views[name] {
            return try invoke(view, name: name, receiver: .void, arguments, in: scope, at: position)
        }
        if let type = BuiltinType(name: name) {
            return try invoke(
                TypeCatalog.initializers(of: type), name: name, receiver: .type(type), arguments, in: scope,
                at: position)
        }
        if let function = GlobalCatalog.functions[name] {
            return try invoke(function, name: name, receiver: .void, arguments, in: scope, at: position)
        }
        if ViewCatalog.unsupported.contains(name) {
            throw ScriptError(.unsupportedView(name), at: position)
        }
        if name.first?.isUppercase == true {
            // Known but unsupported names are suggested too: the fix then reports them plainly.
            let candidates =
                ViewCatalog.names + program.typeOrder + BuiltinType.names + ViewCatalog.unsupported.sorted()
            throw ScriptError(
                .unknownView(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: position)
        }
        let candidates =
            scope.visibleNames + (scope.selfValue.map(declaredMemberNames) ?? []) + GlobalCatalog.names
        throw ScriptError(
            .unknownIdentifier(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: position)
    }

    /// `.name(arguments)`: a member of the type the context expects.
    private func callImplicit(
        _ name: Name, _ arguments: [Argument], in scope: Scope, expecting hint: ValueType?
    ) throws -> Value {
        // `.constant(x)` makes a binding that never changes: its value stands in for it.
        if name.text == "constant", arguments.count == 1, arguments[0].label == nil {
            return try evaluate(arguments[0].value, in: scope, expecting: hint)
        }
        if hint == .ignored { return .unresolvedMember(name.text) }
        if case .user(let type)? = hint?.unwrapped, let declaration = program.types[type] {
            if name.text == "init" { return try instantiate(declaration, arguments, in: scope, at: name.position) }
            if let member = try staticMember(name.text, in: .user(type), at: name.position) {
                return try callValue(member, arguments, in: scope, at: name.position)
            }
            let suggestion = Suggestion.closest(to: name.text, in: staticNames(in: .user(type)))
            throw ScriptError(.unknownMember(name.text, type: type, suggestion: suggestion), at: name.position)
        }
        guard let hint, !hint.memberScopes.isEmpty else {
            throw cannotInfer(name)
        }
        return try callStatic(name, in: hint.memberScopes, typeName: hint.unwrapped.typeName, arguments, in: scope)
    }

    /// `base.name(arguments)`.
    func callMember(_ name: Name, of base: Value, _ arguments: [Argument], in scope: Scope) throws -> Value {
        switch base {
        case .type(let type):
            if name.text == "init" {
                return try invoke(
                    TypeCatalog.initializers(of: type), name: type.name, receiver: base, arguments, in: scope,
                    at: name.position)
            }
            return try callStatic(name, in: [type], typeName: type.name, arguments, in: scope)
        case .userType(let type):
            if name.text == "init", let declaration = program.types[type] {
                return try instantiate(declaration, arguments, in: scope, at: name.position)
            }
            if let member = try staticMember(name.text, in: .user(type), at: name.position) {
                return try callValue(member, arguments, in: scope, at: name.position)
            }
            let suggestion = Suggestion.closest(to: name.text, in: staticNames(in: .user(type)))
            throw ScriptError(.unknownMember(name.text, type: type, suggestion: suggestion), at: name.position)
        case .instance, .record, .enumCase:
            if let member = try declaredMember(name.text, of: base, at: name.position) {
                return try callValue(member, arguments, in: scope, at: name.position)
            }
            let suggestion = Suggestion.closest(to: name.text, in: declaredMemberNames(of: base))
            throw ScriptError(
                .unknownMember(name.text, type: base.typeName, suggestion: suggestion), at: name.position)
        default:
            if let member = try declaredMember(name.text, of: base, at: name.position) {
                return try callValue(member, arguments, in: scope, at: name.position)
            }
            if let method = ValueMethods.methods(of: base)[name.text] {
                return try invoke(method, name: name.text, receiver: base, arguments, in: scope, at: name.position)
            }
            let methodNames = ValueMethods.methods(of: base).keys.sorted()
            if base.isViewLike {
                if let modifier = ModifierCatalog.modifiers[name.text] {
                    return try invoke(
                        modifier, name: name.text, receiver: base, arguments, in: scope, at: name.position)
                }
                if ModifierCatalog.unsupported.contains(name.text) {
                    throw ScriptError(.unsupportedModifier(name.text), at: name.position)
                }
                let candidates = ModifierCatalog.names + methodNames + ModifierCatalog.unsupported.sorted()
                let suggestion = Suggestion.closest(to: name.text, in: candidates)
                throw ScriptError(.unknownModifier(name.text, suggestion: suggestion), at: name.position)
            }
            let suggestion = Suggestion.closest(to: name.text, in: methodNames)
            throw ScriptError(
                .unknownMember(name.text, type: base.typeName, suggestion: suggestion), at: name.position)
        }
    }

    /// `Type.name(arguments)` or `.name(arguments)` against the built-in types a context allows
    /// (members added by extensions first).
    func callStatic(
        _ name: Name, in types: [BuiltinType], typeName: String, _ arguments: [Argument], in scope: Scope
    ) throws -> Value {
        for type in types {
            if name.text == "init" {
                return try invoke(
                    TypeCatalog.initializers(of: type), name: type.name, receiver: .type(type), arguments,
                    in: scope, at: name.position)
            }
            if let member = try staticMember(name.text, in: .builtin(type), at: name.position) {
                return try callValue(member, arguments, in: scope, at: name.position)
            }
            if let member = TypeCatalog.staticMember(name.text, of: type) {
                if case .type(let nested)? = member.value {
                    // `Gradient.Stop(color:location:)`: a nested type's initializer.
                    return try invoke(
                        TypeCatalog.initializers(of: nested), name: nested.name, receiver: .type(nested), arguments,
                        in: scope, at: name.position)
                }
                guard let function = member.function else {
                    throw ScriptError(.notCallable(member.value?.noun ?? "this member"), at: name.position)
                }
                return try invoke(
                    function, name: name.text, receiver: .type(type), arguments, in: scope, at: name.position)
            }
        }
        if let unsupported = TypeCatalog.unsupportedMember(name, in: types) { throw unsupported }
        let candidates = types.flatMap { staticNames(in: .builtin($0)) }
        throw ScriptError(
            .unknownMember(name.text, type: typeName, suggestion: Suggestion.closest(to: name.text, in: candidates)),
            at: name.position)
    }

    /// Calls a closure, a function, a type (its initializer) with the call's arguments.
    func callValue(_ value: Value, _ arguments: [Argument], in scope: Scope, at position: SourcePosition) throws
        -> Value
    {
        switch value {
        case .closure(let closure):
            var values: [Value] = []
            for argument in arguments { values.append(try evaluate(argument.value, in: scope)) }
            return try callClosure(closure, values, at: position)
        case .function(let function):
            return try callFunction(function, arguments, in: scope, at: position)
        case .userType(let type):
            guard let declaration = program.types[type] else {
                throw ScriptError(.notCallable(value.noun), at: position)
            }
            return try instantiate(declaration, arguments, in: scope, at: position)
        case .type(let type):
            return try invoke(
                TypeCatalog.initializers(of: type), name: type.name, receiver: value, arguments, in: scope,
                at: position)
        case .noop:
            return .void
        default:
            throw ScriptError(.notCallable(value.noun), at: position)
        }
    }

    /// Runs a closure or function with already evaluated arguments (actions, callbacks).
    func invokeCallable(
        _ value: Value, _ values: [Value], at position: SourcePosition, expecting type: ValueType? = nil
    ) throws -> Value {
        switch value {
        case .closure(let closure):
            return try callClosure(closure, values, at: position, expecting: type)
        case .function(let function):
            let parameters = function.declaration.parameters
            guard parameters.count == values.count else {
                throw ScriptError(.closureArguments(expected: values.count, got: parameters.count), at: position)
            }
            return try runFunction(function, values, at: position)
        case .noop:
            return .void
        default:
            throw ScriptError(.notCallable(value.noun), at: position)
        }
    }

    /// Runs a closure; `type` is what the caller expects it to return (it resolves implicit
    /// members such as `.bouncy` in a single-expression body).
    func callClosure(
        _ closureValue: ClosureValue, _ values: [Value], at position: SourcePosition, expecting type: ValueType? = nil
    ) throws -> Value {
        try enterCall(at: position)
        defer { leaveCall() }
        let closure = closureValue.closure
        let scope = try closureScope(closureValue, values, at: position)
        return try executeBody(closure.body, in: scope, expecting: type, name: "closure", at: closure.position)
    }

    /// The scope a closure body runs in, with its parameters (or `$0`, `$1`…) bound.
    func closureScope(
        _ closureValue: ClosureValue, _ values: [Value], at position: SourcePosition, mutable: Bool = false
    ) throws -> Scope {
        let closure = closureValue.closure
        let scope = Scope(parent: closureValue.scope)
        if closure.parameters.isEmpty {
            for (i, value) in values.enumerated() {
                scope.define("$\(i)", Variable(value: value, type: .of(value), isConstant: !mutable))
            }
        } else {
            guard closure.parameters.count == values.count else {
                throw ScriptError(
                    .closureArguments(expected: values.count, got: closure.parameters.count), at: closure.position)
            }
            for (parameter, value) in zip(closure.parameters, values) where parameter.text != "_" {
                scope.define(parameter.text, Variable(value: value, type: .of(value), isConstant: !mutable))
            }
        }
        return scope
    }

    /// Calls a function declared in the scene with labelled arguments.
    func callFunction(
        _ function: BoundFunction, _ arguments: [Argument], in scope: Scope, at position: SourcePosition
    ) throws -> Value {
        let declaration = function.declaration
        let parameters = try parameters(of: declaration, in: function.typeContext)
        let resolution = try resolve([parameters], name: declaration.name.text, arguments, in: scope, at: position)
        let values = try completeArguments(resolution, of: declaration, in: function.typeContext)
        return try runFunction(function, values, at: position)
    }

    func runFunction(_ function: BoundFunction, _ values: [Value], at position: SourcePosition) throws -> Value {
        try enterCall(at: position)
        defer { leaveCall() }
        let declaration = function.declaration
        let context = function.typeContext
        let scope = Scope(parent: nil, selfValue: function.receiver, typeContext: context)
        let generics = Set(declaration.genericParameters)
        for (parameter, value) in zip(declaration.parameters, values) {
            let type = try resolveType(parameter.type, in: context, generics: generics)
            scope.define(parameter.name.text, Variable(value: value, type: type, isConstant: true))
        }
        if let returnType = declaration.returnType, returnType.isView {
            return .view(.group(try buildViews(declaration.body, in: scope)))
        }
        let type = try declaration.returnType.map { try resolveType($0, in: context, generics: generics) }
        let result = try executeBody(
            declaration.body, in: scope, expecting: type, name: declaration.name.text, at: position)
        guard let type, type != .void else { return result }
        return try convert(result, to: type, name: declaration.name.text, at: declaration.name.position)
    }

    /// `value` as `type`, or a "cannot use a string as 'x', which holds a number" error.
    func convert(_ value: Value, to type: ValueType, name: String, at position: SourcePosition) throws -> Value {
        if value == .void && type != .void && type != .any {
            throw ScriptError(.missingReturn(name), at: position)
        }
        guard let converted = type.coerce(value) else {
            throw ScriptError(.valueType(name: name, expected: type.noun, got: value.noun), at: position)
        }
        return converted
    }

    /// `path.addLine(to: p)`: runs a mutating method and stores the result back where the
    /// receiver came from.
    private func mutate(
        _ baseExpression: Expr, _ base: Value, _ name: Name, _ arguments: [Argument], in scope: Scope
    ) throws -> Value {
        let slot: Slot
        do {
            slot = try resolveSlot(baseExpression, in: scope)
        } catch let error as ScriptError {
            switch error.message {
            case .assignToLet(let variable), .assignToNonState(let variable), .assignToComputed(let variable):
                throw ScriptError(.mutatingOnConstant(name.text, variable), at: name.position)
            case .notAssignable:
                throw ScriptError(.mutatingOnImmutable(name.text), at: name.position)
            default:
                throw error
            }
        }
        guard let overloads = ValueMethods.methods(of: base)[name.text] else {
            throw ScriptError(.internalError("no method '\(name.text)'"), at: name.position)
        }
        let result = try invoke(
            overloads, name: name.text, receiver: slot.value, arguments, in: scope, at: name.position)
        slot.write(result)
        return .void
    }

    /// `.tag(x)`: remembered for the enclosing TabView. A bare `.name` is kept by name, since
    /// its type is only known from the TabView's selection.
    private func tag(_ base: Value, _ arguments: [Argument], in scope: Scope, at position: SourcePosition) throws
        -> Value
    {
        guard let argument = arguments.first else {
            throw ScriptError(.missingArgument(nil, callee: "tag"), at: position)
        }
        guard arguments.count == 1, argument.label == nil else {
            let extra = arguments.count > 1 ? arguments[1] : argument
            throw ScriptError(.extraArgument(callee: "tag"), at: extra.label?.position ?? extra.value.position)
        }
        guard var view = ValueType.view(from: base) else {
            throw ScriptError(.notAView(base.noun), at: position)
        }
        if case .implicitMember(let member) = argument.value.kind {
            view.tag = .unresolvedMember(member.text)
        } else {
            view.tag = try evaluate(argument.value, in: scope)
        }
        return .view(view)
    }
}
