import Foundation
import Media
import Raster
import SwiftUI
import XCTest
import Zoetrope

/// `ImagePaint`: a bitmap beside the scene repeated over a shape from its frame's top-leading
/// corner, at its scale and from the part of it `sourceRect` names.
final class ImagePaintRenderTests: XCTestCase {
    var folder = ""
    var scene: String { folder + "/scene.swift" }
    static let red = [255, 0, 0, 255]
    static let blue = [0, 0, 255, 255]

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "image-paint-" + ProcessInfo.processInfo.globallyUniqueString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("// a scene\n".utf8).write(to: URL(fileURLWithPath: scene))
        // Two pixels: red | blue (a plain file: one pixel per point).
        try PNGFile.write(
            premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255], width: 2, height: 1, to: folder + "/stripe.png")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func frame(_ root: @escaping () -> some View) throws -> PixelBuffer {
        var settings = RenderSettings()
        settings.scale = 1
        settings.threads = 1
        return try loadScene(root, path: scene, settings: settings).frame(at: 0)
    }

    func testAnImagePaintRepeatsTheImageAtItsScaleFromTheFramesCorner() throws {
        // A 100 × 20 rectangle centred on the 390 × 844 canvas: from (145, 412). Each image pixel
        // is 10 points wide, so columns alternate red and blue every 10 points, and repeat (the
        // pixels sampled are half a pixel off the image pixels' centres: 5 % of the neighbour).
        let image = try frame {
            Rectangle().fill(ImagePaint(image: Image("stripe"), scale: 10)).frame(width: 100, height: 20)
        }
        for (i, x) in stride(from: 150, to: 245, by: 10).enumerated() {
            assertColor(image, x, 422, i.isMultiple(of: 2) ? Self.red : Self.blue, tolerance: 14, "column \(i)")
        }
        XCTAssertEqual(rgba(image, 140, 422), [0, 0, 0, 0], "nothing outside the shape")
    }

    func testTheImageStyleShorthandAndASourceRectTakeAPartOfTheImage() throws {
        // The right half of the image (blue) at scale 5: blue everywhere in the shape.
        let image = try frame {
            Rectangle()
                .fill(.image(Image("stripe"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 5))
                .frame(width: 100, height: 20)
        }
        for x in stride(from: 150, to: 245, by: 10) { assertColor(image, x, 422, Self.blue, tolerance: 0, "x \(x)") }
    }

    func testTextFilledWithAnImagePaint() throws {
        let image = try frame {
            Text("HELLO").font(.system(size: 60, weight: .black))
                .foregroundStyle(ImagePaint(image: Image("stripe"), scale: 10))
        }
        var red = 0
        var blue = 0
        var dark = 0
        for y in 400..<444 {
            for x in 100..<290 {
                let c = rgba(image, x, y)
                if c[0] > 200, c[1] < 60, c[2] < 60 { red += 1 }
                if c[2] > 200, c[0] < 60, c[1] < 60 { blue += 1 }
                if c[3] > 200, c[0] < 60, c[1] < 60, c[2] < 60 { dark += 1 }
            }
        }
        XCTAssertGreaterThan(red, 100, "red stripes in the glyphs")
        XCTAssertGreaterThan(blue, 100, "blue stripes in the glyphs")
        XCTAssertEqual(dark, 0, "no glyph drawn in the default black")
    }
}
