import Geometry
import SceneGraph

/// A keyframe animator's content closure, evaluated for every frame's value: the program and
/// private copies of the closure, the animator's initial value and (for `.keyframeAnimator`)
/// the modified view, as they were when the view was built.
///
/// Safe to call from any thread, concurrently: the stored properties never change, and each
/// evaluation copies the captured values again and runs a fresh interpreter.
final class KeyframeContent: @unchecked Sendable {
    let id: Int
    private let program: Program
    private let canvas: Size
    private let limits: EvaluationLimits
    private let path: String
    private let closure: ClosureValue
    /// The animator's initial value; each track replaces one part of it.
    private let template: Value
    /// The member path of each track's part.
    private let trackPaths: [[String]]
    /// The view `.keyframeAnimator` modifies, passed as the closure's first argument.
    private let placeholder: ViewValue?
    private let position: SourcePosition

    init(
        id: Int, interpreter: Interpreter, closure: ClosureValue, template: Value, trackPaths: [[String]],
        placeholder: ViewValue?, position: SourcePosition
    ) {
        var copier = ValueCopier()
        self.id = id
        self.program = interpreter.program
        self.canvas = interpreter.canvas
        self.limits = interpreter.limits
        self.path = interpreter.path
        self.closure = copier.copy(closure)
        self.template = copier.copy(template)
        self.trackPaths = trackPaths
        self.placeholder = placeholder.map { copier.copy($0) }
        self.position = position
    }

    /// The content for the tracks' values (one vector per track, in track order). Errors are
    /// scene errors pointing into the scene file.
    func build(_ values: [[Double]]) throws -> SceneGraph.View {
        try SceneLoader.onLargeStack { self.evaluate(values) }.get()
    }

    private func evaluate(_ values: [[Double]]) -> Result<SceneGraph.View, SceneError> {
        var copier = ValueCopier()
        let closure = copier.copy(self.closure)
        var value = copier.copy(template)
        for (path, vector) in zip(trackPaths, values) {
            guard let part = value.member(at: path) else { continue }
            value = value.replacingMember(at: path, with: part.withAnimatableVector(vector))
        }
        let arguments = placeholder.map { [Value.view(copier.copy($0)), value] } ?? [value]
        let interpreter = Interpreter(program: program, canvas: canvas, limits: limits, path: path)
        interpreter.functionIDs = FunctionIDs(base: id)
        // Like a body: state cannot change while it is evaluated.
        interpreter.bodyDepth = 1
        do {
            let views = try interpreter.buildViews(from: closure, arguments: arguments, at: position)
            return .success(ViewValue.group(views).single(in: .z(alignment: .center)).view)
        } catch let error as ScriptError {
            return .failure(SceneError(diagnostics: error.diagnostics(path: path)))
        } catch {
            let internalError = ScriptError(.internalError(String(describing: error)), at: position)
            return .failure(SceneError(diagnostics: internalError.diagnostics(path: path)))
        }
    }
}
