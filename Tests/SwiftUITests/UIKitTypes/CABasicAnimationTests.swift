import Geometry
import XCTest

@testable import SwiftUI

/// Animations added to layers (`layer.add(_:forKey:)`), played on the scene clock from when
/// they are added: their values from `fromValue` to `toValue` over `duration`, repeated,
/// reversed, through timing functions, held or removed at the end.
final class CABasicAnimationTests: XCTestCase {
    static let blue = SwiftUI.UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
    static let red = SwiftUI.UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    let canvas = Size(width: 100, height: 100)

    /// A loader: a ring from the top, clockwise, its `strokeEnd` animated 0 to 1 in a second.
    func testALoadersStrokeEndGrowsOnTheSceneClock() throws {
        let loader = try AnimatedView(
            CALayerTests.Layers { root in
                let ring = CAShapeLayer()
                ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                ring.path = CAShapeLayerTests.ring
                ring.fillColor = nil
                ring.strokeColor = Self.blue
                ring.lineWidth = 6
                let grow = CABasicAnimation(keyPath: "strokeEnd")
                grow.fromValue = 0
                grow.toValue = 1
                grow.duration = 1
                grow.repeatCount = .infinity
                ring.add(grow, forKey: "grow")
                root.addSublayer(ring)
            }, canvas: canvas)
        let blue = [0, 0, 255, 255]
        let quarter = loader.drawing(at: 0.3)
        XCTAssertEqual(quarter.rgba(90, 50), blue, "at 0.3 s the stroke has passed the right")
        XCTAssertNotEqual(quarter.rgba(50, 90), blue, "and not reached the bottom")
        let most = loader.drawing(at: 0.8)
        XCTAssertEqual(most.rgba(50, 90), blue)
        XCTAssertEqual(most.rgba(10, 50), blue)
        XCTAssertNotEqual(loader.drawing(at: 1.3).rgba(10, 50), blue, "the second play starts again")
        XCTAssertTrue(loader.drawing(at: 0.3).pixels == loader.drawing(at: 5.3).pixels, "for ever")
    }

    /// A 10-pt square at x 10…20 moved to 80…90 in a second: linear, eased in, reversed.
    func moving(_ configure: (CABasicAnimation) -> Void) throws -> AnimatedView {
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 85
        move.duration = 1
        configure(move)
        return try AnimatedView(
            CALayerTests.animatedSquare(CGRect(x: 10, y: 45, width: 10, height: 10), playing: move), canvas: canvas)
    }

    /// The square's left edge at `time`.
    func left(_ view: AnimatedView, at time: Double) -> Double {
        view.drawing(at: time).inkBounds(threshold: 128)?.minX ?? -1
    }

    func testAPositionMovesFromTheLayersOwnValueAndThenGoesBack() throws {
        let linear = try moving { _ in }
        XCTAssertEqual(left(linear, at: 0), 10, accuracy: 1)
        XCTAssertEqual(left(linear, at: 0.5), 45, accuracy: 1)
        XCTAssertEqual(left(linear, at: 0.9), 73, accuracy: 1)
        XCTAssertEqual(left(linear, at: 1.5), 10, accuracy: 1, "removed at the end: the layer's own value")
    }

    func testTimingFunctionsShapeTheProgress() throws {
        let easeIn = try moving { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        // easeIn (0.42, 0, 1, 1) is 0.315 of the way at half time.
        XCTAssertEqual(left(easeIn, at: 0.5), 10 + 0.315 * 70, accuracy: 1.5)
        let easeOut = try moving { $0.timingFunction = CAMediaTimingFunction(name: .easeOut) }
        XCTAssertEqual(left(easeOut, at: 0.5), 10 + 0.685 * 70, accuracy: 1.5)
    }

    func testAutoreversesRepeatCountAndFillMode() throws {
        let reversing = try moving {
            $0.autoreverses = true
            $0.repeatCount = 2
        }
        XCTAssertEqual(left(reversing, at: 1.5), 45, accuracy: 1, "half way back")
        XCTAssertEqual(left(reversing, at: 2.5), 45, accuracy: 1, "the second play")
        XCTAssertEqual(left(reversing, at: 4.5), 10, accuracy: 1, "over after two plays")
        let held = try moving {
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        XCTAssertEqual(left(held, at: 3), 80, accuracy: 1, "held at its last value")
        let later = try moving {
            $0.beginTime = CACurrentMediaTime() + 1
            $0.fromValue = 50
        }
        XCTAssertEqual(left(later, at: 0.5), 10, accuracy: 1, "not started")
        XCTAssertEqual(left(later, at: 1), 45, accuracy: 1, "starts at its begin time")
    }

    /// A bar spinning about its centre, a turn a second (`transform.rotation.z`), and a layer
    /// fading out (`opacity`).
    func testRotationAndOpacity() throws {
        let spinner = try AnimatedView(
            CALayerTests.Layers { root in
                let bar = SwiftUI.CALayer()
                bar.frame = CGRect(x: 45, y: 10, width: 10, height: 80)
                bar.backgroundColor = Self.red
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0
                spin.toValue = 2 * Double.pi
                spin.duration = 1
                spin.repeatCount = .greatestFiniteMagnitude
                bar.add(spin, forKey: "spin")
                root.addSublayer(bar)
            }, canvas: canvas)
        let upright = spinner.drawing(at: 0).inkBounds(threshold: 128)
        XCTAssertEqual(upright?.height ?? 0, 80, accuracy: 1)
        let turned = spinner.drawing(at: 2.25).inkBounds(threshold: 128)
        XCTAssertEqual(turned?.width ?? 0, 80, accuracy: 1, "a quarter turn: lying across")
        XCTAssertEqual(turned?.height ?? 0, 10, accuracy: 1)

        let fading = try AnimatedView(
            CALayerTests.Layers { root in
                let layer = SwiftUI.CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                layer.backgroundColor = Self.red
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 2
                layer.add(fade, forKey: "fade")
                root.addSublayer(layer)
            }, canvas: canvas)
        XCTAssertEqual(fading.drawing(at: 0).rgba(50, 50)[3], 255)
        XCTAssertEqual(fading.drawing(at: 1).rgba(50, 50)[3], 128, accuracy: 2)
        XCTAssertEqual(fading.drawing(at: 3).rgba(50, 50)[3], 255, "over: the layer's own opacity")
    }

    /// An animation of the view's own layer moves the whole view; a keyframe animation runs
    /// through its values at its key times.
    func testTheViewsOwnLayerAndKeyframes() throws {
        struct Pulsing: UIViewRepresentable {
            func makeUIView(context: Context) -> SwiftUI.UIView {
                let view = SwiftUI.UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                view.backgroundColor = SwiftUI.UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                let pulse = CAKeyframeAnimation(keyPath: "opacity")
                pulse.values = [1, 0, 1]
                pulse.keyTimes = [0, 0.25, 1]
                pulse.duration = 1
                view.layer.add(pulse, forKey: "pulse")
                return view
            }
            func updateUIView(_ uiView: SwiftUI.UIView, context: Context) {}
        }
        let pulsing = try AnimatedView(Pulsing(), canvas: canvas)
        XCTAssertEqual(pulsing.drawing(at: 0).rgba(50, 50)[3], 255)
        XCTAssertEqual(pulsing.drawing(at: 0.125).rgba(50, 50)[3], 128, accuracy: 2)
        XCTAssertEqual(pulsing.drawing(at: 0.25).rgba(50, 50)[3], 0)
        XCTAssertEqual(pulsing.drawing(at: 0.625).rgba(50, 50)[3], 128, accuracy: 2)
    }
}
