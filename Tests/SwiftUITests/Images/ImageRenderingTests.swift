import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.renderingMode`, `.interpolation` and `.antialiased` compile as on iOS; what Zoetrope draws
/// otherwise is one warning at the line that asked for it. A template bitmap is its alpha in
/// the foreground style.
final class ImageRenderingTests: XCTestCase {
    func testRenderingOptionsThatDrawAsIOSDoesAreSilent() throws {
        XCTAssertEqual(
            try warnings {
                SwiftUI.VStack {
                    SwiftUI.Image("10x10").renderingMode(.original).interpolation(.high).antialiased(true)
                    SwiftUI.Image("10x10").renderingMode(.template)
                    SwiftUI.Image(systemName: "star").renderingMode(.template)
                    SwiftUI.Image(systemName: "star").renderingMode(nil)
                }
            }, [])
        assertSameDrawing(
            SwiftUI.Image(systemName: "star.fill").renderingMode(.template).foregroundColor(.red),
            SwiftUI.Image(systemName: "star.fill").foregroundColor(.red))
    }

    func testRenderingOptionsDrawnOtherwiseAreWarnedAtTheirLines() throws {
        let line = #line + 3
        let warnings = try locatedWarnings {
            SwiftUI.VStack {
                SwiftUI.Image(systemName: "star").renderingMode(.original)
                SwiftUI.Image("10x10").interpolation(.none).antialiased(false)
            }
        }
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "'star' is drawn in the foreground style: Zoetrope does not know its multicolour colours",
                "'.antialiased(false)' is drawn with smoothed edges, as by default",
            ])
        XCTAssertEqual(warnings.map { $0.location?.line }, [line, line + 1])
    }

    /// `.interpolation(.none)`: a 2×2 checkerboard stretched to 20 points keeps four sharp
    /// 10-point squares (each pixel black or white); smoothly sampled (by default, `.low`,
    /// `.medium`, `.high`) it blends into greys between them.
    func testInterpolationNoneDrawsEachPixelAsASquare() throws {
        func greys(_ drawn: DrawnView) -> Int {
            var count = 0
            for y in 40..<60 {
                for x in 40..<60 where (8...247).contains(drawn.rgba(x, y)[0]) { count += 1 }
            }
            return count
        }
        let checker = SwiftUI.Image("checker2x2", line: 1, column: 1).resizable().frame(width: 20, height: 20)
        let sharp = DrawnView(
            SwiftUI.Image("checker2x2", line: 1, column: 1).resizable().interpolation(.none).frame(
                width: 20, height: 20))
        XCTAssertEqual(greys(sharp), 0)
        XCTAssertEqual(sharp.rgba(49, 49), [0, 0, 0, 255], "the top leading square")
        XCTAssertEqual(sharp.rgba(50, 49), [255, 255, 255, 255], "the top trailing square")
        XCTAssertEqual(sharp.rgba(50, 50), [0, 0, 0, 255], "the bottom trailing square")
        XCTAssertEqual(try warnings { SwiftUI.Image("checker2x2").interpolation(.none) }, [])
        for smooth in [
            DrawnView(checker),
            DrawnView(SwiftUI.Image("checker2x2").resizable().interpolation(.high).frame(width: 20, height: 20)),
        ] {
            XCTAssertGreaterThan(greys(smooth), 100)
        }
    }

    /// `.renderingMode(.template)` on a bitmap (white, 20 points) draws its alpha in the
    /// foreground style, a colour or a gradient; `.original` and no mode keep its colours.
    func testATemplateBitmapIsTintedByTheForegroundStyle() throws {
        let bitmap = SwiftUI.Image("20x20", line: 1, column: 1)
        let red = DrawnView(bitmap.renderingMode(.template).foregroundColor(.red))
        XCTAssertEqual(red.bounds(of: Ink.red), Rect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(red.count(of: Ink.white), 0)
        let styled = DrawnView(bitmap.renderingMode(.template).foregroundStyle(.blue))
        XCTAssertEqual(styled.bounds(of: Ink.blue), Rect(x: 40, y: 40, width: 20, height: 20))
        let gradient = DrawnView(
            bitmap.renderingMode(.template).foregroundStyle(
                SwiftUI.LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        XCTAssertGreaterThan(gradient.rgba(41, 50)[0], gradient.rgba(58, 50)[0], "red on the leading side")
        XCTAssertLessThan(gradient.rgba(41, 50)[2], gradient.rgba(58, 50)[2], "blue on the trailing side")
        XCTAssertEqual(gradient.alpha(30, 50), 0, "only the bitmap's area")
        for own in [bitmap.renderingMode(.original), bitmap.renderingMode(nil), bitmap] {
            XCTAssertEqual(
                DrawnView(own.foregroundColor(.red)).bounds(of: Ink.white), Rect(x: 40, y: 40, width: 20, height: 20))
        }
    }

    /// UIKit's `withRenderingMode(_:)` reaches `Image(uiImage:)`: `.alwaysTemplate` tints a
    /// bitmap, `.alwaysOriginal` paints a symbol in its own colours (multicolour).
    func testAUIImagesRenderingModeIsTheImages() throws {
        let bitmap = try XCTUnwrap(UIImage(named: "20x20"))
        XCTAssertEqual(
            DrawnView(SwiftUI.Image(uiImage: bitmap.withRenderingMode(.alwaysTemplate)).foregroundColor(.red))
                .bounds(of: Ink.red), Rect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(
            DrawnView(SwiftUI.Image(uiImage: bitmap).foregroundColor(.red)).bounds(of: Ink.white),
            Rect(x: 40, y: 40, width: 20, height: 20))
        let heart = try XCTUnwrap(UIImage(systemName: "heart.fill"))
        assertSameDrawing(
            SwiftUI.Image(uiImage: heart.withRenderingMode(.alwaysOriginal)).foregroundColor(.blue),
            SwiftUI.Image(systemName: "heart.fill").foregroundColor(.red))
    }
}
