import Geometry

extension Interpreter {
    /// Evaluates an expression. `hint` is the type the context expects: it lets literals take
    /// that type and resolves implicit members such as `.white`; it does not convert values.
    func evaluate(_ expression: Expr, in scope: Scope, expecting hint: ValueType? = nil) throws -> Value {
        if hint == .keyframeValue {
            return try evaluate(expression, in: scope, expecting: keyframeValueHints.last ?? .any)
        }
        try enter(at: expression.position)
        defer { leave() }
        switch expression.kind {
        case .integer(let value):
            return hint?.unwrapped == .number ? .double(Double(value)) : .int(value)
        case .float(let value):
            return .double(value)
        case .boolean(let value):
            return .bool(value)
        case .string(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .interpolation(let e, nil): text += describe(try evaluate(e, in: scope))
                case .interpolation(let e, let specifier?):
                    let value = try evaluate(e, in: scope)
                    guard let formatted = NumberFormat(specifier.text)?.format(value) else {
                        throw ScriptError(.formatSpecifier(specifier.text), at: specifier.position)
                    }
                    text += formatted
                }
            }
            return try checkedString(text, at: expression.position)
        case .nil:
            return .none
        case .identifier(let name):
            return try lookup(name, at: expression.position, in: scope)
        case .self:
            return try selfValue(in: scope, at: expression.position)
        case .selfType:
            switch scope.typeContext {
            case .user(let name)?: return .userType(name)
            case .builtin(let type)?: return .type(type)
            default: throw ScriptError(.unknownIdentifier("Self", suggestion: nil), at: expression.position)
            }
        case .implicitMember(let name):
            return try implicitMember(name, expecting: hint)
        case .member(let base, let name):
            return try member(
                name, of: try evaluate(base, in: scope, expecting: base.startsWithImplicitMember ? hint : nil))
        case .call(let callee, let arguments):
            return try call(callee, arguments, in: scope, expecting: hint)
        case .subscript(let base, let arguments):
            return try subscriptValue(base, arguments, in: scope)
        case .prefix(let op, let operand):
            return try prefix(op, operand, in: scope, expecting: hint)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, in: scope, expecting: hint)
        case .ternary(let condition, let then, let otherwise):
            let holds = try evaluateCondition(condition, in: scope)
            return try evaluate(holds ? then : otherwise, in: scope, expecting: hint)
        case .array(let elements):
            var elementHint: ValueType?
            if case .array(let element)? = hint?.unwrapped { elementHint = element }
            return try checkedArray(
                try elements.map { try evaluate($0, in: scope, expecting: elementHint) }, at: expression.position)
        case .tuple(let elements):
            var elementHints: [ValueType]?
            if case .tuple(let types)? = hint?.unwrapped, types.count == elements.count { elementHints = types }
            var values: [Value] = []
            for (i, element) in elements.enumerated() {
                values.append(try evaluate(element.value, in: scope, expecting: elementHints?[i]))
            }
            return .tuple(TupleValue(elements: values, labels: elements.map { $0.label?.text }))
        case .keyPath(let names):
            return .keyPath(names.map(\.text))
        case .closure(let closure):
            return .closure(ClosureValue(closure: closure, scope: scope))
        }
    }

    func evaluateCondition(_ expression: Expr, in scope: Scope) throws -> Bool {
        let value = try evaluate(expression, in: scope, expecting: .bool)
        guard case .bool(let holds) = value else {
            throw ScriptError(.conditionType(value.noun), at: expression.position)
        }
        return holds
    }

    // MARK: - Names

    /// A local variable, a member of `self`, a static member of the running type, or a type name.
    func lookup(_ name: String, at position: SourcePosition, in scope: Scope) throws -> Value {
        if let (_, variable) = scope.lookup(name) { return try value(of: variable, at: position) }
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            // `$selection`: a binding; scenes never write through it, so its value stands in.
            return try lookup(String(name.dropFirst()), at: position, in: scope)
        }
        if let target = scope.initializing, let record = target.record, let field = record.fields[name] {
            return field
        }
        if let selfValue = scope.selfValue, let value = try declaredMember(name, of: selfValue, at: position) {
            return value
        }
        if let value = try contextualStaticMember(name, in: scope, at: position) { return value }
        if let declaration = userType(named: name, in: scope) { return .userType(declaration.qualifiedName) }
        if let type = BuiltinType(name: name) { return .type(type) }
        if ViewCatalog.views[name] != nil {
            throw ScriptError(.methodNotCalled(name), at: position)
        }
        let candidates =
            scope.visibleNames + (scope.selfValue.map(declaredMemberNames) ?? [])
            + (scope.typeContext.map(staticNames) ?? []) + BuiltinType.names
        throw ScriptError(
            .unknownIdentifier(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: position)
    }

    /// A variable's value; a local computed variable runs its getter.
    func value(of variable: Variable, at position: SourcePosition) throws -> Value {
        guard let getter = variable.getter else { return variable.value }
        try enterCall(at: position)
        defer { leaveCall() }
        let scope = Scope(parent: getter.scope)
        if getter.buildsViews { return .view(.group(try buildViews(getter.body, in: scope))) }
        let result = try executeBody(getter.body, in: scope, expecting: variable.type, name: "getter", at: position)
        return try convert(result, to: variable.type, name: "getter", at: getter.position)
    }

    /// `self`: the view, struct value or enum case whose code runs, or the value an initializer
    /// is building.
    func selfValue(in scope: Scope, at position: SourcePosition) throws -> Value {
        if let value = scope.selfValue { return value }
        if let record = scope.initializing?.record { return .record(record) }
        throw ScriptError(.unknownIdentifier("self", suggestion: nil), at: position)
    }

    /// `.name` resolved against the types the context allows.
    func implicitMember(_ name: Name, expecting hint: ValueType?) throws -> Value {
        if hint == .ignored { return .unresolvedMember(name.text) }
        if case .user(let type)? = hint?.unwrapped {
            if let value = try staticMember(name.text, in: .user(type), at: name.position) { return value }
            let suggestion = Suggestion.closest(to: name.text, in: staticNames(in: .user(type)))
            throw ScriptError(.unknownMember(name.text, type: type, suggestion: suggestion), at: name.position)
        }
        guard let hint, !hint.memberScopes.isEmpty else {
            throw cannotInfer(name)
        }
        for type in hint.memberScopes {
            if let value = try staticMember(name.text, in: .builtin(type), at: name.position) { return value }
            if let member = TypeCatalog.staticMember(name.text, of: type) {
                guard let value = member.value else {
                    throw ScriptError(.methodNotCalled(name.text), at: name.position)
                }
                return value
            }
        }
        if let unsupported = TypeCatalog.unsupportedMember(name, in: hint.memberScopes) { throw unsupported }
        let candidates = hint.memberScopes.flatMap { staticNames(in: .builtin($0)) }
        throw ScriptError(
            .unknownMember(
                name.text, type: hint.unwrapped.typeName, suggestion: Suggestion.closest(to: name.text, in: candidates)),
            at: name.position)
    }

    /// "cannot infer the type of '.red'", naming a built-in type that has such a member.
    func cannotInfer(_ name: Name) -> ScriptError {
        let type = BuiltinType.allCases.first { TypeCatalog.staticMember(name.text, of: $0) != nil }
        return ScriptError(.cannotInferMember(name.text, type: type?.name), at: name.position)
    }

    /// `base.name` for a value: static members of types, properties of values, struct values,
    /// enum cases and instances, tuple elements.
    func member(_ name: Name, of base: Value) throws -> Value {
        switch base {
        case .type(let type):
            if let value = try staticMember(name.text, in: .builtin(type), at: name.position) { return value }
            if let member = TypeCatalog.staticMember(name.text, of: type) {
                guard let value = member.value else {
                    throw ScriptError(.methodNotCalled(name.text), at: name.position)
                }
                return value
            }
            if let unsupported = TypeCatalog.unsupportedMember(name, in: [type]) { throw unsupported }
            let suggestion = Suggestion.closest(to: name.text, in: staticNames(in: .builtin(type)))
            throw ScriptError(.unknownMember(name.text, type: type.name, suggestion: suggestion), at: name.position)
        case .userType(let type):
            if let value = try staticMember(name.text, in: .user(type), at: name.position) { return value }
            let suggestion = Suggestion.closest(to: name.text, in: staticNames(in: .user(type)))
            throw ScriptError(.unknownMember(name.text, type: type, suggestion: suggestion), at: name.position)
        case .tuple(let tuple):
            if let element = tuple.element(name.text) { return element }
            throw ScriptError(.unknownMember(name.text, type: base.typeName, suggestion: nil), at: name.position)
        default:
            if let value = try declaredMember(name.text, of: base, at: name.position) { return value }
            if let value = ValueMethods.property(name.text, of: base, canvas: canvas) { return value }
            let methods = ValueMethods.methods(of: base)
            if methods[name.text] != nil || (base.isViewLike && ModifierCatalog.modifiers[name.text] != nil) {
                throw ScriptError(.methodNotCalled(name.text), at: name.position)
            }
            let candidates =
                declaredMemberNames(of: base) + ValueMethods.propertyNames(of: base) + methods.keys.sorted()
            throw ScriptError(
                .unknownMember(
                    name.text, type: base.typeName, suggestion: Suggestion.closest(to: name.text, in: candidates)),
                at: name.position)
        }
    }

    private func subscriptValue(_ base: Expr, _ arguments: [Argument], in scope: Scope) throws -> Value {
        let container = try evaluate(base, in: scope)
        guard case .array(let items) = container, arguments.count == 1, arguments[0].label == nil else {
            throw ScriptError(.notCallable(container.noun), at: base.position)
        }
        let indexValue = try evaluate(arguments[0].value, in: scope, expecting: .integer)
        guard case .int(let index) = indexValue else {
            throw ScriptError(
                .argumentType(label: nil, index: 1, callee: "subscript", expected: "an integer", got: indexValue.noun),
                at: arguments[0].value.position)
        }
        guard items.indices.contains(index) else {
            throw ScriptError(.indexOutOfRange(index, count: items.count), at: arguments[0].value.position)
        }
        return items[index]
    }

    // MARK: - Operators

    private func prefix(_ op: Name, _ operand: Expr, in scope: Scope, expecting hint: ValueType?) throws -> Value {
        switch op.text {
        case "!":
            let value = try evaluate(operand, in: scope, expecting: .bool)
            guard case .bool(let b) = value else {
                throw ScriptError(.unaryOperatorType("!", value.noun), at: op.position)
            }
            return .bool(!b)
        default:
            let numericHint = [.number, .integer].contains(hint?.unwrapped) ? hint?.unwrapped : nil
            let value = try evaluate(
                operand, in: scope, expecting: operand.leadsWithImplicitMember ? hint : numericHint)
            switch value {
            case .angle(let angle):
                return .angle(Angle(radians: op.text == "+" ? angle.radians : -angle.radians))
            case .int(let i):
                if op.text == "+" { return value }
                guard i != Int.min else { throw ScriptError(.arithmeticOverflow, at: op.position) }
                return .int(-i)
            case .double(let d):
                return .double(op.text == "+" ? d : -d)
            default:
                throw ScriptError(.unaryOperatorType(op.text, value.noun), at: op.position)
            }
        }
    }

    private func binary(
        _ op: Name, _ lhs: Expr, _ rhs: Expr, in scope: Scope, expecting hint: ValueType?
    ) throws -> Value {
        switch op.text {
        case "&&", "||":
            let left = try evaluate(lhs, in: scope, expecting: .bool)
            guard case .bool(let a) = left else {
                throw ScriptError(.operatorTypes(op.text, left.noun, "a Boolean"), at: op.position)
            }
            if (op.text == "&&" && !a) || (op.text == "||" && a) { return .bool(a) }
            let right = try evaluate(rhs, in: scope, expecting: .bool)
            guard case .bool(let b) = right else {
                throw ScriptError(.operatorTypes(op.text, "a Boolean", right.noun), at: op.position)
            }
            return .bool(b)
        case "??":
            let left = try evaluate(lhs, in: scope, expecting: hint.map { .optional($0) })
            return left == .none ? try evaluate(rhs, in: scope, expecting: hint) : left
        case "..<", "...":
            let (a, b) = try operands(lhs, rhs, in: scope, hint: .integer)
            guard case .int(let lower) = a, case .int(let bound) = b else {
                throw ScriptError(.operatorTypes(op.text, a.noun, b.noun), at: op.position)
            }
            let (upper, overflow) = op.text == "..<" ? (bound, false) : bound.addingReportingOverflow(1)
            guard !overflow else { throw ScriptError(.arithmeticOverflow, at: op.position) }
            guard lower <= upper else { throw ScriptError(.invalidRange(lower, bound), at: op.position) }
            // A range's count must fit in an Int too (`range.count`, loops).
            guard !upper.subtractingReportingOverflow(lower).overflow else {
                throw ScriptError(.arithmeticOverflow, at: op.position)
            }
            return .range(lower, upper)
        case "==", "!=", "<", ">", "<=", ">=":
            let (a, b) = try operands(lhs, rhs, in: scope, hint: nil)
            return try compare(op, a, b)
        default:
            let (a, b) = try operands(lhs, rhs, in: scope, hint: hint)
            return try arithmetic(op, a, b)
        }
    }

    /// Evaluates both operands so that a literal takes the other side's type, as Swift infers
    /// it: in `4 * width` the 4 is a `Double` when `width` is one; `7 / 2` stays integer.
    private func operands(
        _ lhs: Expr, _ rhs: Expr, in scope: Scope, hint: ValueType?
    ) throws -> (Value, Value) {
        if let numeric = hint?.unwrapped, numeric == .number || numeric == .integer {
            return (try evaluate(lhs, in: scope, expecting: numeric), try evaluate(rhs, in: scope, expecting: numeric))
        }
        if hint?.unwrapped == .deadline {
            return (
                try evaluate(lhs, in: scope, expecting: .deadline),
                try evaluate(rhs, in: scope, expecting: .timeInterval)
            )
        }
        func literalHint(matching value: Value) -> ValueType? {
            switch value {
            case .double, .deadline, .angle: .number
            default: nil
            }
        }
        // `.degrees(30) * 2` takes the context's type; `x == .lair` the other side's.
        func contextHint(for expression: Expr, other: Value?) -> ValueType? {
            if expression.leadsWithImplicitMember {
                if let hint { return hint }
                guard let other, ValueType.of(other) != .any else { return nil }
                return ValueType.of(other)
            }
            if expression.isNumericLiteral { return other.flatMap(literalHint) }
            return nil
        }
        if lhs.isNumericLiteral && rhs.isNumericLiteral {
            let literal: ValueType? = lhs.containsFloatLiteral || rhs.containsFloatLiteral ? .number : nil
            return (try evaluate(lhs, in: scope, expecting: literal), try evaluate(rhs, in: scope, expecting: literal))
        }
        let lhsDependsOnRhs = (lhs.isNumericLiteral || lhs.leadsWithImplicitMember) && hint == nil
        if lhsDependsOnRhs && !rhs.isNumericLiteral && !rhs.leadsWithImplicitMember {
            let b = try evaluate(rhs, in: scope)
            return (try evaluate(lhs, in: scope, expecting: contextHint(for: lhs, other: b)), b)
        }
        let a = try evaluate(lhs, in: scope, expecting: contextHint(for: lhs, other: nil))
        return (a, try evaluate(rhs, in: scope, expecting: contextHint(for: rhs, other: a)))
    }

    /// `+ - * / %` on integers (checked for overflow), numbers (an integer mixed with a number
    /// becomes a number), strings and arrays (`+`), and deadlines (`.now() + 0.5`).
    func arithmetic(_ op: Name, _ a: Value, _ b: Value) throws -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            let result: (partialValue: Int, overflow: Bool)
            switch op.text {
            case "+": result = x.addingReportingOverflow(y)
            case "-": result = x.subtractingReportingOverflow(y)
            case "*": result = x.multipliedReportingOverflow(by: y)
            case "/", "%":
                guard y != 0 else { throw ScriptError(.divisionByZero, at: op.position) }
                result =
                    op.text == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
            default: throw ScriptError(.operatorTypes(op.text, a.noun, b.noun), at: op.position)
            }
            guard !result.overflow else { throw ScriptError(.arithmeticOverflow, at: op.position) }
            return .int(result.partialValue)
        case (.string(let x), .string(let y)) where op.text == "+":
            return try checkedString(x + y, at: op.position)
        case (.array(let x), .array(let y)) where op.text == "+":
            guard x.count + y.count <= limits.maxLoopIterations else {
                throw ScriptError(.arrayLimit(limits.maxLoopIterations), at: op.position)
            }
            return try checkedArray(x + y, at: op.position)
        case (.angle(let x), .angle(let y)) where op.text == "+" || op.text == "-":
            return .angle(Angle(radians: op.text == "+" ? x.radians + y.radians : x.radians - y.radians))
        case (.angle(let x), _) where (op.text == "*" || op.text == "/") && b.number != nil:
            let y = b.number ?? 1
            if op.text == "/" && y == 0 { throw ScriptError(.divisionByZero, at: op.position) }
            return .angle(Angle(radians: op.text == "*" ? x.radians * y : x.radians / y))
        case (_, .angle(let y)) where op.text == "*" && a.number != nil:
            return .angle(Angle(radians: (a.number ?? 1) * y.radians))
        case (.deadline(let t), _) where (op.text == "+" || op.text == "-") && b.number != nil:
            let d = b.number ?? 0
            let result = op.text == "+" ? t + d : t - d
            guard result.isFinite else { throw ScriptError(.arithmeticOverflow, at: op.position) }
            return .deadline(result)
        default:
            guard let x = a.number, let y = b.number else {
                throw ScriptError(.operatorTypes(op.text, a.noun, b.noun), at: op.position)
            }
            let result: Double
            switch op.text {
            case "+": result = x + y
            case "-": result = x - y
            case "*": result = x * y
            case "/", "%":
                guard y != 0 else { throw ScriptError(.divisionByZero, at: op.position) }
                result = op.text == "/" ? x / y : x.truncatingRemainder(dividingBy: y)
            default: throw ScriptError(.operatorTypes(op.text, a.noun, b.noun), at: op.position)
            }
            guard !result.isNaN else { throw ScriptError(.notANumber(op.text), at: op.position) }
            guard result.isFinite else { throw ScriptError(.arithmeticOverflow, at: op.position) }
            return .double(result)
        }
    }

    private func compare(_ op: Name, _ a: Value, _ b: Value) throws -> Value {
        let ordered: Bool?
        switch (a, b) {
        case (.int(let x), .int(let y)): ordered = Self.compare(op.text, x, y)
        case (.string(let x), .string(let y)): ordered = Self.compare(op.text, x, y)
        default:
            if let x = a.number, let y = b.number {
                ordered = Self.compare(op.text, x, y)
            } else if op.text == "==" || op.text == "!=",
                a == .none || b == .none || a.typeName == b.typeName
            {
                ordered = (a == b) == (op.text == "==")
            } else if op.text == "==" || op.text == "!=", let same = Self.sameMember(a, b) {
                ordered = same == (op.text == "==")
            } else {
                ordered = nil
            }
        }
        guard let ordered else { throw ScriptError(.operatorTypes(op.text, a.noun, b.noun), at: op.position) }
        return .bool(ordered)
    }

    /// Compares a `.name` whose type was unknown when written (a `tag`) with an enum case.
    static func sameMember(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.unresolvedMember(let name), .enumCase(let value)), (.enumCase(let value), .unresolvedMember(let name)):
            name == value.name
        default: nil
        }
    }

    private static func compare<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool {
        switch op {
        case "==": x == y
        case "!=": x != y
        case "<": x < y
        case ">": x > y
        case "<=": x <= y
        default: x >= y
        }
    }

    /// Text for string interpolation, as Swift prints values.
    func describe(_ value: Value) -> String {
        switch value {
        case .int(let i): String(i)
        case .double(let d): String(d)
        case .bool(let b): String(b)
        case .string(let s): s
        case .none: "nil"
        case .array(let items): "[" + describe(items) + "]"
        case .range(let lower, let upper): "\(lower)..<\(upper)"
        case .enumCase(let value): value.name
        case .tuple(let tuple): "(" + describe(tuple.elements) + ")"
        case .record(let record):
            record.type.split(separator: ".").last.map(String.init) ?? record.type
        default: value.typeName
        }
    }

    /// Elements separated by commas. It stops once the text is surely longer than the string
    /// limit (the caller reports that), so an array that holds the same parts many times over
    /// cannot take long.
    private func describe(_ items: [Value]) -> String {
        var text = ""
        for (i, item) in items.enumerated() {
            if i > 0 { text += ", " }
            text += describe(item)
            // Four bytes at most per character: beyond this the character count exceeds the limit.
            if text.utf8.count / 4 > limits.maxStringLength { break }
        }
        return text
    }
}
