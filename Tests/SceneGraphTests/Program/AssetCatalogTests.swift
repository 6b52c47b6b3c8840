import Foundation
import Raster
import XCTest

@testable import SceneGraph

/// Asset catalogs written by the test into a temporary project: colour sets in the notations
/// Xcode writes, their dark appearances, image sets' scales, catalogs above the scene's folder.
final class AssetCatalogTests: XCTestCase {
    var project = ""

    override func setUpWithError() throws {
        project = NSTemporaryDirectory() + "catalog-project-" + ProcessInfo.processInfo.globallyUniqueString
        try FileManager.default.createDirectory(atPath: project + "/App/Views", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: project)
    }

    /// Writes `json` as the `Contents.json` of `folder` (inside the project), making the folder.
    func write(_ folder: String, _ json: String) throws {
        let path = project + "/" + folder
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path + "/Contents.json"))
    }

    static func colorSet(_ components: String, space: String = "srgb", dark: String? = nil) -> String {
        var entries = [#"{"color":{"color-space":"\#(space)","components":{\#(components)}},"idiom":"universal"}"#]
        if let dark {
            entries.append(
                #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"#
                    + #""color":{"color-space":"srgb","components":{\#(dark)}},"idiom":"universal"}"#)
        }
        return #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
    }

    func assertColor(_ color: RGBAColor?, _ rgba: [Int], file: StaticString = #filePath, line: UInt = #line) {
        guard let color else { return XCTFail("no colour", file: file, line: line) }
        let actual = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
        XCTAssertEqual(actual, rgba, file: file, line: line)
    }

    func testColourSetsInEachNotationWithTheirDarkAppearance() throws {
        try write(
            "App/Assets.xcassets/Brand.colorset",
            Self.colorSet(
                #""alpha":"1.000","blue":"0.200","green":"0.400","red":"1.000""#,
                dark: #""alpha":"0.500","blue":"0x33","green":"0x66","red":"0xFF""#))
        try write(
            "App/Assets.xcassets/Colors/Ink.colorset",
            Self.colorSet(#""alpha":"1.000","blue":"51","green":"102","red":"255""#))
        try write(
            "App/Assets.xcassets/Grey.colorset",
            Self.colorSet(#""alpha":"1.000","white":"0.600""#, space: "gray-gamma-22"))
        try write(
            "App/Assets.xcassets/Wide.colorset",
            Self.colorSet(#""alpha":"1.000","blue":"0.300","green":"0.400","red":"0.600""#, space: "display-p3"))
        let catalog = AssetCatalog.ofScene(in: project + "/App/Views")
        XCTAssertEqual(
            catalog.colorNames, ["Brand", "Grey", "Ink", "Wide"], "a folder without a namespace only groups")
        assertColor(catalog.color(named: "Brand")?.light, [255, 102, 51, 255])
        assertColor(catalog.color(named: "Brand")?.dark, [255, 102, 51, 128])
        assertColor(catalog.color(named: "Ink")?.light, [255, 102, 51, 255])
        XCTAssertNil(catalog.color(named: "Ink")?.dark, "no dark appearance: the same colour")
        assertColor(catalog.color(named: "Grey")?.light, [153, 153, 153, 255])
        // Display P3 (0.6, 0.4, 0.3) in sRGB is more saturated than the same numbers in sRGB.
        assertColor(catalog.color(named: "Wide")?.light, [162, 99, 71, 255])
        XCTAssertNil(catalog.color(named: "Missing"))
    }

    func testANamespaceFolderNamesItsSetsAndASystemReferenceIsKept() throws {
        try write("Assets.xcassets/Theme", #"{"properties":{"provides-namespace":true}}"#)
        try write(
            "Assets.xcassets/Theme/Accent.colorset",
            #"{"colors":[{"color":{"platform":"ios","reference":"systemTealColor"},"idiom":"universal"}]}"#)
        let catalog = AssetCatalog.ofScene(in: project + "/App/Views")
        XCTAssertEqual(catalog.colorNames, ["Theme/Accent"], "found two folders above the scene")
        XCTAssertEqual(catalog.color(named: "Theme/Accent")?.systemName, "systemTeal")
    }

    func testCatalogsMoreThanThreeFoldersAboveAreNotSearched() throws {
        try FileManager.default.createDirectory(atPath: project + "/App/Views/A/B/C", withIntermediateDirectories: true)
        try write("Assets.xcassets/Brand.colorset", Self.colorSet(#""blue":"0","green":"0","red":"1.0""#))
        XCTAssertEqual(AssetCatalog.ofScene(in: project + "/App/Views/A").colorNames, ["Brand"])
        XCTAssertEqual(AssetCatalog.ofScene(in: project + "/App/Views/A/B/C").colorNames, [])
    }

    func testTheImageVariantForTheRendersScale() throws {
        try write(
            "App/Assets.xcassets/Logo.imageset",
            #"{"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},"#
                + #"{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},"#
                + #"{"idiom":"universal","scale":"3x"},"#
                + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dark.png","idiom":"universal","scale":"1x"},"#
                + #"{"filename":"pad.png","idiom":"ipad","scale":"2x"}]}"#)
        let catalog = AssetCatalog.ofScene(in: project + "/App")
        let variants = try XCTUnwrap(catalog.imageVariants(named: "Logo"))
        XCTAssertEqual(variants.map { ($0.path as NSString).lastPathComponent }, ["logo.png", "logo@2x.png"])
        func chosen(_ scale: Double) -> String? {
            AssetCatalog.variant(variants, forScale: scale).map { ($0.path as NSString).lastPathComponent }
        }
        XCTAssertEqual(chosen(1), "logo.png")
        XCTAssertEqual(chosen(2), "logo@2x.png")
        XCTAssertEqual(chosen(3), "logo@2x.png", "no @3x file: the largest")
        XCTAssertEqual(chosen(1.5), "logo@2x.png", "between scales: the next larger")
        XCTAssertNil(catalog.imageVariants(named: "Missing"))
    }

    func testComponentNotations() {
        XCTAssertEqual(AssetCatalog.component("0x80", isAlpha: false), 128.0 / 255)
        XCTAssertEqual(AssetCatalog.component("0.502", isAlpha: false), 0.502)
        XCTAssertEqual(AssetCatalog.component("128", isAlpha: false), 128.0 / 255)
        XCTAssertEqual(AssetCatalog.component("1", isAlpha: true), 1)
        XCTAssertEqual(AssetCatalog.component("255", isAlpha: true), 1)
        XCTAssertNil(AssetCatalog.component("red", isAlpha: false))
    }

    func testBrokenContentsAreIgnored() throws {
        try write("App/Assets.xcassets/Broken.colorset", "{ not json")
        try write("App/Assets.xcassets/Empty.colorset", #"{"colors":[]}"#)
        let catalog = AssetCatalog.ofScene(in: project + "/App")
        XCTAssertEqual(catalog.colorNames, ["Broken", "Empty"])
        XCTAssertNil(catalog.color(named: "Broken"))
        XCTAssertNil(catalog.color(named: "Empty"))
    }
}
