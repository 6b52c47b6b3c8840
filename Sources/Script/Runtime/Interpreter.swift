import Geometry
import SceneGraph
import Timeline

/// Evaluates a parsed scene: builds the root view for each state snapshot and runs the
/// `onAppear` and scheduled closures that change state, recording one transaction per change.
final class Interpreter {
    let program: Program
    let canvas: Size
    let limits: EvaluationLimits
    /// The scene file's path, for diagnostics raised while laying out (GeometryReader).
    let path: String

    // MARK: Evaluation state
    var depth = 0
    var callDepth = 0
    /// Greater than zero while a view body is evaluated; state may not change then.
    var bodyDepth = 0
    var viewCount = 0
    /// Work done so far (see `EvaluationLimits.maxSteps`).
    var steps = 0
    /// View struct instances by their place in the tree; their `@State` persists.
    var instances: [String: Instance] = [:]
    /// How often each call site created a view struct in the current snapshot.
    var occurrences: [String: Int] = [:]
    var root: Instance?
    /// Values of static stored properties (`static let`), computed on first use.
    var staticValues: [String: Value] = [:]
    /// Static properties whose initial value is being computed (to catch cycles).
    var staticsInProgress: Set<String> = []
    /// How many `UUID()`s were made.
    var identifierCount = 0
    /// Identifies the GeometryReader contents this interpreter creates.
    var functionIDs = FunctionIDs(base: 0)

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

    // MARK: Animator state
    /// The values whose parts the enclosing keyframe animators animate (innermost last).
    var keyframeSubjects: [Value] = []
    /// The kind of value each enclosing `KeyframeTrack` animates (innermost last): keyframes'
    /// values are read as that type, so that `.degrees(30)` or `.zero` resolve.
    var keyframeValueHints: [ValueType] = []

    struct ScheduledAction {
        var time: Double
        var order: Int
        var action: Value
        var position: SourcePosition
    }

    init(program: Program, canvas: Size, limits: EvaluationLimits = EvaluationLimits(), path: String = "") {
        self.program = program
        self.canvas = canvas
        self.limits = limits
        self.path = path
    }

    /// Evaluates the scene: snapshot 0, then `onAppear` actions at time 0, then scheduled
    /// closures in time order. `rootView` names the view to render (otherwise the one view no
    /// other type uses).
    func run(rootView: String? = nil) throws -> LoadedScene {
        let declaration = try rootDeclaration(named: rootView)
        let instance = Instance(declaration: declaration, key: declaration.qualifiedName)
        instances[instance.key] = instance
        try initialize(instance, arguments: nil, in: nil, at: declaration.name.position, isNew: true)
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
            viewName: declaration.qualifiedName, snapshots: snapshots, timeline: Timeline(transactions: transactions))
    }

    /// Where a closure or function was written.
    static func position(of callable: Value) -> SourcePosition? {
        switch callable {
        case .closure(let closure): closure.closure.position
        case .function(let function): function.declaration.name.position
        default: nil
        }
    }

    /// The view to render: the one named, or else the one view struct that no other type uses
    /// (previews do not count). Several candidates are an error that lists them.
    func rootDeclaration(named requested: String?) throws -> TypeDeclaration {
        let types = program.orderedTypes.filter { !$0.isPreview }
        let views = types.filter(\.isView)
        if let requested {
            guard let found = program.type(named: requested, in: nil) else {
                let suggestion = Suggestion.closest(to: requested, in: views.map(\.qualifiedName))
                throw ScriptError(.unknownRootView(requested, suggestion: suggestion), at: .file)
            }
            guard found.isView else { throw ScriptError(.rootIsNotAView(requested), at: found.name.position) }
            return found
        }
        guard let firstView = views.first else { throw ScriptError(.noRootView, at: .file) }
        var used: Set<String> = []
        for type in types {
            var names: Set<String> = []
            type.collectIdentifiers(into: &names)
            used.formUnion(names.subtracting([type.name.text]))
        }
        for extensionDeclaration in [program.viewExtension] + program.builtinExtensions.values.map(Optional.some) {
            extensionDeclaration?.collectIdentifiers(into: &used)
        }
        let candidates = views.filter { !used.contains($0.name.text) }
        if candidates.count > 1 {
            throw ScriptError(.ambiguousRootView(candidates.map(\.qualifiedName)), at: .file)
        }
        return candidates.first ?? firstView
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
        try charge(1, at: position)
        depth += 1
    }

    /// Counts `units` of work (an evaluation step, or an element copied or visited).
    func charge(_ units: Int, at position: SourcePosition) throws {
        let (total, overflow) = steps.addingReportingOverflow(units)
        guard !overflow, total <= limits.maxSteps else {
            throw ScriptError(.stepLimit(limits.maxSteps), at: position)
        }
        steps = total
    }

    /// `string`, unless it is longer than the limit.
    func checkedString(_ string: String, at position: SourcePosition) throws -> Value {
        // UTF-8 length is known without a scan, and never less than the character count.
        if string.utf8.count > limits.maxStringLength, string.count > limits.maxStringLength {
            throw ScriptError(.stringLimit(limits.maxStringLength), at: position)
        }
        try charge(string.utf8.count / 64, at: position)
        return .string(string)
    }

    /// `path`, unless it has more segments than the limit. A path method copies the path, so
    /// its work grows with the path's length.
    func checkedPath(_ path: Path, at position: SourcePosition) throws -> Value {
        guard path.elements.count <= limits.maxPathSegments else {
            throw ScriptError(.pathLimit(limits.maxPathSegments), at: position)
        }
        try charge(path.elements.count, at: position)
        return .path(path)
    }

    /// `items`, unless there are more than the loop limit (an array no loop could go through).
    func checkedArray(_ items: [Value], at position: SourcePosition) throws -> Value {
        guard items.count <= limits.maxLoopIterations else {
            throw ScriptError(.arrayLimit(limits.maxLoopIterations), at: position)
        }
        try charge(items.count, at: position)
        return .array(items)
    }

    func leave() { depth -= 1 }

    func countView(at position: SourcePosition) throws {
        viewCount += 1
        guard viewCount <= limits.maxViews else {
            throw ScriptError(.viewLimit(limits.maxViews), at: position)
        }
    }
}
