extension Interpreter {
    /// `callee(arguments)`: a local closure, a member function, a view, a view struct, a
    /// type's initializer, a global function, a static function or a method/modifier.
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
            return try callMember(name, of: base, arguments, in: scope)
        case .implicitMember(let name):
            guard let hint, !hint.memberScopes.isEmpty else {
                throw cannotInfer(name)
            }
            return try callStatic(name, in: hint.memberScopes, typeName: hint.unwrapped.typeName, arguments, in: scope)
        default:
            let value = try evaluate(callee, in: scope)
            return try callValue(value, arguments, in: scope, at: callee.position)
        }
    }

    private func callNamed(
        _ name: String, at position: SourcePosition, _ arguments: [Argument], in scope: Scope
    ) throws -> Value {
        if let (_, variable) = scope.lookup(name) {
            return try callValue(variable.value, arguments, in: scope, at: position)
        }
        if let instance = scope.instance {
            if let function = instance.declaration.function(named: name) {
                return try callFunction(function, of: instance, arguments, in: scope, at: position)
            }
            if instance.declaration.property(named: name) != nil,
                let value = try instanceMember(name, of: instance, at: position)
            {
                return try callValue(value, arguments, in: scope, at: position)
            }
        }
        if let view = ViewCatalog.views[name] {
            return try invoke(view, name: name, receiver: .void, arguments, in: scope, at: position)
        }
        if let declaration = structs[name] {
            return try instantiate(declaration, arguments, in: scope, at: position)
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
                ViewCatalog.names + structs.keys.sorted() + BuiltinType.names + ViewCatalog.unsupported.sorted()
            throw ScriptError(
                .unknownView(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: position)
        }
        let candidates = scope.visibleNames + (scope.instance?.memberNames ?? []) + GlobalCatalog.names
        throw ScriptError(
            .unknownIdentifier(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: position)
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
        case .instance(let instance):
            if let function = instance.declaration.function(named: name.text) {
                return try callFunction(function, of: instance, arguments, in: scope, at: name.position)
            }
            if instance.declaration.property(named: name.text) != nil,
                let value = try instanceMember(name.text, of: instance, at: name.position)
            {
                return try callValue(value, arguments, in: scope, at: name.position)
            }
            let suggestion = Suggestion.closest(to: name.text, in: instance.memberNames)
            throw ScriptError(
                .unknownMember(name.text, type: instance.declaration.name.text, suggestion: suggestion),
                at: name.position)
        default:
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

    /// `Type.name(arguments)` or `.name(arguments)` against the types a context allows.
    func callStatic(
        _ name: Name, in types: [BuiltinType], typeName: String, _ arguments: [Argument], in scope: Scope
    ) throws -> Value {
        for type in types {
            if name.text == "init" {
                return try invoke(
                    TypeCatalog.initializers(of: type), name: type.name, receiver: .type(type), arguments,
                    in: scope, at: name.position)
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
        let candidates = types.flatMap { TypeCatalog.staticNames(of: $0) }
        throw ScriptError(
            .unknownMember(name.text, type: typeName, suggestion: Suggestion.closest(to: name.text, in: candidates)),
            at: name.position)
    }

    /// Calls a closure or function value with the call's arguments (positionally).
    func callValue(_ value: Value, _ arguments: [Argument], in scope: Scope, at position: SourcePosition) throws
        -> Value
    {
        switch value {
        case .closure(let closure):
            var values: [Value] = []
            for argument in arguments { values.append(try evaluate(argument.value, in: scope)) }
            return try callClosure(closure, values, at: position)
        case .function(let function):
            return try callFunction(function.declaration, of: function.instance, arguments, in: scope, at: position)
        default:
            throw ScriptError(.notCallable(value.noun), at: position)
        }
    }

    /// Runs a closure or function with already evaluated arguments (actions, callbacks).
    func invokeCallable(_ value: Value, _ values: [Value], at position: SourcePosition) throws -> Value {
        switch value {
        case .closure(let closure):
            return try callClosure(closure, values, at: position)
        case .function(let function):
            let parameters = function.declaration.parameters
            guard parameters.count == values.count else {
                throw ScriptError(.closureArguments(expected: values.count, got: parameters.count), at: position)
            }
            return try runFunction(function.declaration, of: function.instance, values, at: position)
        default:
            throw ScriptError(.notCallable(value.noun), at: position)
        }
    }

    func callClosure(_ closureValue: ClosureValue, _ values: [Value], at position: SourcePosition) throws -> Value {
        try enterCall(at: position)
        defer { leaveCall() }
        let closure = closureValue.closure
        let scope = try closureScope(closureValue, values, at: position)
        return try executeBody(closure.body, in: scope, expecting: nil, name: "closure", at: closure.position)
    }

    /// The scope a closure body runs in, with its parameters (or `$0`, `$1`…) bound.
    func closureScope(_ closureValue: ClosureValue, _ values: [Value], at position: SourcePosition) throws -> Scope {
        let closure = closureValue.closure
        let scope = Scope(parent: closureValue.scope)
        if closure.parameters.isEmpty {
            for (i, value) in values.enumerated() {
                scope.define("$\(i)", Variable(value: value, type: .of(value), isConstant: true))
            }
        } else {
            guard closure.parameters.count == values.count else {
                throw ScriptError(
                    .closureArguments(expected: values.count, got: closure.parameters.count), at: closure.position)
            }
            for (parameter, value) in zip(closure.parameters, values) where parameter.text != "_" {
                scope.define(parameter.text, Variable(value: value, type: .of(value), isConstant: true))
            }
        }
        return scope
    }

    /// Calls a view struct's function with labelled arguments.
    func callFunction(
        _ function: FunctionDeclaration, of instance: Instance, _ arguments: [Argument], in scope: Scope,
        at position: SourcePosition
    ) throws -> Value {
        var parameters: [Parameter] = []
        for parameter in function.parameters {
            parameters.append(
                Parameter(
                    parameter.label, try resolveType(parameter.type),
                    default: parameter.defaultValue == nil ? .required : .deferred))
        }
        let resolution = try resolve([parameters], name: function.name.text, arguments, in: scope, at: position)
        var values = resolution.values
        let defaultsScope = Scope(parent: nil, instance: instance)
        for (i, parameter) in function.parameters.enumerated() where !resolution.provided[i] {
            guard let expression = parameter.defaultValue else { continue }
            let value = try evaluate(expression, in: defaultsScope, expecting: parameters[i].type)
            values[i] = try convert(value, to: parameters[i].type, name: parameter.name.text, at: expression.position)
        }
        return try runFunction(function, of: instance, values, at: position)
    }

    func runFunction(
        _ function: FunctionDeclaration, of instance: Instance, _ values: [Value], at position: SourcePosition
    ) throws -> Value {
        try enterCall(at: position)
        defer { leaveCall() }
        let scope = Scope(parent: nil, instance: instance)
        for (parameter, value) in zip(function.parameters, values) {
            let type = try resolveType(parameter.type)
            scope.define(parameter.name.text, Variable(value: value, type: type, isConstant: true))
        }
        if let returnType = function.returnType, returnType.isView {
            return .view(combine(try buildViews(function.body, in: scope)))
        }
        let type = try function.returnType.map(resolveType)
        let result = try executeBody(function.body, in: scope, expecting: type, name: function.name.text, at: position)
        guard let type, type != .void else { return result }
        return try convert(result, to: type, name: function.name.text, at: function.name.position)
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
}
