import Geometry
import XCTest

@testable import SwiftUI

/// An image view playing images on the scene clock: an animated image
/// (`UIImage.animatedImage(with:duration:)`) for ever, `animationImages` from
/// `startAnimating()` their `animationRepeatCount` times; SwiftUI's `Image(uiImage:)` of an
/// animated image shows its first image.
final class UIImageViewTests: XCTestCase {
    static func swatch(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> SwiftUI.UIImage {
        let format = SwiftUI.UIGraphicsImageRendererFormat()
        format.scale = 1
        return SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            context.cgContext.setFillColor(SwiftUI.UIColor(red: r, green: g, blue: b, alpha: 1).cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    static let frames = [swatch(1, 0, 0), swatch(0, 1, 0), swatch(0, 0, 1)]

    struct Playing: UIViewRepresentable {
        var repeats: Int?
        func makeUIView(context: Context) -> UIImageView {
            guard let repeats else {
                return UIImageView(image: SwiftUI.UIImage.animatedImage(with: UIImageViewTests.frames, duration: 0.3))
            }
            let view = UIImageView(image: UIImageViewTests.swatch(0, 0, 0))
            view.animationImages = UIImageViewTests.frames
            view.animationDuration = 0.3
            view.animationRepeatCount = repeats
            view.startAnimating()
            return view
        }
        func updateUIView(_ uiView: UIImageView, context: Context) {}
    }

    let canvas = Size(width: 40, height: 40)

    func testAnAnimatedImageCyclesForEver() throws {
        let view = try AnimatedView(Playing().frame(width: 20, height: 20), canvas: canvas)
        XCTAssertEqual(view.drawing(at: 0).rgba(20, 20), [255, 0, 0, 255])
        XCTAssertEqual(view.drawing(at: 0.15).rgba(20, 20), [0, 255, 0, 255])
        XCTAssertEqual(view.drawing(at: 0.25).rgba(20, 20), [0, 0, 255, 255])
        XCTAssertEqual(view.drawing(at: 0.35).rgba(20, 20), [255, 0, 0, 255], "again")
        XCTAssertEqual(view.drawing(at: 30.25).rgba(20, 20), [0, 0, 255, 255], "still at 30 s")
    }

    func testAnimationImagesPlayTheirCountThenShowTheImage() throws {
        let view = try AnimatedView(Playing(repeats: 2).frame(width: 20, height: 20), canvas: canvas)
        XCTAssertEqual(view.drawing(at: 0.15).rgba(20, 20), [0, 255, 0, 255])
        XCTAssertEqual(view.drawing(at: 0.45).rgba(20, 20), [0, 255, 0, 255], "the second play")
        XCTAssertEqual(view.drawing(at: 0.65).rgba(20, 20), [0, 0, 0, 255], "over: the view's image")
    }

    func testSwiftUIsImageShowsTheFirstImage() throws {
        let animated = try XCTUnwrap(SwiftUI.UIImage.animatedImage(with: Self.frames, duration: 0.3))
        XCTAssertEqual(animated.images?.count, 3)
        XCTAssertEqual(animated.duration, 0.3)
        XCTAssertEqual(animated.size, CGSize(width: 10, height: 10))
        let view = try AnimatedView(SwiftUI.Image(uiImage: animated), canvas: canvas)
        XCTAssertEqual(view.drawing(at: 0.15).rgba(20, 20), [255, 0, 0, 255])
        XCTAssertNil(SwiftUI.UIImage.animatedImage(with: [], duration: 1))
    }
}
