/// What `SceneRenderer.writeContactSheet` produced.
public struct ContactSheet: Sendable, Equatable {
    /// Sheet width in pixels.
    public var width: Int
    /// Sheet height in pixels.
    public var height: Int
    /// The scene time of each cell, row by row.
    public var times: [Double]
}
