/// A shape of any type: SwiftUI's `AnyShape`. It draws as the shape it wraps.
public struct AnyShape: Shape, ShapeLowering, @unchecked Sendable {
    private let box: any Shape

    public init<S: Shape>(_ shape: S) { box = shape }

    public func path(in rect: CGRect) -> Path { box.path(in: rect) }

    var shapeDescription: ShapeDescription { box.description }
}
