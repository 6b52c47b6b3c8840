import Foundation
import Geometry
import Raster
import XCTest

@testable import SwiftUI

/// Images drawn in code (`UIGraphicsImageRenderer`, `CGContext`): their pixels, read back from
/// the image the renderer gives, and that image shown by `Image(uiImage:)`.
final class UIGraphicsImageRendererTests: XCTestCase {
    func rgba(_ image: SwiftUI.UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let pixels = image.drawn?.pixels else { return [] }
        let p = pixels.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    func format(scale: CGFloat) -> SwiftUI.UIGraphicsImageRendererFormat {
        let format = SwiftUI.UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    let red = [255, 0, 0, 255]
    let blue = [0, 0, 255, 255]
    let clear = [0, 0, 0, 0]

    /// A filled ellipse at the format's scale: 10 points are 20 pixels, the ellipse's centre is
    /// red and its bounding box's corner transparent; the image is 10 points wide.
    func testAFilledEllipseIsDrawnAtTheFormatsScale() {
        let renderer = SwiftUI.UIGraphicsImageRenderer(
            size: CGSize(width: 10, height: 10), format: format(scale: 2))
        let image = renderer.image { context in
            context.cgContext.setFillColor(SwiftUI.UIColor.red.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(image.drawn?.pixels.width, 20)
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(rgba(image, 10, 10), red)
        XCTAssertEqual(rgba(image, 0, 0), clear)
        XCTAssertEqual(rgba(image, 19, 19), clear)
    }

    /// A renderer's context has UIKit's origin, top left: a line at y = 5 is near the top.
    func testAStrokedPathHasItsOriginAtTheTopLeft() {
        let image = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 1))
            .image { context in
                let cg = context.cgContext
                cg.setStrokeColor(SwiftUI.UIColor.blue.cgColor)
                cg.setLineWidth(2)
                cg.move(to: CGPoint(x: 0, y: 5))
                cg.addLine(to: CGPoint(x: 20, y: 5))
                cg.strokePath()
            }
        XCTAssertEqual(rgba(image, 10, 4), blue)
        XCTAssertEqual(rgba(image, 10, 5), blue)
        XCTAssertEqual(rgba(image, 10, 6), clear)
        XCTAssertEqual(rgba(image, 10, 14), clear, "not mirrored to the bottom")
    }

    /// A linear gradient paints only between its start and end unless told to extend.
    func testALinearGradientPaintsBetweenItsEndsOrBeyondWhenAsked() {
        let gradient = SwiftUI.CGGradient(
            colorsSpace: SwiftUI.CGColorSpaceCreateDeviceRGB(),
            colors: [SwiftUI.UIColor.red.cgColor, SwiftUI.UIColor.blue.cgColor] as SwiftUI.CFArray,
            locations: [0, 1])!
        func draw(_ options: SwiftUI.CGGradientDrawingOptions) -> SwiftUI.UIImage {
            SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 100, height: 4), format: format(scale: 1)).image {
                $0.cgContext.drawLinearGradient(
                    gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            }
        }
        let inside = draw([])
        XCTAssertEqual(rgba(inside, 10, 2), clear, "before the start: nothing")
        XCTAssertEqual(rgba(inside, 90, 2), clear, "after the end: nothing")
        XCTAssertEqual(rgba(inside, 25, 2)[0], 255, accuracy: 6)
        XCTAssertEqual(rgba(inside, 74, 2)[2], 255, accuracy: 6)
        XCTAssertEqual(rgba(inside, 50, 2)[3], 255)
        let extended = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(rgba(extended, 10, 2), red)
        XCTAssertEqual(rgba(extended, 90, 2), blue)
    }

    /// A radial gradient fills the disc of its end radius, red at the centre and blue at the rim.
    func testARadialGradientFillsItsEndCircle() {
        let gradient = SwiftUI.CGGradient(
            colorsSpace: nil, colors: [SwiftUI.UIColor.red.cgColor, SwiftUI.UIColor.blue.cgColor] as SwiftUI.CFArray,
            locations: nil)!
        let image = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1))
            .image {
                $0.cgContext.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
                    endRadius: 20, options: [])
            }
        // The pixel's centre is 0.7 points from the gradient's: 3.5 % of the way to blue.
        XCTAssertEqual(rgba(image, 20, 20)[0], 246, accuracy: 3)
        XCTAssertEqual(rgba(image, 20, 1)[2], 255, accuracy: 20)
        XCTAssertEqual(rgba(image, 1, 1), clear, "outside the end circle")
    }

    /// A clip limits what is drawn; restoring the state removes it.
    func testAClipLimitsDrawingUntilTheStateIsRestored() {
        let image = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 1))
            .image { context in
                let cg = context.cgContext
                cg.saveGState()
                cg.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.clip()
                cg.setFillColor(SwiftUI.UIColor.red.cgColor)
                cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.restoreGState()
                cg.setFillColor(SwiftUI.UIColor.blue.cgColor)
                cg.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            }
        XCTAssertEqual(rgba(image, 5, 5), red, "inside the clip")
        XCTAssertEqual(rgba(image, 0, 0), clear, "outside the ellipse")
        XCTAssertEqual(rgba(image, 15, 5), clear, "outside the clip")
        XCTAssertEqual(rgba(image, 15, 15), blue, "after the clip was restored away")
    }

    /// UIKit drawing goes to the renderer's context: `setFill`, `UIBezierPath.fill()` and
    /// `stroke()` with the path's own width, and text drawn with its top left at the point.
    func testUIKitDrawingGoesToTheCurrentContext() {
        let image = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: format(scale: 1))
            .image { context in
                SwiftUI.UIColor.red.setFill()
                SwiftUI.UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
                SwiftUI.UIColor.blue.setStroke()
                let line = SwiftUI.UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 30))
                line.addLine(to: CGPoint(x: 10, y: 30))
                line.lineWidth = 4
                line.stroke()
                "Hi".draw(
                    at: CGPoint(x: 40, y: 10),
                    withAttributes: [
                        .font: SwiftUI.UIFont.systemFont(ofSize: 20), .foregroundColor: SwiftUI.UIColor.black,
                    ])
            }
        XCTAssertEqual(rgba(image, 5, 5), red)
        XCTAssertEqual(rgba(image, 5, 28), blue)
        XCTAssertEqual(rgba(image, 5, 32), clear, "the line is 4 points wide")
        // The text's ink: right of and below the point, within the line of a 20-point font.
        var ink: [(Int, Int)] = []
        for y in 0..<40 {
            for x in 20..<100 where rgba(image, x, y)[3] > 128 { ink.append((x, y)) }
        }
        XCTAssertFalse(ink.isEmpty, "the text is drawn")
        XCTAssertGreaterThanOrEqual(ink.map(\.0).min() ?? 0, 40)
        XCTAssertLessThan(ink.map(\.0).max() ?? 100, 70)
        XCTAssertGreaterThanOrEqual(ink.map(\.1).min() ?? 0, 10)
        XCTAssertLessThan(ink.map(\.1).max() ?? 40, 34)
    }

    /// A bitmap context has Core Graphics' origin at the bottom left and writes its memory; its
    /// image drawn into a renderer's flipped context is upside down, `UIImage.draw(in:)` upright.
    func testABitmapContextHasItsOriginAtTheBottomLeft() {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        let cgImage: SwiftUI.CGImage? = memory.withUnsafeMutableBytes { bytes in
            guard
                let bitmap = SwiftUI.CGContext(
                    data: bytes.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                    space: SwiftUI.CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: SwiftUI.CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return nil }
            bitmap.setFillColor(SwiftUI.UIColor.red.cgColor)
            bitmap.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            return bitmap.makeImage()
        }
        guard let cgImage else { return XCTFail("no bitmap context") }
        XCTAssertEqual(cgImage.width, 4)
        XCTAssertEqual(Array(memory[(3 * 16)..<(3 * 16 + 4)]), [255, 0, 0, 255], "the bottom row is red")
        XCTAssertEqual(Array(memory[0..<4]), [0, 0, 0, 0], "the top row is not")
        let upright = SwiftUI.UIImage(cgImage: cgImage)
        XCTAssertEqual(rgba(upright, 0, 3), red)
        XCTAssertEqual(rgba(upright, 0, 0), clear)

        let drawn = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format(scale: 1))
            .image { context in
                context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 4, height: 4))
                upright.draw(in: CGRect(x: 4, y: 0, width: 4, height: 4))
            }
        XCTAssertEqual(rgba(drawn, 1, 0), red, "CGContext.draw in a flipped context: upside down")
        XCTAssertEqual(rgba(drawn, 1, 3), clear)
        XCTAssertEqual(rgba(drawn, 5, 3), red, "UIImage.draw: upright")
        XCTAssertEqual(rgba(drawn, 5, 0), clear)
        XCTAssertEqual(
            cgImage.cropping(to: CGRect(x: 0, y: 2, width: 4, height: 2)).map(SwiftUI.UIImage.init(cgImage:)).map {
                rgba($0, 0, 0)
            }, red)
    }

    /// `setAlpha` and `setShadow` apply to what is drawn after them.
    func testAlphaAndShadowApplyToLaterDrawing() {
        let image = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format(scale: 1))
            .image { context in
                let cg = context.cgContext
                cg.setAlpha(0.5)
                cg.setFillColor(SwiftUI.UIColor.red.cgColor)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.setAlpha(1)
                cg.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: SwiftUI.UIColor.black.cgColor)
                cg.setFillColor(SwiftUI.UIColor.blue.cgColor)
                cg.fill(CGRect(x: 15, y: 10, width: 10, height: 10))
            }
        XCTAssertEqual(rgba(image, 5, 5), [128, 0, 0, 128])
        XCTAssertEqual(rgba(image, 20, 15), blue)
        XCTAssertEqual(rgba(image, 20, 22), [0, 0, 0, 255], "the shadow, 5 points down")
        XCTAssertEqual(rgba(image, 20, 8), clear, "nothing above")
    }

    /// The older image context functions draw the same way.
    func testTheImageContextFunctionsDrawIntoTheirContext() {
        SwiftUI.UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        SwiftUI.UIColor.blue.setFill()
        SwiftUI.UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = SwiftUI.UIGraphicsGetImageFromCurrentImageContext()
        SwiftUI.UIGraphicsEndImageContext()
        XCTAssertNil(SwiftUI.UIGraphicsGetCurrentContext())
        guard let image else { return XCTFail("no image") }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(rgba(image, 9, 19), blue)
        XCTAssertEqual(rgba(image, 10, 0), clear)
    }

    /// `Image(uiImage:)` shows drawn pixels at their scale: a 10-point image at 2x is 10 points.
    func testAnImageShowsARenderersImageAtItsScale() {
        let image = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 2))
            .image { context in
                SwiftUI.UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        let view = DrawnView(SwiftUI.Image(uiImage: image))
        XCTAssertEqual(view.bounds(of: red), Rect(x: 45, y: 45, width: 10, height: 10))
    }

    /// `pngData` is a PNG file of the pixels.
    func testPNGDataIsAPNGFile() {
        let data = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 1))
            .pngData { context in
                SwiftUI.UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            }
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width 3, height 2, 8-bit RGBA.
        XCTAssertEqual(Array(data[16..<26]), [0, 0, 0, 3, 0, 0, 0, 2, 8, 6])
    }
}

extension UIGraphicsImageRendererTests {
    /// `draw(_:in:byTiling:)` repeats the image from its rect over the whole context.
    func testAnImageDrawnByTilingRepeats() {
        let tile = SwiftUI.UIGraphicsImageRenderer(
            size: CGSize(width: 2, height: 2), format: format(scale: 1)
        ).image { context in
            SwiftUI.UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        guard let cgTile = tile.cgImage else { return XCTFail("no pixels") }
        let image = SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format(scale: 1))
            .image { $0.cgContext.draw(cgTile, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true) }
        for x in [0, 2, 4] { XCTAssertEqual(rgba(image, x, 5), red, "x \(x)") }
        for x in [1, 3, 5] { XCTAssertEqual(rgba(image, x, 5), clear, "x \(x)") }
    }
}

extension UIGraphicsImageRendererTests {
    /// An image of more than 4096 × 4096 pixels is drawn at a lower scale (a size from a bad
    /// computation must not exhaust memory); its size in points stays.
    func testAHugeImageIsDrawnAtALowerScale() {
        let image = SwiftUI.UIGraphicsImageRenderer(
            size: CGSize(width: 10_000, height: 10_000), format: format(scale: 3)
        )
        .image { context in
            SwiftUI.UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        }
        XCTAssertEqual(image.drawn?.pixels.width, 4096)
        XCTAssertEqual(image.size.width, 10_000, accuracy: 1)
        XCTAssertEqual(rgba(image, 4095, 4095), red)
    }
}

extension UIGraphicsImageRendererTests {
    /// A canvas's `withCGContext` draws in the canvas's points, origin at its top left.
    func testACanvasDrawsWithACGContext() {
        let view = DrawnView(
            SwiftUI.Canvas { context, _ in
                context.withCGContext { cg in
                    cg.setFillColor(SwiftUI.UIColor.red.cgColor)
                    cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
            }
            .frame(width: 20, height: 20))
        // The canvas is at 40…60; its 3x bitmap drawn at one pixel a point blends its edge pixels.
        XCTAssertEqual(view.rgba(45, 45), red)
        XCTAssertEqual(view.rgba(41, 41), red)
        XCTAssertEqual(view.alpha(52, 45), 0)
        XCTAssertEqual(view.alpha(45, 52), 0)
        XCTAssertEqual(view.alpha(39, 45), 0)
    }
}
