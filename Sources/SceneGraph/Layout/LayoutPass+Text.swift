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
        let images =
            block.colorGlyphs.compactMap { glyph in
                PixelBuffer(width: glyph.bitmap.width, height: glyph.bitmap.height, bytes: glyph.bitmap.pixels).map {
                    TextImage(bitmap: $0, frame: glyph.frame)
                }
            } + block.images
        if env.isRedacted { return placeholder(bars: block.lineFrames, frame: frame, text.string, env, id) }
        let content = TextContent(
            string: text.string, glyphs: block.glyphs, paint: env.foregroundStyle.resolved(in: env), images: images,
            decorations: block.decorations, backgrounds: block.backgrounds, spans: block.spans)
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
        let content = TextContent(string: string, glyphs: path, paint: env.foregroundStyle.resolved(in: env))
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
        /// Fills behind the glyphs, and glyphs and lines in paints other than the text's
        /// (`TextContent`'s).
        var backgrounds: [TextSpan] = []
        var spans: [TextSpan] = []
        /// Bitmaps set in the text (`Text(Image("logo"))`), relative to the block's corner.
        var images: [TextImage] = []
    }

    /// A text laid out for a width in an environment: what makes its block.
    struct TextBlockKey: Hashable {
        var text: TextView
        var env: LayoutEnvironment
        var maxWidth: Double?
    }

    /// `text` laid out for `maxWidth` in `env`: laid out once per pass for each width, however
    /// often it is sized, placed and aligned.
    func textBlock(_ text: TextView, _ env: LayoutEnvironment, maxWidth: Double?) throws -> TextBlock {
        let key = TextBlockKey(text: text, env: env, maxWidth: maxWidth)
        if let block = textBlocks[key] { return block }
        var block: TextBlock
        let runEnvironments = text.runs.map { $0.attributes.environment(env) }
        if let first = runEnvironments.first, runEnvironments.dropFirst().allSatisfy({ $0 == first }),
            text.runs.allSatisfy({ $0.attributes.backgroundColor == nil && $0.image == nil })
        {
            // Runs in one style are one text in it.
            block = try plainTextBlock(text.string, first, maxWidth: maxWidth)
        } else {
            block = try styledTextBlock(text.runs, runEnvironments, env, maxWidth: maxWidth)
        }
        block.size = onPixelGrid(block.size)
        textBlocks[key] = block
        return block
    }

    /// The text's alignment in lines, as Typography sets it: leading lines are set on the left
    /// and mirrored later in a right-to-left layout, so they must end up on the right.
    private func lineAlignment(_ env: LayoutEnvironment) -> TextLayout.Alignment {
        switch env.textAlignment {
        case .leading: env.isRightToLeft ? .trailing : .leading
        case .center: .center
        case .trailing: env.isRightToLeft ? .leading : .trailing
        }
    }

    /// How much wider than its width text may be and still be set tighter rather than cut short
    /// (`.allowsTightening`): UIKit's default `tighteningFactorForTruncation`.
    static let tighteningFactor = 0.05

    /// `string` in one style, `env`'s.
    private func plainTextBlock(_ string: String, _ env: LayoutEnvironment, maxWidth: Double?) throws -> TextBlock {
        var face = try font(env)
        let alignment = lineAlignment(env)
        // A hair of slack so text placed at the width it chose wraps the same way again.
        let width = maxWidth.map { $0 + 1e-6 }
        let style = env.drawnTextStyle
        let string = style.cased(string)
        func layOut(_ face: FontFace, tightening: Double = 0, lineLimit: Int?? = nil) -> TextLayout {
            var options = style.options
            options.tracking -= tightening
            options.lineSpacing = lineSpacing(env, face)
            options.tabularFigures = options.tabularFigures || env.font.monospacedDigits
            return TextLayout(
                string, font: face, maxWidth: lineLimit == nil ? width : nil, alignment: alignment,
                lineLimit: lineLimit ?? env.lineLimit, options: options)
        }
        var layout = layOut(face)
        // `.allowsTightening(true)`: text its width would cut short is set tighter instead when
        // it is at most 5 % wider than the width, as UIKit does (NSParagraphStyle's
        // `tighteningFactorForTruncation`, 0.05 by default): its tracking is reduced by the
        // excess shared among its characters. Wider text is truncated (or scaled) as before.
        if style.allowsTightening, let maxWidth, maxWidth > 0, layout.isTruncated || layout.size.width > maxWidth + 1e-6
        {
            let natural = layOut(face, lineLimit: .some(1)).size.width
            let gaps = Double(max(string.count, 1))
            if natural > maxWidth, natural <= maxWidth * (1 + Self.tighteningFactor) {
                // A hair more than the excess, so that rounding does not leave it a pixel wide.
                let tight = layOut(face, tightening: (natural - maxWidth) / gaps + 1e-6)
                if !tight.isTruncated, tight.size.width <= maxWidth + 1e-6 { layout = tight }
            }
        }
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
        warnings.formUnion(layout.warnings.map { SceneWarning($0) })
        let (glyphs, decorations, underlines, strikethroughs) = style.decorate(layout, fontSize: face.size)
        var block = TextBlock(
            size: layout.size, glyphs: glyphs, decorations: decorations, colorGlyphs: layout.colorGlyphs,
            lineFrames: layout.lines.map(\.frame), baselines: layout.lines.map(\.origin.y))
        if let color = style.underlineColor, !underlines.isEmpty {
            block.spans.append(TextSpan(path: underlines, paint: .solid(color)))
        }
        if let color = style.strikethroughColor, !strikethroughs.isEmpty {
            block.spans.append(TextSpan(path: strikethroughs, paint: .solid(color)))
        }
        // Raised glyphs keep their place in a box grown by as much above them; lowered ones move
        // down into a box grown below.
        let offset = style.baselineOffset
        if offset != 0 {
            block.size.height += abs(offset)
            if offset < 0 {
                block.glyphs = block.glyphs.applying(.translation(x: 0, y: -offset))
                block.decorations = block.decorations.applying(.translation(x: 0, y: -offset))
                for index in block.spans.indices {
                    block.spans[index].path = block.spans[index].path.applying(.translation(x: 0, y: -offset))
                }
                block.baselines = block.baselines.map { $0 - offset }
            }
        }
        return block
    }

    /// Text in runs of different styles, each run in its environment in `runEnvironments`;
    /// alignment, line limit, line spacing, truncation and scale factor are the text's (`env`'s).
    /// Each run's glyphs and lines are filled in its own paint, its background behind them.
    private func styledTextBlock(
        _ runs: [TextRun], _ runEnvironments: [LayoutEnvironment], _ env: LayoutEnvironment, maxWidth: Double?
    ) throws -> TextBlock {
        let width = maxWidth.map { $0 + 1e-6 }
        let style = env.textStyle
        // The images set in the text, by run, at the scale of the last layout.
        var images: [Int: InlineImageBox] = [:]
        func layOut(scale: Double) throws -> TextLayout {
            var styled: [TextLayout.StyledRun] = []
            images = [:]
            for (index, (run, runEnv)) in zip(runs, runEnvironments).enumerated() {
                var scaled = runEnv
                scaled.font.size = runEnv.font.size * scale
                let runStyle = runEnv.drawnTextStyle
                var options = runStyle.options
                options.tabularFigures = options.tabularFigures || runEnv.font.monospacedDigits
                var attachment: TextLayout.Attachment?
                if let image = run.image {
                    let box = try inlineImageBox(image, scaled, scale: scale)
                    images[index] = box
                    attachment = box.attachment
                }
                styled.append(
                    TextLayout.StyledRun(
                        attachment == nil ? runStyle.cased(run.string) : run.string, font: try font(scaled),
                        options: options, baselineOffset: runStyle.baselineOffset, attachment: attachment))
            }
            var scaled = env
            scaled.font.size = env.font.size * scale
            return TextLayout(
                runs: styled, maxWidth: width, alignment: lineAlignment(env), lineLimit: env.lineLimit,
                lineSpacing: lineSpacing(env, try font(scaled)), truncation: style.truncation)
        }
        var layout = try layOut(scale: 1)
        // `.minimumScaleFactor`, as for text in one style: every run set smaller by one factor.
        if style.minimumScaleFactor < 1, let maxWidth {
            func fits(_ layout: TextLayout) -> Bool { !layout.isTruncated && layout.size.width <= maxWidth + 1e-6 }
            if !fits(layout) {
                var low = style.minimumScaleFactor
                var high = 1.0
                var best = (try layOut(scale: low), low)
                for _ in 0..<7 {
                    let middle = (low + high) / 2
                    let candidate = try layOut(scale: middle)
                    if fits(candidate) {
                        best = (candidate, middle)
                        low = middle
                    } else {
                        high = middle
                    }
                }
                // Laid out again at the scale kept when images were sized at the last one tried.
                layout = images.isEmpty ? best.0 : try layOut(scale: best.1)
            }
        }
        warnings.formUnion(layout.warnings.map { SceneWarning($0) })

        // Each run's glyphs, lines and background, line by line.
        var glyphs = [Path](repeating: Path(), count: runs.count)
        var texts = [Path](repeating: Path(), count: runs.count)
        var underlines = [Path](repeating: Path(), count: runs.count)
        var strikethroughs = [Path](repeating: Path(), count: runs.count)
        var backgrounds = [Path](repeating: Path(), count: runs.count)
        var inlineSpans: [TextSpan] = []
        var inlineBitmaps: [TextImage] = []
        for line in layout.lines {
            let frame = line.frame
            for piece in line.pieces {
                let runStyle = runEnvironments[piece.run].drawnTextStyle
                let origin = Point(x: line.origin.x + piece.x, y: line.origin.y)
                let outline = piece.glyphs.path(origin: origin)
                if runStyle.isItalic {
                    glyphs[piece.run].addPath(outline, transform: TextTraits.slant(baseline: line.origin.y))
                } else {
                    glyphs[piece.run].addPath(outline)
                }
                let baseline = line.origin.y - runStyle.baselineOffset
                let advance = piece.glyphs.advance
                if runStyle.underline {
                    let rect = TextTraits.underlineRect(x: origin.x, width: advance, baseline, piece.fontSize)
                    if runStyle.underlineColor == nil {
                        texts[piece.run].addRect(rect)
                    } else {
                        underlines[piece.run].addRect(rect)
                    }
                }
                if runStyle.strikethrough {
                    let rect = TextTraits.strikethroughRect(x: origin.x, width: advance, baseline, piece.fontSize)
                    if runStyle.strikethroughColor == nil {
                        texts[piece.run].addRect(rect)
                    } else {
                        strikethroughs[piece.run].addRect(rect)
                    }
                }
                if let image = images[piece.run], piece.glyphs.advance >= image.attachment.width {
                    // The image stands on the baseline at the start of its piece (an ellipsis
                    // that truncation put in its run follows it).
                    let place = AffineTransform.translation(x: origin.x, y: baseline)
                    glyphs[piece.run].addPath(image.glyphs, transform: place)
                    inlineSpans += image.spans.map { span in
                        var placed = span
                        placed.path = span.path.applying(place)
                        return placed
                    }
                    if let bitmap = image.bitmap {
                        inlineBitmaps.append(
                            TextImage(
                                bitmap: bitmap,
                                frame: Rect(
                                    x: origin.x, y: baseline - image.attachment.ascent, width: image.attachment.width,
                                    height: image.attachment.ascent)))
                    }
                }
                if runs[piece.run].attributes.backgroundColor != nil {
                    backgrounds[piece.run].addRect(
                        Rect(x: origin.x, y: frame.minY, width: advance, height: frame.height))
                }
            }
        }
        var block = TextBlock(
            size: layout.size, glyphs: Path(), colorGlyphs: layout.colorGlyphs, lineFrames: layout.lines.map(\.frame),
            baselines: layout.lines.map(\.origin.y))
        for (index, runEnv) in runEnvironments.enumerated() {
            let paint = runEnv.foregroundStyle.resolved(in: runEnv)
            let runStyle = runEnv.drawnTextStyle
            if let color = runs[index].attributes.backgroundColor, !backgrounds[index].isEmpty {
                block.backgrounds.append(TextSpan(path: backgrounds[index], paint: .solid(color)))
            }
            for (path, spanPaint) in [
                (glyphs[index], paint), (texts[index], paint),
                (underlines[index], runStyle.underlineColor.map(ResolvedPaint.solid) ?? paint),
                (strikethroughs[index], runStyle.strikethroughColor.map(ResolvedPaint.solid) ?? paint),
            ] where !path.isEmpty {
                block.spans.append(TextSpan(path: path, paint: spanPaint))
            }
        }
        block.spans += inlineSpans
        block.images = inlineBitmaps
        return block
    }

    /// An image set in a text: its box on the line and what is drawn of it, from its origin on
    /// the baseline (`glyphs` in the run's paint, `spans` in their own, `bitmap` over the box).
    struct InlineImageBox {
        var attachment: TextLayout.Attachment
        var glyphs = Path()
        var spans: [TextSpan] = []
        var bitmap: PixelBuffer?
    }

    /// `image` as a text in `env` sets it: an SF Symbol as a glyph of the run's font (its size,
    /// weight and image scale, as `Image(systemName:)` beside the text is drawn), a bitmap at
    /// its size in points times `scale` (the text's `.minimumScaleFactor` scale), its bottom on
    /// the baseline, as TextKit sets an image attachment.
    func inlineImageBox(_ image: TextInlineImage, _ env: LayoutEnvironment, scale: Double) throws -> InlineImageBox {
        switch image {
        case .symbol(let symbol):
            let box = try symbolBox(symbol, env, inText: true)
            let ascent = box.baselines.first ?? box.size.height
            let toBaseline = AffineTransform.translation(x: 0, y: -ascent)
            return InlineImageBox(
                attachment: TextLayout.Attachment(
                    width: box.size.width, ascent: ascent, descent: box.size.height - ascent),
                glyphs: box.glyphs.applying(toBaseline),
                spans: box.spans.map { span in
                    var moved = span
                    moved.path = span.path.applying(toBaseline)
                    return moved
                })
        case .bitmap(let view):
            let size = try imageSize(view)
            let pixels = try bitmap(view)
            return InlineImageBox(
                attachment: TextLayout.Attachment(width: size.width * scale, ascent: size.height * scale, descent: 0),
                bitmap: pixels.width > 0 && pixels.height > 0 ? pixels : nil)
        }
    }

    /// An SF Symbol's frame (`SymbolFrame`: its ink and iOS's margins) and outline; `inText`, the
    /// box of an image in a text instead, and of a resizable symbol (one font size tall, like a
    /// line of text, as wide as its ink: no reference shows iOS's margins there).
    func symbolBox(_ symbol: SymbolView, _ env: LayoutEnvironment, inText: Bool = false) throws -> TextBlock {
        do {
            let fontSize = Self.drawableFontSize(env.font.size * env.textStyle.symbolScale)
            let weight = env.resolvedWeight.rawValue
            let glyph = try engine.fonts.symbol(named: symbol.name, size: fontSize, weight: weight)
            if let standIn = glyph.standIn { warnings.insert(Self.standInWarning(standIn, symbol)) }
            let frame =
                inText || symbol.isResizable ? SymbolFrame(lineBoxOf: glyph) : SymbolFrame(glyph, fontSize: fontSize)
            let toBox = AffineTransform.translation(x: frame.glyphOrigin.x, y: frame.glyphOrigin.y)
            if let spans = symbolLayers(glyph, symbol, env, toBox) {
                return TextBlock(size: frame.size, glyphs: Path(), baselines: [frame.ascent], spans: spans)
            }
            return TextBlock(size: frame.size, glyphs: glyph.path.applying(toBox), baselines: [frame.ascent])
        } catch let error as SymbolError {
            // iOS draws nothing for a name it does not know (and logs "No symbol named … found in
            // system symbol set"): an empty image, zero by zero, and a warning at the line.
            warnings.insert(SceneWarning("\(error.description); iOS draws nothing there", location: symbol.location))
            return TextBlock(size: Size(width: 0, height: 0), glyphs: Path())
        } catch {
            throw LayoutError(kind: .missingAsset, message: "\(error)", location: symbol.location)
        }
    }

    /// The warning for one of Apple's symbols that Zoetrope draws as another, or leaves empty.
    private static func standInWarning(_ standIn: SymbolStandIn, _ symbol: SymbolView) -> SceneWarning {
        let message =
            switch standIn {
            case .nearest(let known):
                "SF Symbol '\(symbol.name)' is drawn as '\(known)', the nearest symbol Zoetrope has (iOS draws its own picture)"
            case .blank:
                "Zoetrope has no picture of SF Symbol '\(symbol.name)' nor of one near it: its place is left empty (iOS draws the symbol)"
            }
        return SceneWarning(message, location: symbol.location)
    }

    /// A symbol's layers each in its paint for its rendering mode (moved by `toBox`), or nil
    /// when it is drawn in one paint, the foreground style. A symbol whose layers Zoetrope does
    /// not know is drawn as one layer in the primary style, with a warning for the modes that
    /// would paint its layers apart.
    private func symbolLayers(
        _ glyph: SymbolGlyph, _ symbol: SymbolView, _ env: LayoutEnvironment, _ toBox: AffineTransform
    ) -> [TextSpan]? {
        let paints: [(paint: PaintStyle, opacity: Double)]
        // Whether a symbol without known layers is drawn otherwise than iOS may draw it.
        var approximatedAsOneLayer = true
        switch symbol.rendering {
        case .monochrome: return nil
        case .hierarchical:
            paints = SymbolRendering.hierarchicalOpacities.map { (env.foregroundStyle, $0) }
        case .palette(let styles):
            guard !styles.isEmpty else { return nil }
            paints = styles.map { ($0, 1) }
            approximatedAsOneLayer = styles.count > 1
        case .multicolor(let styles):
            // The colours are known for this symbol, layers or none.
            guard !styles.isEmpty else { return nil }
            paints = styles.map { ($0, 1) }
            approximatedAsOneLayer = false
        }
        guard !glyph.layers.isEmpty else {
            if approximatedAsOneLayer {
                warnings.insert(
                    SceneWarning(
                        "'\(symbol.name)' is drawn as one layer in its primary style: Zoetrope knows no layers of it, "
                            + "which iOS may paint apart", location: symbol.location))
            }
            let (paint, opacity) = paints[0]
            return [TextSpan(path: glyph.path.applying(toBox), paint: paint.resolved(in: env), opacity: opacity)]
        }
        return glyph.layers.map { layer in
            let (paint, opacity) = paints[min(max(layer.level, 0), paints.count - 1)]
            return TextSpan(path: layer.path.applying(toBox), paint: paint.resolved(in: env), opacity: opacity)
        }
    }

    /// The points between lines of text in `env` set with `face`: the text's `.lineSpacing` and,
    /// for a Dynamic Type style, what the style's leading adds to the face's line height (iOS
    /// keeps one line as tall as the font's line height, and puts the next baseline the leading
    /// below), scaled with the face when `.minimumScaleFactor` set it smaller.
    func lineSpacing(_ env: LayoutEnvironment, _ face: FontFace) -> Double {
        let spacing = env.textStyle.lineSpacing
        guard let leading = env.font.leading, env.font.size > 0, face.size > 0 else { return spacing }
        return spacing + max(0, leading * face.size / env.font.size - face.lineHeight)
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
            if let name = env.font.name {
                let match = try engine.fonts.customFont(
                    named: name, size: Self.drawableFontSize(env.font.size), weight: env.resolvedWeight.rawValue,
                    sceneFonts: engine.sceneFonts)
                // Its warning (a stand-in, an unknown name) is the scene code's, at the line
                // that names the font (`FontRequest.customFontWarning`).
                return match.face
            }
            return try engine.fonts.systemFont(
                size: Self.drawableFontSize(env.font.size), weight: env.resolvedWeight.rawValue,
                design: env.textStyle.design ?? env.font.design)
        } catch {
            throw LayoutError(kind: .missingAsset, message: "\(error)")
        }
    }
}

extension LayoutEnvironment {
    /// The text modifiers text is drawn with: the environment's, italic also where the font is
    /// (`Font.italic()`).
    var drawnTextStyle: TextTraits {
        guard font.isItalic, !textStyle.isItalic else { return textStyle }
        var style = textStyle
        style.isItalic = true
        return style
    }
}
