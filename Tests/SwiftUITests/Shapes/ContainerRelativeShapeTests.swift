import Geometry
import XCTest

@testable import SwiftUI

/// `ContainerRelativeShape` takes the shape of the nearest `.containerShape(_:)` around it, in
/// its own frame; without one it is a rectangle, as in iOS's app views.
final class ContainerRelativeShapeTests: XCTestCase {
    private func filled<S: SwiftUI.Shape>(_ shape: S) -> some SwiftUI.View {
        shape.fill(SwiftUI.Color.red).frame(width: 80, height: 80)
    }

    func testWithoutAContainerShapeItIsARectangle() {
        assertSameDrawing(filled(SwiftUI.ContainerRelativeShape()), filled(SwiftUI.Rectangle()))
    }

    func testItTakesTheContainerShapeAroundIt() {
        let rounded = SwiftUI.RoundedRectangle(cornerRadius: 24)
        let drawn = DrawnView(filled(SwiftUI.ContainerRelativeShape()).containerShape(rounded))
        XCTAssertEqual(drawn.alpha(1, 1), 0, "the corner is rounded off")
        XCTAssertEqual(drawn.rgba(40, 40), Ink.red)
        assertSameDrawing(filled(SwiftUI.ContainerRelativeShape()).containerShape(rounded), filled(rounded))
        // The nearest container wins.
        assertSameDrawing(
            SwiftUI.VStack { filled(SwiftUI.ContainerRelativeShape()).containerShape(SwiftUI.Circle()) }
                .containerShape(rounded),
            filled(SwiftUI.Circle()))
    }

    func testClipsAndInsetsTakeItToo() {
        let rounded = SwiftUI.RoundedRectangle(cornerRadius: 24)
        let square = SwiftUI.Color.red.frame(width: 80, height: 80)
        assertSameDrawing(
            square.clipShape(SwiftUI.ContainerRelativeShape()).containerShape(SwiftUI.Circle()),
            square.clipShape(SwiftUI.Circle()))
        assertSameDrawing(
            filled(SwiftUI.ContainerRelativeShape().inset(by: 10)).containerShape(rounded),
            filled(rounded.inset(by: 10)))
        assertDifferentDrawing(
            filled(SwiftUI.ContainerRelativeShape().inset(by: 10)).containerShape(rounded),
            filled(SwiftUI.Rectangle().inset(by: 10)))
    }
}
