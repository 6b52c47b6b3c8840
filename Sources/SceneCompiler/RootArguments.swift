import Foundation

@_implementationOnly import SwiftSyntax

/// The arguments a root view needs when nothing in the file builds it (no `#Preview`): a view
/// made to be shown inside another (`Card(isOn: $flag, title: "…")`) is built with a value for
/// each parameter whose type has an obvious one — `.constant(false)` for a `Binding<Bool>`, `""`,
/// `0`, `nil`, `[]`, `0...1`, an empty closure, an enum of the file's first case — as Xcode's
/// preview canvas asks the user to write.
struct RootArguments {
    /// The parameters, in order, with what is passed: `isOn: .constant(false)`.
    var arguments: [(label: String?, type: String, value: String?)]

    /// The call that builds the view (`Card(isOn: .constant(false), title: "")`), or nil when a
    /// parameter has no obvious value.
    func call(_ name: String) -> String? {
        var parts: [String] = []
        for argument in arguments {
            guard let value = argument.value else { return nil }
            parts.append(argument.label.map { "\($0): \(value)" } ?? value)
        }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// The parameters as a list for messages: `isOn: Binding<Bool>, title: String`.
    var signature: String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ")
    }

    /// What the call passes, for messages: `isOn: .constant(false), title: ""`.
    var supplied: String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + ($0.value ?? "…") }.joined(separator: ", ")
    }

    /// The parameters `declaration` must be given, or nil when `Name()` builds it: those of its
    /// first initializer that `Name()` cannot call, or of its memberwise initializer (the stored
    /// properties without a value; a `@Binding` one is a `Binding` of its type).
    /// `firstCases` holds the first case of the file's enums, by name (``Survey/firstCases``).
    init?(_ declaration: StructDeclSyntax, firstCases: [String: String] = [:]) {
        let members = declaration.memberBlock.members.map(\.decl)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            let callable = initializers.contains { initializer in
                initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
            if callable { return nil }
            let parameters = initializers[0].signature.parameterClause.parameters.filter { $0.defaultValue == nil }
            arguments = parameters.map { parameter in
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                let type = parameter.type.trimmedDescription
                return (label, type, Self.value(of: type, firstCases: firstCases))
            }
        } else {
            arguments = members.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap {
                Self.memberwiseParameters($0, firstCases: firstCases)
            }
        }
        if arguments.isEmpty { return nil }
    }

    /// The memberwise initializer's parameters that `variable` adds (none for a static or computed
    /// property, one with a value, or a property wrapper that needs no argument).
    private static func memberwiseParameters(_ variable: VariableDeclSyntax, firstCases: [String: String])
        -> [(String?, String, String?)]
    {
        let modifiers = Set(variable.modifiers.map(\.name.text))
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return [] }
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let wrapper = wrappers.first?.attributeName.trimmedDescription
        // Wrappers that find their value elsewhere (the environment, a fetch, a namespace) take no argument.
        let selfInitialized: Set<String> = [
            "Environment", "EnvironmentObject", "Namespace", "FocusState", "GestureState", "AccessibilityFocusState",
            "ScaledMetric", "AppStorage", "SceneStorage", "Query", "FetchRequest", "StateObject",
        ]
        if let wrapper, selfInitialized.contains(wrapper) { return [] }
        if wrappers.first?.arguments != nil && wrapper != "Binding" && wrapper != "State" { return [] }
        return variable.bindings.compactMap { binding in
            guard binding.initializer == nil, binding.accessorBlock == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let written = binding.typeAnnotation?.type.trimmedDescription
            else { return nil }
            // An optional `var` without a value starts as nil and is not required; a `let` is.
            if variable.bindingSpecifier.text == "var", wrapper == nil, written.hasSuffix("?") { return nil }
            let type = wrapper == "Binding" ? "Binding<\(written)>" : written
            return (name, type, value(of: type, firstCases: firstCases))
        }
    }

    /// The obvious value of a type written `type`, or nil; an enum of the file (in
    /// `firstCases`) is its first case.
    static func value(of type: String, firstCases: [String: String] = [:]) -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            return value(of: String(type.dropFirst("Binding<".count).dropLast()), firstCases: firstCases)
                .map { ".constant(\($0))" }
        }
        if let first = firstCases[type] { return "\(type).\(first)" }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") { return "[]" }
        if type.hasPrefix("Dictionary<") { return "[:]" }
        if let closure = closureValue(type) { return closure }
        // A range of numbers: the unit range (an empty one would divide by zero in a slider's
        // or a gauge's arithmetic).
        for (prefix, value) in [("ClosedRange<", "0...1"), ("Range<", "0..<1")] where type.hasPrefix(prefix) {
            let bound = String(type.dropFirst(prefix.count).dropLast())
            return self.value(of: bound) == "0" ? value : nil
        }
        switch type {
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
            "Float", "CGFloat", "TimeInterval", "Float64", "Float32":
            return "0"
        case "String", "Substring", "LocalizedStringKey": return "\"\""
        case "Date": return "Date()"
        case "UUID": return "UUID()"
        case "CGPoint", "CGSize", "CGRect", "CGVector", "EdgeInsets", "UnitPoint": return ".zero"
        case "Angle": return ".zero"
        case "NavigationPath": return "NavigationPath()"
        case "Color": return ".accentColor"
        default: return nil
        }
    }

    /// An empty closure for a function type returning nothing (`() -> Void`, `(Int) -> ()`).
    private static func closureValue(_ type: String) -> String? {
        var text = type
        if text.hasPrefix("@escaping ") { text.removeFirst("@escaping ".count) }
        if text.hasPrefix("@MainActor ") { text.removeFirst("@MainActor ".count) }
        if text.hasPrefix("("), text.hasSuffix(")"), !text.contains("->") { text = String(text.dropFirst().dropLast()) }
        guard let arrow = text.range(of: "->", options: .backwards) else { return nil }
        let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        guard result == "Void" || result == "()" else { return nil }
        let parameters = text[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        guard parameters.hasPrefix("("), parameters.hasSuffix(")") else { return nil }
        let inner = parameters.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        if inner.isEmpty || inner == "Void" { return "{}" }
        // Parameters at the top level of the list (not inside a nested generic or tuple).
        var depth = 0
        var count = 1
        for character in inner {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0: count += 1
            default: break
            }
        }
        return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }
}
