extension TypeDeclaration {
    /// Every identifier the type's code mentions (to find which views create which), including
    /// its nested types' code.
    func collectIdentifiers(into names: inout Set<String>) {
        for property in properties {
            property.initialValue?.collectIdentifiers(into: &names)
            for statement in property.getter ?? [] { statement.collectIdentifiers(into: &names) }
        }
        for function in functions + initializers {
            for statement in function.body { statement.collectIdentifiers(into: &names) }
            for parameter in function.parameters { parameter.defaultValue?.collectIdentifiers(into: &names) }
        }
        for enumCase in cases { enumCase.rawValue?.collectIdentifiers(into: &names) }
        for nested in nestedTypes { nested.collectIdentifiers(into: &names) }
    }
}

extension Statement {
    func collectIdentifiers(into names: inout Set<String>) {
        switch kind {
        case .expression(let e): e.collectIdentifiers(into: &names)
        case .declaration(_, _, _, let value): value?.collectIdentifiers(into: &names)
        case .computedDeclaration(_, _, let getter):
            for statement in getter { statement.collectIdentifiers(into: &names) }
        case .assignment(let target, _, let value):
            target.collectIdentifiers(into: &names)
            value.collectIdentifiers(into: &names)
        case .if(let conditions, let then, let otherwise):
            for condition in conditions { condition.collectIdentifiers(into: &names) }
            for statement in then + (otherwise ?? []) { statement.collectIdentifiers(into: &names) }
        case .guard(let conditions, let otherwise):
            for condition in conditions { condition.collectIdentifiers(into: &names) }
            for statement in otherwise { statement.collectIdentifiers(into: &names) }
        case .switch(let subject, let cases):
            subject.collectIdentifiers(into: &names)
            for switchCase in cases {
                for pattern in switchCase.patterns { pattern.collectIdentifiers(into: &names) }
                for statement in switchCase.body { statement.collectIdentifiers(into: &names) }
            }
        case .forIn(_, let sequence, let body):
            sequence.collectIdentifiers(into: &names)
            for statement in body { statement.collectIdentifiers(into: &names) }
        case .return(let value): value?.collectIdentifiers(into: &names)
        }
    }
}

extension Expr {
    func collectIdentifiers(into names: inout Set<String>) {
        switch kind {
        case .integer, .float, .boolean, .nil, .self, .selfType, .implicitMember, .keyPath: break
        case .string(let parts):
            for case .interpolation(let e, _) in parts { e.collectIdentifiers(into: &names) }
        case .identifier(let name): names.insert(name)
        case .member(let base, _): base.collectIdentifiers(into: &names)
        case .call(let callee, let arguments), .subscript(let callee, let arguments):
            callee.collectIdentifiers(into: &names)
            for argument in arguments { argument.value.collectIdentifiers(into: &names) }
        case .prefix(_, let operand): operand.collectIdentifiers(into: &names)
        case .binary(_, let lhs, let rhs):
            lhs.collectIdentifiers(into: &names)
            rhs.collectIdentifiers(into: &names)
        case .ternary(let c, let t, let e):
            c.collectIdentifiers(into: &names)
            t.collectIdentifiers(into: &names)
            e.collectIdentifiers(into: &names)
        case .array(let elements):
            for element in elements { element.collectIdentifiers(into: &names) }
        case .tuple(let elements):
            for element in elements { element.value.collectIdentifiers(into: &names) }
        case .closure(let closure):
            for statement in closure.body { statement.collectIdentifiers(into: &names) }
        }
    }
}
