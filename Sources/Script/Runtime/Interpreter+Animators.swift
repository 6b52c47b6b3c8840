import SceneGraph
import Timeline

extension Interpreter {
    // MARK: - Keyframes

    /// `KeyframeAnimator(initialValue:trigger:content:keyframes:)` and its repeating form, and
    /// `.keyframeAnimator(…)` (with `placeholder`, the modified view). The keyframes closure is
    /// evaluated once, with the initial value; the content closure for every frame.
    func keyframeAnimator(
        initialValue: Value, trigger: Value?, repeating: Bool, placeholder: ViewValue?, content: ClosureValue,
        keyframes: Value, at position: SourcePosition
    ) throws -> ViewValue {
        keyframeSubjects.append(initialValue)
        defer { keyframeSubjects.removeLast() }
        let items = try buildValues(from: keyframes, arguments: [initialValue], at: position)
        var tracks: [KeyframeTrack] = []
        var names: [[String]] = []
        var paths: [[String]] = []
        for item in items {
            guard case .keyframeTrack(let track) = item else {
                throw ScriptError(.notAKeyframeTrack(item.noun), at: position)
            }
            // `keyframeTrack(path:content:at:)` checked that the part exists and can animate.
            guard let part = initialValue.member(at: track.path), let vector = part.animatableVector else { continue }
            tracks.append(KeyframeTrack(initialValue: vector, keyframes: track.keyframes))
            let name = track.path.isEmpty ? "value" : track.path.joined(separator: ".")
            names.append(part.animatableComponentNames.map { $0.isEmpty ? name : name + "." + $0 })
            paths.append(track.path)
        }
        let content = KeyframeContent(
            id: functionIDs.make(), interpreter: self, closure: content, template: initialValue, trackPaths: paths,
            placeholder: placeholder, position: position)
        let view = KeyframeAnimatorView(
            id: content.id, timeline: KeyframeTimeline(tracks: tracks), trackNames: names,
            trigger: trigger.map { AnimationTrigger($0.triggerKey) }, repeating: repeating,
            content: { values in try content.build(values) })
        var result = ViewValue(view: .keyframeAnimator(view))
        result.descendantActions = placeholder?.appearActions ?? []
        return result
    }

    /// `KeyframeTrack(\.path) { keyframes }`: the keyframes, read as values of the part of the
    /// enclosing animator's value at `path`.
    func keyframeTrack(path: [String], content: Value, at position: SourcePosition) throws -> Value {
        guard let subject = keyframeSubjects.last else {
            throw ScriptError(.keyframeTrackOutsideAnimator, at: position)
        }
        guard let part = subject.member(at: path) else {
            throw ScriptError(.noAnimatableMember(path.joined(separator: "."), type: subject.typeName), at: position)
        }
        guard let count = part.animatableVector?.count else {
            throw ScriptError(.notKeyframeAnimatable(part.noun), at: position)
        }
        keyframeValueHints.append(ValueType.of(part))
        defer { keyframeValueHints.removeLast() }
        var keyframes: [Keyframe] = []
        for item in try buildValues(from: content, arguments: [], at: position) {
            guard case .keyframe(let keyframe) = item else {
                throw ScriptError(.notAKeyframe(item.noun), at: position)
            }
            guard let resolved = keyframe.resolved(), resolved.value.count == count else {
                throw ScriptError(.keyframeValueType(expected: part.noun, got: keyframe.value.noun), at: position)
            }
            keyframes.append(resolved)
        }
        return .keyframeTrack(KeyframeTrackValue(path: path, keyframes: keyframes))
    }

    // MARK: - Phases

    /// `PhaseAnimator(phases, trigger:) { phase in … } animation: { phase in … }`, its cycling
    /// form, and `.phaseAnimator(…)` (with `placeholder`). The content is built once per phase;
    /// without an animation closure every move uses `.default`.
    func phaseAnimator(
        phases: Value, trigger: Value?, placeholder: ViewValue?, content: ClosureValue, animation: Value?,
        at position: SourcePosition
    ) throws -> ViewValue {
        let elements = try sequenceElements(phases, at: position)
        guard elements.count > 0 else { throw ScriptError(.noPhases, at: position) }
        var views: [SceneGraph.View] = []
        var animations: [Animation?] = []
        for i in 0..<elements.count {
            let phase = elements.element(i)
            let arguments = placeholder.map { [Value.view($0), phase] } ?? [phase]
            let built = try buildViews(from: content, arguments: arguments, at: position)
            views.append(ViewValue.group(built).single(in: .z(alignment: .center)).view)
            guard let animation else {
                animations.append(.default)
                continue
            }
            let value = try invokeCallable(animation, [phase], at: position, expecting: .optional(.animation))
            switch value {
            case .animation(let a): animations.append(a)
            case .none: animations.append(nil)
            default:
                throw ScriptError(
                    .valueType(name: "animation", expected: ValueType.animation.noun, got: value.noun), at: position)
            }
        }
        let view = PhaseAnimatorView(
            phases: views, animation: PhaseAnimation(animations: animations, repeats: trigger == nil),
            trigger: trigger.map { AnimationTrigger($0.triggerKey) })
        var result = ViewValue(view: .phaseAnimator(view))
        result.descendantActions = placeholder?.appearActions ?? []
        return result
    }

    // MARK: - Builders of values

    /// Runs a result-builder closure whose items are values (keyframe tracks, keyframes): each
    /// expression statement is an item; `if`/`else`, `switch` and `for` loops pick or repeat
    /// items.
    func buildValues(from callable: Value, arguments: [Value], at position: SourcePosition) throws -> [Value] {
        guard case .closure(let closure) = callable else {
            return [try invokeCallable(callable, arguments, at: position)]
        }
        try enterCall(at: position)
        defer { leaveCall() }
        let scope = try closureScope(closure, arguments, at: position)
        return try buildValues(closure.closure.body, in: scope)
    }

    private func buildValues(_ statements: [Statement], in scope: Scope) throws -> [Value] {
        var items: [Value] = []
        for statement in statements {
            try enter(at: statement.position)
            defer { leave() }
            switch statement.kind {
            case .expression(let expression):
                let value = try evaluate(expression, in: scope)
                if value != .void { items.append(value) }
            case .if(let conditions, let then, let otherwise):
                var holds = true
                for condition in conditions where holds { holds = try evaluateCondition(condition, in: scope) }
                items += try buildValues(holds ? then : (otherwise ?? []), in: Scope(parent: scope))
            case .switch(let subject, let cases):
                let (_, body) = try matchingCase(of: subject, in: cases, scope: scope, at: statement.position)
                items += try buildValues(body, in: Scope(parent: scope))
            case .forIn(let variable, let sequence, let body):
                let elements = try sequenceElements(try evaluate(sequence, in: scope), at: sequence.position)
                for i in 0..<elements.count {
                    let iteration = Scope(parent: scope)
                    let value = elements.element(i)
                    if variable.text != "_" {
                        iteration.define(variable.text, Variable(value: value, type: .of(value), isConstant: true))
                    }
                    items += try buildValues(body, in: iteration)
                }
            case .return(let value):
                if let value { items.append(try evaluate(value, in: scope)) }
                return items
            default:
                if case .returned(let value) = try execute([statement], in: scope) {
                    items.append(value)
                    return items
                }
            }
        }
        return items
    }
}
