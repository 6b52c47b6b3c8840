/// A design of the system font: SwiftUI's `Font.Design`.
public enum SystemFontDesign: Hashable, Sendable {
    case `default`, rounded, monospaced, serif
}

extension FontLibrary {
    /// The `.system` font of `design`: the default design (and `.rounded`) is Inter, as
    /// `systemFont(size:weight:)`; `.monospaced` is DejaVu Sans Mono and `.serif` DejaVu Serif,
    /// Regular below 600 and Bold from it, with the same fallbacks.
    ///
    /// Why these: SF Mono's predecessor on Apple's systems, Menlo, is drawn from DejaVu Sans Mono
    /// (Bitstream Vera), so monospaced text keeps its proportions; New York and DejaVu Serif are
    /// both low-contrast serifs with a large x-height, made for screens. No open font in Debian 12
    /// resembles SF Pro Rounded (its candidates, Quicksand and Comfortaa, are geometric designs
    /// with other proportions), so `.rounded` keeps Inter's letterforms rather than change them.
    /// Both come from fonts-dejavu-core, already a dependency.
    ///
    /// Every design takes the room San Francisco takes on iOS as far as it is known: Apple's
    /// tracking for the size and design, SF Pro's line metrics, widths measured against iOS
    /// (`SanFranciscoMetrics`).
    public func systemFont(size: Double, weight: Int, design: SystemFontDesign) throws -> FontFace {
        let bold = weight >= Self.boldFallbackMinimumWeight
        let fileName: String
        switch design {
        case .default: return try systemFont(size: size, weight: weight)
        case .rounded: return try interFace(size: size, weight: weight, design: .rounded)
        case .monospaced: fileName = bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf"
        case .serif: fileName = bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf"
        }
        return try face(
            fileName: fileName, size: size, package: Self.dejaVuPackage,
            fallbacks: Self.fallbackFileNames(weight: weight),
            adjustment: SanFranciscoMetrics.adjustment(size: size, weight: weight, design: design))
    }

    /// The Debian package of DejaVu Sans, Sans Mono and Serif.
    static let dejaVuPackage = "fonts-dejavu-core"

    /// The `.system` font at `size` points and CSS-style `weight` (100...900: 400 regular,
    /// 700 bold), which is Inter: its text cut below 20 points, its Display cut from 20 points.
    ///
    /// Weights between the named ones, and weights whose file is missing, take the nearest
    /// available file; ties go to the heavier weight from 400 up and the lighter one below.
    ///
    /// Characters Inter lacks fall back to Noto Sans CJK SC (fonts-noto-cjk: Chinese, Japanese
    /// and Korean), then Nanum Gothic (fonts-nanum: Hangul, kana and the common Hanja), each in
    /// its Bold cut for weights of 600 and more, its Regular cut below. Without either installed
    /// those characters are reported missing when shaped. Then DejaVu
    /// Sans (fonts-dejavu-core; Bold from 600): Arabic and Hebrew (shaped right to left),
    /// Armenian, Georgian, arrows, symbols and the rest of what it covers. Emoji come from Noto
    /// Color Emoji (fonts-noto-color-emoji), drawn in colour.
    ///
    /// Inter is set in SF Pro's room (`SanFranciscoMetrics`): tracked as iOS tracks SF at the
    /// size, with SF's ascent and descent, so text is as wide and its lines as tall as on iOS;
    /// the fallbacks keep their own spacing.
    /// - Throws: `FontError` when the size is negative or not finite, or no Inter file of the
    ///   needed cut is installed.
    public func systemFont(size: Double, weight: Int) throws -> FontFace {
        try interFace(size: size, weight: weight, design: .default)
    }

    /// Inter at `size` and `weight`, set in the room of SF's `design` (default or rounded).
    private func interFace(size: Double, weight: Int, design: SystemFontDesign) throws -> FontFace {
        // Layout asks for the system font of every text it measures or spaces: found once.
        let key = SystemFaceKey(size: size, weight: weight, design: design)
        if let face = systemFace(key) { return face }
        let face = try findInterFace(size: size, weight: weight, design: design)
        remember(face, for: key)
        return face
    }

    private func findInterFace(size: Double, weight: Int, design: SystemFontDesign) throws -> FontFace {
        let family = size < Self.displayCutMinimumSize ? "Inter" : "InterDisplay"
        let weights = Self.interWeights(nearest: weight)
        let fileNames = weights.map { "\(family)-\($0.name).otf" }
        let available = fileNames.first { locate($0) != nil } ?? fileNames[0]
        return try face(
            fileName: available, size: size, package: Self.interPackage,
            fallbacks: Self.fallbackFileNames(weight: weight),
            adjustment: SanFranciscoMetrics.adjustment(size: size, weight: weight, design: design))
    }

    /// The faces that stand in for characters a font lacks at `weight`, in order: Noto Sans CJK
    /// SC, Nanum Gothic, DejaVu Sans, Noto Color Emoji (those not installed are left out).
    static func fallbackFileNames(weight: Int) -> [String] {
        [
            cjkFallbackFileName(weight: weight), fallbackFileName(weight: weight),
            scriptFallbackFileName(weight: weight), emojiFileName,
        ]
    }

    /// Noto Sans CJK's Simplified Chinese face (the third of its collection: JP, KR, SC, TC, HK),
    /// Regular or Bold at `weight`: Han characters, kana and Hangul in one design, standing in
    /// for iOS's PingFang SC.
    static func cjkFallbackFileName(weight: Int) -> String {
        weight >= boldFallbackMinimumWeight ? "NotoSansCJK-Bold.ttc#2" : "NotoSansCJK-Regular.ttc#2"
    }

    /// The Nanum Gothic cut that stands in for characters Inter lacks at `weight`.
    static func fallbackFileName(weight: Int) -> String {
        weight >= boldFallbackMinimumWeight ? "NanumGothicBold.ttf" : "NanumGothic.ttf"
    }

    /// The DejaVu Sans cut for the scripts neither Inter nor Nanum has, at `weight`.
    static func scriptFallbackFileName(weight: Int) -> String {
        weight >= boldFallbackMinimumWeight ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
    }

    /// The colour emoji font, the last fallback of the system font.
    static let emojiFileName = "NotoColorEmoji.ttf"

    /// Nanum Gothic has only Regular and Bold; semibold and heavier text takes Bold.
    static let boldFallbackMinimumWeight = 600

    /// Inter's optical sizes: the Display cut is drawn for 20 points and larger.
    static let displayCutMinimumSize = 20.0

    /// The Debian package that installs Inter.
    static let interPackage = "fonts-inter"

    /// Inter's named weights, as in its file names.
    static let interWeightNames: [(weight: Int, name: String)] = [
        (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
        (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
    ]

    /// Inter's named weights, best match for `weight` first.
    static func interWeights(nearest weight: Int) -> [(weight: Int, name: String)] {
        let wanted = min(max(weight, 1), 1000)
        let preferHeavier = wanted >= 400
        return interWeightNames.sorted { a, b in
            let da = abs(a.weight - wanted)
            let db = abs(b.weight - wanted)
            if da != db { return da < db }
            return preferHeavier ? a.weight > b.weight : a.weight < b.weight
        }
    }
}
