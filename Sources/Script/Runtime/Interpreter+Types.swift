import SceneGraph

/// Types declared in the scene: static members, struct values, enum cases, extensions of
/// built-in types and of `View`, and type annotations.
extension Interpreter {
    // MARK: - Static members

    /// `name` as a static member of `context`: an enum case, a static property or function, a
    /// nested type, or a member an extension adds to a built-in type. Nil when there is none.
    func staticMember(_ name: String, in context: TypeContext, at position: SourcePosition) throws -> Value? {
        switch context {
        case .user(let qualified):
            guard let declaration = program.types[qualified] else { return nil }
            if declaration.kind == .enum {
                if declaration.cases.contains(where: { $0.name.text == name }) {
                    return .enumCase(EnumCaseValue(type: qualified, name: name))
                }
                if name == "allCases", declaration.inheritedTypes.contains(where: { $0.text == "CaseIterable" }) {
                    return .array(
                        declaration.cases.map { .enumCase(EnumCaseValue(type: qualified, name: $0.name.text)) })
                }
            }
            if let property = declaration.properties.first(where: { $0.isStatic && $0.name.text == name }) {
                return try staticValue(property, owner: context, key: "\(qualified).\(name)", at: position)
            }
            if let function = declaration.functions.first(where: { $0.isStatic && $0.name.text == name }) {
                return .function(BoundFunction(declaration: function, receiver: nil, typeContext: context))
            }
            if program.types["\(qualified).\(name)"] != nil { return .userType("\(qualified).\(name)") }
            return nil
        case .builtin(let type):
            if let declaration = program.builtinExtensions[type] {
                if let property = declaration.properties.first(where: { $0.isStatic && $0.name.text == name }) {
                    return try staticValue(property, owner: context, key: "\(type.name).\(name)", at: position)
                }
                if let function = declaration.functions.first(where: { $0.isStatic && $0.name.text == name }) {
                    return .function(BoundFunction(declaration: function, receiver: nil, typeContext: context))
                }
            }
            return nil
        case .view:
            return nil
        }
    }

    /// Names of a type's static members, for suggestions.
    func staticNames(in context: TypeContext) -> [String] {
        switch context {
        case .user(let qualified):
            guard let declaration = program.types[qualified] else { return [] }
            return declaration.cases.map(\.name.text) + declaration.properties.filter(\.isStatic).map(\.name.text)
                + declaration.functions.filter(\.isStatic).map(\.name.text)
        case .builtin(let type):
            let declaration = program.builtinExtensions[type]
            return (declaration?.properties.filter(\.isStatic).map(\.name.text) ?? [])
                + (declaration?.functions.filter(\.isStatic).map(\.name.text) ?? []) + TypeCatalog.staticNames(of: type)
        case .view:
            return []
        }
    }

    /// A static property's value: a stored one is computed once (Swift's static lets are lazy),
    /// a computed one every time.
    private func staticValue(
        _ property: PropertyDeclaration, owner: TypeContext, key: String, at position: SourcePosition
    ) throws -> Value {
        let scope = Scope(parent: nil, typeContext: owner)
        let declared = try property.type.map { try resolveType($0, in: owner) }
        if let getter = property.getter {
            try enterCall(at: position)
            defer { leaveCall() }
            if property.type?.isView == true { return .view(.group(try buildViews(getter, in: scope))) }
            let value = try executeBody(getter, in: scope, expecting: declared, name: property.name.text, at: position)
            guard let declared else { return value }
            return try convert(value, to: declared, name: property.name.text, at: property.name.position)
        }
        if let cached = staticValues[key] { return cached }
        guard let initial = property.initialValue else {
            throw ScriptError(.uninitialized(property.name.text), at: property.name.position)
        }
        guard staticsInProgress.insert(key).inserted else {
            throw ScriptError(.circularReference(property.name.text), at: position)
        }
        defer { staticsInProgress.remove(key) }
        try enterCall(at: position)
        defer { leaveCall() }
        let value = try evaluate(initial, in: scope, expecting: declared)
        let converted = try convert(
            value, to: declared ?? ValueType.of(value), name: property.name.text, at: initial.position)
        staticValues[key] = converted
        return converted
    }

    /// An unqualified name as a static member of the running type or the types enclosing it.
    func contextualStaticMember(_ name: String, in scope: Scope, at position: SourcePosition) throws -> Value? {
        guard let context = scope.typeContext else { return nil }
        if case .user(let qualified) = context {
            var current: String? = qualified
            while let type = current {
                if let value = try staticMember(name, in: .user(type), at: position) { return value }
                current = type.lastIndex(of: ".").map { String(type[..<$0]) }
            }
            return nil
        }
        if let value = try staticMember(name, in: context, at: position) { return value }
        if case .builtin(let type) = context, let member = TypeCatalog.staticMember(name, of: type) {
            return member.value
        }
        return nil
    }

    /// The qualified name of the scene type the running code belongs to, for resolving nested
    /// type names.
    func contextTypeName(_ scope: Scope) -> String? {
        if case .user(let name)? = scope.typeContext { return name }
        return nil
    }

    /// A struct or enum the name refers to from `scope`.
    func userType(named name: String, in scope: Scope) -> TypeDeclaration? {
        program.type(named: name, in: contextTypeName(scope))
    }

    // MARK: - Members of values

    /// A property or method of `self`-like values declared in the scene: a view instance's
    /// members, a struct value's fields, an enum case's `rawValue`, and what extensions add.
    /// Nil when the value has no such member.
    func declaredMember(_ name: String, of value: Value, at position: SourcePosition) throws -> Value? {
        switch value {
        case .instance(let instance):
            return try instanceMember(name, of: instance, at: position)
        case .record(let record):
            if let field = record.fields[name] { return field }
            guard let declaration = program.types[record.type] else { return nil }
            return try computedMember(name, of: declaration, receiver: value, context: .user(record.type), at: position)
        case .enumCase(let enumCase):
            guard let declaration = program.types[enumCase.type] else { return nil }
            if name == "rawValue", let raw = try rawValue(of: enumCase, in: declaration) { return raw }
            return try computedMember(
                name, of: declaration, receiver: value, context: .user(enumCase.type), at: position)
        default:
            if value.isViewLike, let declaration = program.viewExtension,
                let member = try computedMember(name, of: declaration, receiver: value, context: .view, at: position)
            {
                return member
            }
            if let type = BuiltinType(valueOf: value), let declaration = program.builtinExtensions[type] {
                return try computedMember(name, of: declaration, receiver: value, context: .builtin(type), at: position)
            }
            return nil
        }
    }

    /// An instance computed property's value or an instance method of `declaration`, bound to
    /// `receiver`.
    private func computedMember(
        _ name: String, of declaration: TypeDeclaration, receiver: Value, context: TypeContext,
        at position: SourcePosition
    ) throws -> Value? {
        if let property = declaration.properties.first(where: { !$0.isStatic && $0.name.text == name }),
            let getter = property.getter
        {
            try enterCall(at: position)
            defer { leaveCall() }
            let scope = Scope(parent: nil, selfValue: receiver, typeContext: context)
            if property.type?.isView == true { return .view(.group(try buildViews(getter, in: scope))) }
            let type = try property.type.map { try resolveType($0, in: context) }
            let value = try executeBody(getter, in: scope, expecting: type, name: name, at: position)
            guard let type else { return value }
            return try convert(value, to: type, name: name, at: property.name.position)
        }
        if let function = declaration.functions.first(where: { !$0.isStatic && $0.name.text == name }) {
            return .function(BoundFunction(declaration: function, receiver: receiver, typeContext: context))
        }
        return nil
    }

    /// Names of the members `declaredMember` finds, for suggestions.
    func declaredMemberNames(of value: Value) -> [String] {
        switch value {
        case .instance(let instance): return instance.memberNames
        case .record(let record):
            let declaration = program.types[record.type]
            return record.fields.keys.sorted()
                + (declaration?.properties.filter { $0.isComputed }.map(\.name.text) ?? [])
                + (declaration?.functions.map(\.name.text) ?? [])
        case .enumCase(let enumCase):
            let declaration = program.types[enumCase.type]
            return ["rawValue"] + (declaration?.properties.map(\.name.text) ?? [])
                + (declaration?.functions.map(\.name.text) ?? [])
        default:
            return []
        }
    }

    /// An enum case's raw value: the one written, or for `String` enums the case name and for
    /// `Int` enums the previous case's value plus one. Nil when the enum has no raw type.
    func rawValue(of enumCase: EnumCaseValue, in declaration: TypeDeclaration) throws -> Value? {
        let rawType = declaration.inheritedTypes.first { ["String", "Int", "Double", "CGFloat"].contains($0.text) }
        guard let rawType else { return nil }
        var next = 0
        for candidate in declaration.cases {
            var value: Value
            if let expression = candidate.rawValue {
                let hint: ValueType = rawType.text == "String" ? .string : rawType.text == "Int" ? .integer : .number
                value = try evaluate(expression, in: Scope(parent: nil), expecting: hint)
            } else if rawType.text == "String" {
                value = .string(candidate.name.text)
            } else {
                value = rawType.text == "Int" ? .int(next) : .double(Double(next))
            }
            if case .int(let i) = value { next = i + 1 }
            if candidate.name.text == enumCase.name { return value }
        }
        return nil
    }

    // MARK: - Struct values

    /// `Segment(useWidth: …)`: a plain struct built with its memberwise initializer or one of
    /// its `init`s.
    func construct(
        _ declaration: TypeDeclaration, _ arguments: [Argument], in scope: Scope, at position: SourcePosition
    ) throws -> Value {
        let context = TypeContext.user(declaration.qualifiedName)
        guard declaration.kind == .struct else {
            throw ScriptError(.notCallable("the enum '\(declaration.qualifiedName)'"), at: position)
        }
        var record = RecordValue(type: declaration.qualifiedName, fields: [:])
        let initializers = declaration.initializers + declaration.extensionInitializers
        let signatures = try initializers.map { try parameters(of: $0, in: context) }
        let memberwise = declaration.initializers.isEmpty ? try memberwiseParameters(of: declaration) : nil
        let resolution = try resolve(
            signatures + (memberwise.map { [$0.map(\.parameter)] } ?? []), name: declaration.qualifiedName,
            arguments, in: scope, at: position)
        // Properties with initial values are set first, as in Swift.
        let fieldScope = Scope(parent: nil, typeContext: context)
        for property in declaration.storedProperties {
            guard let initial = property.initialValue else { continue }
            let type = try property.type.map { try resolveType($0, in: context) }
            let value = try evaluate(initial, in: fieldScope, expecting: type)
            record.fields[property.name.text] = try convert(
                value, to: type ?? ValueType.of(value), name: property.name.text, at: initial.position)
        }
        if resolution.index < initializers.count {
            let initializer = initializers[resolution.index]
            let values = try completeArguments(resolution, of: initializer, in: context)
            let target = InitializerTarget(record: record)
            try runInitializer(initializer, values, target: target, context: context, at: position)
            record = target.record ?? record
        } else if let memberwise {
            for (i, entry) in memberwise.enumerated() where resolution.provided[i] {
                record.fields[entry.property.name.text] = resolution.values[i]
            }
        }
        for property in declaration.storedProperties where record.fields[property.name.text] == nil {
            throw ScriptError(.uninitialized(property.name.text), at: position)
        }
        return .record(record)
    }

    /// The parameters of a memberwise initializer: stored properties without a fixed value, in
    /// order (`@Environment` properties come from the environment).
    func memberwiseParameters(of declaration: TypeDeclaration) throws -> [(
        property: PropertyDeclaration, parameter: Parameter
    )] {
        let context = TypeContext.user(declaration.qualifiedName)
        return try declaration.storedProperties.filter { property in
            !(property.isConstant && property.initialValue != nil) && property.environmentAttribute == nil
        }.map { property in
            let type = try property.type.map { try resolveType($0, in: context) } ?? .any
            return (
                property,
                Parameter(property.name.text, type, default: property.initialValue == nil ? .required : .deferred)
            )
        }
    }

    /// The parameters of a function or initializer declared in the scene.
    func parameters(of function: FunctionDeclaration, in context: TypeContext?) throws -> [Parameter] {
        let generics = Set(function.genericParameters)
        return try function.parameters.map { parameter in
            Parameter(
                parameter.label, try resolveType(parameter.type, in: context, generics: generics),
                default: parameter.defaultValue == nil ? .required : .deferred)
        }
    }

    /// The resolved argument values with the defaults the caller left out computed.
    func completeArguments(
        _ resolution: Resolution, of function: FunctionDeclaration, in context: TypeContext?
    ) throws -> [Value] {
        var values = resolution.values
        let generics = Set(function.genericParameters)
        let defaultsScope = Scope(parent: nil, typeContext: context)
        for (i, parameter) in function.parameters.enumerated() where !resolution.provided[i] {
            guard let expression = parameter.defaultValue else { continue }
            let type = try resolveType(parameter.type, in: context, generics: generics)
            let value = try evaluate(expression, in: defaultsScope, expecting: type)
            values[i] = try convert(value, to: type, name: parameter.name.text, at: expression.position)
        }
        return values
    }

    /// Runs an `init` body that assigns the properties of `target`.
    func runInitializer(
        _ initializer: FunctionDeclaration, _ values: [Value], target: InitializerTarget, context: TypeContext,
        at position: SourcePosition
    ) throws {
        try enterCall(at: position)
        defer { leaveCall() }
        let selfValue = target.instance.map(Value.instance)
        let scope = Scope(parent: nil, selfValue: selfValue, typeContext: context, initializing: target)
        let generics = Set(initializer.genericParameters)
        for (parameter, value) in zip(initializer.parameters, values) {
            let type = try resolveType(parameter.type, in: context, generics: generics)
            scope.define(parameter.name.text, Variable(value: value, type: type, isConstant: true))
        }
        _ = try execute(initializer.body, in: scope)
    }

    // MARK: - Type annotations

    /// The value type a type annotation names; names resolve from `context` (nested types),
    /// and `generics` (a function's generic parameters) accept any value.
    func resolveType(_ syntax: TypeSyntax, in context: TypeContext? = nil, generics: Set<String> = []) throws
        -> ValueType
    {
        switch syntax.kind {
        case .named(let name, let arguments):
            if generics.contains(name) { return .any }
            if name == "Array", arguments.count == 1 {
                return .array(try resolveType(arguments[0], in: context, generics: generics))
            }
            if name == "Optional", arguments.count == 1 {
                return .optional(try resolveType(arguments[0], in: context, generics: generics))
            }
            if name == "Binding", arguments.count == 1 {
                return try resolveType(arguments[0], in: context, generics: generics)
            }
            if let type = TypeCatalog.annotationTypes[name] { return type }
            let contextName: String? = if case .user(let q)? = context { q } else { nil }
            if let declaration = program.type(named: name, in: contextName) {
                return declaration.isView ? .view : .user(declaration.qualifiedName)
            }
            let candidates = TypeCatalog.annotationTypes.keys.sorted() + program.typeOrder
            throw ScriptError(
                .unknownType(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: syntax.position)
        case .array(let element): return .array(try resolveType(element, in: context, generics: generics))
        case .optional(let wrapped): return .optional(try resolveType(wrapped, in: context, generics: generics))
        case .opaque(let inner): return try resolveType(inner, in: context, generics: generics)
        case .function: return .closure
        case .tuple(let elements):
            if elements.isEmpty { return .void }
            return .tuple(try elements.map { try resolveType($0, in: context, generics: generics) })
        case .dictionary:
            throw ScriptError(.unsupported(.keyword("dictionary")), at: syntax.position)
        }
    }
}

extension BuiltinType {
    /// The built-in type of a value, for members an extension adds (`extension Color { var … }`).
    init?(valueOf value: Value) {
        switch value {
        case .color: self = .color
        case .style(.linearGradient): self = .linearGradient
        case .style(.radialGradient): self = .radialGradient
        case .style(.angularGradient): self = .angularGradient
        case .style(.ellipticalGradient): self = .ellipticalGradient
        case .font: self = .font
        case .angle: self = .angle
        case .double: self = .double
        case .int: self = .int
        case .string: self = .string
        case .point: self = .point
        case .size: self = .size
        case .rect: self = .rect
        case .unitPoint: self = .unitPoint
        case .animation: self = .animation
        default: return nil
        }
    }
}
