extension View {
    /// Makes `shape` the container shape of the views inside: a `ContainerRelativeShape` below
    /// takes it (`.containerShape(.rect(cornerRadius: 20))` gives the views inside a card its
    /// rounded corners).
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: UncheckedSendable(shape)))
    }
}

/// The container shape views below take (`ContainerRelativeShape`).
struct ContainerShapeModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let shape: UncheckedSendable<any Shape>
    func apply(to environment: inout EnvironmentValues) { environment.containerShape = shape }
}
