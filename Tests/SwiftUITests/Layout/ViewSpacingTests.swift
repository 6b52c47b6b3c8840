import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// The spacing stacks put between views that ask for none of their own, by what faces what
/// (SwiftUI's `ViewSpacing`).
final class ViewSpacingTests: XCTestCase {
    /// iOS 17's distance from a text's baseline to the top of a view under it in a `VStack`, by
    /// font size: Shepherd-Dog/SpeakList, `App/SnapshotTests/__Snapshots__/DesignSystemTests/
    /// testTextFieldSnapshot.Text-Field-Dynamic-Type-*.png` (iPhone 15 Pro, iOS 17.0.1, 3x): the
    /// 3x rows from the bottom of "Name"'s N to the top of the text field's border, at the body
    /// size of each Dynamic Type size from xSmall (14 pt) to accessibility3 (40 pt).
    static let baselineToViewBelow: [(size: Double, points: Double)] = [
        (14, 12.667), (15, 12.667), (16, 13.667), (17, 14.333), (19, 16.667), (21, 18.333), (23, 19.667),
        (28, 24.333), (33, 28.333), (40, 34.0),
    ]

    /// The bottom of the ink of `string`'s glyphs (its baseline for a flat-bottomed letter), in
    /// canvas points.
    private func inkBottom(_ view: LaidOutView, _ string: String) throws -> Double {
        var bottom: Double?
        view.root.forEach { node in
            if bottom == nil, case .text(let text) = node.content, text.string == string {
                bottom = node.frame.minY + text.glyphs.controlPointBounds.maxY
            }
        }
        return try XCTUnwrap(bottom, "no text \(string)")
    }

    func testATextAsksForItsFontsRoomAboveAViewUnderIt() throws {
        for (size, iOS) in Self.baselineToViewBelow {
            let v = LaidOutView(
                SwiftUI.VStack(alignment: .leading) {
                    SwiftUI.Text("N").font(.system(size: size))
                    SwiftUI.Color.blue.frame(width: 100, height: 40)
                })
            let field = try XCTUnwrap(v.frame(filledWith: .blue))
            let distance = field.minY - (try inkBottom(v, "N"))
            // iOS places views on its 3x pixel grid, this engine does not: within 0.5 pt.
            XCTAssertEqual(distance, iOS, accuracy: 0.5, "\(size) pt")
        }
    }

    func testAViewAboveATextIsTheLineSpacingLessTheAscentAway() throws {
        let v = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Color.blue.frame(width: 100, height: 40)
                SwiftUI.Text("Below").font(.system(size: 17))
            })
        let bar = try XCTUnwrap(v.frame(filledWith: .blue))
        let text = try XCTUnwrap(v.frame("Below"))
        // SF's 17-pt line is 20.29 pt; a tenth of it rounded up to the 3x pixel is 2.33; less
        // the 16.19-pt ascent: 6.43 (8 before the rule).
        XCTAssertEqual(text.minY - bar.maxY, 20.2871 + 7.0 / 3 - 16.1865, accuracy: 0.01)
    }

    func testTwoTextsStackAsTheLinesOfAParagraph() throws {
        let plain = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Text("First").font(.system(size: 17))
                SwiftUI.Text("Second").font(.system(size: 17))
            })
        let first = try XCTUnwrap(plain.frame("First"))
        let second = try XCTUnwrap(plain.frame("Second"))
        XCTAssertEqual(second.minY - first.maxY, 0, accuracy: 1e-9)

        // A Dynamic Type style's leading (22 pt for body's 20.29-pt line) is between them,
        // rounded up to the pixel.
        let body = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Text("First")
                SwiftUI.Text("Second")
            })
        let bodyFirst = try XCTUnwrap(body.frame("First"))
        let bodySecond = try XCTUnwrap(body.frame("Second"))
        XCTAssertEqual(bodySecond.minY - bodyFirst.maxY, 2, accuracy: 1e-9)
    }

    func testASymbolMeetsATextAtZero() throws {
        // ios-reference 30 (the Xcode template): the globe's ink ends 5 pt above the text's capitals.
        let v = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Image(systemName: "globe").imageScale(.large)
                SwiftUI.Text("Hello, world!")
            })
        let text = try XCTUnwrap(v.frame("Hello, world!"))
        let globe = try XCTUnwrap(v.frame("globe"))
        XCTAssertEqual(text.minY - globe.maxY, 0, accuracy: 1e-9)
    }

    func testPlainViewsAndPaddedEdgesKeepEightPoints() throws {
        let v = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Color.red.frame(width: 10, height: 10)
                SwiftUI.Color.blue.frame(width: 10, height: 10)
                SwiftUI.Text("Padded").padding(.vertical, 1)
                SwiftUI.Color.green.frame(width: 10, height: 10)
            })
        let red = try XCTUnwrap(v.frame(filledWith: .red))
        let blue = try XCTUnwrap(v.frame(filledWith: .blue))
        let text = try XCTUnwrap(v.frame("Padded"))
        let green = try XCTUnwrap(v.frame(filledWith: .green))
        XCTAssertEqual(blue.minY - red.maxY, 8, accuracy: 1e-9)
        // Padding starts the text's edges afresh: the blue and green views are 8 points from the padding.
        XCTAssertEqual(text.minY - 1 - blue.maxY, 8, accuracy: 1e-9)
        XCTAssertEqual(green.minY - (text.maxY + 1), 8, accuracy: 1e-9)
    }

    func testHorizontalPaddingKeepsATextsVerticalSpacing() throws {
        let v = LaidOutView(
            SwiftUI.VStack {
                SwiftUI.Text("First").font(.system(size: 17)).padding(.horizontal, 12)
                SwiftUI.Text("Second").font(.system(size: 17))
            })
        let first = try XCTUnwrap(v.frame("First"))
        let second = try XCTUnwrap(v.frame("Second"))
        XCTAssertEqual(second.minY - first.maxY, 0, accuracy: 1e-9)
    }

    /// Stacks its subviews top to bottom, each the distance their spacings ask for apart.
    struct SpacedColumn: SwiftUI.Layout {
        func gaps(_ subviews: Subviews) -> [CGFloat] {
            zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .vertical) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(
                width: sizes.map(\.width).max() ?? 0,
                height: sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            let gaps = [0] + gaps(subviews)
            for (subview, gap) in zip(subviews, gaps) {
                y += gap
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    func testALayoutsSubviewsReportTheSpacingByKind() throws {
        let v = LaidOutView(
            SpacedColumn {
                SwiftUI.Text("A").font(.system(size: 17))
                SwiftUI.Text("B").font(.system(size: 17))
                SwiftUI.Color.red.frame(width: 10, height: 10)
                SwiftUI.Color.blue.frame(width: 10, height: 10)
                SwiftUI.Spacer()
            })
        let a = try XCTUnwrap(v.frame("A"))
        let b = try XCTUnwrap(v.frame("B"))
        let red = try XCTUnwrap(v.frame(filledWith: .red))
        let blue = try XCTUnwrap(v.frame(filledWith: .blue))
        XCTAssertEqual(b.minY - a.maxY, 0, accuracy: 1e-9)
        XCTAssertEqual(red.minY - b.maxY, 20.2871 + 7.0 / 3 - 11.9775, accuracy: 0.01)
        XCTAssertEqual(blue.minY - red.maxY, 8, accuracy: 1e-9)
        XCTAssertEqual(SwiftUI.ViewSpacing.zero.distance(to: .zero, along: .horizontal), 0)
    }
}
