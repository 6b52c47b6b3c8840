import Geometry
import Raster

/// Values inherited down the view tree (SwiftUI's environment).
struct LayoutEnvironment: Hashable, Sendable {
    /// The font text is drawn in: the one set above, at the Dynamic Type size set above when it
    /// is a text style (`FontRequest.sized(at:)`), times the text scale set above (`.textScale`).
    var font: FontRequest {
        get {
            var font = writtenFont.sized(at: dynamicTypeSize)
            guard textStyle.scale != 1 else { return font }
            font.size *= textStyle.scale
            font.leading = font.leading.map { $0 * textStyle.scale }
            return font
        }
        set { writtenFont = newValue }
    }
    /// The font as set above (`.font`), a text style unsized.
    private var writtenFont: FontRequest = .body
    /// The Dynamic Type size (`.dynamicTypeSize`): 0 xSmall … 3 Large … 11 accessibility 5.
    var dynamicTypeSize = DynamicTypeStyle.defaultSize
    /// Set by `.fontWeight` / `.bold()`; overrides the font's own weight.
    var fontWeight: FontRequest.Weight?
    /// Style of text and of shapes filled with the foreground style (SwiftUI's primary: black).
    var foregroundStyle: PaintStyle = .color(.black)
    var textAlignment: MultilineAlignment = .leading
    var lineLimit: Int?
    /// `.redacted(reason: .placeholder)` above (and no `.unredacted()` closer): texts and
    /// symbols are drawn as placeholder bars.
    var isRedacted = false
    /// Inside `.environment(\.layoutDirection, .rightToLeft)`.
    var isRightToLeft = false
    /// What the text modifiers above set.
    var textStyle = TextTraits()
    /// Edges of the safe area views here can still reach: inside a scroll view, the insets on
    /// its axis are its content's insets, not the views'.
    var safeAreaEdges: EdgeSet = .all
    /// The safe area here when a view above changed it (`.safeAreaInset`); nil: the device's.
    var safeAreaRegion: SafeAreaRegion?
    /// The size of the container `containerRelativeFrame` measures against (the nearest
    /// scroll view's); nil: the safe area's.
    var containerSize: Size?
    /// The axis of the stack the view is in (nil: none), which a `Divider` is drawn across.
    var stackOrientation: StackAxis?

    /// The weight text is drawn with.
    var resolvedWeight: FontRequest.Weight { fontWeight ?? font.weight }
}

/// A safe area a view above set (`.safeAreaInset`): views are laid out inside `safe`, and one
/// that ignores the safe area on an edge reaches `outer`'s edge there.
struct SafeAreaRegion: Hashable, Sendable {
    var safe: Rect
    var outer: Rect
}
