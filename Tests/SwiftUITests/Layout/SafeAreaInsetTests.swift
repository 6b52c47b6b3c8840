import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `safeAreaInset` and `safeAreaPadding` on an iPhone's screen (390 × 844, insets 47 and 34): the
/// inset view on its edge inside the safe area, the modified view inset by its length and the
/// spacing, its safe area grown by as much.
final class SafeAreaInsetTests: XCTestCase {
    private let insets = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)

    private func laidOut<V: SwiftUI.View>(_ view: V, file: StaticString = #filePath, line: UInt = #line)
        -> LaidOutView
    {
        LaidOutView(view, safeArea: insets, file: file, line: line)
    }

    func testABottomInsetTakesItsHeightAndTheDefaultSpacing() {
        let view = laidOut(SwiftUI.Color.red.safeAreaInset(edge: .bottom) { SwiftUI.Color.blue.frame(height: 50) })
        XCTAssertEqual(view.frame(filledWith: .blue), Rect(x: 0, y: 760, width: 390, height: 50))
        XCTAssertEqual(view.frame(filledWith: .red), Rect(x: 0, y: 47, width: 390, height: 763 - 50 - 8))
    }

    func testTheViewsThatIgnoreTheSafeAreaRunOnUnderTheInset() {
        let view = laidOut(
            SwiftUI.Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
                SwiftUI.Color.blue.frame(height: 50)
            })
        XCTAssertEqual(view.frame(filledWith: .red), Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(view.frame(filledWith: .blue), Rect(x: 0, y: 760, width: 390, height: 50))
        // Only as far as the inset when the view's frame stops short of the safe area's edge.
        let short = laidOut(
            SwiftUI.Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
                SwiftUI.Color.blue.frame(height: 50)
            }
            .frame(height: 300))
        XCTAssertEqual(short.frame(filledWith: .red)?.height ?? 0, 300, accuracy: 1e-9)
    }

    func testTopLeadingAndTrailingInsetsAndTheirAlignment() {
        let top = laidOut(
            SwiftUI.Color.red.safeAreaInset(edge: .top, spacing: 0) { SwiftUI.Color.blue.frame(height: 40) })
        XCTAssertEqual(top.frame(filledWith: .blue), Rect(x: 0, y: 47, width: 390, height: 40))
        XCTAssertEqual(top.frame(filledWith: .red), Rect(x: 0, y: 87, width: 390, height: 723))
        let leading = laidOut(
            SwiftUI.Color.red.safeAreaInset(edge: .leading, spacing: 10) { SwiftUI.Color.blue.frame(width: 30) })
        XCTAssertEqual(leading.frame(filledWith: .blue), Rect(x: 0, y: 47, width: 30, height: 763))
        XCTAssertEqual(leading.frame(filledWith: .red), Rect(x: 40, y: 47, width: 350, height: 763))
        let trailing = laidOut(
            SwiftUI.Color.red.safeAreaInset(edge: .trailing, alignment: .top, spacing: 0) {
                SwiftUI.Color.blue.frame(width: 30, height: 30)
            })
        XCTAssertEqual(trailing.frame(filledWith: .blue), Rect(x: 360, y: 47, width: 30, height: 30))
        let aligned = laidOut(
            SwiftUI.Color.red.safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 0) {
                SwiftUI.Color.blue.frame(width: 100, height: 20)
            })
        XCTAssertEqual(aligned.frame(filledWith: .blue), Rect(x: 290, y: 790, width: 100, height: 20))
    }

    func testAScrollViewsContentShowsUnderTheInset() {
        let view = laidOut(
            SwiftUI.ScrollView { SwiftUI.Color.red.frame(height: 2000) }
                .safeAreaInset(edge: .bottom, spacing: 0) { SwiftUI.Color.blue.frame(height: 50) })
        // At rest the content starts at the top of the safe area and is drawn down to the
        // screen's bottom, under the inset view and the home indicator.
        let drawn = DrawnView(root: view.root, canvas: Size(width: 390, height: 844))
        XCTAssertEqual(drawn.rgba(195, 830), Ink.of(.red))
        XCTAssertEqual(drawn.rgba(195, 780), Ink.of(.blue))
    }

    func testSafeAreaPaddingGrowsTheSafeArea() {
        let view = laidOut(SwiftUI.Color.red.safeAreaPadding(.horizontal, 20))
        XCTAssertEqual(view.frame(filledWith: .red), Rect(x: 20, y: 47, width: 350, height: 763))
        let all = laidOut(SwiftUI.Color.red.safeAreaPadding(10))
        XCTAssertEqual(all.frame(filledWith: .red), Rect(x: 10, y: 57, width: 370, height: 743))
    }
}
