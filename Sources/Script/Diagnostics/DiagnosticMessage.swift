/// The message catalog: every diagnostic the lexer, parser and interpreter can produce, each
/// with a stable id and exact text (tests assert both).
enum DiagnosticMessage: Equatable {
    // MARK: Lexer
    case unterminatedString
    case unterminatedComment
    case unexpectedCharacter(String)
    case invalidNumber(String)
    case integerLiteralOverflow(String)
    case invalidEscape(String)

    // MARK: Parser
    case expected(Expectation)
    /// A note pointing at the bracket a missing closer should match.
    case matchingDelimiter(String)
    case unexpectedToken(String)
    case unknownOperator(String)
    case unsupported(UnsupportedFeature)

    // MARK: Names
    case unknownView(String, suggestion: String?)
    case unknownModifier(String, suggestion: String?)
    case unknownIdentifier(String, suggestion: String?)
    case unknownMember(String, type: String, suggestion: String?)
    case unknownType(String, suggestion: String?)
    case unsupportedView(String)
    case unsupportedModifier(String)
    case duplicateDeclaration(String)
    case noRootView
    case unknownRootView(String, suggestion: String?)
    case rootIsNotAView(String)
    case ambiguousRootView([String])
    case missingBody(String)
    case storedPropertyInExtension(String)
    case circularReference(String)
    case unsupportedEnvironment(String)

    // MARK: Calls and types
    case unknownArgumentLabel(String, callee: String, suggestion: String?)
    case extraArgument(callee: String)
    case missingArgument(String?, callee: String)
    case missingArgumentLabel(String, callee: String)
    case argumentOrder(String, before: String)
    case usedBeforeInitialized(String)
    case argumentType(label: String?, index: Int, callee: String, expected: String, got: String)
    case valueType(name: String, expected: String, got: String)
    case operatorTypes(String, String, String)
    case unaryOperatorType(String, String)
    case conditionType(String)
    case notAView(String)
    case cannotInferMember(String, type: String?)
    case notCallable(String)
    case notASequence(String)
    case methodNotCalled(String)
    case closureArguments(expected: Int, got: Int)
    case missingReturn(String)
    case uninitialized(String)
    case needsShape(String)
    case shapeModifierOrder(String, after: String)
    case needsImage(String)
    case mutatingOnConstant(String, String)
    case mutatingOnImmutable(String)
    case noMatchingCase(String)
    case guardFallsThrough
    case guardInViewBuilder

    // MARK: Animators
    case keyframeTrackOutsideAnimator
    case notAKeyframeTrack(String)
    case notAKeyframe(String)
    case notKeyframeAnimatable(String)
    case noAnimatableMember(String, type: String)
    case keyframeValueType(expected: String, got: String)
    case noPhases

    // MARK: State
    case assignToLet(String)
    case assignToNonState(String)
    case assignToComputed(String)
    case notAssignable
    case stateChangeInBody
    case assignmentInViewBuilder
    case loopInViewBuilder

    // MARK: Arithmetic
    case divisionByZero
    case arithmeticOverflow
    /// An operator whose result is NaN (`infinity - infinity`).
    case notANumber(String)
    case invalidResult(String)
    case indexOutOfRange(Int, count: Int)
    case invalidRange(Int, Int)
    case formatSpecifier(String)
    /// An infinite or NaN number given to a built-in (the argument, the value).
    case nonFiniteArgument(String, value: String)
    case negativeArgument(String, value: String)
    case argumentTooSmall(String, value: String, minimum: String)

    // MARK: Limits
    case nestingLimit(Int)
    case recursionLimit(Int)
    case loopLimit(Int)
    case scheduleLimit(Int)
    case transactionLimit(Int)
    case viewLimit(Int)
    case stepLimit(Int)
    case stringLimit(Int)
    case arrayLimit(Int)
    case pathLimit(Int)
    /// A closure scheduled after the longest scene allowed (its time, the limit).
    case durationLimit(time: String, limit: String)
    /// A value above a fixed limit (what, the value, the limit), such as a font size.
    case valueLimit(String, value: String, limit: String)

    case internalError(String)

    /// What the parser was looking for when it met something else.
    enum Expectation: Equatable {
        case argumentListEnd
        case parenthesisEnd
        case arrayEnd
        case subscriptEnd
        case blockEnd
        case blockStart(String)
        case expression
        case memberName
        case name(String)
        case type
        case declaration
        case memberDeclaration
        case ternaryColon
        case closureIn
        case loopIn
        case formatSpecifier
        case statementSeparator
        case parameter
        case equalsOrBody(String)
        case endif
        case guardElse
        case caseColon
        case switchCase

        var text: String {
            switch self {
            case .argumentListEnd: "')' to end the argument list"
            case .parenthesisEnd: "')' to end the parenthesized expression"
            case .arrayEnd: "']' to end the array literal"
            case .subscriptEnd: "']' to end the subscript"
            case .blockEnd: "'}' to end the block"
            case .blockStart(let what): "'{' to start \(what)"
            case .expression: "an expression"
            case .memberName: "a member name after '.'"
            case .name(let what): "a name for \(what)"
            case .type: "a type"
            case .declaration: "a declaration such as 'struct Name: View { … }'"
            case .memberDeclaration: "a property ('var', 'let') or function ('func') declaration"
            case .ternaryColon: "':' after the '?' branch"
            case .closureIn: "'in' after the closure's parameters"
            case .loopIn: "'in' after the loop variable"
            case .formatSpecifier: "a format string such as \"%.1f\""
            case .statementSeparator: "a new line or ';' between statements"
            case .parameter: "a parameter name"
            case .equalsOrBody(let name): "'=' or '{' after the declaration of '\(name)'"
            case .endif: "'#endif' to close this '#if'"
            case .guardElse: "'else' after the guard's conditions"
            case .caseColon: "':' after the case"
            case .switchCase: "'case' or 'default' in the switch"
            }
        }
    }

    /// Swift syntax the scene language recognises but does not run.
    enum UnsupportedFeature: Equatable {
        case keyword(String)
        case rawString
        case forceUnwrap
        case optionalChaining
        /// A member of a built-in type not implemented yet, such as `Animation.spring`.
        case member(String)
        case genericType
        case associatedValues
        case failableInitializer
        case variadicParameter

        var text: String {
            switch self {
            case .keyword(let word): "'\(word)' is not supported in scene files yet"
            case .rawString: "raw string literals are not supported in scene files yet"
            case .forceUnwrap: "force unwrapping ('!') is not supported in scene files"
            case .optionalChaining: "optional chaining ('?.') is not supported in scene files"
            case .member(let name): "'\(name)' is not supported yet"
            case .genericType: "generic types are not supported in scene files yet"
            case .associatedValues: "enum cases with associated values are not supported in scene files yet"
            case .failableInitializer: "failable initializers ('init?') are not supported in scene files yet"
            case .variadicParameter: "variadic parameters ('...') are not supported in scene files yet"
            }
        }
    }

    var severity: Diagnostic.Severity {
        switch self {
        case .matchingDelimiter: .note
        default: .error
        }
    }

    /// True when a value did not fit the type expected at that point, so another overload of
    /// the same call may still fit.
    var isTypeMismatch: Bool {
        switch self {
        case .argumentType, .unknownMember, .cannotInferMember, .valueType: true
        default: false
        }
    }

    var id: String {
        switch self {
        case .unterminatedString: "unterminated-string"
        case .unterminatedComment: "unterminated-comment"
        case .unexpectedCharacter: "unexpected-character"
        case .invalidNumber: "invalid-number"
        case .integerLiteralOverflow: "integer-literal-overflow"
        case .invalidEscape: "invalid-escape"
        case .expected: "expected-syntax"
        case .matchingDelimiter: "matching-delimiter"
        case .unexpectedToken: "unexpected-token"
        case .unknownOperator: "unknown-operator"
        case .unsupported: "unsupported-syntax"
        case .unknownView: "unknown-view"
        case .unknownModifier: "unknown-modifier"
        case .unknownIdentifier: "unknown-identifier"
        case .unknownMember: "unknown-member"
        case .unknownType: "unknown-type"
        case .unsupportedView: "unsupported-view"
        case .unsupportedModifier: "unsupported-modifier"
        case .duplicateDeclaration: "duplicate-declaration"
        case .noRootView: "no-root-view"
        case .unknownRootView: "unknown-root-view"
        case .rootIsNotAView: "root-not-a-view"
        case .ambiguousRootView: "ambiguous-root-view"
        case .missingBody: "missing-body"
        case .storedPropertyInExtension: "stored-property-in-extension"
        case .circularReference: "circular-reference"
        case .unsupportedEnvironment: "unsupported-environment"
        case .unknownArgumentLabel: "unknown-argument-label"
        case .extraArgument: "extra-argument"
        case .missingArgument: "missing-argument"
        case .missingArgumentLabel: "missing-argument-label"
        case .argumentOrder: "argument-order"
        case .usedBeforeInitialized: "used-before-initialized"
        case .argumentType: "argument-type"
        case .valueType: "value-type"
        case .operatorTypes, .unaryOperatorType: "operator-types"
        case .conditionType: "condition-type"
        case .notAView: "not-a-view"
        case .cannotInferMember: "implicit-member-context"
        case .notCallable: "not-callable"
        case .notASequence: "not-a-sequence"
        case .methodNotCalled: "method-not-called"
        case .closureArguments: "closure-arguments"
        case .missingReturn: "missing-return"
        case .uninitialized: "uninitialized"
        case .needsShape: "shape-modifier"
        case .shapeModifierOrder: "shape-modifier-order"
        case .needsImage: "image-modifier"
        case .mutatingOnConstant, .mutatingOnImmutable: "mutating-immutable"
        case .noMatchingCase: "no-matching-case"
        case .guardFallsThrough: "guard-falls-through"
        case .guardInViewBuilder: "guard-in-view-builder"
        case .keyframeTrackOutsideAnimator: "keyframe-track-outside-animator"
        case .notAKeyframeTrack: "not-a-keyframe-track"
        case .notAKeyframe: "not-a-keyframe"
        case .notKeyframeAnimatable, .keyframeValueType: "keyframe-value"
        case .noAnimatableMember: "keyframe-path"
        case .noPhases: "no-phases"
        case .assignToLet: "assign-to-let"
        case .assignToNonState: "assign-to-non-state"
        case .assignToComputed: "assign-to-computed"
        case .notAssignable: "not-assignable"
        case .stateChangeInBody: "state-change-in-body"
        case .assignmentInViewBuilder: "assignment-in-view-builder"
        case .loopInViewBuilder: "loop-in-view-builder"
        case .divisionByZero: "division-by-zero"
        case .arithmeticOverflow: "arithmetic-overflow"
        case .notANumber: "not-a-number"
        case .invalidResult: "invalid-result"
        case .indexOutOfRange: "index-out-of-range"
        case .invalidRange: "invalid-range"
        case .formatSpecifier: "format-specifier"
        case .nonFiniteArgument: "non-finite-argument"
        case .negativeArgument, .argumentTooSmall: "argument-range"
        case .nestingLimit: "nesting-limit"
        case .recursionLimit: "recursion-limit"
        case .loopLimit: "loop-limit"
        case .scheduleLimit: "schedule-limit"
        case .transactionLimit: "transaction-limit"
        case .viewLimit: "view-limit"
        case .stepLimit: "step-limit"
        case .stringLimit: "string-limit"
        case .arrayLimit: "array-limit"
        case .pathLimit: "path-limit"
        case .durationLimit: "duration-limit"
        case .valueLimit: "value-limit"
        case .internalError: "internal-error"
        }
    }

    var text: String {
        switch self {
        case .unterminatedString: "unterminated string literal"
        case .unterminatedComment: "unterminated '/*' comment"
        case .unexpectedCharacter(let c): "unexpected character '\(Self.visible(c))'"
        case .invalidNumber(let s): "invalid number literal '\(s)'"
        case .integerLiteralOverflow(let s): "integer literal '\(s)' is too large"
        case .invalidEscape(let s): "invalid escape sequence '\\\(s)' in string literal"
        case .expected(let what): "expected \(what.text)"
        case .matchingDelimiter(let d): "to match this opening '\(d)'"
        case .unexpectedToken(let t): "unexpected '\(t)'"
        case .unknownOperator(let op): "unknown operator '\(op)'"
        case .unsupported(let feature): feature.text
        case .unknownView(let name, let s): "unknown view '\(name)'" + Self.didYouMean(s)
        case .unknownModifier(let name, let s): "unknown modifier '\(name)'" + Self.didYouMean(s)
        case .unknownIdentifier(let name, let s): "cannot find '\(name)' in scope" + Self.didYouMean(s)
        case .unknownMember(let name, let type, let s):
            "type '\(type)' has no member '\(name)'" + Self.didYouMean(s)
        case .unknownType(let name, let s): "cannot find type '\(name)' in scope" + Self.didYouMean(s)
        case .unsupportedView(let name): "view '\(name)' is not supported yet"
        case .unsupportedModifier(let name): "modifier '\(name)' is not supported yet"
        case .duplicateDeclaration(let name): "invalid redeclaration of '\(name)'"
        case .noRootView: "no view found: the scene needs a 'struct Name: View { var body: some View { … } }'"
        case .unknownRootView(let name, let s): "no view named '\(name)' in the scene" + Self.didYouMean(s)
        case .rootIsNotAView(let name): "'\(name)' is not a view; the root must be a 'struct \(name): View'"
        case .ambiguousRootView(let names):
            "several views could be the root: " + names.map { "'\($0)'" }.joined(separator: ", ")
                + "; choose one with --view \(names.first ?? "Name")"
        case .missingBody(let name): "view '\(name)' has no 'body' property"
        case .storedPropertyInExtension(let name):
            "extensions must not contain stored properties ('\(name)'); make it 'static' or computed"
        case .circularReference(let name): "'\(name)' depends on itself"
        case .unsupportedEnvironment(let key):
            "environment value '\\.\(key)' is not supported; scenes know only '\\.dismiss'"
        case .unknownArgumentLabel(let label, let callee, let s):
            "unknown argument label '\(label):' in call to '\(callee)'" + Self.didYouMean(s.map { $0 + ":" })
        case .extraArgument(let callee): "extra argument in call to '\(callee)'"
        case .missingArgument(let label, let callee):
            if let label {
                "missing argument '\(label):' in call to '\(callee)'"
            } else {
                "missing argument in call to '\(callee)'"
            }
        case .missingArgumentLabel(let label, let callee):
            "missing argument label '\(label):' in call to '\(callee)'"
        case .argumentOrder(let label, let before): "argument '\(label):' must come before '\(before):'"
        case .usedBeforeInitialized(let name): "'\(name)' is used before it is initialized"
        case .argumentType(let label, let index, let callee, let expected, let got):
            if let label {
                "argument '\(label)' expects \(expected), got \(got)"
            } else {
                "argument #\(index) of '\(callee)' expects \(expected), got \(got)"
            }
        case .valueType(let name, let expected, let got): "cannot use \(got) as '\(name)', which holds \(expected)"
        case .operatorTypes(let op, let lhs, let rhs): "operator '\(op)' cannot combine \(lhs) and \(rhs)"
        case .unaryOperatorType(let op, let operand): "operator '\(op)' cannot be applied to \(operand)"
        case .conditionType(let got): "condition must be a Boolean, got \(got)"
        case .notAView(let got): "\(got) is not a view"
        case .cannotInferMember(let name, let type):
            "cannot infer the type of '.\(name)' here"
                + (type.map { "; write it with its type, as in '\($0).\(name)'" } ?? "")
        case .notCallable(let got): "cannot call \(got)"
        case .methodNotCalled(let name): "'\(name)' is a method; call it with '\(name)(…)'"
        case .closureArguments(let expected, let got):
            "closure takes \(got) parameter\(got == 1 ? "" : "s") but is called with \(expected)"
        case .missingReturn(let name): "'\(name)' must return a value"
        case .uninitialized(let name): "'\(name)' needs an initial value"
        case .needsShape(let name): "'\(name)' can only be applied to a shape such as Circle()"
        case .shapeModifierOrder(let name, let after): "'\(name)' must come before '\(after)'"
        case .needsImage(let name): "'\(name)' must be applied directly to an Image"
        case .mutatingOnConstant(let method, let name):
            "cannot use mutating member '\(method)' on '\(name)': it is a 'let' constant"
        case .mutatingOnImmutable(let method): "cannot use mutating member '\(method)' on an immutable value"
        case .noMatchingCase(let value): "no case of the switch matches \(value); add 'default:'"
        case .guardFallsThrough: "the 'else' of a 'guard' must end with 'return'"
        case .guardInViewBuilder: "'guard' cannot be used in a view builder; use 'if'"
        case .keyframeTrackOutsideAnimator:
            "'KeyframeTrack' can only be used in the keyframes of a KeyframeAnimator or '.keyframeAnimator'"
        case .notAKeyframeTrack(let got): "the keyframes closure must list KeyframeTracks, not \(got)"
        case .notAKeyframe(let got):
            "a KeyframeTrack lists LinearKeyframe, CubicKeyframe, SpringKeyframe or MoveKeyframe values, not \(got)"
        case .notKeyframeAnimatable(let got): "keyframes can animate numbers, angles, points and sizes, not \(got)"
        case .noAnimatableMember(let path, let type): "\(type) has no member '\(path)' to animate"
        case .keyframeValueType(let expected, let got): "this track animates \(expected); the keyframe gives \(got)"
        case .noPhases: "a PhaseAnimator needs at least one phase"
        case .assignToLet(let name): "cannot assign to '\(name)': it is a 'let' constant"
        case .assignToNonState(let name):
            "cannot assign to '\(name)': only @State properties can change after the view is created"
        case .assignToComputed(let name): "cannot assign to '\(name)': it is a computed property"
        case .notAssignable: "cannot assign to this expression"
        case .stateChangeInBody: "cannot change state while the view's body is being evaluated"
        case .assignmentInViewBuilder:
            "assignments are not allowed in a view builder; change state in a closure such as '.onAppear { … }'"
        case .loopInViewBuilder: "'for' loops cannot build views; repeat views with ForEach"
        case .notASequence(let got): "cannot loop over \(got); use a range such as 0..<3 or an array"
        case .divisionByZero: "division by zero"
        case .arithmeticOverflow: "arithmetic overflow"
        case .notANumber(let op): "'\(op)' gives NaN (not a number) for these operands"
        case .invalidResult(let function): "'\(function)' gives no finite number for this argument"
        case .indexOutOfRange(let i, let n):
            "index \(i) is out of range for an array of \(n) element\(n == 1 ? "" : "s")"
        case .formatSpecifier(let specifier):
            "format specifier '\(specifier)' is not supported; use one number format such as '%.1f' or '%d'"
        case .invalidRange(let lower, let upper): "a range cannot run from \(lower) down to \(upper)"
        case .nonFiniteArgument(let argument, let value): "\(argument) must be a finite number, got \(value)"
        case .negativeArgument(let argument, let value): "\(argument) must not be negative, got \(value)"
        case .argumentTooSmall(let argument, let value, let minimum):
            "\(argument) must be greater than \(minimum), got \(value)"
        case .nestingLimit(let n): "code is nested too deeply (limit \(n) levels)"
        case .recursionLimit(let n): "recursion is too deep (limit \(n) nested calls)"
        case .loopLimit(let n): "too many loop iterations (limit \(n); raise it with --max-loop-iterations)"
        case .scheduleLimit(let n):
            "too many scheduled closures (limit \(n)); does a closure keep rescheduling itself?"
        case .transactionLimit(let n): "too many state changes (limit \(n) transactions)"
        case .viewLimit(let n): "too many views (limit \(n) in one snapshot; raise it with --max-views)"
        case .stepLimit(let n): "the scene takes too many evaluation steps (limit \(n); raise it with --max-steps)"
        case .stringLimit(let n): "string is too long (limit \(n) characters; raise it with --max-string-length)"
        case .arrayLimit(let n): "array is too long (limit \(n) elements; raise it with --max-loop-iterations)"
        case .pathLimit(let n): "path has too many segments (limit \(n); raise it with --max-path-segments)"
        case .durationLimit(let time, let limit):
            "closure scheduled at \(time) s, after the scene duration limit of \(limit) s (raise it with --max-duration)"
        case .valueLimit(let what, let value, let limit): "\(what) \(value) is larger than the limit of \(limit) points"
        case .internalError(let s): "internal error: \(s)"
        }
    }

    /// Control and other invisible characters written as `\u{1B}`, so they can be seen and
    /// cannot act on a terminal.
    private static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .unassigned,
                .privateUse, .surrogate:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
