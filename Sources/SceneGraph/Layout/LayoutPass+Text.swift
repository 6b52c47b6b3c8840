import Geometry
import Raster
import Typography

extension LayoutPass {

    func placeText(_ text: TextView, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> RenderNode
    {
        let block = try textBlock(text, env, maxWidth: rect.width)
        // The text box is centred in the space given.
        let frame = align(block.size, in: rect, .center)
        let images = block.colorGlyphs.compactMap { glyph in
            PixelBuffer(width: glyph.bitmap.width, height: glyph.bitmap.height, bytes: glyph.bitmap.pixels).map {
                TextImage(bitmap: $0, frame: glyph.frame)
            }
        }
        if env.isRedacted { return placeholder(bars: block.lineFrames, frame: frame, text.string, env, id) }
        let content = TextContent(
            string: text.string, glyphs: block.glyphs, paint: resolvePaint(env.foregroundStyle, env), images: images,
            decorations: block.decorations)
        return RenderNode(id: id, frame: frame, content: .text(content))
    }

    /// What `.redacted(reason: .placeholder)` draws for a text or a symbol: a rounded bar over
    /// each of `bars` (rectangles relative to `frame`'s corner), in the foreground style at
    /// `placeholderOpacity`. Approximation: iOS does not document its bars; these leave an
    /// eighth of the line height above and below and round their ends by a fifth of their
    /// height.
    func placeholder(bars: [Rect], frame: Rect, _ string: String, _ env: LayoutEnvironment, _ id: NodeID)
        -> RenderNode
    {
        var path = Path()
        for bar in bars where bar.width > 0 && bar.height > 0 {
            let inset = bar.insetBy(dx: 0, dy: bar.height / 8)
            path.addPath(.roundedRect(inset, cornerRadius: inset.height / 5, style: .continuous))
        }
        let content = TextContent(string: string, glyphs: path, paint: resolvePaint(env.foregroundStyle, env))
        var node = RenderNode(id: id, frame: frame, content: .text(content))
        node.effects.append(.opacity(Self.placeholderOpacity))
        return node
    }

    /// The opacity of placeholder bars over the foreground style (black text: a light grey).
    static let placeholderOpacity = 0.16

    /// Shaped text: its box and its glyph outlines and colour glyphs relative to the box's
    /// top-left corner.
    struct TextBlock {
        var size: Size
        var glyphs: Path
        var decorations = Path()
        var colorGlyphs: [ColorGlyph] = []
        /// Each line's box relative to the block's corner (for placeholder bars).
        var lineFrames: [Rect] = []
        /// Each line's baseline below the block's top.
        var baselines: [Double] = []
    }

    func textBlock(_ text: TextView, _ env: LayoutEnvironment, maxWidth: Double?) throws -> TextBlock {
        var face = try font(env)
        let alignment: TextLayout.Alignment
        // Mirrored later in a right-to-left layout: leading lines must end up on the right.
        switch env.textAlignment {
        case .leading: alignment = env.isRightToLeft ? .trailing : .leading
        case .center: alignment = .center
        case .trailing: alignment = env.isRightToLeft ? .leading : .trailing
        }
        // A hair of slack so text placed at the width it chose wraps the same way again.
        let width = maxWidth.map { $0 + 1e-6 }
        let style = env.textStyle
        let string = style.cased(text.string)
        func layOut(_ face: FontFace) -> TextLayout {
            TextLayout(
                string, font: face, maxWidth: width, alignment: alignment, lineLimit: env.lineLimit,
                options: style.options)
        }
        var layout = layOut(face)
        // `.minimumScaleFactor`: text cut short by its line limit, or wider than its width, is
        // set smaller, down to the factor: the largest size that fits, found to 1 % (7 halvings
        // of at most 1 − factor), or the smallest when none does.
        if style.minimumScaleFactor < 1, let maxWidth {
            func fits(_ layout: TextLayout) -> Bool { !layout.isTruncated && layout.size.width <= maxWidth + 1e-6 }
            if !fits(layout) {
                var low = style.minimumScaleFactor
                var high = 1.0
                var scaled = env
                scaled.font.size = env.font.size * low
                let smallest = try font(scaled)
                var best = (face: smallest, layout: layOut(smallest))
                for _ in 0..<7 {
                    let middle = (low + high) / 2
                    scaled.font.size = env.font.size * middle
                    let candidate = try font(scaled)
                    let candidateLayout = layOut(candidate)
                    if fits(candidateLayout) {
                        best = (candidate, candidateLayout)
                        low = middle
                    } else {
                        high = middle
                    }
                }
                (face, layout) = best
            }
        }
        warnings.formUnion(layout.warnings)
        let (glyphs, decorations) = style.decorate(layout, fontSize: face.size)
        var block = TextBlock(
            size: layout.size, glyphs: glyphs, decorations: decorations, colorGlyphs: layout.colorGlyphs,
            lineFrames: layout.lines.map(\.frame), baselines: layout.lines.map(\.origin.y))
        // Raised glyphs keep their place in a box grown by as much above them; lowered ones move
        // down into a box grown below.
        let offset = style.baselineOffset
        if offset != 0 {
            block.size.height += abs(offset)
            if offset < 0 {
                block.glyphs = block.glyphs.applying(.translation(x: 0, y: -offset))
                block.decorations = block.decorations.applying(.translation(x: 0, y: -offset))
                block.baselines = block.baselines.map { $0 - offset }
            }
        }
        return block
    }

    /// An SF Symbol's box (one font size tall, like a line of text) and outline.
    func symbolBox(_ symbol: SymbolView, _ env: LayoutEnvironment) throws -> TextBlock {
        do {
            let glyph = try engine.fonts.symbol(
                named: symbol.name, size: Self.drawableFontSize(env.font.size * env.textStyle.symbolScale),
                weight: env.resolvedWeight.rawValue)
            return TextBlock(
                size: Size(width: glyph.advance, height: glyph.ascent + glyph.descent),
                glyphs: glyph.path.applying(.translation(x: 0, y: glyph.ascent)))
        } catch let error as SymbolError {
            throw LayoutError(kind: .invalid, message: error.description, location: symbol.location)
        } catch {
            throw LayoutError(kind: .missingAsset, message: "\(error)", location: symbol.location)
        }
    }

    /// The largest font size drawn (2000 pt, taller than any screen): text set larger is drawn
    /// at it, so a mistyped size cannot make glyphs of gigabytes.
    static let maximumFontSize = 2_000.0

    /// `size` as text is drawn: a negative or non-finite size draws nothing (size 0), as on iOS,
    /// and sizes above `maximumFontSize` are drawn at it.
    static func drawableFontSize(_ size: Double) -> Double {
        size.isFinite ? min(max(size, 0), maximumFontSize) : 0
    }

    func font(_ env: LayoutEnvironment) throws -> FontFace {
        do {
            return try engine.fonts.systemFont(
                size: Self.drawableFontSize(env.font.size), weight: env.resolvedWeight.rawValue,
                design: env.textStyle.design ?? env.font.design)
        } catch {
            throw LayoutError(kind: .missingAsset, message: "\(error)")
        }
    }
}
