import Geometry

/// One drawing operation on the canvas.
public enum DrawCommand: Equatable, Sendable {
    /// Fill `path` (device pixels) with `paint`; the painted premultiplied colour is multiplied
    /// component-wise by `multiply`'s premultiplied colour (colorMultiply and opacity), then
    /// composited source-over.
    case fill(path: Path, rule: WindingRule, paint: Paint, multiply: RGBAColor)
    /// Draw a group offscreen, filter, clip and mask it, and composite it.
    case layer(Layer)
    /// Fill a shape with what lies behind it, blurred and tinted (a material).
    case backdrop(Backdrop)
}

/// An ordered list of drawing operations, back to front.
public struct DisplayList: Equatable, Sendable {
    public var commands: [DrawCommand]

    public init(commands: [DrawCommand] = []) { self.commands = commands }

    public mutating func append(_ command: DrawCommand) { commands.append(command) }
}
