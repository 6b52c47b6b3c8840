import Foundation
import Media
import XCTest

/// An Xcode project's asset catalog two folders above the scene: `Color(.brand)` and
/// `Image(.logo)`, the iOS 17 resource names Xcode generates, compile and draw through the
/// compiled, isolated scene program.
final class CLIAssetCatalogTests: CLITestCase {
    func testGeneratedResourceNamesDrawTheCatalogsSets() throws {
        let catalog = scratch.appendingPathComponent("Assets.xcassets").path
        for set in ["/BrandColor.colorset", "/Logo.imageset"] {
            try FileManager.default.createDirectory(atPath: catalog + set, withIntermediateDirectories: true)
        }
        try Data(
            (#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"51","green":"102","red":"255"}},"#
                + #""idiom":"universal"}]}"#).utf8
        ).write(to: URL(fileURLWithPath: catalog + "/BrandColor.colorset/Contents.json"))
        try Data(#"{"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: catalog + "/Logo.imageset/Contents.json"))
        let blue = [UInt8]((0..<400).flatMap { _ in [UInt8(0), 0, 255, 255] })
        try PNGFile.write(premultipliedRGBA: blue, width: 20, height: 20, to: catalog + "/Logo.imageset/logo.png")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("App/Views"), withIntermediateDirectories: true)
        let scene = try writeScene(
            "App/Views/Launch.swift",
            """
            import SwiftUI

            struct Launch: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color(.brand).frame(width: 40, height: 40)
                        Image(.logo)
                    }
                }
            }
            """)
        let result = try run([
            "frame", scene, "--time", "0", "--scale", "1", "--safe-area", "none", "-o", file("launch.png"),
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let image = try ImageFile.read(path: file("launch.png"))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * image.width + x) * 4
            return Array(image.premultipliedRGBA[i..<(i + 4)])
        }
        // 60 points of stack centred on 422: the colour from 392 to 432, the 20-point logo below.
        XCTAssertEqual(pixel(195, 412), [255, 102, 51, 255], "the colour set")
        XCTAssertEqual(pixel(195, 442), [0, 0, 255, 255], "the image set")
    }

    /// Xcode 15 also generates `Color.brand` and `.foregroundStyle(.brand)` for a colour set: a
    /// name the compiler cannot find among SwiftUI's is one of those, drawn from the catalog.
    func testGeneratedColorExtensionsDrawTheCatalogsSet() throws {
        let set = scratch.appendingPathComponent("Assets.xcassets/Brand.colorset").path
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(
            (#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"51","green":"102","red":"255"}},"#
                + #""idiom":"universal"}]}"#).utf8
        ).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        let scene = try writeScene(
            "Launch.swift",
            """
            import SwiftUI

            struct Launch: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.brand.frame(width: 40, height: 40)
                        Rectangle().fill(.brand).frame(width: 40, height: 40)
                    }
                }
            }
            """)
        let result = try run([
            "frame", scene, "--time", "0", "--scale", "1", "--safe-area", "none", "-o", file("launch.png"),
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let image = try ImageFile.read(path: file("launch.png"))
        for y in [412, 432] {
            let i = (y * image.width + 195) * 4
            XCTAssertEqual(Array(image.premultipliedRGBA[i..<(i + 4)]), [255, 102, 51, 255], "y \(y)")
        }
    }

    /// A file pasted without its project's catalog: the sets it names are missing sets, drawn as
    /// iOS draws them (a colour clear, an image nothing), each with a warning at its first use.
    func testAssetSymbolsWithoutACatalogAreMissingSets() throws {
        let scene = try writeScene(
            "Splash.swift",
            """
            import SwiftUI

            struct Splash: View {
                var body: some View {
                    ZStack {
                        Color.white
                        Color.launch.frame(width: 40, height: 40)
                        VStack {
                            Image(.appLogo)
                            Text("Hi").foregroundStyle(.brandText)
                            Circle().fill(Color(.accentBlue)).frame(width: 10, height: 10)
                        }
                    }
                }
            }
            """)
        let result = try run([
            "frame", scene, "--time", "0", "--scale", "1", "--safe-area", "none", "-o", file("splash.png"),
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map {
            String($0.split(separator: ":")[1...2].joined(separator: ":"))
        }
        XCTAssertEqual(Set(warnings), ["7:19", "9:17", "10:45", "11:38"], result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "Splash.swift:7:19: warning: Color(_:): no colour named 'launch' in the scene's asset catalogs"),
            result.stderr)
        let image = try ImageFile.read(path: file("splash.png"))
        let i = (422 * image.width + 175) * 4
        XCTAssertEqual(Array(image.premultipliedRGBA[i..<(i + 4)]), [255, 255, 255, 255], "a missing colour is clear")
    }

    /// A name that is not an asset (a project's own extension, `Color.theme.background`) keeps
    /// the compiler's first error, at the user's line.
    func testAProjectsOwnNameKeepsTheFirstError() throws {
        let scene = try writeScene(
            "Profile.swift",
            """
            import SwiftUI

            struct Profile: View {
                var body: some View {
                    Color.theme.background
                }
            }
            """)
        let result = try run(["frame", scene, "--time", "0", "-o", file("profile.png")])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(
            result.stderr.hasPrefix("\(scene):5:15: error: type 'Color' has no member 'theme'"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("profile.png")))
    }
}
