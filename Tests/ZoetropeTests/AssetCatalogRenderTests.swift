import Foundation
import Media
import Raster
import SwiftUI
import XCTest
import Zoetrope

/// An asset catalog beside the scene, written by the test: `Color("Brand")`, `UIColor(named:)`,
/// `Color(ColorResource)` in light and dark mode, a missing colour (clear, with a warning), and
/// `Image("Logo")`, `UIImage(named:)` and `Image(ImageResource)` from an image set, its file chosen
/// for the render's scale.
final class AssetCatalogRenderTests: XCTestCase {
    var folder = ""
    var scene: String { folder + "/Views/scene.swift" }

    static let brandLight = [255, 102, 51, 255]
    static let brandDark = [51, 102, 255, 255]

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "catalog-scene-" + ProcessInfo.processInfo.globallyUniqueString
        let catalog = folder + "/Assets.xcassets"
        try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
        try Data("// a scene\n".utf8).write(to: URL(fileURLWithPath: scene))
        try write(
            catalog + "/Brand.colorset",
            #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"0x66","red":"0xFF"}},"idiom":"universal"},"#
                + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"255","green":"102","red":"51"}},"idiom":"universal"}]}"#
        )
        try write(
            catalog + "/Logo.imageset",
            #"{"images":[{"filename":"red.png","idiom":"universal","scale":"1x"},{"filename":"blue@2x.png","idiom":"universal","scale":"2x"}]}"#
        )
        try square(catalog + "/Logo.imageset/red.png", side: 20, [255, 0, 0, 255])
        try square(catalog + "/Logo.imageset/blue@2x.png", side: 40, [0, 0, 255, 255])
        try write(
            catalog + "/Glyph.imageset",
            #"{"images":[{"filename":"red.png","idiom":"universal"}],"properties":{"template-rendering-intent":"template"}}"#
        )
        try square(catalog + "/Glyph.imageset/red.png", side: 20, [255, 0, 0, 255])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ setFolder: String, _ json: String) throws {
        try FileManager.default.createDirectory(atPath: setFolder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: setFolder + "/Contents.json"))
    }

    func square(_ path: String, side: Int, _ rgba: [UInt8]) throws {
        let pixels = [UInt8]((0..<(side * side)).flatMap { _ in rgba })
        try PNGFile.write(premultipliedRGBA: pixels, width: side, height: side, to: path)
    }

    func settings(scale: Double = 1, dark: Bool = false) -> RenderSettings {
        var s = RenderSettings()
        s.scale = scale
        s.threads = 1
        if dark { s.colorScheme = .dark }
        return s
    }

    func testAColourSetIsDrawnInLightAndDarkMode() throws {
        for (dark, expected) in [(false, Self.brandLight), (true, Self.brandDark)] {
            for swatch in [Swatch.named, .uiColor, .resource] {
                let image = try loadScene({ CatalogSwatch(kind: swatch) }, path: scene, settings: settings(dark: dark))
                    .frame(at: 0)
                assertColor(image, 195, 422, expected, "\(swatch), dark: \(dark)")
                XCTAssertEqual(
                    try loadScene({ CatalogSwatch(kind: swatch) }, path: scene, settings: settings()).warnings.map(
                        \.message), [])
            }
        }
    }

    /// Scene code the engine runs while laying out and drawing (a GeometryReader's content, a
    /// Canvas) finds the scene's catalog too.
    func testAColourSetInsideAGeometryReaderAndACanvas() throws {
        for dark in [false, true] {
            let image = try loadScene({ DrawnSwatches() }, path: scene, settings: settings(dark: dark)).frame(at: 0)
            let expected = dark ? Self.brandDark : Self.brandLight
            assertColor(image, 195, 372, expected, "in a GeometryReader, dark: \(dark)")
            // A Canvas resolves its colours in its environment's colour scheme.
            assertColor(image, 195, 472, expected, "in a Canvas, dark: \(dark)")
        }
    }

    func testAMissingColourIsClearWithAWarningAtItsLine() throws {
        let renderer = try loadScene({ MissingSwatch() }, path: scene, settings: settings())
        assertColor(renderer.frame(at: 0), 195, 422, [0, 0, 0, 0], "clear")
        XCTAssertEqual(
            renderer.warnings.map(\.message),
            [
                "Color(_:bundle:): no colour named 'Brnad' in the scene's asset catalogs (*.xcassets beside the scene "
                    + "or up to 3 folders above); drawn clear, as iOS draws it",
                "UIColor(named:): no colour named 'Nope' in the scene's asset catalogs (*.xcassets beside the scene "
                    + "or up to 3 folders above); nil, as on iOS",
            ])
        XCTAssertEqual(renderer.warnings.map { $0.location?.line }, [MissingSwatch.line, MissingSwatch.line + 1])
    }

    func testAnImageSetDrawsTheFileForTheScaleAtItsPointSize() throws {
        for kind in [LogoKind.named, .uiImage, .resource] {
            // At 1× the 20-pixel @1x file is 20 points: red, from 185 to 205 around the centre 195.
            let one = try loadScene({ Logo(kind: kind) }, path: scene, settings: settings(scale: 1)).frame(at: 0)
            assertColor(one, 195, 422, [255, 0, 0, 255], "\(kind) @1x")
            assertColor(one, 203, 422, [255, 0, 0, 255], "\(kind) @1x, inside")
            assertColor(one, 207, 422, [0, 0, 0, 0], "\(kind) @1x, 20 points wide")
            // At 2× the 40-pixel @2x file, also 20 points: 40 pixels around 390.
            let two = try loadScene({ Logo(kind: kind) }, path: scene, settings: settings(scale: 2)).frame(at: 0)
            assertColor(two, 390, 844, [0, 0, 255, 255], "\(kind) @2x")
            assertColor(two, 390 + 18, 844, [0, 0, 255, 255], "\(kind) @2x, inside")
            assertColor(two, 390 + 22, 844, [0, 0, 0, 0], "\(kind) @2x, 20 points wide")
        }
    }
}

extension AssetCatalogRenderTests {
    /// An image set whose rendering intent is "template" is drawn as its shape in the
    /// foreground style, as iOS draws it; `.renderingMode(.original)` keeps its colours.
    func testATemplateImageSetIsDrawnInTheForegroundStyle() throws {
        let green = try loadScene({ Glyph(mode: nil) }, path: scene, settings: settings()).frame(at: 0)
        assertColor(green, 195, 422, [52, 199, 89, 255], "tinted green")
        assertColor(green, 207, 422, [0, 0, 0, 0], "20 points wide")
        let own = try loadScene({ Glyph(mode: .original) }, path: scene, settings: settings()).frame(at: 0)
        assertColor(own, 195, 422, [255, 0, 0, 255], "its own red")
        let template = try loadScene({ Glyph(mode: .template) }, path: scene, settings: settings()).frame(at: 0)
        assertColor(template, 195, 422, [52, 199, 89, 255], "tinted green")
    }
}

private struct Glyph: View {
    let mode: Image.TemplateRenderingMode?
    var body: some View { Image("Glyph").renderingMode(mode).foregroundColor(.green) }
}

private enum Swatch { case named, uiColor, resource }

/// A 100-point square of the catalog's colour "Brand", made three ways.
private struct CatalogSwatch: View {
    let kind: Swatch
    var body: some View {
        switch kind {
        case .named: Color("Brand").frame(width: 100, height: 100)
        case .uiColor: Color(UIColor(named: "Brand") ?? .red).frame(width: 100, height: 100)
        case .resource: Color(ColorResource(name: "Brand", bundle: .main)).frame(width: 100, height: 100)
        }
    }
}

/// A misspelt colour, and a `UIColor(named:)` that finds nothing.
private struct MissingSwatch: View {
    /// The line of `Color("Brnad")`; `UIColor(named:)` is on the next.
    static let line = #line + 2
    var body: some View {
        Color("Brnad").frame(width: 100, height: 100)
            .background(UIColor(named: "Nope") == nil ? Color.clear : Color.green)
    }
}

private enum LogoKind { case named, uiImage, resource }

private struct Logo: View {
    let kind: LogoKind
    var body: some View {
        switch kind {
        case .named: Image("Logo")
        case .uiImage: Image(uiImage: UIImage(named: "Logo")!)
        case .resource: Image(ImageResource(name: "Logo", bundle: .main))
        }
    }
}

/// The catalog's colour in a GeometryReader's content (above) and a Canvas (below), 100 points each.
private struct DrawnSwatches: View {
    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { proxy in
                Color("Brand").frame(width: proxy.size.width, height: proxy.size.height)
            }
            .frame(width: 100, height: 100)
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color("Brand")))
            }
            .frame(width: 100, height: 100)
        }
    }
}
