import Geometry
import Raster
import Timeline
import XCTest

@testable import SceneGraph

final class AnimatedSceneTests: XCTestCase {
    private func scene(_ views: [ViewNode], _ transactions: [StateChange]) throws -> AnimatedScene {
        AnimatedScene(trees: try views.map(engine.layout), timeline: Timeline(transactions: transactions))
    }

    func testOffsetBlendsAlongTheCurve() throws {
        let a = circle.frame(20, 20)
        let s = try scene([a.offset(0, 0), a.offset(-100, 0)], [StateChange(time: 1, animation: .linear(duration: 2))])
        XCTAssertEqual(s.tree(at: 0).effects.offset.x, 0)
        XCTAssertEqual(s.tree(at: 2).effects.offset.x, -50, accuracy: 1e-9)
        XCTAssertEqual(s.tree(at: 3).effects.offset.x, -100)
    }

    func testTrimOfTheLaunchFrameGrowsFromTheMiddle() throws {
        func frame(_ on: Bool) -> ViewNode {
            .shape(
                ShapeView(
                    kind: .roundedRectangle(cornerRadius: 12, style: .circular), trimFrom: on ? 0 : 1,
                    trimTo: on ? 1 : 0))
        }
        let s = try scene([frame(false), frame(true)], [StateChange(time: 0, animation: .linear(duration: 1))])
        guard case .shape(let mid) = s.tree(at: 0.75).content else { return XCTFail() }
        XCTAssertEqual(mid.trimFrom, 0.25, accuracy: 1e-12)
        XCTAssertEqual(mid.trimTo, 0.75, accuracy: 1e-12)
    }

    func testColorMultiplyBlendsInLinearLight() throws {
        let text = circle
        let s = try scene(
            [.modified(text, .colorMultiply(.clear)), .modified(text, .colorMultiply(.white))],
            [StateChange(time: 0, animation: .linear(duration: 1))])
        let m = s.tree(at: 0.5).effects.multiply
        XCTAssertEqual(m.alpha, 0.5, accuracy: 1e-12)
        // Linear-light 0.5 is sRGB-encoded 0.7354.
        XCTAssertEqual(m.red, 0.7354, accuracy: 1e-4)
    }

    func testFrameSizesAnimate() throws {
        let s = try scene(
            [rectangle.frame(10, 10), rectangle.frame(30, 10)], [StateChange(time: 0, animation: .linear(duration: 1))])
        XCTAssertEqual(s.tree(at: 0.5).frame.width, 20, accuracy: 1e-12)
    }

    func testDifferentKindsDoNotBlend() throws {
        let s = try scene(
            [rectangle.frame(10, 10), circle.frame(30, 30)], [StateChange(time: 0, animation: .linear(duration: 1))])
        XCTAssertEqual(s.tree(at: 0.5).frame.width, 30)
    }

    func testDurationComesFromTheTimeline() throws {
        let s = try scene([rectangle, rectangle], [StateChange(time: 1, animation: .easeIn(duration: 0.5))])
        XCTAssertEqual(s.duration, 2.1, accuracy: 1e-12)
    }
}
