/// A custom `Animatable` shape or modifier (DESIGN.md §4): its `animatableData` as numbers, and
/// its content for any value of them. Between snapshots the numbers blend like every other
/// animatable value, and the content is rebuilt from the blended numbers at every frame — as
/// SwiftUI calls `path(in:)` / `body(content:)` with the interpolated `animatableData`, rather
/// than blending what they drew.
public struct AnimatableDataView: Equatable, Sendable {
    /// Identifies the content function (two views with the same id build the same content
    /// from the same numbers).
    public var id: Int
    /// The `animatableData` of this snapshot, component by component.
    public var data: [Double]
    /// The content for any value of `data` (same count).
    public var content: @Sendable ([Double]) throws -> ViewNode

    public init(id: Int, data: [Double], content: @escaping @Sendable ([Double]) throws -> ViewNode) {
        self.id = id
        self.data = data
        self.content = content
    }

    public static func == (a: AnimatableDataView, b: AnimatableDataView) -> Bool {
        a.id == b.id && a.data == b.data
    }
}

/// The layout of an animatable-data view's content for any value of its numbers, and the
/// numbers of its snapshot (blended by the scene before the content is rebuilt).
struct AnimatableDataMotion: Equatable, Sendable {
    var id: Int
    var data: [Double]
    var layout: @Sendable ([Double]) throws -> RenderNode

    static func == (a: AnimatableDataMotion, b: AnimatableDataMotion) -> Bool {
        a.id == b.id && a.data == b.data
    }
}
