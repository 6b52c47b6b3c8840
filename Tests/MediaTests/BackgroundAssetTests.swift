import Foundation
import XCTest

@testable import Media

/// The committed `scenes/assets/brown2.png` (made by `scripts/make-brown2.py`) decodes and suits its use.
final class BackgroundAssetTests: XCTestCase {
    private var assetPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/assets/brown2.png").path
    }

    /// Mean Rec. 709 luma (0...255) of rows `rows`, sampled every 5th pixel.
    private func meanLuma(_ image: DecodedImage, rows: Range<Int>) -> Double {
        var sum = 0.0
        var count = 0
        for y in rows {
            for x in stride(from: 0, to: image.width, by: 5) {
                let offset = (y * image.width + x) * 4
                let pixel = image.premultipliedRGBA[offset..<offset + 3].map(Double.init)
                sum += 0.2126 * pixel[0] + 0.7152 * pixel[1] + 0.0722 * pixel[2]
                count += 1
            }
        }
        return sum / Double(count)
    }

    func testBrown2IsAWarmDarkOpaqueBackgroundAtDeviceSize() throws {
        let image = try ImageFile.read(path: assetPath)
        XCTAssertEqual(image.width, 1170)
        XCTAssertEqual(image.height, 2532)
        XCTAssertTrue(
            stride(from: 3, to: image.premultipliedRGBA.count, by: 4).allSatisfy {
                image.premultipliedRGBA[$0] == 255
            })

        // White text (luma 255) needs a dark ground: the launch page's two lines of text sit about
        // 600–700 px below the centre. Mean luma under 100 gives white text a contrast ratio above 5:1.
        let textRows = 1800..<2000
        XCTAssertLessThan(meanLuma(image, rows: textRows), 100)
        // Not flat: the top is clearly lighter than the bottom.
        XCTAssertGreaterThan(meanLuma(image, rows: 0..<100) - meanLuma(image, rows: 2432..<2532), 30)

        // Warm: red above green above blue, on average over the middle band.
        var totals = [0.0, 0.0, 0.0]
        for y in stride(from: 1000, to: 1500, by: 7) {
            for x in stride(from: 0, to: image.width, by: 7) {
                let offset = (y * image.width + x) * 4
                for channel in 0..<3 {
                    totals[channel] += Double(image.premultipliedRGBA[offset + channel])
                }
            }
        }
        XCTAssertGreaterThan(totals[0], totals[1] * 1.3)
        XCTAssertGreaterThan(totals[1], totals[2] * 1.3)
    }
}
