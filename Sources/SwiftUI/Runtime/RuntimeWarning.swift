internal import SceneGraph

/// Values iOS takes and draws anyway while it logs them as invalid at run time (a frame of NaN
/// points, a negative duration): the scene renders on, and Zoetrope prints one warning at the
/// line that wrote the value, where iOS would print to the console.
enum RuntimeWarning {
    /// Warns, once, in the scene being evaluated (nowhere outside an evaluation).
    static func emit(_ message: String, line: Int, column: Int) {
        SceneRun.current?.warn(message, at: SourceLocation(line: line, column: column))
    }

    /// Warns at (`line`, `column`) when one of `values` is not a finite number, naming those:
    /// "'opacity' has a value that is not a finite number (NaN); the view is not drawn".
    static func nonFinite(_ modifier: String, _ values: KeyValuePairs<String, Double>, line: Int, column: Int) {
        let bad = values.filter { !$0.value.isFinite }
        guard !bad.isEmpty else { return }
        let named = bad.map { $0.key.isEmpty ? number($0.value) : "\($0.key): \(number($0.value))" }
        emit(
            "'\(modifier)' has a value that is not a finite number (\(named.joined(separator: ", "))); "
                + "the view is not drawn", line: line, column: column)
    }

    /// Warns at the declaration of `type` when one of its animatable numbers is not finite (a
    /// division by zero in its `animatableData`); they are used as they are.
    static func nonFiniteAnimatableData(_ components: [Double], of type: Any.Type) {
        guard let bad = components.first(where: { !$0.isFinite }) else { return }
        let name = declarationName(of: type)
        SceneRun.current?.warn(
            "'\(name)' has animatableData that is not a finite number (\(number(bad)))", declaration: name)
    }

    /// Warns at (`line`, `column`) when `duration` is negative or NaN: the change then happens
    /// at once (Timeline's `Animation` takes such a duration as 0).
    static func invalidDuration(_ duration: Double, line: Int, column: Int) {
        guard duration < 0 || duration.isNaN else { return }
        let what = duration.isNaN ? "is not a number (NaN)" : "\(number(duration)) is negative"
        emit("animation duration \(what); the change happens at once", line: line, column: column)
    }

    /// `value` as a person writes it: 40, -2.5, NaN, infinity.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
