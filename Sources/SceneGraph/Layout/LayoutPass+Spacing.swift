import Foundation
import Typography

extension LayoutPass {
    /// The spacing a text asks for, from the tallest font among its runs (SwiftUI's text spacing):
    /// a tenth of the font's line height, rounded up to the pixel, makes the line spacing; a
    /// view above keeps the line spacing less the ascent from the text's top, a view below the
    /// line spacing less the cap height (at least that tenth plus the descent) from its bottom,
    /// and a text next to it the font's leading. A text whose font cannot be read asks for what a
    /// plain view does.
    func textSpacing(_ text: TextView, _ env: LayoutEnvironment) -> EdgeSpacing {
        var tallest: (face: FontFace, env: LayoutEnvironment)?
        for runEnv in [env] + text.runs.map({ $0.attributes.environment(env) }) {
            guard let face = try? font(runEnv) else { continue }
            if let current = tallest, current.face.ascent + current.face.descent >= face.ascent + face.descent {
                continue
            }
            tallest = (face, runEnv)
        }
        guard let (face, runEnv) = tallest else { return .standard }
        let lineHeight = face.ascent + face.descent
        let textSpacing = upToPixel(lineHeight / 10)
        let lineStep = lineHeight + textSpacing
        // A Dynamic Type style's leading acts as the font's: iOS puts its lines that far apart.
        let leading = face.lineGap + lineSpacing(runEnv, face) - runEnv.textStyle.lineSpacing
        return .text(
            above: lineStep - face.ascent, below: max(lineStep - face.capHeight, textSpacing + face.descent),
            leading: upToPixel(leading))
    }

    /// The spacing an SF Symbol asks for: zero to a text, and its baseline's depth above it (one
    /// more below) to a plain view. A resizable one asks for what a plain view does.
    func symbolSpacing(_ symbol: SymbolView, _ env: LayoutEnvironment) -> EdgeSpacing {
        guard !symbol.isResizable, let box = try? symbolBox(symbol, env), let baseline = box.baselines.first else {
            return .standard
        }
        return .symbol(baselineOffset: box.size.height - baseline)
    }
}
