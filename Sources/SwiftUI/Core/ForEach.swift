internal import SceneGraph

/// One view per element of a collection: SwiftUI's `ForEach`. In a stack, its views are the
/// stack's children; each element's views are identified by the element's id, so their state
/// follows the element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// Where the scene wrote it (a limit its views reach is reported there).
    var location = SourceLocation(line: 0, column: 0)
}

extension ForEach: View where Content: View {
    public var body: Never { neverBody("ForEach") }

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content,
        line: Int = #line, column: Int = #column
    ) {
        self.location = SourceLocation(line: line, column: column)
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(
        _ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content, line: Int = #line, column: Int = #column
    ) {
        self.location = SourceLocation(line: line, column: column)
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(
        _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content, line: Int = #line,
        column: Int = #column
    ) {
        self.location = SourceLocation(line: line, column: column)
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach: PrimitiveView where Content: View {
    func lower(in context: LoweringContext) -> Lowered {
        var views: [Lowered] = []
        for element in data {
            // Past `--max-views` the evaluation fails, at the innermost ForEach that went past it:
            // the rest of a huge collection is not built.
            if context.graph.isOverViewLimit {
                context.graph.limitLocation = context.graph.limitLocation ?? location
                break
            }
            let elementID = id(element)
            let lowered = ScrollReaderTarget.mark(
                lowerView(content(element), in: context.child(.id(AnyHashable(elementID)))),
                id: AnyHashable(elementID), in: context)
            // Each view knows its element's id: a `Picker` chooses a view without a tag by it.
            let trait = Trait(value: TabBar.tagValue(elementID), propagates: false)
            views.append(
                contentsOf: lowered.flattened.map { view in
                    var view = view
                    view.traits[ForEachIDTrait.name] = trait
                    // An element of several views (a separator and a row) numbered them from 0
                    // in its own builder; every element did, so the second element's views took
                    // the first's identities (and its text the first's measured layout). The
                    // ForEach's views are numbered by their place among all of them, as an
                    // element of one view already was.
                    view.slot = nil
                    return view
                })
        }
        return .group(views)
    }
}

/// The trait that holds a view's `ForEach` element id (a `Picker` option's implicit tag).
enum ForEachIDTrait {
    static let name = "forEachID"
}
