import Foundation
internal import SceneGraph

/// A condition on managed objects: `NSPredicate(format: "name CONTAINS[cd] %@", text)`.
///
/// Linux's Foundation reads no predicate strings; this one reads the comparisons Core Data
/// scenes filter by — a key path compared with a value by `==`, `!=`, `<`, `<=`, `>`, `>=`,
/// `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `IN` (with `[c]`, `[d]`, `[cd]`), joined by
/// `AND`, `OR`, `NOT` and parentheses, with `%@`, `%K`, `%d`, `%f` arguments. A format it cannot
/// read keeps every object, with a warning at the scene's line.
open class NSPredicate: NSObject, @unchecked Sendable {
    let test: (Any?) -> Bool
    public let predicateFormat: String

    public init(format predicateFormat: String, _ args: Any..., line: Int = #line, column: Int = #column) {
        self.predicateFormat = predicateFormat
        var parser = PredicateParser(format: predicateFormat, arguments: args)
        if let test = parser.parse() {
            self.test = test
        } else {
            self.test = { _ in true }
            SceneRun.current?.warn(
                "the predicate \"\(predicateFormat)\" is one Zoetrope cannot read: it keeps every object",
                at: SourceLocation(line: line, column: column))
        }
        super.init()
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        var parser = PredicateParser(format: predicateFormat, arguments: arguments ?? [])
        self.init(test: parser.parse() ?? { _ in true }, format: predicateFormat)
    }

    public init(value: Bool) {
        self.test = { _ in value }
        self.predicateFormat = value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        super.init()
    }

    public init(block: @escaping (Any?, [String: Any]?) -> Bool) {
        self.test = { block($0, nil) }
        self.predicateFormat = "BLOCKPREDICATE"
        super.init()
    }

    init(test: @escaping (Any?) -> Bool, format: String) {
        self.test = test
        self.predicateFormat = format
        super.init()
    }

    /// Whether `object` meets the condition.
    open func evaluate(with object: Any?) -> Bool { test(object) }
}

/// Predicates joined: `NSCompoundPredicate(andPredicateWithSubpredicates: [a, b])`.
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
    public enum LogicalType: UInt, Sendable { case not, and, or }
    public let compoundPredicateType: LogicalType
    public let subpredicates: [Any]

    public init(type: LogicalType, subpredicates: [NSPredicate]) {
        compoundPredicateType = type
        self.subpredicates = subpredicates
        let test: (Any?) -> Bool
        switch type {
        case .and: test = { object in subpredicates.allSatisfy { $0.evaluate(with: object) } }
        case .or: test = { object in subpredicates.contains { $0.evaluate(with: object) } }
        case .not: test = { object in !(subpredicates.first?.evaluate(with: object) ?? true) }
        }
        super.init(test: test, format: subpredicates.map(\.predicateFormat).joined(separator: " \(type) "))
    }

    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .and, subpredicates: subpredicates)
    }
    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .or, subpredicates: subpredicates)
    }
    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
        self.init(type: .not, subpredicates: [predicate])
    }
}

/// Reads a predicate format into a test of an object (nil when the format is not one it reads).
struct PredicateParser {
    enum Token: Equatable {
        case word(String)  // a key path or a keyword
        case value(String)  // an index into `values`
        case symbol(String)
    }

    var tokens: [Token] = []
    var values: [String: Any?] = [:]
    var position = 0
    var failed = false

    init(format: String, arguments: [Any]) {
        var arguments = arguments[...]
        var characters = Array(format)[...]
        func addValue(_ value: Any?) {
            let name = "v\(values.count)"
            values[name] = value
            tokens.append(.value(name))
        }
        while let character = characters.first {
            if character.isWhitespace {
                characters.removeFirst()
            } else if character == "%" {
                characters.removeFirst()
                var specifier = ""
                while let next = characters.first, next.isLetter || next == "@" {
                    specifier.append(characters.removeFirst())
                    if next == "@" || (next.isLetter && !"lhq".contains(next)) { break }
                }
                let argument = arguments.popFirst()
                if specifier == "K" { tokens.append(.word((argument as? String) ?? "")) } else { addValue(argument) }
            } else if character == "\"" || character == "'" {
                characters.removeFirst()
                var text = ""
                while let next = characters.first, next != character { text.append(characters.removeFirst()) }
                if !characters.isEmpty { characters.removeFirst() }
                addValue(text)
            } else if character.isNumber || (character == "-" && characters.dropFirst().first?.isNumber == true) {
                var text = String(characters.removeFirst())
                while let next = characters.first, next.isNumber || next == "." {
                    text.append(characters.removeFirst())
                }
                addValue(Double(text))
            } else if character.isLetter || character == "_" || character == "$" {
                var text = ""
                while let next = characters.first,
                    next.isLetter || next.isNumber || next == "_" || next == "." || next == "$"
                {
                    text.append(characters.removeFirst())
                }
                tokens.append(.word(text))
            } else {
                var text = String(characters.removeFirst())
                if let next = characters.first, "=<>&|".contains(next), "=<>!&|".contains(character) {
                    text.append(characters.removeFirst())
                }
                if text == "[" {
                    // An option of the operator before: `[c]`, `[d]`, `[cd]`.
                    var option = ""
                    while let next = characters.first, next != "]" { option.append(characters.removeFirst()) }
                    if !characters.isEmpty { characters.removeFirst() }
                    tokens.append(.symbol("[" + option.lowercased() + "]"))
                    continue
                }
                tokens.append(.symbol(text))
            }
        }
    }

    mutating func parse() -> ((Any?) -> Bool)? {
        let test = parseOr()
        return failed || position != tokens.count ? nil : test
    }

    private var next: Token? { position < tokens.count ? tokens[position] : nil }

    private func keyword(_ token: Token?) -> String? {
        if case .word(let word)? = token { return word.uppercased() }
        if case .symbol(let symbol)? = token { return symbol }
        return nil
    }

    private mutating func parseOr() -> (Any?) -> Bool {
        var test = parseAnd()
        while ["OR", "||"].contains(keyword(next)) {
            position += 1
            let left = test
            let right = parseAnd()
            test = { left($0) || right($0) }
        }
        return test
    }

    private mutating func parseAnd() -> (Any?) -> Bool {
        var test = parseNot()
        while ["AND", "&&"].contains(keyword(next)) {
            position += 1
            let left = test
            let right = parseNot()
            test = { left($0) && right($0) }
        }
        return test
    }

    private mutating func parseNot() -> (Any?) -> Bool {
        if ["NOT", "!"].contains(keyword(next)) {
            position += 1
            let inner = parseNot()
            return { !inner($0) }
        }
        if keyword(next) == "(" {
            position += 1
            let inner = parseOr()
            if keyword(next) == ")" { position += 1 } else { failed = true }
            return inner
        }
        if keyword(next) == "TRUEPREDICATE" {
            position += 1
            return { _ in true }
        }
        if keyword(next) == "FALSEPREDICATE" {
            position += 1
            return { _ in false }
        }
        return parseComparison()
    }

    private mutating func parseOperand() -> ((Any?) -> Any?)? {
        guard let token = next else { return nil }
        position += 1
        switch token {
        case .value(let name):
            let value = values[name] ?? nil
            return { _ in value }
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return { _ in true }
            case "FALSE", "NO": return { _ in false }
            case "NIL", "NULL": return { _ in nil }
            case "SELF": return { $0 }
            default:
                let key = word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word
                return { object in ManagedOrder.unwrapped((object as? NSManagedObject)?.value(forKey: key)) }
            }
        case .symbol:
            return nil
        }
    }

    private mutating func parseComparison() -> (Any?) -> Bool {
        if ["ANY", "SOME", "ALL", "NONE"].contains(keyword(next)) { failed = true }
        guard let left = parseOperand(), var operation = keyword(next) else {
            failed = true
            return { _ in true }
        }
        position += 1
        var caseless = false
        var diacriticless = false
        if case .symbol(let option)? = next, option.hasPrefix("[") {
            caseless = option.contains("c")
            diacriticless = option.contains("d")
            position += 1
        }
        if operation == "=" { operation = "==" }
        if operation == "<>" { operation = "!=" }
        if operation == "=<" { operation = "<=" }
        if operation == "=>" { operation = ">=" }
        guard let right = parseOperand() else {
            failed = true
            return { _ in true }
        }
        func text(_ value: Any?) -> String? {
            guard var string = ManagedOrder.unwrapped(value).map({ $0 as? String ?? ($0 as? UUID)?.uuidString }) ?? nil
            else { return nil }
            if caseless { string = string.lowercased() }
            if diacriticless { string = string.folding(options: .diacriticInsensitive, locale: nil) }
            return string
        }
        switch operation {
        case "==", "!=":
            let equal: (Any?) -> Bool = { object in
                let a = left(object)
                let b = right(object)
                if let a = text(a), let b = text(b) { return a == b }
                if ManagedOrder.unwrapped(a) == nil || ManagedOrder.unwrapped(b) == nil {
                    return ManagedOrder.unwrapped(a) == nil && ManagedOrder.unwrapped(b) == nil
                }
                if let a = ManagedOrder.unwrapped(a) as? AnyObject, let b = ManagedOrder.unwrapped(b) as? AnyObject,
                    a is NSManagedObject || b is NSManagedObject
                {
                    return a === b
                }
                return ManagedOrder.compare(a, b) == .orderedSame
            }
            return operation == "==" ? equal : { !equal($0) }
        case "<", "<=", ">", ">=":
            return { object in
                let a = ManagedOrder.unwrapped(left(object))
                let b = ManagedOrder.unwrapped(right(object))
                guard a != nil, b != nil else { return false }
                let order = ManagedOrder.compare(a, b)
                switch operation {
                case "<": return order == .orderedAscending
                case "<=": return order != .orderedDescending
                case ">": return order == .orderedDescending
                default: return order != .orderedAscending
                }
            }
        case "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE":
            return { object in
                guard let a = text(left(object)), let b = text(right(object)) else { return false }
                switch operation {
                case "CONTAINS": return a.contains(b)
                case "BEGINSWITH": return a.hasPrefix(b)
                case "ENDSWITH": return a.hasSuffix(b)
                default: return PredicateParser.like(Array(a)[...], Array(b)[...])
                }
            }
        case "IN":
            return { object in
                let a = left(object)
                guard let list = ManagedOrder.unwrapped(right(object)) else { return false }
                let items: [Any] = (list as? [Any]) ?? ((list as? NSSet)?.allObjects ?? [])
                return items.contains { item in
                    if let x = text(a), let y = text(item) { return x == y }
                    return ManagedOrder.compare(a, item) == .orderedSame
                }
            }
        default:
            failed = true
            return { _ in true }
        }
    }

    /// `LIKE`'s wildcards: `*` any run of characters, `?` one.
    static func like(_ text: ArraySlice<Character>, _ pattern: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            for start in text.indices + [text.endIndex] where like(text[start...], pattern.dropFirst()) { return true }
            return false
        }
        guard let head = text.first, first == "?" || first == head else { return false }
        return like(text.dropFirst(), pattern.dropFirst())
    }
}
