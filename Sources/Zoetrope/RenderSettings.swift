import Foundation
import Geometry
import Raster

/// Everything about a render that does not come from the scene file.
public struct RenderSettings: Sendable, Equatable {
    /// Canvas in points (`UIScreen.main.bounds`); default iPhone 390×844.
    public var canvas: Size = Size(width: 390, height: 844)
    /// Device pixels per point.
    public var scale: Double = 3
    public var fps: Int = 60
    /// Seconds to render; nil infers it from the scene (last animation end + 0.6 s hold).
    public var duration: Double?
    /// Bands rendered at once; the pixels do not depend on it.
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount
    /// H.264 constant rate factor (0 = lossless … 51 = worst).
    public var crf: Int = 18
    /// libx264 speed/size preset.
    public var preset: String = "medium"
    /// The colour the canvas starts with; `.clear` leaves what the scene does not cover transparent.
    public var background: Color = .clear
    /// The view struct to render (`--view`); nil picks the one no other view uses.
    public var rootView: String?

    public init() {}

    /// Limits that keep a render bounded (DESIGN.md §7).
    public static let maximumPixelDimension = 16_384
    public static let maximumFrameCount = 100_000

    /// Canvas size in device pixels.
    public var pixelWidth: Int { Int((canvas.width * scale).rounded()) }
    public var pixelHeight: Int { Int((canvas.height * scale).rounded()) }
}
