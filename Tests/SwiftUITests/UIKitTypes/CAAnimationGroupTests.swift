import Foundation
import Geometry
import XCTest

@testable import SwiftUI

/// `CAAnimationGroup`: animations played together on one layer, on the group's clock.
final class CAAnimationGroupTests: XCTestCase {
    let canvas = Size(width: 100, height: 100)

    /// A 10-pt square at (10, 10) whose group moves it right over its first second and down
    /// over the second half of it.
    func grouped(_ configure: (CAAnimationGroup) -> Void = { _ in }) throws -> AnimatedView {
        let group = CAAnimationGroup()
        let right = CABasicAnimation(keyPath: "position.x")
        right.toValue = 85
        right.duration = 1
        let down = CABasicAnimation(keyPath: "position.y")
        down.toValue = 85
        down.beginTime = 0.5
        down.duration = 0.5
        down.fillMode = .both
        down.isRemovedOnCompletion = false
        group.animations = [right, down]
        group.duration = 1
        configure(group)
        return try AnimatedView(
            CALayerTests.animatedSquare(CGRect(x: 10, y: 10, width: 10, height: 10), playing: group), canvas: canvas)
    }

    /// The square's top-left corner at `time`.
    func corner(_ view: AnimatedView, at time: Double) -> [Double] {
        guard let ink = view.drawing(at: time).inkBounds(threshold: 128) else { return [] }
        return [ink.minX, ink.minY]
    }

    /// The move right over the group's second, the move down from its half-second (its first
    /// value held before then, as its fill mode says), the layer's own position after the group.
    func testTheAnimationsPlayOnTheGroupsClock() throws {
        let view = try grouped()
        XCTAssertEqual(corner(view, at: 0.2), [24, 10])
        XCTAssertEqual(corner(view, at: 0.5), [45, 10])
        XCTAssertEqual(corner(view, at: 0.8), [66, 52])
        XCTAssertEqual(corner(view, at: 1.5), [10, 10], "the group is removed at its end")
    }

    /// The group's duration cuts its animations short; its repeats replay them all.
    func testTheGroupsDurationAndRepeats() throws {
        let short = try grouped { $0.duration = 0.5 }
        XCTAssertEqual(corner(short, at: 0.4), [38, 10])
        XCTAssertEqual(corner(short, at: 0.75), [10, 10], "over after half a second")
        let repeating = try grouped { $0.repeatCount = .infinity }
        XCTAssertEqual(corner(repeating, at: 2.2), [24, 10])
        XCTAssertEqual(corner(repeating, at: 3.8), [66, 52])
    }
}
