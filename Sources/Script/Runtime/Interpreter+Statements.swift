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

    /// `for variable in sequence { body }` over a range or an array, bounded by
    /// `maxLoopIterations`.
    private func loop(_ variable: Name, over sequence: Expr, _ body: [Statement], in scope: Scope) throws -> Flow {
        let elements: (count: Int, element: (Int) -> Value)
        switch try evaluate(sequence, in: scope) {
        case .range(let lower, let upper):
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            elements = (overflow ? Int.max : count, { .int(lower &+ $0) })
        case .array(let items):
            elements = (items.count, { items[$0] })
        case let other:
            throw ScriptError(.notASequence(other.noun), at: sequence.position)
        }
        guard elements.count <= limits.maxLoopIterations else {
            throw ScriptError(.loopLimit(limits.maxLoopIterations), at: sequence.position)
        }
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

    /// Runs a closure, computed property or function body: a single expression is its
    /// value (implicit return); otherwise the value of `return`, or nothing.
    func executeBody(
        _ statements: [Statement], in scope: Scope, expecting type: ValueType?, name: String,
        at position: SourcePosition
    ) throws -> Value {
        if statements.count == 1, case .expression(let expression) = statements[0].kind {
            return try evaluate(expression, in: scope, expecting: type)
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
        let declared = try type.map(resolveType)
        guard let value else { throw ScriptError(.uninitialized(name.text), at: name.position) }
        let result = try evaluate(value, in: scope, expecting: declared)
        let variableType = declared ?? ValueType.of(result)
        let converted = try convert(result, to: variableType, name: name.text, at: value.position)
        scope.define(name.text, Variable(value: converted, type: variableType, isConstant: isConstant))
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
            case .assignment:
                throw ScriptError(.assignmentInViewBuilder, at: statement.position)
            case .forIn:
                throw ScriptError(.loopInViewBuilder, at: statement.position)
            case .if(let conditions, let then, let otherwise):
                var holds = true
                for condition in conditions where holds {
                    holds = try evaluateCondition(condition, in: scope)
                }
                if holds {
                    views += try buildViews(then, in: Scope(parent: scope))
                } else if let otherwise {
                    views += try buildViews(otherwise, in: Scope(parent: scope))
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

    /// Runs a content closure (`ZStack { … }`) as a view builder.
    func buildViews(from closure: ClosureValue, at position: SourcePosition) throws -> [ViewValue] {
        try enterCall(at: position)
        defer { leaveCall() }
        let scope = try closureScope(closure, [], at: position)
        return try buildViews(closure.closure.body, in: scope)
    }

    func viewValue(_ value: Value, at position: SourcePosition) throws -> ViewValue {
        guard let view = ValueType.view(from: value) else {
            throw ScriptError(.notAView(value.noun), at: position)
        }
        try countView(at: position)
        return view
    }

    /// One view for a builder's result: the view itself, nothing, or several views stacked
    /// vertically (as SwiftUI lays out a body with several views at the root).
    func combine(_ views: [ViewValue]) -> ViewValue {
        switch views.count {
        case 0: return ViewValue(view: .empty)
        case 1: return views[0]
        default: return .container(.v(alignment: .center, spacing: nil), views)
        }
    }

    // MARK: - Assignment

    /// Where an assignment writes: its type, current value and a setter.
    private struct Slot {
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

    private func resolveSlot(_ target: Expr, in scope: Scope) throws -> Slot {
        switch target.kind {
        case .identifier(let name):
            if let (owner, variable) = scope.lookup(name) {
                guard !variable.isConstant else {
                    throw ScriptError(.assignToLet(name), at: target.position)
                }
                return Slot(name: name, type: variable.type, value: variable.value) { owner.set(name, to: $0) }
            }
            guard let instance = scope.instance else {
                throw ScriptError(.unknownIdentifier(name, suggestion: nil), at: target.position)
            }
            return try memberSlot(name, of: instance, in: scope, at: target.position)
        case .member(let base, let name):
            guard case .self = base.kind, let instance = scope.instance else {
                throw ScriptError(.notAssignable, at: target.position)
            }
            return try memberSlot(name.text, of: instance, in: scope, at: name.position)
        default:
            throw ScriptError(.notAssignable, at: target.position)
        }
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
    func buildViews(from callable: Value, at position: SourcePosition) throws -> [ViewValue] {
        switch callable {
        case .closure(let closure):
            return try buildViews(from: closure, at: position)
        default:
            return [try viewValue(try invokeCallable(callable, [], at: position), at: position)]
        }
    }
}
