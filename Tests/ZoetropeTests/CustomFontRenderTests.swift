import Foundation
import Raster
import SwiftUI
import XCTest
import Zoetrope

/// `Font.custom` and `UIFont(name:size:)` through the whole engine: a font file beside the scene
/// (here an installed Debian font copied under another file name into the scene's `assets/`
/// folder) draws its text; a name nothing answers to draws the system font, with a warning.
final class CustomFontRenderTests: XCTestCase {
    var folder = ""
    var scene: String { folder + "/scene.swift" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "custom-font-scene-" + ProcessInfo.processInfo.globallyUniqueString
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        try Data("// a scene\n".utf8).write(to: URL(fileURLWithPath: scene))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 1
        return s
    }

    func addFont() throws {
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", toPath: folder + "/assets/Code.ttf")
    }

    func testAFontFileInTheScenesAssetsIsFoundByItsFamilyName() throws {
        try addFont()
        let custom = try loadScene(
            { FontLine(font: .custom("DejaVu Sans Mono", size: 40)) }, path: scene, settings: settings())
        let monospaced = try loadScene(
            { FontLine(font: .system(size: 40, design: .monospaced)) }, path: scene, settings: settings())
        let proportional = try loadScene({ FontLine(font: .system(size: 40)) }, path: scene, settings: settings())
        XCTAssertEqual(custom.warnings.map(\.message), [])
        // The copy is DejaVu Sans Mono, the monospaced design's font: the same pixels.
        XCTAssertTrue(custom.frame(at: 0) == monospaced.frame(at: 0), "drawn with the scene's font")
        XCTAssertFalse(custom.frame(at: 0) == proportional.frame(at: 0), "not with the system font")
    }

    func testRelativeAndFixedSizesAndUIFontFindTheSameFile() throws {
        try addFont()
        let reference = try loadScene(
            { FontLine(font: .custom("DejaVu Sans Mono", size: 40)) }, path: scene, settings: settings()
        ).frame(at: 0)
        let fonts: [Font] = [
            .custom("DejaVuSansMono", size: 40, relativeTo: .body), .custom("DejaVu Sans Mono", fixedSize: 40),
            Font(UIFont(name: "DejaVuSansMono", size: 40)!),
        ]
        for font in fonts {
            let frame = try loadScene({ FontLine(font: font) }, path: scene, settings: settings()).frame(at: 0)
            XCTAssertTrue(frame == reference, "\(font)")
        }
    }

    func testAWeightChoosesTheFace() throws {
        try addFont()
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", toPath: folder + "/CodeBold.ttf")
        let bold = try loadScene(
            { FontLine(font: .custom("DejaVu Sans Mono", size: 40).weight(.bold)) }, path: scene, settings: settings())
        let systemBold = try loadScene(
            { FontLine(font: .system(size: 40, weight: .bold, design: .monospaced)) }, path: scene, settings: settings()
        )
        XCTAssertTrue(bold.frame(at: 0) == systemBold.frame(at: 0))
    }

    func testAnUnknownNameDrawsTheSystemFontWithOneWarningAtItsLine() throws {
        let line = #line + 2
        let custom = try loadScene(
            { FontLine(font: .custom("DejaVu Sans Mono", size: 40)) }, path: scene, settings: settings())
        let system = try loadScene({ FontLine(font: .system(size: 40)) }, path: scene, settings: settings())
        XCTAssertTrue(custom.frame(at: 0) == system.frame(at: 0))
        XCTAssertEqual(custom.warnings.map { $0.location?.line }, [line])
        XCTAssertEqual(
            custom.warnings.map(\.message),
            [
                "font 'DejaVu Sans Mono' is neither a .ttf or .otf file beside the scene (or in its assets folder) "
                    + "nor an iOS font: its text is drawn in the system font"
            ])
    }

    func testAnIOSFontIsDrawnWithItsStandInAndAWarningAtItsLine() throws {
        let line = #line + 2
        let menlo = try loadScene(
            { FontLine(font: .custom("Menlo-Regular", size: 40)) }, path: scene, settings: settings())
        let monospaced = try loadScene(
            { FontLine(font: .system(size: 40, design: .monospaced)) }, path: scene, settings: settings())
        XCTAssertTrue(menlo.frame(at: 0) == monospaced.frame(at: 0), "Menlo is DejaVu Sans Mono's design")
        XCTAssertEqual(menlo.warnings.map { $0.location?.line }, [line])
        XCTAssertEqual(
            menlo.warnings.map(\.message),
            [
                "font 'Menlo-Regular' is an iOS font Zoetrope cannot have: drawn with DejaVu Sans Mono, "
                    + "the closest open font installed"
            ])
    }
}

/// A line of narrow letters, whose width shows the font's design.
private struct FontLine: View {
    let font: Font
    var body: some View {
        Text("iiiiWiiii").font(font).foregroundStyle(.black)
    }
}
