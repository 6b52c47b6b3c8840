/// Resolves `#if … #elseif … #else … #endif` blocks on the token stream, keeping the first
/// branch whose condition holds, as the Swift compiler does for an iOS debug build.
///
/// Conditions: `DEBUG`, `os(iOS)`, `canImport(SwiftUI)` (and UIKit, Foundation, CoreGraphics),
/// `swift(…)` and `compiler(…)` hold; other flags, operating systems and
/// `targetEnvironment(…)` do not. `!`, `&&`, `||` and parentheses combine them.
enum ConditionalCompilation {
    private struct Frame {
        var opener: Token
        /// Whether the enclosing code is kept.
        var parentActive: Bool
        /// Whether a branch of this block has been taken already.
        var taken: Bool
        /// Whether the current branch is kept.
        var active: Bool
    }

    static func resolve(_ tokens: [Token], errors: inout [ScriptError]) -> [Token] {
        guard tokens.contains(where: { if case .directive = $0.kind { true } else { false } }) else {
            return tokens
        }
        var output: [Token] = []
        var frames: [Frame] = []
        var index = 0
        var active: Bool { frames.last?.active ?? true }
        while index < tokens.count {
            let token = tokens[index]
            guard case .directive(let name) = token.kind, ["if", "elseif", "else", "endif"].contains(name) else {
                if active || token.kind == .endOfFile { output.append(token) }
                index += 1
                continue
            }
            index += 1
            var condition: [Token] = []
            while index < tokens.count, !tokens[index].isAtLineStart, tokens[index].kind != .endOfFile {
                condition.append(tokens[index])
                index += 1
            }
            switch name {
            case "if":
                let holds = evaluate(condition)
                frames.append(Frame(opener: token, parentActive: active, taken: holds, active: active && holds))
            case "elseif", "else":
                guard var frame = frames.popLast() else {
                    errors.append(ScriptError(.unexpectedToken(token.description), at: token.position))
                    continue
                }
                let holds = name == "else" || evaluate(condition)
                frame.active = frame.parentActive && !frame.taken && holds
                frame.taken = frame.taken || holds
                frames.append(frame)
            default:
                if frames.popLast() == nil {
                    errors.append(ScriptError(.unexpectedToken(token.description), at: token.position))
                }
            }
        }
        for frame in frames {
            errors.append(ScriptError(.expected(.endif), at: frame.opener.position))
        }
        return output
    }

    /// Evaluates a condition's tokens; anything unrecognised is false.
    private static func evaluate(_ tokens: [Token]) -> Bool {
        var index = 0
        return disjunction(tokens, &index)
    }

    private static func disjunction(_ tokens: [Token], _ index: inout Int) -> Bool {
        var result = conjunction(tokens, &index)
        while index < tokens.count, tokens[index].kind == .symbol("||") {
            index += 1
            let rhs = conjunction(tokens, &index)
            result = result || rhs
        }
        return result
    }

    private static func conjunction(_ tokens: [Token], _ index: inout Int) -> Bool {
        var result = term(tokens, &index)
        while index < tokens.count, tokens[index].kind == .symbol("&&") {
            index += 1
            let rhs = term(tokens, &index)
            result = result && rhs
        }
        return result
    }

    private static func term(_ tokens: [Token], _ index: inout Int) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .symbol("!"):
            return !term(tokens, &index)
        case .keyword(.true):
            return true
        case .punctuation(.leftParen):
            let value = disjunction(tokens, &index)
            if index < tokens.count, tokens[index].kind == .punctuation(.rightParen) { index += 1 }
            return value
        case .identifier(let name):
            guard index < tokens.count, tokens[index].kind == .punctuation(.leftParen) else {
                return name == "DEBUG"
            }
            let argument = skipArguments(tokens, &index)
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return ["SwiftUI", "UIKit", "Foundation", "CoreGraphics"].contains(argument ?? "")
            case "swift", "compiler": return true
            default: return false
            }
        default:
            return false
        }
    }

    /// Skips `( … )`, returning the first name inside.
    private static func skipArguments(_ tokens: [Token], _ index: inout Int) -> String? {
        var depth = 0
        var first: String?
        while index < tokens.count {
            let kind = tokens[index].kind
            index += 1
            if kind == .punctuation(.leftParen) { depth += 1 }
            if kind == .punctuation(.rightParen) {
                depth -= 1
                if depth == 0 { break }
            }
            if first == nil, case .identifier(let name) = kind { first = name }
        }
        return first
    }
}
