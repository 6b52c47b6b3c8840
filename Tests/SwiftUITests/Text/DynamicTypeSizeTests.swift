import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.dynamicTypeSize(_:)`: the Dynamic Type styles inside are drawn at that size's point size
/// (Apple's table: body 14 at xSmall, 17 at Large, 23 at xxxLarge, 53 at accessibility 5);
/// fixed sizes stay; a range clamps the size set above.
final class DynamicTypeSizeTests: XCTestCase {
    /// The frame of "Hello" in `view`.
    private func frame(_ view: some SwiftUI.View) throws -> Rect {
        try XCTUnwrap(LaidOutView(view).frame("Hello"))
    }

    private let hello = SwiftUI.Text("Hello")

    func testATextStyleTakesTheSizesPointSize() throws {
        XCTAssertEqual(try frame(hello.dynamicTypeSize(.xxxLarge)), try frame(hello.font(.system(size: 23))))
        XCTAssertEqual(try frame(hello.dynamicTypeSize(.xSmall)), try frame(hello.font(.system(size: 14))))
        XCTAssertEqual(try frame(hello.dynamicTypeSize(.large)), try frame(hello.font(.system(size: 17))))
        XCTAssertEqual(
            try frame(hello.font(.title).dynamicTypeSize(.xSmall)), try frame(hello.font(.system(size: 25))))
        XCTAssertEqual(
            try frame(hello.font(.largeTitle).dynamicTypeSize(.accessibility5)),
            try frame(hello.font(.system(size: 60))))
        XCTAssertEqual(
            try frame(hello.font(.headline).dynamicTypeSize(.accessibility1)),
            try frame(hello.font(.system(size: 28, weight: .semibold))), "headline keeps its weight")
        XCTAssertEqual(
            try frame(hello.font(.caption2).dynamicTypeSize(.medium)), try frame(hello.font(.system(size: 11))))
    }

    /// The size reaches styles set inside it, and through the environment.
    func testTheSizeReachesStylesSetInside() throws {
        let stack = SwiftUI.VStack { hello.font(.callout) }
        XCTAssertEqual(try frame(stack.dynamicTypeSize(.xLarge)), try frame(hello.font(.system(size: 18))))
        XCTAssertEqual(
            try frame(stack.environment(\.dynamicTypeSize, .accessibility3)), try frame(hello.font(.system(size: 38))))
        XCTAssertEqual(
            try frame(SwiftUI.VStack { hello.bold() }.dynamicTypeSize(.xxLarge)),
            try frame(hello.font(.system(size: 21, weight: .bold))))
    }

    /// `\.sizeCategory` is the same setting under its older name: setting it sizes the text,
    /// and it reads what `.dynamicTypeSize` set.
    func testSizeCategoryIsTheSameSetting() throws {
        XCTAssertEqual(
            try frame(hello.environment(\.sizeCategory, .accessibilityMedium)), try frame(hello.font(.system(size: 28)))
        )
        XCTAssertEqual(
            try frame(hello.environment(\.sizeCategory, .extraSmall)), try frame(hello.font(.system(size: 14))))
        var environment = SwiftUI.EnvironmentValues()
        XCTAssertEqual(environment.sizeCategory, .large)
        environment.dynamicTypeSize = .xxxLarge
        XCTAssertEqual(environment.sizeCategory, .extraExtraExtraLarge)
        environment.sizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(environment.dynamicTypeSize, .accessibility5)
    }

    func testAFixedSizeStays() throws {
        XCTAssertEqual(
            try frame(hello.font(.system(size: 17)).dynamicTypeSize(.accessibility5)),
            try frame(hello.font(.system(size: 17))))
    }

    /// A symbol sized by a text style grows with it.
    func testASymbolGrowsWithItsStyle() throws {
        let star = LaidOutView(SwiftUI.Image(systemName: "star").dynamicTypeSize(.xxxLarge)).frame("star")
        let fixed = LaidOutView(SwiftUI.Image(systemName: "star").font(.system(size: 23))).frame("star")
        XCTAssertNotNil(star)
        XCTAssertEqual(star?.size, fixed?.size)
    }

    /// A range clamps the size set above it; the default, Large, inside the range stays.
    func testARangeClamps() throws {
        XCTAssertEqual(
            try frame(hello.dynamicTypeSize(...SwiftUI.DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility2)),
            try frame(hello.font(.system(size: 19))))
        XCTAssertEqual(
            try frame(hello.dynamicTypeSize(SwiftUI.DynamicTypeSize.xxLarge...)),
            try frame(hello.font(.system(size: 21))))
        XCTAssertEqual(
            try frame(hello.dynamicTypeSize(.xSmall ... .xxxLarge)), try frame(hello.font(.system(size: 17))))
    }

    /// More lines are further apart at a larger size (the leading grows with the size).
    func testLinesSpreadWithTheSize() throws {
        let lines = SwiftUI.Text("Hello\nHello")
        let large = try XCTUnwrap(LaidOutView(lines).frame("Hello\nHello"))
        let larger = try XCTUnwrap(LaidOutView(lines.dynamicTypeSize(.xxxLarge)).frame("Hello\nHello"))
        XCTAssertEqual(larger.height - large.height, 2 * (23.0 - 17) * 22 / 17, accuracy: 1, "both lines' heights grow")
    }

    func testASizeWarnsNoMore() throws {
        XCTAssertEqual(try warnings { self.hello.dynamicTypeSize(.xxxLarge) }, [])
    }
}
