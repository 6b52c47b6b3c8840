import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

/// `visualEffect`: effects made from the view's laid-out geometry, drawn without changing the
/// layout.
final class VisualEffectTests: XCTestCase {
    func testTheEffectReadsTheViewsGeometry() {
        // A 10-point square centred on a 100-point canvas, moved right by twice its width and down
        // by its distance from x = 45 (none).
        let drawn = DrawnView(
            SwiftUI.Color.red.frame(width: 10, height: 10).visualEffect { content, proxy in
                content.offset(x: proxy.size.width * 2, y: proxy.frame(in: .global).minX - 45)
            })
        XCTAssertEqual(drawn.bounds(of: Ink.red), Rect(x: 65, y: 45, width: 10, height: 10))
    }

    func testEveryEffectOfTheProtocolDraws() {
        assertSameDrawing(
            SwiftUI.Color.red.frame(width: 10, height: 10).visualEffect { content, _ in
                content.scaleEffect(2).rotationEffect(.degrees(90)).blur(radius: 0).brightness(0).contrast(1)
                    .saturation(1).grayscale(0).hueRotation(.zero).offset(CGSize(width: 5, height: 0))
            },
            SwiftUI.Color.red.frame(width: 10, height: 10).scaleEffect(2).rotationEffect(.degrees(90)).blur(radius: 0)
                .brightness(0).contrast(1).saturation(1).grayscale(0).hueRotation(.zero).offset(x: 5))
    }
}
