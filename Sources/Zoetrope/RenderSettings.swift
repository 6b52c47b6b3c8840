import Foundation
import Geometry
import Raster
import SceneGraph

/// Everything about a render that does not come from the scene file.
public struct RenderSettings: Sendable, Equatable {
    /// Canvas in points (`UIScreen.main.bounds`); default iPhone 390×844.
    public var canvas: Size = SceneRequest.defaultCanvas
    /// The device's safe-area insets in points (`--device`); none by default: the plain canvas.
    public var safeArea = Insets()
    /// Device pixels per point.
    public var scale: Double = 3
    /// The pixels per point the views are laid out on (SwiftUI's `displayScale`: texts sized and
    /// frames rounded to them): the render's scale, as iOS lays out a snapshot rendered at 1x on
    /// whole points; below 1 (a picture smaller than any screen: sheets, thumbnails, goldens)
    /// an iPhone's 3.
    public var displayScale: Double { scale >= 1 ? scale : 3 }
    public var fps: Int = 60
    /// Seconds to render; nil infers it from the scene (last animation end + 0.6 s hold).
    public var duration: Double?
    /// The latest scene time the command draws, when it is known before the scene is loaded
    /// (`frame --time`): the scene's repeating timers and other chains of closures run until then.
    public var horizon: Double?
    /// Bands rendered at once; the pixels do not depend on it.
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount
    /// H.264 constant rate factor (0 = lossless … 51 = worst); nil: the encoder's default
    /// (`VideoSettings.crf`).
    public var crf: Int?
    /// libx264 speed/size preset; nil: the settings tuned for UI animation (`VideoSettings.preset`).
    public var preset: String?
    /// The colour the canvas starts with; `.clear` leaves what the scene does not cover transparent.
    public var background: RGBAColor = .clear
    /// The canvas starts with the window's system background instead of `background`, in the
    /// colour scheme the scene starts in (white; black in dark mode, also when the scene's own
    /// `.preferredColorScheme` asks for it), as an iPhone's screen shows it: the command line's
    /// default.
    public var systemBackground = false
    /// Draws iOS's status bar (9:41, full signal and battery) and home indicator over the scene,
    /// in the colours of the scheme it starts in (`--status-bar`).
    public var statusBar = false
    /// The view struct to render (`--view`); nil picks the one no other view uses.
    public var rootView: String?
    /// The preview to render (`--preview`): a `#Preview`'s or `.previewDisplayName`'s name, or
    /// its number in the file, from 1; nil renders the first (or the one showing the root view).
    public var preview: String?
    /// Seed of a compiled scene's random numbers (`--seed`): the same seed gives the same frames.
    public var seed: UInt64 = 0
    /// The root view's colour scheme (`--color-scheme`); a scene's `.preferredColorScheme` wins.
    public var colorScheme: ColorScheme = .light
    /// The root view's Dynamic Type size (`--dynamic-type-size`): an index of
    /// `dynamicTypeSizeNames`, Large by default.
    public var dynamicTypeSize = DynamicTypeStyle.defaultSize
    /// The Dynamic Type sizes' names, smallest first, as SwiftUI spells them (`xSmall` …
    /// `accessibility5`).
    public static let dynamicTypeSizeNames = DynamicTypeStyle.sizeNames
    /// Draws every frame in full on one thread, keeping nothing from one frame to the next (no
    /// static layer, redraw, repeated frames, cached layers or pooled memory; `threads` is
    /// ignored): the same bytes, slowly, as a reference to bisect a pixel bug against.
    public var plainRendering = false

    // MARK: Limits (DESIGN.md §7; docs/cli.md, "Limits")

    /// Most views one state of the scene may have (`--max-views`); layout allows
    /// `layoutNodesPerView` times as many views and modifiers.
    public var maxViews = 10_000
    /// Most pixels in a frame, width × height in device pixels (`--max-pixels`).
    public var maxPixels = 40_000_000
    /// Most frames in one render (`--max-frames`).
    public var maxFrames = RenderSettings.maximumFrameCount
    /// Longest scene, in seconds: the latest a closure may be scheduled and the longest render
    /// (`--max-duration`).
    public var maxDuration = 3_600.0
    /// Most state changes in any one second of scene time (`--max-state-changes`): far above a
    /// timer that ticks at every frame of 240 fps, low enough that a change that triggers the
    /// next at the same instant stops within a second of evaluation.
    public var maxStateChanges = 1_000
    public init() {}

    /// The longest side of a frame in pixels, whatever `maxPixels` allows (the encoders' limit).
    public static let maximumPixelDimension = 16_384
    /// The frame rates a render may have.
    public static let fpsRange = 1...240
    /// The default of `maxFrames`.
    public static let maximumFrameCount = 100_000
    /// Layout nodes (views and modifiers) allowed per view of `maxViews`.
    public static let layoutNodesPerView = 8

    /// Canvas size in device pixels.
    public var pixelWidth: Int { Int((canvas.width * scale).rounded()) }
    public var pixelHeight: Int { Int((canvas.height * scale).rounded()) }
}
