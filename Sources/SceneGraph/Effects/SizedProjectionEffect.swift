import Geometry
import Raster

/// A `GeometryEffect`'s drawing: a projective transform that scene code computes from the
/// effect's animatable numbers and the view's size (`effectValue(size:)`), in the view's own
/// coordinates, drawn as `.projectionEffect(_:)` draws its matrix.
///
/// Its numbers are the effect's `animatableData`: a custom transition between two geometry
/// effects interpolates them and computes the matrix from the mixed numbers, as SwiftUI calls
/// `effectValue(size:)` with the interpolated data. A geometry effect on a view animates the
/// same way through ``AnimatableDataView`` (its content rebuilt at every frame).
struct SizedProjectionEffect: DrawingEffect {
    /// Identifies `matrix`: two effects with the same id compute the same matrix from the same
    /// numbers and size.
    var id: Int
    var data: [Double]
    var matrix: @Sendable ([Double], Size) -> ProjectiveTransform

    static func == (a: SizedProjectionEffect, b: SizedProjectionEffect) -> Bool { a.id == b.id && a.data == b.data }

    var description: String { ".geometryEffect(\(data))" }

    mutating func visitAnimatableValues(_ visit: EffectFieldVisitor) {
        for index in data.indices { visit(&data[index], "animatableData[\(index)]", .plain) }
    }

    /// The matrix for `frame`'s size, about its top-left corner: the projection effect's own
    /// resolved form, so that an affine one folds into the drawing's transform and one with
    /// perspective is drawn as a layer seen through it.
    func resolved(in frame: Rect) -> RenderEffect {
        RenderEffect(ProjectionEffect.Resolved(matrix: matrix(data, frame.size), origin: frame.origin))
    }
}

extension ModifierNode {
    /// A `GeometryEffect`: the drawing seen through `matrix(data, size)`, in the view's own
    /// coordinates, for the size it is laid out at; `id` identifies the function.
    public static func geometryEffect(
        id: Int, data: [Double], matrix: @escaping @Sendable ([Double], Size) -> ProjectiveTransform
    ) -> ModifierNode {
        .effect(AnyDrawingEffect(SizedProjectionEffect(id: id, data: data, matrix: matrix)))
    }
}
