import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `.alignmentGuide` and `AlignmentID`: where views line up in a stack.
final class AlignmentGuideTests: XCTestCase {
    private var red: some SwiftUI.View { SwiftUI.Color.red.frame(width: 10, height: 10) }
    private var blue: some SwiftUI.View { SwiftUI.Color.blue.frame(width: 20, height: 20) }

    /// The guide is computed from the dimensions layout gives, its own explicit guides included.
    func testAnAlignmentGuideIsComputedFromTheDimensionsLayoutGives() throws {
        let view = LaidOutView(
            SwiftUI.VStack(alignment: .leading) {
                red.alignmentGuide(.leading) { d in d[.trailing] - d.width / 4 }
                blue
            })
        let r = try XCTUnwrap(view.frame(filledWith: .red))
        let b = try XCTUnwrap(view.frame(filledWith: .blue))
        XCTAssertEqual(b.minX - r.minX, 7.5, "the red square's leading guide 10 − 2.5 from its left")
        let explicit = LaidOutView(
            SwiftUI.VStack(alignment: .leading) {
                red.alignmentGuide(.trailing) { _ in 2 }.alignmentGuide(.leading) { d in d[.trailing] + 1 }
                blue
            })
        let r2 = try XCTUnwrap(explicit.frame(filledWith: .red))
        let b2 = try XCTUnwrap(explicit.frame(filledWith: .blue))
        XCTAssertEqual(b2.minX - r2.minX, 3, "the view's own trailing guide, 2, plus 1")
    }

    /// The same computation is the same guide: a state change that keeps it makes no change to
    /// animate; a guide that reads the state is another guide.
    func testAGuideChangesWhenItsComputationDoes() throws {
        struct Guided: SwiftUI.View {
            var readsState: Bool
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.VStack(alignment: .leading) {
                    SwiftUI.Color.red.frame(width: 10, height: 10)
                        .alignmentGuide(.leading) { d in d[.trailing] - (readsState ? CGFloat(count) : 0) }
                }
                .onAppear { count = 1 }
            }
        }
        XCTAssertEqual(try evaluate { Guided(readsState: false) }.timeline.transactions.count, 0)
        XCTAssertEqual(try evaluate { Guided(readsState: true) }.timeline.transactions.count, 1)
    }

    /// An `AlignmentID` is a custom alignment: one per type, its default computed by the type.
    func testAnAlignmentIDIsACustomAlignmentWithItsDefault() throws {
        let third = SwiftUI.VerticalAlignment(ThirdDown.self)
        XCTAssertEqual(third, SwiftUI.VerticalAlignment(ThirdDown.self))
        XCTAssertNotEqual(third, SwiftUI.VerticalAlignment(TwoThirdsDown.self))
        let view = LaidOutView(
            SwiftUI.HStack(alignment: third) {
                SwiftUI.Color.red.frame(width: 10, height: 30)
                SwiftUI.Color.blue.frame(width: 10, height: 30).alignmentGuide(third) { _ in 0 }
            })
        let r = try XCTUnwrap(view.frame(filledWith: .red))
        let b = try XCTUnwrap(view.frame(filledWith: .blue))
        XCTAssertEqual(b.minY - r.minY, 10, "the red view's default guide, a third of 30 down")
    }

    private enum ThirdDown: SwiftUI.AlignmentID {
        static func defaultValue(in d: SwiftUI.ViewDimensions) -> CGFloat { d.height / 3 }
    }
    private enum TwoThirdsDown: SwiftUI.AlignmentID {
        static func defaultValue(in d: SwiftUI.ViewDimensions) -> CGFloat { d.height * 2 / 3 }
    }
}
