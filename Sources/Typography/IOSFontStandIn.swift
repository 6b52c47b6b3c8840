/// An open font that stands in for a font iOS ships and Debian cannot (Avenir, Helvetica Neue,
/// Georgia …): its name and files, regular and bold, in the Debian package that installs them.
///
/// iOS fonts are Apple's or licensed from their foundries; no open copy exists. Each is drawn
/// with the installed open font closest in design and width, which a warning names:
/// - URW's base 35 (fonts-urw-base35) are metric clones of the PostScript fonts: Nimbus Sans is
///   Helvetica's, Nimbus Roman Times', Nimbus Mono PS Courier's, P052 Palatino's, C059 Century
///   Schoolbook's, URW Gothic ITC Avant Garde's, URW Bookman ITC Bookman's, Z003 Zapf Chancery's.
/// - Menlo is Bitstream Vera Sans Mono, which DejaVu Sans Mono extends: the same letters.
/// - Inter, the system font's stand-in, for the humanist and geometric sans serifs without a
///   closer clone (Avenir, Gill Sans, Optima …).
/// When the package of the first choice is missing, the next choice is drawn.
public struct IOSFontStandIn: Hashable, Sendable {
    /// The open font's name, as the warning says it.
    public var name: String
    /// Files for regular text and for weights of 600 and more (`boldMinimumWeight`).
    var regularFile: String
    var boldFile: String
    var package: String

    static let boldMinimumWeight = 600

    /// The file for text of `weight`.
    func file(weight: Int) -> String { weight >= Self.boldMinimumWeight ? boldFile : regularFile }

    static let nimbusSans = IOSFontStandIn(
        name: "Nimbus Sans", regularFile: "NimbusSans-Regular.otf", boldFile: "NimbusSans-Bold.otf",
        package: urwPackage)
    static let nimbusSansNarrow = IOSFontStandIn(
        name: "Nimbus Sans Narrow", regularFile: "NimbusSansNarrow-Regular.otf",
        boldFile: "NimbusSansNarrow-Bold.otf", package: urwPackage)
    static let nimbusRoman = IOSFontStandIn(
        name: "Nimbus Roman", regularFile: "NimbusRoman-Regular.otf", boldFile: "NimbusRoman-Bold.otf",
        package: urwPackage)
    static let nimbusMono = IOSFontStandIn(
        name: "Nimbus Mono PS", regularFile: "NimbusMonoPS-Regular.otf", boldFile: "NimbusMonoPS-Bold.otf",
        package: urwPackage)
    static let p052 = IOSFontStandIn(
        name: "P052", regularFile: "P052-Roman.otf", boldFile: "P052-Bold.otf", package: urwPackage)
    static let c059 = IOSFontStandIn(
        name: "C059", regularFile: "C059-Roman.otf", boldFile: "C059-Bold.otf", package: urwPackage)
    static let urwGothic = IOSFontStandIn(
        name: "URW Gothic", regularFile: "URWGothic-Book.otf", boldFile: "URWGothic-Demi.otf", package: urwPackage)
    static let urwBookman = IOSFontStandIn(
        name: "URW Bookman", regularFile: "URWBookman-Light.otf", boldFile: "URWBookman-Demi.otf",
        package: urwPackage)
    static let z003 = IOSFontStandIn(
        name: "Z003", regularFile: "Z003-MediumItalic.otf", boldFile: "Z003-MediumItalic.otf", package: urwPackage)
    static let dejaVuSans = IOSFontStandIn(
        name: "DejaVu Sans", regularFile: "DejaVuSans.ttf", boldFile: "DejaVuSans-Bold.ttf",
        package: FontLibrary.dejaVuPackage)
    static let dejaVuSerif = IOSFontStandIn(
        name: "DejaVu Serif", regularFile: "DejaVuSerif.ttf", boldFile: "DejaVuSerif-Bold.ttf",
        package: FontLibrary.dejaVuPackage)
    static let dejaVuMono = IOSFontStandIn(
        name: "DejaVu Sans Mono", regularFile: "DejaVuSansMono.ttf", boldFile: "DejaVuSansMono-Bold.ttf",
        package: FontLibrary.dejaVuPackage)
    static let nanumSquareRound = IOSFontStandIn(
        name: "NanumSquareRound", regularFile: "NanumSquareRoundR.ttf", boldFile: "NanumSquareRoundB.ttf",
        package: "fonts-nanum")

    /// The Debian package of URW's base 35 fonts.
    static let urwPackage = "fonts-urw-base35"

    /// The stand-ins for an iOS family, best first; an empty list is the system font (Inter).
    /// Keys are names as `SceneFontFiles.key` makes them (lowercased letters and digits).
    static let table: [String: [IOSFontStandIn]] = {
        let sans: [IOSFontStandIn] = []  // the system font
        let entries: [(names: [String], standIns: [IOSFontStandIn])] = [
            (["Helvetica", "Helvetica Neue", "Arial", "Arial Hebrew", "Kailasa"], [nimbusSans]),
            (
                [
                    "Arial Narrow", "Helvetica Neue Condensed", "Impact", "DIN Condensed", "Avenir Next Condensed",
                    "Futura Condensed",
                ], [nimbusSansNarrow, nimbusSans]
            ),
            (["Avenir", "Avenir Next", "Gill Sans", "Optima", "Kohinoor Bangla", "DIN Alternate"], sans),
            (["Verdana", "Trebuchet MS", "Tahoma"], [dejaVuSans]),
            (["Futura", "Century Gothic"], [urwGothic]),
            (
                ["Times New Roman", "Times", "Baskerville", "Hoefler Text", "Big Caslon", "Iowan Old Style"],
                [nimbusRoman, dejaVuSerif]
            ),
            (["Palatino", "Palatino Linotype", "Cochin", "Charter", "Superclarendon"], [p052, dejaVuSerif]),
            (
                [
                    "Georgia", "Didot", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "New York",
                    "Rockwell", "Athelas", "Seravek",
                ], [c059, dejaVuSerif]
            ),
            (["American Typewriter", "Copperplate", "Academy Engraved LET"], [urwBookman, dejaVuSerif]),
            (["Menlo", "SF Mono", "Monaco", "Andale Mono"], [dejaVuMono]),
            (["Courier", "Courier New"], [nimbusMono, dejaVuMono]),
            (
                [
                    "Snell Roundhand", "Zapfino", "Savoye LET", "Bradley Hand", "Apple Chancery", "Zapf Chancery",
                    "Party LET",
                ], [z003]
            ),
            (
                [
                    "Arial Rounded MT Bold", "SF Pro Rounded", "Noteworthy", "Chalkboard SE", "Marker Felt",
                    "Chalkduster", "Comic Sans MS",
                ], [nanumSquareRound]
            ),
        ]
        var table: [String: [IOSFontStandIn]] = [:]
        for entry in entries + [(systemFontNames, sans)] {
            for name in entry.names { table[SceneFontFiles.key(name)] = entry.standIns }
        }
        return table
    }()

    /// Names of the system font itself (SF Pro): drawn as `.system`, without a warning.
    static let systemFontNames = [
        "SF Pro", "SF Pro Text", "SF Pro Display", "San Francisco", "SF UI Text", "SF UI Display", "System",
        "System Font",
    ]

    /// Whether `key` (a family as `family(of:)` gives it) is the system font's own name.
    static func isSystemFont(_ key: String) -> Bool {
        systemFontNames.contains { SceneFontFiles.key($0) == key }
    }

    /// The family and style of an iOS font name: "Avenir-Heavy" is Avenir, Heavy;
    /// "AvenirNext-DemiBoldItalic" Avenir Next, DemiBoldItalic; "Helvetica Neue Bold" Helvetica
    /// Neue, Bold. Nil when no iOS family of `table` answers to the name.
    static func family(of name: String) -> (key: String, style: String)? {
        let key = SceneFontFiles.key(name)
        if table[key] != nil { return (key, "") }
        // A PostScript name: "Family-Style".
        if let dash = name.lastIndex(of: "-") {
            let family = SceneFontFiles.key(String(name[..<dash]))
            if table[family] != nil { return (family, String(name[name.index(after: dash)...])) }
        }
        // A full name: "Family Style", the longest family that starts it.
        let words = name.split(separator: " ")
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            let family = SceneFontFiles.key(words.prefix(count).joined(separator: " "))
            if table[family] != nil { return (family, words.dropFirst(count).joined()) }
        }
        return nil
    }
}
