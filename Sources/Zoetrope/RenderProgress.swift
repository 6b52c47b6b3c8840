/// How far a render has got: frames done in the current pass (a GIF makes two: palette, then encode).
public struct RenderProgress: Sendable, Equatable {
    /// What the pass does: "render", or for a GIF "palette" then "encode".
    public var pass: String
    /// 1-based number of the current pass.
    public var passNumber: Int
    /// How many passes the render makes.
    public var passCount: Int
    /// Frames finished in this pass.
    public var framesDone: Int
    /// Frames in each pass.
    public var frameCount: Int

    /// Creates a progress report.
    public init(pass: String, passNumber: Int, passCount: Int, framesDone: Int, frameCount: Int) {
        self.pass = pass
        self.passNumber = passNumber
        self.passCount = passCount
        self.framesDone = framesDone
        self.frameCount = frameCount
    }
}
