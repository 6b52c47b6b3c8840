import Geometry
import SceneGraph
import Timeline

/// Evaluates a parsed scene: builds the root view for each state snapshot and runs the
/// `onAppear` and scheduled closures that change state, recording one transaction per change.
final class Interpreter {
    let file: SourceFile
    let canvas: Size
    let limits: EvaluationLimits
    let structs: [String: StructDeclaration]

    // MARK: Evaluation state
    var depth = 0
    var callDepth = 0
    /// Greater than zero while a view body is evaluated; state may not change then.
    var bodyDepth = 0
    var viewCount = 0
    /// View struct instances by their place in the tree; their `@State` persists.
    var instances: [String: Instance] = [:]
    /// How often each call site created a view struct in the current snapshot.
    var occurrences: [String: Int] = [:]
    var root: Instance?

    // MARK: Timeline state
    /// The scene clock, in seconds.
    var now = 0.0
    var queue: [ScheduledAction] = []
    var scheduledCount = 0
    var transactions: [Transaction] = []
    var snapshots: [SceneGraph.View] = []
    /// The animations of the enclosing `withAnimation` blocks (innermost last).
    var animationStack: [Animation?] = []
    /// State when the current run of unrecorded changes began.
    var segmentBase: [String: [String: Value]] = [:]

    struct ScheduledAction {
        var time: Double
        var order: Int
        var action: Value
        var position: SourcePosition
    }

    init(file: SourceFile, canvas: Size, limits: EvaluationLimits = EvaluationLimits()) {
        self.file = file
        self.canvas = canvas
        self.limits = limits
        var structs: [String: StructDeclaration] = [:]
        for declaration in file.structs where structs[declaration.name.text] == nil {
            structs[declaration.name.text] = declaration
        }
        self.structs = structs
    }

    /// Evaluates the scene: snapshot 0, then `onAppear` actions at time 0, then scheduled
    /// closures in time order.
    func run() throws -> LoadedScene {
        var seen: Set<String> = []
        for declaration in file.structs where !seen.insert(declaration.name.text).inserted {
            throw ScriptError(.duplicateDeclaration(declaration.name.text), at: declaration.name.position)
        }
        let declaration = try rootDeclaration()
        let instance = Instance(declaration: declaration, key: declaration.name.text)
        instances[instance.key] = instance
        try initialize(instance, provided: [:], isNew: true)
        root = instance
        let first = try evaluateSnapshot()
        snapshots.append(first.view)
        for action in first.appearActions {
            try runAction(action, at: 0, position: Self.position(of: action) ?? declaration.name.position)
        }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            try runAction(next.action, at: next.time, position: next.position)
        }
        return LoadedScene(
            viewName: declaration.name.text, snapshots: snapshots, timeline: Timeline(transactions: transactions))
    }

    /// Where a closure or function was written.
    static func position(of callable: Value) -> SourcePosition? {
        switch callable {
        case .closure(let closure): closure.closure.position
        case .function(let function): function.declaration.name.position
        default: nil
        }
    }

    /// The view struct no other view creates (the last such; the first view when every view
    /// is created by another).
    func rootDeclaration() throws -> StructDeclaration {
        let views = file.structs.filter(\.isView)
        guard let firstView = views.first else { throw ScriptError(.noRootView, at: .file) }
        let names = Set(views.map(\.name.text))
        var created: Set<String> = []
        for view in views {
            var used: Set<String> = []
            view.collectIdentifiers(into: &used)
            created.formUnion(used.intersection(names).subtracting([view.name.text]))
        }
        return views.last { !created.contains($0.name.text) } ?? firstView
    }

    /// Evaluates the root body for the current state.
    func evaluateSnapshot() throws -> ViewValue {
        occurrences = [:]
        viewCount = 0
        guard let root else {
            throw ScriptError(.internalError("no root view"), at: .file)
        }
        return try evaluateBody(of: root, at: root.declaration.name.position)
    }

    // MARK: - Depth accounting

    func enterCall(at position: SourcePosition) throws {
        guard callDepth < limits.maxCallDepth else {
            throw ScriptError(.recursionLimit(limits.maxCallDepth), at: position)
        }
        callDepth += 1
    }

    func leaveCall() { callDepth -= 1 }

    func enter(at position: SourcePosition) throws {
        guard depth < limits.maxDepth else {
            throw ScriptError(.nestingLimit(limits.maxDepth), at: position)
        }
        depth += 1
    }

    func leave() { depth -= 1 }

    func countView(at position: SourcePosition) throws {
        viewCount += 1
        guard viewCount <= limits.maxViews else {
            throw ScriptError(.viewLimit(limits.maxViews), at: position)
        }
    }
}
