import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `scrollTransition`: a scroll view at rest, where the views on screen are in the `.identity`
/// phase.
final class ScrollTransitionTests: XCTestCase {
    func testAViewOnScreenIsInTheIdentityPhase() {
        let plain = SwiftUI.ScrollView { SwiftUI.Color.red.frame(width: 20, height: 20) }
        assertSameDrawing(
            SwiftUI.ScrollView {
                SwiftUI.Color.red.frame(width: 20, height: 20).opacity(1).scaleEffect(1).offset(x: 0)
            },
            SwiftUI.ScrollView {
                SwiftUI.Color.red.frame(width: 20, height: 20)
                    .scrollTransition { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                            .offset(x: phase.value * 100)
                    }
            })
        assertSameDrawing(
            SwiftUI.ScrollView { SwiftUI.Color.red.frame(width: 20, height: 20).offset(y: 10) },
            SwiftUI.ScrollView {
                SwiftUI.Color.red.frame(width: 20, height: 20)
                    .scrollTransition(.animated.threshold(.visible(0.9)), axis: .vertical) { content, phase in
                        content.offset(y: phase == .identity ? 10 : 0)
                    }
            })
        assertDifferentDrawing(plain, plain.offset(y: 10), "the offset shows")
    }
}
