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
}
