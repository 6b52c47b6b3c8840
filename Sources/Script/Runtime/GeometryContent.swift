import Geometry
import SceneGraph

/// A GeometryReader's content, evaluated during layout once its size is known: the program and
/// a private copy of the content closure with everything it captured, as it was when the view
/// was built.
///
/// Safe to call from any thread, concurrently: the stored properties never change, and each
/// evaluation copies the captured values again and runs a fresh interpreter.
final class GeometryContent: @unchecked Sendable {
    let id: Int
    private let program: Program
    private let canvas: Size
    private let limits: EvaluationLimits
    private let path: String
    private let closure: ClosureValue
    private let position: SourcePosition
    /// Calls in progress where the GeometryReader was written: evaluation continues from there,
    /// so a view that contains itself through a GeometryReader meets the recursion limit.
    private let callDepth: Int

    init(
        id: Int, program: Program, canvas: Size, limits: EvaluationLimits, path: String, closure: ClosureValue,
        position: SourcePosition, callDepth: Int
    ) {
        self.id = id
        self.program = program
        self.canvas = canvas
        self.limits = limits
        self.path = path
        self.closure = closure
        self.position = position
        self.callDepth = callDepth
    }

    /// The content's views for `size`; several views are placed top-leading over each other.
    /// Errors are scene errors pointing into the scene file.
    func build(_ size: Size) throws -> SceneGraph.View {
        // Layout may run on a thread with a small stack; evaluation gets the large one.
        try SceneLoader.onLargeStack { self.evaluate(size) }.get()
    }

    private func evaluate(_ size: Size) -> Result<SceneGraph.View, SceneError> {
        var copier = ValueCopier(budget: limits.maxSteps)
        let closure = copier.copy(self.closure)
        let interpreter = Interpreter(program: program, canvas: canvas, limits: limits, path: path)
        interpreter.functionIDs = FunctionIDs(base: id)
        // Like a body: state cannot change while it is evaluated.
        interpreter.bodyDepth = 1
        interpreter.callDepth = callDepth
        do {
            try interpreter.charge(copier.copied, at: position)
            let views = try interpreter.buildViews(from: closure, arguments: [.geometry(size)], at: position)
            return .success(ViewValue.group(views).single(in: .z(alignment: .topLeading)).view)
        } catch let error as ScriptError {
            return .failure(SceneError(diagnostics: error.diagnostics(path: path)))
        } catch {
            let internalError = ScriptError(.internalError(String(describing: error)), at: position)
            return .failure(SceneError(diagnostics: internalError.diagnostics(path: path)))
        }
    }
}

extension Interpreter {
    /// `GeometryReader { geometry in … }`: the content is kept, with a copy of what it captured,
    /// to be evaluated during layout.
    func geometryReader(_ closure: ClosureValue) throws -> ViewValue {
        var copier = ValueCopier(budget: limits.maxSteps - steps)
        let content = GeometryContent(
            id: functionIDs.make(), program: program, canvas: canvas, limits: limits, path: path,
            closure: copier.copy(closure), position: closure.closure.position, callDepth: callDepth + 1)
        try charge(copier.copied, at: closure.closure.position)
        return ViewValue(view: .geometryReader(ViewFunction(id: content.id) { size in try content.build(size) }))
    }
}
