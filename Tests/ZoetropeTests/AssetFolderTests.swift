import Foundation
import Geometry
import Media
import Raster
import XCTest

@testable import Zoetrope

/// A scene's image assets: an `ImagePaint`'s part of an image is cut once and kept, however
/// many frames draw it.
final class AssetFolderTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "asset-folder-" + ProcessInfo.processInfo.globallyUniqueString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Two pixels: red | blue.
        try PNGFile.write(
            premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255], width: 2, height: 1, to: folder + "/stripe.png")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testAPartOfAnImageIsCutOnceAndKept() throws {
        let assets = AssetFolder(scenePath: folder + "/scene.swift")
        let right = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        for _ in 0..<3 {
            let part = try XCTUnwrap(try assets.image(named: "stripe", part: right))
            XCTAssertEqual([part.width, part.height], [1, 1])
            let p = part.pixel(x: 0, y: 0)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 0, 255, 255], "the blue half")
        }
        XCTAssertEqual(assets.partsCut, 1)
        let whole = try XCTUnwrap(try assets.image(named: "stripe", part: Rect(x: 0, y: 0, width: 1, height: 1)))
        XCTAssertEqual(whole.width, 2)
        XCTAssertNil(try assets.image(named: "stripe", part: Rect(x: 0.1, y: 0, width: 0.1, height: 1)), "empty")
        XCTAssertEqual(assets.partsCut, 3, "one cut per part asked for")
    }
}
