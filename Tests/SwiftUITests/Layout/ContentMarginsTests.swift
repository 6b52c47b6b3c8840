import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `contentMargins`: space around the content of the scroll views inside.
final class ContentMarginsTests: XCTestCase {
    func testMarginsPadTheScrollContent() {
        let view = LaidOutView(
            SwiftUI.ScrollView { SwiftUI.Color.red.frame(height: 50) }.contentMargins(.horizontal, 20))
        XCTAssertEqual(view.frame(filledWith: .red), Rect(x: 20, y: 0, width: 350, height: 50))
        let all = LaidOutView(
            SwiftUI.ScrollView { SwiftUI.Color.red.frame(height: 50) }.contentMargins(16, for: .scrollContent))
        XCTAssertEqual(all.frame(filledWith: .red), Rect(x: 16, y: 16, width: 358, height: 50))
        let indicators = LaidOutView(
            SwiftUI.ScrollView { SwiftUI.Color.red.frame(height: 50) }.contentMargins(16, for: .scrollIndicators))
        XCTAssertEqual(indicators.frame(filledWith: .red), Rect(x: 0, y: 0, width: 390, height: 50))
    }

    func testTheScrollModifiersThatNeedAFingerChangeNothing() {
        let plain = SwiftUI.ScrollView { SwiftUI.Color.red.frame(height: 50) }
        assertSameDrawing(
            plain,
            SwiftUI.ScrollView {
                SwiftUI.VStack { SwiftUI.Color.red.frame(height: 50) }.scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollBounceBehavior(.basedOnSize)
            .scrollClipDisabled()
            .scrollIndicators(.hidden, axes: .vertical)
            .scrollPosition(id: .constant(Int?.none))
            .defaultScrollAnchor(.top))
        assertSameDrawing(plain, plain.scrollTargetBehavior(.paging))
    }
}
