/// Animatable data as plain numbers, so the engine can blend it like its own values and hand
/// the blended numbers back (DESIGN.md §4: a custom `Animatable` is animated through its
/// `animatableData`). The standard VectorArithmetic types and pairs of them conform; a scene's
/// own VectorArithmetic type does not, and its shape animates by blending what it draws.
protocol VectorComponents {
    var components: [Double] { get }
    /// This value with its components replaced by the next ones of `source`.
    func replacing(_ source: inout ArraySlice<Double>) -> Self
}

extension Double: VectorComponents {
    var components: [Double] { [self] }
    func replacing(_ source: inout ArraySlice<Double>) -> Double { source.popFirst() ?? self }
}

extension CGFloat: VectorComponents {
    var components: [Double] { [Double(self)] }
    func replacing(_ source: inout ArraySlice<Double>) -> CGFloat { source.popFirst().map { CGFloat($0) } ?? self }
}

extension Float: VectorComponents {
    var components: [Double] { [Double(self)] }
    func replacing(_ source: inout ArraySlice<Double>) -> Float { source.popFirst().map { Float($0) } ?? self }
}

extension EmptyAnimatableData: VectorComponents {
    var components: [Double] { [] }
    func replacing(_ source: inout ArraySlice<Double>) -> EmptyAnimatableData { self }
}

extension AnimatablePair: VectorComponents where First: VectorComponents, Second: VectorComponents {
    var components: [Double] { first.components + second.components }
    func replacing(_ source: inout ArraySlice<Double>) -> AnimatablePair {
        let first = first.replacing(&source)
        return AnimatablePair(first, second.replacing(&source))
    }
}

extension Animatable {
    /// The numbers of `animatableData`, or nil when there are none or they cannot be listed.
    var animatableComponents: [Double]? {
        guard let data = animatableData as? any VectorComponents else { return nil }
        let components = data.components
        return components.isEmpty ? nil : components
    }

    /// This value with its `animatableData` set from `components`.
    func withAnimatableComponents(_ components: [Double]) -> Self {
        guard let data = animatableData as? any VectorComponents else { return self }
        var source = components[...]
        guard let replaced = data.replacing(&source) as? AnimatableData else { return self }
        var copy = self
        copy.animatableData = replaced
        return copy
    }
}
