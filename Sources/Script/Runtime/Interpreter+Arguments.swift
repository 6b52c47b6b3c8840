extension Interpreter {
    /// The overload chosen for a call, with one value per parameter.
    struct Resolution {
        var index: Int
        var values: [Value]
        var provided: [Bool]
        /// Per parameter: the index of the argument given for it, and where that argument is
        /// written (nil for a default).
        var arguments: [Int?] = []
        var positions: [SourcePosition?] = []
    }

    /// A reason an overload does not fit, ranked by how far the call got before failing.
    private struct Mismatch: Error {
        var error: ScriptError
        var progress: Int
    }

    private enum Match {
        case success([Int?])
        case failure(ScriptError, progress: Int)
    }

    /// Calls the first overload whose labels and argument types fit.
    func invoke(
        _ overloads: [Overload], name: String, receiver: Value, _ arguments: [Argument], in scope: Scope,
        at position: SourcePosition
    ) throws -> Value {
        // A type without initializers, such as `UIScreen()`.
        guard !overloads.isEmpty else { throw ScriptError(.notCallable(receiver.noun), at: position) }
        let resolution = try resolve(overloads.map(\.parameters), name: name, arguments, in: scope, at: position)
        try checkArguments(resolution, overloads[resolution.index].parameters, callee: name)
        let invocation = Invocation(
            name: name, receiver: receiver, values: resolution.values, provided: resolution.provided,
            position: position)
        return try overloads[resolution.index].body(self, invocation)
    }

    /// Picks the first signature the arguments fit: labels first (Swift's rules: in order,
    /// defaulted parameters may be skipped, a trailing closure takes the next closure
    /// parameter), then types, each argument evaluated with its parameter's type as context.
    /// When none fits, reports the failure that got furthest.
    func resolve(
        _ signatures: [[Parameter]], name: String, _ arguments: [Argument], in scope: Scope,
        at position: SourcePosition
    ) throws -> Resolution {
        var best: Mismatch?
        var cache: [Int: [(ValueType, Value)]] = [:]
        func note(_ mismatch: Mismatch) {
            if best.map({ mismatch.progress > $0.progress }) ?? true { best = mismatch }
        }
        for (index, parameters) in signatures.enumerated() {
            switch match(arguments, to: parameters, callee: name, at: position) {
            case .failure(let error, let progress):
                note(Mismatch(error: error, progress: progress))
            case .success(let assignment):
                do {
                    var values: [Value] = []
                    var provided: [Bool] = []
                    var positions: [SourcePosition?] = []
                    for (p, parameter) in parameters.enumerated() {
                        positions.append(assignment[p].map { arguments[$0].value.position })
                        guard let a = assignment[p] else {
                            if case .value(let v) = parameter.defaultValue {
                                values.append(v)
                            } else {
                                values.append(.void)
                            }
                            provided.append(false)
                            continue
                        }
                        let argument = arguments[a]
                        let progress = arguments.count + a + 1
                        let value: Value
                        if let cached = cache[a]?.first(where: { $0.0 == parameter.type }) {
                            value = cached.1
                        } else {
                            do {
                                value = try evaluate(argument.value, in: scope, expecting: parameter.type)
                            } catch let error as ScriptError where error.isTypeMismatch {
                                throw Mismatch(error: error, progress: progress)
                            }
                            cache[a, default: []].append((parameter.type, value))
                        }
                        guard let converted = parameter.type.coerce(value) else {
                            let message = DiagnosticMessage.argumentType(
                                label: argument.label?.text, index: a + 1, callee: name,
                                expected: parameter.type.noun, got: value.noun)
                            throw Mismatch(error: ScriptError(message, at: argument.value.position), progress: progress)
                        }
                        values.append(converted)
                        provided.append(true)
                    }
                    return Resolution(
                        index: index, values: values, provided: provided, arguments: assignment, positions: positions)
                } catch let mismatch as Mismatch {
                    note(mismatch)
                }
            }
        }
        throw best?.error ?? ScriptError(.internalError("'\(name)' has no signatures"), at: position)
    }

    private func match(
        _ arguments: [Argument], to parameters: [Parameter], callee: String, at position: SourcePosition
    ) -> Match {
        var assignment = [Int?](repeating: nil, count: parameters.count)
        var next = 0
        for (a, argument) in arguments.enumerated() {
            let takesClosureSlot = argument.isTrailingClosure && argument.label == nil
            var stop = next
            var found: Int?
            while stop < parameters.count {
                let parameter = parameters[stop]
                let fits = takesClosureSlot ? parameter.type.acceptsClosure : parameter.label == argument.label?.text
                if fits {
                    found = stop
                    break
                }
                if !parameter.hasDefault { break }
                stop += 1
            }
            if let found {
                assignment[found] = a
                next = found + 1
                continue
            }
            let location = argument.label?.position ?? argument.value.position
            if let label = argument.label?.text, !takesClosureSlot {
                if parameters[next...].contains(where: { $0.label == label }), stop < parameters.count {
                    let missing = DiagnosticMessage.missingArgument(parameters[stop].label, callee: callee)
                    return .failure(ScriptError(missing, at: location), progress: a)
                }
                if parameters[..<next].contains(where: { $0.label == label }),
                    let previous = assignment[..<next].compactMap({ $0 }).last
                {
                    let before = arguments[previous].label?.text ?? "_"
                    return .failure(ScriptError(.argumentOrder(label, before: before), at: location), progress: a)
                }
                let suggestion = Suggestion.closest(to: label, in: parameters[next...].compactMap(\.label))
                let message = DiagnosticMessage.unknownArgumentLabel(label, callee: callee, suggestion: suggestion)
                return .failure(ScriptError(message, at: location), progress: a)
            }
            if !takesClosureSlot, stop < parameters.count, let expected = parameters[stop].label {
                return .failure(ScriptError(.missingArgumentLabel(expected, callee: callee), at: location), progress: a)
            }
            return .failure(ScriptError(.extraArgument(callee: callee), at: location), progress: a)
        }
        if let missing = parameters[next...].first(where: { !$0.hasDefault }) {
            let message = DiagnosticMessage.missingArgument(missing.label, callee: callee)
            return .failure(ScriptError(message, at: position), progress: arguments.count)
        }
        return .success(assignment)
    }
}
