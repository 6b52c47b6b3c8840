import Foundation
import Media
import XCTest

/// Images drawn in code (issue 33): the common forms of `UIGraphicsImageRenderer`, `CGContext`,
/// `CGImage` and `CGColorSpace` compile as a user's file does, without a warning, and the image
/// is shown by `Image(uiImage:)`.
final class CLIImageRendererTests: CLITestCase {
    private func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.premultipliedRGBA[i..<i + 4])
    }

    func testTheCommonFormsCompileAndTheImageIsShown() throws {
        let scene = try writeScene(
            "renderer.swift",
            """
            import SwiftUI
            import UIKit
            import CoreGraphics

            func makeBadge() -> UIImage {
                let format = UIGraphicsImageRendererFormat.preferred()
                format.scale = 1
                format.opaque = false
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format)
                return renderer.image { ctx in
                    let cg = ctx.cgContext
                    UIColor.systemBlue.setFill()
                    ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
                    cg.setFillColor(UIColor.red.cgColor)
                    cg.fillEllipse(in: CGRect(x: 0, y: 20, width: 20, height: 20))
                    cg.setStrokeColor(UIColor.black.cgColor)
                    cg.setLineWidth(2)
                    cg.setLineCap(.round)
                    cg.setLineJoin(.round)
                    cg.move(to: CGPoint(x: 22, y: 22))
                    cg.addLine(to: CGPoint(x: 38, y: 38))
                    cg.strokePath()
                    cg.saveGState()
                    cg.translateBy(x: 30, y: 30)
                    cg.rotate(by: .pi / 4)
                    cg.scaleBy(x: 1, y: 1)
                    cg.restoreGState()
                    let colors = [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray
                    let locations: [CGFloat] = [0, 1]
                    if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations) {
                        cg.saveGState()
                        cg.clip(to: CGRect(x: 30, y: 20, width: 10, height: 5))
                        cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 40), options: [])
                        cg.restoreGState()
                    }
                    let path = UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 6, height: 6), cornerRadius: 2)
                    UIColor.white.setFill()
                    path.fill()
                    ("Z" as NSString).draw(at: CGPoint(x: 10, y: 0), withAttributes: [
                        .font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.white,
                    ])
                }
            }

            func legacy() -> UIImage? {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
                defer { UIGraphicsEndImageContext() }
                guard let context = UIGraphicsGetCurrentContext() else { return nil }
                context.setFillColor(UIColor.green.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                return UIGraphicsGetImageFromCurrentImageContext()
            }

            func bitmap() -> CGImage? {
                let space = CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB()
                guard let context = CGContext(
                    data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
                else { return nil }
                context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
                return context.makeImage()
            }

            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(uiImage: makeBadge())
                        if let image = legacy(), let cg = bitmap(), cg.width == 8, image.cgImage != nil {
                            Image(uiImage: UIImage(cgImage: cg)).resizable().frame(width: 40, height: 10)
                        }
                    }
                }
            }
            """)
        let out = file("r.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "40x50", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("warning:"), r.stderr)
        let image = try ImageFile.read(path: out)
        XCTAssertEqual(pixel(image, 35, 5), [0, 122, 255, 255], "the system blue of ctx.fill")
        XCTAssertEqual(pixel(image, 10, 30), [255, 0, 0, 255], "the red ellipse")
        XCTAssertEqual(pixel(image, 5, 5), [255, 255, 255, 255], "the white rounded square")
        XCTAssertEqual(pixel(image, 20, 45), [0, 0, 255, 255], "the bitmap context's blue, below")
    }
}
