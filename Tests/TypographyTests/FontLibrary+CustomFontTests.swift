import Foundation
import XCTest

@testable import Typography

/// `Font.custom`'s lookup: a scene's own font files by family and PostScript name, iOS's fonts
/// by their open stand-ins, anything else as the system font. The scene fonts here are installed
/// Debian fonts copied under other file names into a temporary folder, so only their names
/// inside the file can find them.
final class FontLibraryCustomFontTests: XCTestCase {
    let library = FontLibrary.shared
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "custom-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (installed, copy) in [("DejaVuSerif.ttf", "Brand.ttf"), ("DejaVuSerif-Bold.ttf", "brand-heavy.TTF")] {
            try FileManager.default.copyItem(
                atPath: "/usr/share/fonts/truetype/dejavu/" + installed, toPath: folder + "/" + copy)
        }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.otf"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func match(_ name: String, weight: Int = 400) throws -> CustomFontMatch {
        try library.customFont(named: name, size: 20, weight: weight, sceneFonts: SceneFontFiles(folders: [folder]))
    }

    func testSceneFontsAreFoundByFamilyAndPostScriptName() throws {
        for name in ["DejaVu Serif", "dejavu serif", "DejaVuSerif", "DejaVu Serif Book"] {
            let found = try match(name)
            XCTAssertEqual(found.face.fileName, "Brand.ttf", name)
            XCTAssertNil(found.warning, name)
        }
        XCTAssertEqual(try match("DejaVuSerif-Bold").face.fileName, "brand-heavy.TTF")
        XCTAssertEqual(try match("DejaVu Serif Bold").face.fileName, "brand-heavy.TTF")
        XCTAssertEqual(try match("DejaVu Serif").face.size, 20)
    }

    func testAWeightChoosesTheFamilysNearestFace() throws {
        XCTAssertEqual(try match("DejaVu Serif", weight: 700).face.fileName, "brand-heavy.TTF")
        XCTAssertEqual(try match("DejaVu Serif", weight: 600).face.fileName, "brand-heavy.TTF")
        XCTAssertEqual(try match("DejaVu Serif", weight: 500).face.fileName, "Brand.ttf")
        XCTAssertEqual(try match("DejaVuSerif-Bold", weight: 300).face.fileName, "Brand.ttf")
    }

    func testTheFileNamesItsFaces() throws {
        let names = SceneFontFiles(folders: [folder]).files.sorted { $0.weight < $1.weight }
        XCTAssertEqual(names.map(\.family), ["DejaVu Serif", "DejaVu Serif"], "Broken.otf is skipped")
        XCTAssertEqual(names.map(\.postScriptName), ["DejaVuSerif", "DejaVuSerif-Bold"])
        XCTAssertEqual(names.map(\.weight), [400, 700])
    }

    func testIOSFontsAreDrawnWithTheirStandInAndAWarningNamingIt() throws {
        let menlo = try match("Menlo")
        XCTAssertEqual(menlo.face.fileName, "DejaVuSansMono.ttf")
        XCTAssertEqual(
            menlo.warning,
            "font 'Menlo' is an iOS font Zoetrope cannot have: drawn with DejaVu Sans Mono, "
                + "the closest open font installed")
        XCTAssertEqual(try match("Menlo-Bold").face.fileName, "DejaVuSansMono-Bold.ttf")
        XCTAssertEqual(try match("Helvetica Neue").face.fileName, "NimbusSans-Regular.otf")
        XCTAssertEqual(try match("HelveticaNeue-Bold").face.fileName, "NimbusSans-Bold.otf")
        XCTAssertEqual(try match("Helvetica-Light", weight: 700).face.fileName, "NimbusSans-Bold.otf")
        XCTAssertEqual(try match("Georgia").face.fileName, "C059-Roman.otf")
        XCTAssertEqual(try match("Palatino-Bold").face.fileName, "P052-Bold.otf")
        XCTAssertEqual(try match("Snell Roundhand").face.fileName, "Z003-MediumItalic.otf")
        XCTAssertEqual(try match("Courier New").face.fileName, "NimbusMonoPS-Regular.otf")
        XCTAssertEqual(try match("Futura-Medium").face.fileName, "URWGothic-Book.otf")
        XCTAssertEqual(try match("Chalkduster").face.fileName, "NanumSquareRoundR.ttf")
    }

    func testIOSSansSerifsWithoutACloneAreTheSystemFontInTheirStylesWeight() throws {
        let heavy = try match("Avenir-Heavy")
        XCTAssertEqual(heavy.face.fileName, "InterDisplay-ExtraBold.otf")
        XCTAssertEqual(
            heavy.warning,
            "font 'Avenir-Heavy' is an iOS font Zoetrope cannot have: drawn with the system font, "
                + "the closest open font installed")
        XCTAssertEqual(try match("AvenirNext-DemiBold").face.fileName, "InterDisplay-SemiBold.otf")
        XCTAssertEqual(try match("Avenir Next").face.fileName, "InterDisplay-Regular.otf")
        XCTAssertEqual(try match("Avenir Next", weight: 900).face.fileName, "InterDisplay-Black.otf")
        XCTAssertEqual(try match("Avenir Next Ultra Light").face.fileName, "InterDisplay-Thin.otf")
    }

    func testTheSystemFontsOwnNamesNeedNoWarning() throws {
        let sf = try match("SF Pro Display")
        XCTAssertEqual(sf.face.fileName, "InterDisplay-Regular.otf")
        XCTAssertNil(sf.warning)
    }

    func testAnUnknownNameIsTheSystemFontWithAWarning() throws {
        for name in ["Lobster", "", "Broken", "../../etc/passwd", "Bad\u{1B}[31mName"] {
            let found = try match(name, weight: 700)
            XCTAssertEqual(found.face.fileName, "InterDisplay-Bold.otf", name)
            let shown = name.replacingOccurrences(of: "\u{1B}", with: "?")
            XCTAssertEqual(
                found.warning,
                "font '\(shown)' is neither a .ttf or .otf file beside the scene (or in its assets "
                    + "folder) nor an iOS font: its text is drawn in the system font", name)
        }
    }

    func testANameThatIsBothASceneFontAndAnIOSFontIsTheScenesFile() throws {
        let copy = folder + "/Menlo.ttf"
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: copy)
        XCTAssertEqual(try match("DejaVu Sans").face.fileName, "Menlo.ttf", "found by the name in the file")
        XCTAssertEqual(try match("Menlo").face.fileName, "DejaVuSansMono.ttf", "a file name is not a font name")
    }
}
