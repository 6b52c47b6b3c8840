import Geometry
import Media
import Raster
import SceneGraph

// Engine types that the facade's API takes and returns, under the facade's own names, so that
// its clients (the command line) import `Zoetrope` and nothing else (docs/architecture.md).

/// A size in points (`RenderSettings.canvas`).
public typealias Size = Geometry.Size
/// Insets on each edge in points (`RenderSettings.safeArea`, `DevicePreset.safeArea`).
public typealias Insets = SceneGraph.Insets
/// A colour (`RenderSettings.background`).
public typealias RGBAColor = Raster.RGBAColor
/// Light or dark mode (`RenderSettings.colorScheme`).
public typealias ColorScheme = SceneGraph.SceneRequest.ColorScheme
/// A frame's pixels: premultiplied RGBA, rows top to bottom.
public typealias PixelBuffer = Raster.PixelBuffer
/// A limit a scene reached (`SceneLimitError`).
public typealias SceneLimit = SceneGraph.SceneLimit
/// How a GIF's palette is applied (`OutputOptions.dither`).
public typealias GIFDither = Media.GIFDither
