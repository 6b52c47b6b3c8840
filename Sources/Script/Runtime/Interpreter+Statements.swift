import Geometry
import SceneGraph

extension Interpreter {
    enum Flow {
        case normal
        case returned(Value)
    }

    /// Runs statements in order; stops at `return`.
    func execute(_ statements: [Statement], in scope: Scope) throws -> Flow {
        for statement in statements {
            try enter(at: statement.position)
            defer { leave() }
            switch statement.kind {
            case .expression(let expression):
                _ = try evaluate(expression, in: scope)
            case .declaration(let isConstant, let name, let type, let value):
                try declare(name, isConstant: isConstant, type: type, value: value, in: scope)
            case .computedDeclaration(let name, let type, let getter):
                try declareComputed(name, type: type, getter: getter, in: scope)
            case .assignment(let target, let op, let value):
                try assign(target, op, value, in: scope)
            case .if(let conditions, let then, let otherwise):
                var holds = true
                for condition in conditions where holds {
                    holds = try evaluateCondition(condition, in: scope)
                }
                let branch = holds ? then : (otherwise ?? [])
                if case .returned(let value) = try execute(branch, in: Scope(parent: scope)) {
                    return .returned(value)
                }
            case .guard(let conditions, let otherwise):
                var holds = true
                for condition in conditions where holds {
                    holds = try evaluateCondition(condition, in: scope)
                }
                if holds { continue }
                guard case .returned(let value) = try execute(otherwise, in: Scope(parent: scope)) else {
                    throw ScriptError(.guardFallsThrough, at: statement.position)
                }
                return .returned(value)
            case .switch(let subject, let cases):
                let (_, body) = try matchingCase(of: subject, in: cases, scope: scope, at: statement.position)
                if case .returned(let value) = try execute(body, in: Scope(parent: scope)) {
                    return .returned(value)
                }
            case .forIn(let variable, let sequence, let body):
                if case .returned(let value) = try loop(variable, over: sequence, body, in: scope) {
                    return .returned(value)
                }
            case .return(let value):
                return .returned(try value.map { try evaluate($0, in: scope) } ?? .void)
            }
        }
        return .normal
    }

    /// The index and body of the first case whose pattern equals the subject (or a range
    /// containing it), else of `default`.
    func matchingCase(
        of subjectExpression: Expr, in cases: [SwitchCase], scope: Scope, at position: SourcePosition
    ) throws -> (index: Int, body: [Statement]) {
        let subject = try evaluate(subjectExpression, in: scope)
        let hint = ValueType.of(subject)
        for (index, switchCase) in cases.enumerated() {
            if switchCase.isDefault { return (index, switchCase.body) }
            for pattern in switchCase.patterns {
                let value = try evaluate(pattern, in: scope, expecting: hint == .any ? nil : hint)
                if case .range(let lower, let upper) = value, case .int(let i) = subject {
                    if lower <= i && i < upper { return (index, switchCase.body) }
                    continue
                }
                let equal = try evaluateEquality(value, subject, at: pattern.position)
                if equal { return (index, switchCase.body) }
            }
        }
        throw ScriptError(.noMatchingCase(describe(subject)), at: position)
    }

    private func evaluateEquality(_ a: Value, _ b: Value, at position: SourcePosition) throws -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        if let same = Self.sameMember(a, b) { return same }
        guard a.typeName == b.typeName else {
            throw ScriptError(.operatorTypes("~=", a.noun, b.noun), at: position)
        }
        return a == b
    }

    /// `for variable in sequence { body }` over a range or an array, bounded by
    /// `maxLoopIterations`.
    private func loop(_ variable: Name, over sequence: Expr, _ body: [Statement], in scope: Scope) throws -> Flow {
        let elements = try sequenceElements(try evaluate(sequence, in: scope), at: sequence.position)
        for i in 0..<elements.count {
            let iteration = Scope(parent: scope)
            let value = elements.element(i)
            if variable.text != "_" {
                iteration.define(variable.text, Variable(value: value, type: .of(value), isConstant: true))
            }
            if case .returned(let result) = try execute(body, in: iteration) { return .returned(result) }
        }
        return .normal
    }

    /// The elements of a range or an array, bounded by `maxLoopIterations`.
    func sequenceElements(_ value: Value, at position: SourcePosition) throws -> (count: Int, element: (Int) -> Value) {
        let elements: (count: Int, element: (Int) -> Value)
        switch value {
        case .range(let lower, let upper):
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            elements = (overflow ? Int.max : count, { .int(lower &+ $0) })
        case .array(let items):
            elements = (items.count, { items[$0] })
        case let other:
            throw ScriptError(.notASequence(other.noun), at: position)
        }
        guard elements.count <= limits.maxLoopIterations else {
            throw ScriptError(.loopLimit(limits.maxLoopIterations), at: position)
        }
        try charge(elements.count, at: position)
        return elements
    }

    /// Runs a closure, computed property or function body: a single expression is its
    /// value (implicit return); otherwise the value of `return`, or nothing.
    func executeBody(
        _ statements: [Statement], in scope: Scope, expecting type: ValueType?, name: String,
        at position: SourcePosition
    ) throws -> Value {
        if statements.count == 1, case .expression(let expression) = statements[0].kind {
            return try evaluate(expression, in: scope, expecting: type)
        }
        if statements.count == 1, let value = try singleValue(statements[0], in: scope, expecting: type) {
            return value
        }
        if case .returned(let value) = try execute(statements, in: scope) { return value }
        return .void
    }

    private func declare(
        _ name: Name, isConstant: Bool, type: TypeSyntax?, value: Expr?, in scope: Scope
    ) throws {
        if scope.isDefinedHere(name.text) {
            throw ScriptError(.duplicateDeclaration(name.text), at: name.position)
        }
        let declared = try type.map { try resolveType($0, in: scope.typeContext) }
        guard let value else { throw ScriptError(.uninitialized(name.text), at: name.position) }
        let result = try evaluate(value, in: scope, expecting: declared)
        let variableType = declared ?? ValueType.of(result)
        let converted = try convert(result, to: variableType, name: name.text, at: value.position)
        scope.define(name.text, Variable(value: converted, type: variableType, isConstant: isConstant))
    }

    private func declareComputed(_ name: Name, type: TypeSyntax, getter: [Statement], in scope: Scope) throws {
        if scope.isDefinedHere(name.text) {
            throw ScriptError(.duplicateDeclaration(name.text), at: name.position)
        }
        let resolved = try resolveType(type, in: scope.typeContext)
        let local = LocalGetter(body: getter, scope: scope, position: name.position, buildsViews: type.isView)
        scope.define(name.text, Variable(value: .void, type: resolved, isConstant: true, getter: local))
    }

    /// An `if` or `switch` used as a closure's value (Swift 5.9): every branch is one
    /// expression. Nil for any other statement.
    private func singleValue(_ statement: Statement, in scope: Scope, expecting type: ValueType?) throws -> Value? {
        func expression(_ body: [Statement]) -> Expr? {
            guard body.count == 1, case .expression(let e) = body[0].kind else { return nil }
            return e
        }
        switch statement.kind {
        case .if(let conditions, let then, let otherwise?):
            guard let yes = expression(then), let no = expression(otherwise) else {
                // `else if`: the else branch is itself such an `if`.
                guard expression(then) != nil, otherwise.count == 1 else { return nil }
                var holds = true
                for condition in conditions where holds { holds = try evaluateCondition(condition, in: scope) }
                if holds, let yes = expression(then) { return try evaluate(yes, in: scope, expecting: type) }
                return try singleValue(otherwise[0], in: Scope(parent: scope), expecting: type)
            }
            var holds = true
            for condition in conditions where holds { holds = try evaluateCondition(condition, in: scope) }
            return try evaluate(holds ? yes : no, in: scope, expecting: type)
        case .switch(let subject, let cases):
            guard cases.allSatisfy({ expression($0.body) != nil }) else { return nil }
            let (_, body) = try matchingCase(of: subject, in: cases, scope: scope, at: statement.position)
            guard let value = expression(body) else { return nil }
            return try evaluate(value, in: Scope(parent: scope), expecting: type)
        default:
            return nil
        }
    }

    // MARK: - View builders

    /// Evaluates a view builder: each expression statement is a view; `if`/`else` picks
    /// views (an `if` without a taken branch leaves an empty view, keeping positions stable).
    func buildViews(_ statements: [Statement], in scope: Scope) throws -> [ViewValue] {
        var views: [ViewValue] = []
        for statement in statements {
            try enter(at: statement.position)
            defer { leave() }
            switch statement.kind {
            case .expression(let expression):
                let value = try evaluate(expression, in: scope, expecting: .view)
                views.append(try viewValue(value, at: expression.position))
            case .declaration(let isConstant, let name, let type, let value):
                try declare(name, isConstant: isConstant, type: type, value: value, in: scope)
            case .computedDeclaration(let name, let type, let getter):
                try declareComputed(name, type: type, getter: getter, in: scope)
            case .assignment:
                throw ScriptError(.assignmentInViewBuilder, at: statement.position)
            case .forIn:
                throw ScriptError(.loopInViewBuilder, at: statement.position)
            case .guard:
                throw ScriptError(.guardInViewBuilder, at: statement.position)
            case .switch(let subject, let cases):
                let (index, body) = try matchingCase(of: subject, in: cases, scope: scope, at: statement.position)
                views += try buildViews(body, in: Scope(parent: scope)).map { $0.modified(.branch(index)) }
            case .if(let conditions, let then, let otherwise):
                var holds = true
                for condition in conditions where holds {
                    holds = try evaluateCondition(condition, in: scope)
                }
                // With an `else`, the branches build different views (they transition rather
                // than blend when the condition changes); an `if` alone leaves a placeholder.
                if holds {
                    let built = try buildViews(then, in: Scope(parent: scope))
                    views += otherwise == nil ? built : built.map { $0.modified(.branch(0)) }
                } else if let otherwise {
                    views += try buildViews(otherwise, in: Scope(parent: scope)).map { $0.modified(.branch(1)) }
                } else {
                    try countView(at: statement.position)
                    views.append(ViewValue(view: .empty))
                }
            case .return(let value):
                guard let value else { return views }
                return views + [try viewValue(try evaluate(value, in: scope, expecting: .view), at: value.position)]
            }
        }
        return views
    }

    /// Runs a content closure (`ZStack { … }`, `ForEach`'s `{ i in … }`) as a view builder.
    func buildViews(from closure: ClosureValue, arguments: [Value] = [], at position: SourcePosition) throws
        -> [ViewValue]
    {
        try enterCall(at: position)
        defer { leaveCall() }
        let scope = try closureScope(closure, arguments, at: position)
        return try buildViews(closure.closure.body, in: scope)
    }

    func viewValue(_ value: Value, at position: SourcePosition) throws -> ViewValue {
        guard let view = ValueType.view(from: value) else {
            throw ScriptError(.notAView(value.noun), at: position)
        }
        try countView(at: position)
        return view
    }

    // MARK: - Assignment

    /// Where an assignment writes: its type, current value and a setter.
    struct Slot {
        var name: String
        var type: ValueType
        var value: Value
        var write: (Value) -> Void
    }

    func assign(_ target: Expr, _ op: Name, _ valueExpression: Expr, in scope: Scope) throws {
        let slot = try resolveSlot(target, in: scope)
        var value = try evaluate(valueExpression, in: scope, expecting: slot.type == .any ? nil : slot.type)
        if op.text != "=" {
            value = try arithmetic(Name(text: String(op.text.dropLast()), position: op.position), slot.value, value)
        }
        slot.write(try convert(value, to: slot.type, name: slot.name, at: valueExpression.position))
    }

    /// `flag.toggle()`.
    func toggle(_ target: Expr, in scope: Scope, at position: SourcePosition) throws -> Value {
        let slot = try resolveSlot(target, in: scope)
        guard case .bool(let value) = slot.value else {
            throw ScriptError(.unknownMember("toggle", type: slot.value.typeName, suggestion: nil), at: position)
        }
        slot.write(.bool(!value))
        return .void
    }

    /// Where `target` (a variable, a property of `self`, a field of a struct value or an
    /// element of a tuple held in one) can be written.
    func resolveSlot(_ target: Expr, in scope: Scope) throws -> Slot {
        switch target.kind {
        case .identifier(let name):
            if let (owner, variable) = scope.lookup(name) {
                if variable.getter != nil { throw ScriptError(.assignToComputed(name), at: target.position) }
                guard !variable.isConstant else {
                    throw ScriptError(.assignToLet(name), at: target.position)
                }
                return Slot(name: name, type: variable.type, value: variable.value) { owner.set(name, to: $0) }
            }
            if let initializing = scope.initializing {
                return try initializerSlot(name, of: initializing, at: target.position)
            }
            guard let instance = scope.instance else {
                throw ScriptError(.unknownIdentifier(name, suggestion: nil), at: target.position)
            }
            return try memberSlot(name, of: instance, in: scope, at: target.position)
        case .member(let base, let name):
            if case .self = base.kind {
                if let initializing = scope.initializing {
                    return try initializerSlot(name.text, of: initializing, at: name.position)
                }
                if let instance = scope.instance {
                    return try memberSlot(name.text, of: instance, in: scope, at: name.position)
                }
            }
            let container: Slot
            do {
                container = try resolveSlot(base, in: scope)
            } catch let error as ScriptError where error.message == .notAssignable {
                // `UINavigationBar.appearance().x = …`: report what is wrong with the base first.
                _ = try evaluate(base, in: scope)
                throw error
            }
            switch container.value {
            case .record(var record):
                guard let field = record.fields[name.text] else {
                    throw ScriptError(
                        .unknownMember(name.text, type: record.type, suggestion: nil), at: name.position)
                }
                let property = program.types[record.type]?.property(named: name.text)
                if property?.isConstant == true { throw ScriptError(.assignToLet(name.text), at: name.position) }
                let type = try property?.type.map { try resolveType($0, in: .user(record.type)) } ?? .of(field)
                return Slot(name: name.text, type: type, value: field) { value in
                    record.fields[name.text] = value
                    container.write(.record(record))
                }
            case .tuple(let tuple):
                guard let element = tuple.element(name.text) else {
                    throw ScriptError(.unknownMember(name.text, type: "tuple", suggestion: nil), at: name.position)
                }
                return Slot(name: name.text, type: .of(element), value: element) { value in
                    container.write(.tuple(tuple.replacing(name.text, with: value) ?? tuple))
                }
            default:
                throw ScriptError(.notAssignable, at: target.position)
            }
        default:
            throw ScriptError(.notAssignable, at: target.position)
        }
    }

    /// A stored property an initializer assigns.
    private func initializerSlot(
        _ name: String, of target: InitializerTarget, at position: SourcePosition
    ) throws -> Slot {
        let declaration = target.instance?.declaration ?? target.record.flatMap { program.types[$0.type] }
        guard let declaration, let property = declaration.storedProperties.first(where: { $0.name.text == name })
        else {
            throw ScriptError(.unknownIdentifier(name, suggestion: nil), at: position)
        }
        let context = TypeContext.user(declaration.qualifiedName)
        let type = try property.type.map { try resolveType($0, in: context) } ?? .any
        if let instance = target.instance {
            let current = instance.values[name]?.value ?? .none
            let persisted = property.isState && target.preservedState.contains(name)
            return Slot(name: name, type: type, value: current) { value in
                // SwiftUI keeps @State across updates: an initializer only sets it the first time.
                guard !persisted else { return }
                instance.values[name] = Variable(value: value, type: type, isConstant: property.isConstant)
            }
        }
        let current = target.record?.fields[name] ?? .none
        return Slot(name: name, type: type, value: current) { value in target.record?.fields[name] = value }
    }

    private func memberSlot(
        _ name: String, of instance: Instance, in scope: Scope, at position: SourcePosition
    ) throws -> Slot {
        guard let property = instance.declaration.property(named: name) else {
            let candidates = scope.visibleNames + instance.memberNames
            throw ScriptError(
                .unknownIdentifier(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: position)
        }
        if property.isComputed { throw ScriptError(.assignToComputed(name), at: position) }
        if property.isConstant { throw ScriptError(.assignToLet(name), at: position) }
        if !property.isState { throw ScriptError(.assignToNonState(name), at: position) }
        if bodyDepth > 0 { throw ScriptError(.stateChangeInBody, at: position) }
        guard let variable = instance.values[name] else {
            throw ScriptError(.usedBeforeInitialized(name), at: position)
        }
        return Slot(name: name, type: variable.type, value: variable.value) { instance.values[name]?.value = $0 }
    }
}

extension Interpreter {
    /// Runs a content argument (a closure, or a function returning views) as a view builder.
    func buildViews(from callable: Value, arguments: [Value] = [], at position: SourcePosition) throws
        -> [ViewValue]
    {
        switch callable {
        case .closure(let closure):
            return try buildViews(from: closure, arguments: arguments, at: position)
        default:
            return [try viewValue(try invokeCallable(callable, arguments, at: position), at: position)]
        }
    }
}

extension Interpreter {
    /// `Path { path in … }`: runs the closure with a path it may change (`path.move(to:)`) and
    /// gives the path it ends with.
    func buildPath(_ closure: ClosureValue, at position: SourcePosition) throws -> Value {
        try enterCall(at: position)
        defer { leaveCall() }
        let scope = try closureScope(closure, [.path(Path())], at: position, mutable: true)
        _ = try executeBody(
            closure.closure.body, in: scope, expecting: nil, name: "Path", at: closure.closure.position)
        let name = closure.closure.parameters.first?.text ?? "$0"
        if case .path(let path)? = scope.lookup(name)?.variable.value { return .path(path) }
        return .path(Path())
    }
}
