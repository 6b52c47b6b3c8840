import Foundation
import Geometry
import XCTest

@testable import SwiftUI

/// `CAReplicatorLayer`: its sublayers drawn once per instance, each turned about the
/// replicator's centre, recoloured and delayed a step more than the one before.
final class CAReplicatorLayerTests: XCTestCase {
    let canvas = Size(width: 100, height: 100)

    /// A 100-pt replicator of four instances a quarter turn apart, of a 10-pt dot centred at
    /// (50, 10): instances at the top, right, bottom and left.
    func ring(_ configure: @escaping (CAReplicatorLayer, SwiftUI.CALayer) -> Void) -> CALayerTests.Layers {
        CALayerTests.Layers { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let dot = SwiftUI.CALayer()
            dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
            dot.backgroundColor = SwiftUI.UIColor.white.cgColor
            replicator.addSublayer(dot)
            configure(replicator, dot)
            root.addSublayer(replicator)
        }
    }

    /// The centres of the four instances: top, right (a quarter turn clockwise), bottom, left.
    let centres = [(50, 10), (90, 50), (50, 90), (10, 50)]

    func testEachInstanceIsTurnedAndFadedAStepMore() {
        let drawn = DrawnView(ring { replicator, _ in replicator.instanceAlphaOffset = -0.25 }, canvas: canvas)
        let alphas = centres.map { drawn.alpha($0.0, $0.1) }
        XCTAssertEqual(alphas, [255, 191, 128, 64], "alpha 1, 0.75, 0.5, 0.25")
        XCTAssertEqual(drawn.alpha(50, 50), 0, "nothing at the centre")
        XCTAssertEqual(drawn.inkBounds(), Rect(x: 5, y: 5, width: 90, height: 90))
        let one = DrawnView(ring { replicator, _ in replicator.instanceCount = 1 }, canvas: canvas)
        XCTAssertEqual(one.inkBounds(), Rect(x: 45, y: 5, width: 10, height: 10), "one instance: the sublayers alone")
        XCTAssertTrue(DrawnView(ring { replicator, _ in replicator.instanceCount = 0 }, canvas: canvas).isBlank)
    }

    /// The instance colour multiplies the first instance's colours; the offsets add per instance.
    func testInstanceColoursStepByTheOffsets() {
        let drawn = DrawnView(
            ring { replicator, _ in
                replicator.instanceGreenOffset = -0.5
                replicator.instanceBlueOffset = -0.5
            }, canvas: canvas)
        XCTAssertEqual(
            centres.map { drawn.rgba($0.0, $0.1) },
            [
                [255, 255, 255, 255], [255, 128, 128, 255], [255, 0, 0, 255], [255, 0, 0, 255],
            ])
        let tinted = DrawnView(
            ring { replicator, _ in
                replicator.instanceColor = SwiftUI.UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
            },
            canvas: canvas)
        XCTAssertEqual(tinted.rgba(50, 10), [0, 0, 255, 255])
    }

    /// Each instance's animations run `instanceDelay` behind the one before: a fade in over a
    /// second, 0.25 s apart, at 0.5 s shows the instances at 50 %, 25 %, 0 % and (not started,
    /// its first value held backwards) 0 %.
    func testInstancesRunTheirAnimationsADelayApart() throws {
        let view = try AnimatedView(
            ring { replicator, dot in
                replicator.instanceDelay = 0.25
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.toValue = 1
                fade.duration = 1
                fade.fillMode = .backwards
                dot.add(fade, forKey: "fade")
            }, canvas: canvas)
        let drawn = view.drawing(at: 0.5)
        let alphas = centres.map { drawn.alpha($0.0, $0.1) }
        XCTAssertEqual(alphas[0], 128, accuracy: 1)
        XCTAssertEqual(alphas[1], 64, accuracy: 1)
        XCTAssertEqual(alphas[2], 0)
        XCTAssertEqual(alphas[3], 0)
        XCTAssertEqual(centres.map { view.drawing(at: 2).alpha($0.0, $0.1) }, [255, 255, 255, 255])
    }
}
