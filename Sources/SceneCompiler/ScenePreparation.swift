@_implementationOnly import SwiftParser
@_implementationOnly import SwiftSyntax

/// A scene file made ready for swiftc: the user's file, unchanged but for the parts that only
/// an Xcode project gives meaning to, and an entry file that hands its root view to the engine.
///
/// The copy keeps every line and column of the original (removed text becomes spaces), and
/// starts with `import SwiftUI` (a view pasted without its imports compiles, as it would in a
/// SwiftUI file in Xcode) and `#sourceLocation` naming the user's path, so the compiler's
/// messages point into the user's file. The root view is, in order: `--view NAME`; the first `#Preview`'s content;
/// the first `PreviewProvider`'s `previews`; the content of an `@main` `App`'s `WindowGroup`;
/// the one view no other declaration uses.
public struct PreparedScene: Equatable, Sendable {
    /// The scene file as swiftc compiles it.
    public var source: String
    /// The generated entry point (`@main`), which builds the root view.
    public var entry: String
    /// How the root was chosen, such as `LaunchView` or `#Preview at line 40`.
    public var root: String
    /// What the program says about the file before it renders (a root view built with values
    /// Zoetrope chose), at its place in the user's file.
    public var warnings: [PreparationWarning] = []
}

/// A warning about the scene file found while preparing it (line and column 1-based).
public struct PreparationWarning: Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
}

/// A reason a scene cannot be prepared, with the place it concerns (line 0: the whole file).
public struct PreparationError: Error, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
    /// When several views could be the root, they, in the file's order (the command line says how
    /// to choose one).
    public var rootCandidates: [String] = []
}

/// Reads a scene file with the toolchain's swift-syntax and prepares it (see `PreparedScene`).
public enum ScenePreparation {
    /// The module name the user's file is compiled in.
    public static let moduleName = "ZoetropeUserScene"

    /// What the prepared file holds before the user's first line (its own lines: messages at them,
    /// or at the file's end, which the compiler places in the prepared file, are mapped back).
    public static let prologue = "import SwiftUI\n"

    /// How deeply `source` nests brackets and parentheses, and whether that is where the parser
    /// slows down exponentially (`ParseDeadline`): the fuzzer leaves such inputs to the deadline.
    public static func nesting(of source: String) -> (depth: Int, isSlow: Bool) {
        let depth = ParseDeadline.deepestNesting(source).depth
        return (depth, depth >= ParseDeadline.slowDepth)
    }

    /// True when the parser finds errors in `source`.
    public static func hasSyntaxErrors(_ source: String) -> Bool {
        Parser.parse(source: source).hasError
    }

    /// `source` as the compiler parses it for its syntax errors alone, in the user's file.
    public static func parseOnly(source: String, path: String) -> String {
        prologue + "#sourceLocation(file: \(literal(path)), line: 1)\n" + source
    }

    /// Prepares `source`; `path` is the user's path as messages should show it, `rootView` the
    /// `--view` name or nil, `preview` the `--preview` name or 1-based number or nil.
    public static func prepare(source: String, path: String, rootView: String?, preview: String? = nil)
        throws(PreparationError) -> PreparedScene
    {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let survey = Survey(viewMode: .sourceAccurate)
        survey.walk(tree)
        // The file as an iPhone compiles it: `#if os(iOS)` holds (same length: places are kept).
        let source = overwrite(source, with: survey.platformConditions)

        var blanked: [Range<Int>] = survey.mainAttributes + survey.shadowedImports + survey.objectiveCAttributes
        // The `#Preview`s (the entry file holds the one shown); a provider's previews stay.
        let macros = survey.previews.filter { $0.provider == nil }.map(\.range)
        var root: Root
        if let wanted = preview {
            root = .preview(try namedPreview(wanted, survey, converter))
            blanked += macros
        } else if let name = rootView {
            guard survey.views.contains(where: { $0.name == name }) || survey.types.contains(name) else {
                let views = survey.views.map { "'\($0.name)'" }.joined(separator: ", ")
                throw PreparationError(
                    message: "no view named '\(name)' in the scene"
                        + (views.isEmpty ? "" : " (its views: \(views))"), line: 0, column: 0)
            }
            root = .view(name)
        } else if let choice = try previewChoice(survey) {
            blanked += macros
            root = choice
        } else if let app = survey.apps.first {
            root = .app(app)
        } else if let widget = survey.widgets.first {
            root = .expression("_WidgetPreview(family: nil, widget: \(widget)())", line: nil)
        } else {
            root = .view(try onlyUnusedView(survey))
        }
        if rootView != nil { blanked += macros }
        // One of a provider's several previews, asked for with `--preview`: the others are left out
        // of its `previews`. Chosen by default, a provider is shown whole, its previews one under
        // another: a render shows everything its `previews` body builds.
        if case .preview(var shown) = root, let provider = shown.provider, !provider.siblings.isEmpty {
            if preview != nil {
                blanked += provider.siblings
            } else {
                shown.provider = (name: provider.name, siblings: [])
                root = .preview(shown)
            }
        }

        let copy = insert(
            renameSelectors(blank(source, ranges: blanked), at: survey.selectorPounds),
            survey.managedAccessors)
        let prepared = prologue + "#sourceLocation(file: \(literal(path)), line: 1)\n" + copy
        var warnings: [PreparationWarning] = []
        var built = root
        if case .view(let name) = root {
            let call = try rootCall(name, survey, converter)
            built = .expression(call.expression, line: nil)
            warnings += call.warning.map { [$0] } ?? []
        }
        // The shown preview's statements come from the source with the attributes Linux cannot
        // compile blanked (`@Previewable` is written inside previews).
        let entry = makeEntry(
            root: built, source: blank(source, ranges: survey.objectiveCAttributes), converter: converter, path: path,
            warnings: warnings)
        return PreparedScene(source: prepared, entry: entry, root: built.description(converter), warnings: warnings)
    }

    /// The expression that builds the view `name` as the root: `Name()`, or, for a view that needs
    /// arguments (one made to be shown inside another, with no preview), a call with an obvious
    /// value for each (and a warning that says what was passed); an error at its declaration when
    /// a parameter has no obvious value.
    static func rootCall(_ name: String, _ survey: Survey, _ converter: SourceLocationConverter)
        throws(PreparationError) -> (expression: String, warning: PreparationWarning?)
    {
        guard let declaration = survey.declarations[name],
            let needed = RootArguments(declaration, firstCases: survey.firstCases)
        else {
            return ("\(name)()", nil)
        }
        let place = converter.location(for: declaration.name.positionAfterSkippingLeadingTrivia)
        guard let call = needed.call(name) else {
            throw PreparationError(
                message: "'\(name)' needs arguments to be shown (\(needed.signature)); add a preview that builds it, "
                    + "such as '#Preview { \(name)(\(needed.supplied)) }'",
                line: place.line, column: place.column)
        }
        let warning = PreparationWarning(
            message: "'\(name)' needs arguments: it is shown as \(call) (add a '#Preview { … }' to choose them)",
            line: place.line, column: place.column)
        return (call, warning)
    }

    /// The preview `--preview` names: by its name (`#Preview("Dark")`, `.previewDisplayName("Dark")`)
    /// or its number in the file's order, from 1; an error listing them when none is.
    static func namedPreview(_ wanted: String, _ survey: Survey, _ converter: SourceLocationConverter)
        throws(PreparationError) -> Survey.Preview
    {
        let all = survey.previews.sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard !all.isEmpty else {
            throw PreparationError(
                message: "the scene has no preview to choose with '--preview': write a '#Preview { … }'",
                line: 0, column: 0)
        }
        if let number = Int(wanted), all.indices.contains(number - 1) { return all[number - 1] }
        if let named = all.first(where: { $0.name == wanted }) { return named }
        let list = all.enumerated().map { index, preview in
            let line = converter.location(for: AbsolutePosition(utf8Offset: preview.range.lowerBound)).line
            return "\(index + 1)" + (preview.name.map { " '\($0)'" } ?? "") + " at line \(line)"
        }
        throw PreparationError(
            message: (Int(wanted) != nil ? "no preview number \(wanted)" : "no preview named '\(wanted)'")
                + " in the scene (its previews: \(list.joined(separator: ", ")))",
            line: 0, column: 0)
    }

    /// The preview to render, if any: the only one; of several (files pasted one after the
    /// other, each with its preview), the one that shows the one view no other uses — or that
    /// view itself when no preview shows it; the first when no single view is unused.
    static func previewChoice(_ survey: Survey) throws(PreparationError) -> Root? {
        let ordered = survey.previews.map { (root: Root.preview($0), range: $0.range) }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard let first = ordered.first else { return nil }
        if ordered.count == 1 { return first.root }
        guard let unused = try? onlyUnusedView(survey) else { return first.root }
        let showing = ordered.first { preview in
            survey.allReferences.contains { $0.name == unused && preview.range.contains($0.offset) }
        }
        return showing?.root ?? .view(unused)
    }

    /// The one top-level view struct that no other declaration names.
    static func onlyUnusedView(_ survey: Survey) throws(PreparationError) -> String {
        let unused = survey.views.filter { view in
            !survey.references.contains { $0.name == view.name && !view.range.contains($0.offset) }
        }
        if unused.count == 1 { return unused[0].name }
        if unused.isEmpty {
            guard let first = survey.views.first else {
                throw PreparationError(
                    message: "the scene declares no view: write a 'struct …: View' or a '#Preview { … }'",
                    line: 0, column: 0)
            }
            // Every view is used by another (a cycle, or previews only): the first one.
            return first.name
        }
        let names = unused.map { "'\($0.name)'" }.joined(separator: ", ")
        throw PreparationError(
            message: "several views could be the root: \(names)", line: 0, column: 0,
            rootCandidates: unused.map(\.name))
    }

    /// `source` with each range's bytes replaced by its text (of the same UTF-8 length).
    static func overwrite(_ source: String, with replacements: [(range: Range<Int>, text: String)]) -> String {
        guard !replacements.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for replacement in replacements where replacement.range.upperBound <= bytes.count {
            let text = Array(replacement.text.utf8)
            guard text.count == replacement.range.count else { continue }
            bytes.replaceSubrange(replacement.range, with: text)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `source` with the UTF-8 byte ranges replaced by spaces, line breaks kept.
    static func blank(_ source: String, ranges: [Range<Int>]) -> String {
        guard !ranges.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for range in ranges {
            for i in range where i < bytes.count {
                if bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
                    bytes[i] = UInt8(ascii: " ")
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `source` with each text inserted at its byte offset (at the end of a line's declaration:
    /// the lines, and the columns before it, are kept).
    static func insert(_ source: String, _ insertions: [(offset: Int, text: String)]) -> String {
        guard !insertions.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) where insertion.offset <= bytes.count {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `source` with the `#` of each `#selector(…)` at `offsets` made `_`: Linux has no
    /// Objective-C runtime, and the SwiftUI module's `_selector(_:)` makes the selector instead.
    static func renameSelectors(_ source: String, at offsets: [Int]) -> String {
        guard !offsets.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for offset in offsets where offset < bytes.count && bytes[offset] == UInt8(ascii: "#") {
            bytes[offset] = UInt8(ascii: "_")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }

    static func makeEntry(
        root: Root, source: String, converter: SourceLocationConverter, path: String,
        warnings: [PreparationWarning] = []
    ) -> String {
        var body: String
        // A widget's preview or a widget shown on its own: its statements are members of their own.
        var members = ""
        var imports = ""
        // The statements of `range` at their own lines and columns: the text before the first
        // statement on its line becomes spaces.
        func located(_ range: Range<Int>) -> String {
            let bytes = Array(source.utf8)
            var lineStart = range.lowerBound
            while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            var text = Array(bytes[lineStart..<range.upperBound])
            for i in 0..<(range.lowerBound - lineStart) where text[i] != UInt8(ascii: "\t") {
                text[i] = UInt8(ascii: " ")
            }
            let line = converter.location(for: AbsolutePosition(utf8Offset: range.lowerBound)).line
            return "#sourceLocation(file: \(literal(path)), line: \(line))\n"
                + String(decoding: text, as: UTF8.self) + "\n#sourceLocation()\n"
        }
        switch root {
        case .expression(let expression, _):
            body = "        \(expression)\n"
            if expression.hasPrefix("_WidgetPreview(") { imports = "import WidgetKit\n" }
        case .view(let name):
            body = "        \(name)()\n"
        case .preview(let preview):
            body = located(preview.bodyRange)
            if let widget = preview.widget {
                imports = "import WidgetKit\n"
                members = "    static var widget: some Widget {\n\(body)    }\n"
                members += "    @_TimelineEntriesBuilder static var entries: [any TimelineEntry] {\n"
                members += (widget.timeline.map(located) ?? "") + "    }\n"
                body = "        _WidgetPreview(family: \(widget.family), widget: widget, entries: entries)\n"
            }
            // One of a provider's previews: the provider, the others left out of the file.
            if let provider = preview.provider { body = "        \(provider.name).previews\n" }
        case .app(let name):
            return """
                import SwiftUI
                import ZoetropeCLI

                @main
                enum ZoetropeSceneMain {
                    static func main() {
                        runSceneProgram(_zoetropeSceneProgram(app: \(name).init()))
                    }
                }

                """
        }
        let warningArgument =
            warnings.isEmpty
            ? ""
            : ", warnings: ["
                + warnings.map { "(\($0.line), \($0.column), \(literal($0.message)))" }.joined(separator: ", ") + "]"
        return """
            import SwiftUI
            \(imports)import ZoetropeCLI

            @main
            enum ZoetropeSceneMain {
                static func main() {
                    runSceneProgram(_zoetropeSceneProgram { ZoetropeSceneRoot.view }\(warningArgument))
                }
            }

            enum ZoetropeSceneRoot {
            \(members)    @ViewBuilder static var view: some View {
            \(body)    }
            }

            """
    }

    enum Root {
        case expression(String, line: Int?)
        /// A view of the file, built with `Name()` or the arguments it needs.
        case view(String)
        case preview(Survey.Preview)
        case app(String)

        func description(_ converter: SourceLocationConverter) -> String {
            switch self {
            case .expression(let text, _): return text
            case .view(let name): return name + "()"
            case .preview(let preview):
                let line = converter.location(for: AbsolutePosition(utf8Offset: preview.range.lowerBound)).line
                if let provider = preview.provider {
                    return provider.siblings.isEmpty
                        ? "\(provider.name).previews" : "\(provider.name).previews (the one at line \(line))"
                }
                return "#Preview at line \(line)"
            case .app(let name): return "\(name) (App)"
            }
        }
    }
}

/// What preparation needs to know of a file: its views, previews, apps and the names it uses.
final class Survey: SyntaxVisitor {
    struct ViewDeclaration {
        var name: String
        var range: Range<Int>
    }
    struct Reference {
        var name: String
        var offset: Int
    }
    struct Preview {
        /// The whole `#Preview … { … }`, or the expression of one of a `PreviewProvider`'s previews.
        var range: Range<Int>
        /// The statements inside its closure (a provider's preview: the expression).
        var bodyRange: Range<Int>
        /// Its name: `#Preview("Dark")`'s, or a provider's `.previewDisplayName("Dark")`.
        var name: String?
        /// For one of several previews of a `PreviewProvider`: the provider's name, and the
        /// ranges of its other previews (left out when this one is shown).
        var provider: (name: String, siblings: [Range<Int>])?
        /// A widget's preview, `#Preview(as: .systemSmall) { Weather() } timeline: { … }`: the
        /// family's text and the statements of its timeline closure.
        var widget: (family: String, timeline: Range<Int>?)?
    }

    /// Top-level widgets (`struct X: Widget`) and widget bundles, in file order: a file with no
    /// preview and no app shows its bundle's first widget, or its first widget.
    var widgets: [String] = []

    /// Top-level `struct X: View` declarations, in file order.
    var views: [ViewDeclaration] = []
    /// Each top-level view's declaration, by name.
    var declarations: [String: StructDeclSyntax] = [:]
    /// Every type name declared at any level.
    var types: Set<String> = []
    /// The first case of each enum the file declares whose first case has no associated values
    /// (`enum Step { case start, end }`: "start"), by the enum's name: a root's obvious argument.
    var firstCases: [String: String] = [:]
    /// `#Preview`s and `PreviewProvider`s' previews (one for a provider whose `previews` is one
    /// view or cannot be taken apart: the provider's declaration), in file order.
    var previews: [Preview] = []
    var apps: [String] = []
    /// The byte ranges of `@main` attributes.
    var mainAttributes: [Range<Int>] = []
    /// The byte ranges of imports of modules whose names the SwiftUI module declares again
    /// (its `Date`, `Timer`, `DispatchQueue` run on the scene clock) or that Linux lacks: with
    /// `import Foundation` written in the file, Foundation's `Date` would be as near as ours and
    /// the name ambiguous. SwiftUI re-exports Foundation, so nothing else is lost.
    var shadowedImports: [Range<Int>] = []
    /// The platform conditions of `#if`s, with what they are on an iPhone: `os(iOS)` becomes
    /// `true   `, `os(macOS)` `false    ` (swiftc on Linux answers them for Linux, and a file
    /// written for iOS would lose its iOS code).
    var platformConditions: [(range: Range<Int>, text: String)] = []
    static let shadowedModules: Set<String> = [
        "Foundation", "Dispatch", "CoreGraphics", "QuartzCore", "os", "UniformTypeIdentifiers",
    ]
    /// The byte ranges of attributes that need the Objective-C runtime, which Linux lacks
    /// (`@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, `@IBOutlet`): UIKit code in SwiftUI
    /// files (a coordinator's target-action methods) means nothing else by them. Also iOS 18's
    /// `@Previewable`, which lets a `#Preview` declare state: without it the declaration is a
    /// local property-wrapped variable, which holds its value for the render as the preview's
    /// state does.
    var objectiveCAttributes: [Range<Int>] = []
    static let objectiveCAttributeNames: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "Previewable", "NSManaged",
    ]
    /// The accessors of each `@NSManaged var name: T` (its attribute is blanked): Core Data
    /// provides them through the Objective-C runtime, which Linux lacks, so the property reads
    /// and writes the object's attribute `name` (`NSManagedObject._managedValue(forKey:)`),
    /// inserted after its type on its line.
    var managedAccessors: [(offset: Int, text: String)] = []
    /// The offsets of the `#` of each `#selector(…)`.
    var selectorPounds: [Int] = []
    /// Identifiers used anywhere, outside previews.
    var references: [Reference] = []
    /// Identifiers used anywhere, previews included.
    var allReferences: [Reference] = []
    private var previewDepth = 0
    private var typeDepth = 0

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        types.insert(name)
        let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let isPreview = inherited.contains("PreviewProvider")
        if typeDepth == 0 {
            if inherited.contains("View") || inherited.contains("SwiftUI.View") {
                views.append(ViewDeclaration(name: name, range: range(node)))
                declarations[name] = declarations[name] ?? node
            }
            if isPreview {
                let items = providerPreviews(node)
                if items.count > 1 {
                    previews += items.map { item in
                        Preview(
                            range: range(item), bodyRange: range(item), name: Self.displayName(item),
                            provider: (name, items.filter { $0.id != item.id }.map { range($0) }))
                    }
                } else {
                    previews.append(
                        Preview(
                            range: range(node), bodyRange: range(node), name: items.first.flatMap(Self.displayName),
                            provider: (name, [])))
                }
            }
            if inherited.contains("App") || inherited.contains("SwiftUI.App") { apps.append(name) }
            if inherited.contains("WidgetBundle") { widgets.insert(name, at: 0) }
            if inherited.contains("Widget") { widgets.append(name) }
        }
        for attribute in node.attributes {
            if case .attribute(let a) = attribute, a.attributeName.trimmedDescription == "main" {
                mainAttributes.append(range(a))
            }
        }
        typeDepth += 1
        if isPreview { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        typeDepth -= 1
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains("PreviewProvider") { previewDepth -= 1 }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first, Survey.shadowedModules.contains(first.name.text) {
            shadowedImports.append(range(node))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.insert(node.name.text)
        typeDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.insert(node.name.text)
        let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
        if let first = cases.first?.elements.first, first.parameterClause == nil {
            firstCases[node.name.text] = first.name.text
        }
        typeDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        preview(node)
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { endPreview(node) }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            selectorPounds.append(node.pound.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return preview(node)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let managed = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged"
        }
        guard managed else { return .visitChildren }
        for binding in node.bindings where binding.accessorBlock == nil && binding.initializer == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.typeAnnotation != nil
            else { continue }
            let key = name.filter { $0 != "`" }
            managedAccessors.append(
                (
                    offset: binding.endPositionBeforeTrailingTrivia.utf8Offset,
                    text:
                        " { get { _managedValue(forKey: \"\(key)\") } set { _setManagedValue(newValue, forKey: \"\(key)\") } }"
                ))
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Survey.objectiveCAttributeNames.contains(node.attributeName.trimmedDescription) {
            objectiveCAttributes.append(range(node))
        }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) { endPreview(node) }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        // `extension Root { … }` adds to a view; it does not use it.
        let extends = token.parent?.parent?.is(ExtensionDeclSyntax.self) == true
        if !extends, case .identifier(let name) = token.tokenKind {
            let reference = Reference(name: name, offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
            allReferences.append(reference)
            if previewDepth == 0 { references.append(reference) }
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(condition)
            for call in calls.found where call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os"
            {
                guard call.arguments.count == 1,
                    let platform = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                else { continue }
                let value = platform == "iOS" ? "true" : "false"
                let width = range(call).count
                platformConditions.append(
                    (range(call), value + String(repeating: " ", count: max(0, width - value.count))))
            }
        }
        return .visitChildren
    }

    /// The calls in a piece of syntax (the `os(…)`s of a condition).
    private final class Calls: SyntaxVisitor {
        var found: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }

    /// The statements of a closure (where its closing brace is, when it has none).
    static func statementsRange(_ closure: ClosureExprSyntax) -> Range<Int> {
        closure.statements.isEmpty
            ? closure.rightBrace.positionAfterSkippingLeadingTrivia
                .utf8Offset..<closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            : closure.statements.positionAfterSkippingLeadingTrivia
                .utf8Offset..<closure.statements.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func preview(_ node: some FreestandingMacroExpansionSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        previewDepth += 1
        if typeDepth == 0, let closure = node.trailingClosure {
            let body =
                closure.statements.isEmpty
                ? closure.rightBrace.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                : closure.statements.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<closure.statements.endPositionBeforeTrailingTrivia.utf8Offset
            // `#Preview("Dark") { … }`: the name is its first argument, a string without a label.
            let name = node.arguments.first.flatMap { argument in
                argument.label == nil
                    ? argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue : nil
            }
            var preview = Preview(range: range(node), bodyRange: body, name: name)
            if let family = node.arguments.first(where: { $0.label?.text == "as" }) {
                let timeline = node.additionalTrailingClosures.first { $0.label.text == "timeline" }?.closure
                preview.widget = (
                    family: family.expression.trimmedDescription,
                    timeline: timeline.map(Self.statementsRange)
                )
            }
            previews.append(preview)
        }
        return .visitChildren
    }

    /// The previews a `PreviewProvider` shows, as Xcode's canvas shows them one by one: the
    /// expressions of its `previews` body, or of the one `Group { … }` that body is. None (the
    /// provider is shown whole) when the body holds anything but expressions.
    private func providerPreviews(_ node: StructDeclSyntax) -> [ExprSyntax] {
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                let accessors = binding.accessorBlock?.accessors
            else { continue }
            var statements: CodeBlockItemListSyntax
            switch accessors {
            case .getter(let body): statements = body
            case .accessors(let list):
                guard let body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else { return [] }
                statements = body.statements
            @unknown default: return []
            }
            if statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
                call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
                let closure = call.trailingClosure
            {
                statements = closure.statements
            }
            let expressions = statements.compactMap { $0.item.as(ExprSyntax.self) }
            return expressions.count == statements.count ? expressions : []
        }
        return []
    }

    /// The name `.previewDisplayName("…")` gives a preview, anywhere in its chain of modifiers.
    private static func displayName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            if member.declName.baseName.text == "previewDisplayName",
                let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
            {
                return literal.representedLiteralValue
            }
            current = base
        }
        return nil
    }

    private func endPreview(_ node: some FreestandingMacroExpansionSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    private func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
