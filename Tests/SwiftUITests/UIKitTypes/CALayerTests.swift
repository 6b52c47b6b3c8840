import Geometry
import XCTest

@testable import SwiftUI

/// Sublayers of a representable's view, drawn as Core Animation composites them: at their
/// frames (position and anchor point), with their background, corners, border, opacity,
/// transform, masking to bounds and mask layer. Drawn to pixels with `DrawnView` (one pixel a
/// point, 100 × 100: the view fills it).
final class CALayerTests: XCTestCase {
    /// A view whose layer holds what `build` adds.
    struct Layers: UIViewRepresentable {
        let build: (SwiftUI.CALayer) -> Void
        func makeUIView(context: Context) -> SwiftUI.UIView {
            let view = SwiftUI.UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            build(view.layer)
            return view
        }
        func updateUIView(_ uiView: SwiftUI.UIView, context: Context) {}
    }

    static let red = SwiftUI.UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    static let blue = SwiftUI.UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor

    /// A view whose layer holds a red square at `frame` playing `animation`.
    static func animatedSquare(_ frame: CGRect, playing animation: CAAnimation) -> Layers {
        Layers { root in
            let square = SwiftUI.CALayer()
            square.frame = frame
            square.backgroundColor = red
            square.add(animation, forKey: nil)
            root.addSublayer(square)
        }
    }

    func square(_ frame: CGRect, _ colour: SwiftUI.CGColor = red) -> SwiftUI.CALayer {
        let layer = SwiftUI.CALayer()
        layer.frame = frame
        layer.backgroundColor = colour
        return layer
    }

    func testASublayerIsDrawnAtItsFrame() {
        let drawn = DrawnView(Layers { $0.addSublayer(self.square(CGRect(x: 10, y: 20, width: 30, height: 40))) })
        XCTAssertEqual(drawn.bounds(of: [255, 0, 0, 255]), Rect(x: 10, y: 20, width: 30, height: 40))
    }

    /// The frame is the bounds' size about the position, by the anchor point.
    func testPositionAndAnchorPointPlaceTheLayer() {
        let drawn = DrawnView(
            Layers { root in
                let layer = SwiftUI.CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
                layer.anchorPoint = CGPoint(x: 0, y: 1)
                layer.position = CGPoint(x: 50, y: 50)
                layer.backgroundColor = Self.red
                root.addSublayer(layer)
            })
        XCTAssertEqual(drawn.bounds(of: [255, 0, 0, 255]), Rect(x: 50, y: 40, width: 20, height: 10))
    }

    /// Later sublayers are drawn over earlier ones; `insertSublayer(_:at: 0)` goes below.
    func testSublayersAreDrawnInOrder() {
        let drawn = DrawnView(
            Layers { root in
                root.addSublayer(self.square(CGRect(x: 0, y: 0, width: 60, height: 60)))
                root.insertSublayer(self.square(CGRect(x: 40, y: 40, width: 60, height: 60), Self.blue), at: 0)
            })
        XCTAssertEqual(drawn.rgba(50, 50), [255, 0, 0, 255], "the red one added last is over the blue")
        XCTAssertEqual(drawn.rgba(80, 80), [0, 0, 255, 255])
    }

    func testCornersBorderAndOpacity() {
        let drawn = DrawnView(
            Layers { root in
                let layer = self.square(CGRect(x: 0, y: 0, width: 100, height: 100))
                layer.cornerRadius = 30
                layer.borderWidth = 5
                layer.borderColor = Self.blue
                layer.opacity = 0.5
                root.addSublayer(layer)
            })
        XCTAssertEqual(drawn.rgba(2, 2), [0, 0, 0, 0], "the rounded corner")
        XCTAssertTrue(DrawnView.close(drawn.rgba(50, 50), [128, 0, 0, 128], 2), "\(drawn.rgba(50, 50))")
        XCTAssertTrue(DrawnView.close(drawn.rgba(50, 2), [0, 0, 128, 128], 2), "the border: \(drawn.rgba(50, 2))")
    }

    /// A 40-pt square turned 45° about its centre reaches about 28 pt from it along the axes.
    func testTheTransformTurnsAboutTheAnchorPoint() {
        let drawn = DrawnView(
            Layers { root in
                let layer = self.square(CGRect(x: 30, y: 30, width: 40, height: 40))
                layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
                root.addSublayer(layer)
            })
        XCTAssertEqual(drawn.rgba(50, 24), [255, 0, 0, 255], "a corner above the square's top edge")
        XCTAssertEqual(drawn.rgba(32, 32), [0, 0, 0, 0], "the square's own corner is empty")
        let ink = drawn.inkBounds(threshold: 128)
        XCTAssertEqual(ink?.width ?? 0, 56, accuracy: 2)
    }

    func testMasksToBoundsClipsTheSublayers() {
        let drawn = DrawnView(
            Layers { root in
                let outer = SwiftUI.CALayer()
                outer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                outer.masksToBounds = true
                outer.addSublayer(self.square(CGRect(x: 25, y: 25, width: 50, height: 50)))
                root.addSublayer(outer)
            })
        XCTAssertEqual(drawn.bounds(of: [255, 0, 0, 255]), Rect(x: 25, y: 25, width: 25, height: 25))
    }

    /// A layer's mask keeps it where the mask is opaque: a disc.
    func testAMaskLayerMasksByItsAlpha() {
        let drawn = DrawnView(
            Layers { root in
                let layer = self.square(CGRect(x: 0, y: 0, width: 100, height: 100))
                let disc = CAShapeLayer()
                disc.frame = layer.bounds
                disc.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
                layer.mask = disc
                root.addSublayer(layer)
            })
        XCTAssertEqual(drawn.rgba(50, 50), [255, 0, 0, 255])
        XCTAssertEqual(drawn.rgba(50, 2), [255, 0, 0, 255], "the disc reaches the top edge")
        XCTAssertEqual(drawn.rgba(4, 4), [0, 0, 0, 0], "outside the disc")
    }

    /// A shadow below a layer, offset 10 pt down.
    func testAShadowIsCastBelowTheLayer() {
        let drawn = DrawnView(
            Layers { root in
                let layer = self.square(CGRect(x: 20, y: 20, width: 40, height: 40))
                layer.shadowColor = SwiftUI.UIColor.black.cgColor
                layer.shadowOpacity = 1
                layer.shadowRadius = 0
                layer.shadowOffset = CGSize(width: 0, height: 10)
                root.addSublayer(layer)
            })
        XCTAssertEqual(drawn.rgba(40, 65), [0, 0, 0, 255], "the shadow under the square")
        XCTAssertEqual(drawn.rgba(40, 40), [255, 0, 0, 255])
        XCTAssertEqual(drawn.rgba(40, 75), [0, 0, 0, 0])
    }

    /// A view whose `layerClass` is a gradient layer fills itself with its gradient.
    func testAViewsLayerClassIsDrawn() {
        final class GradientView: SwiftUI.UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        struct Gradient: UIViewRepresentable {
            func makeUIView(context: Context) -> GradientView {
                let view = GradientView()
                (view.layer as? CAGradientLayer)?.colors = [CALayerTests.red, CALayerTests.blue]
                return view
            }
            func updateUIView(_ uiView: GradientView, context: Context) {}
        }
        let drawn = DrawnView(Gradient())
        XCTAssertGreaterThan(drawn.rgba(50, 2)[0], 240, "red at the top")
        XCTAssertGreaterThan(drawn.rgba(50, 97)[2], 240, "blue at the bottom")
    }

    /// A 4 × 2-pixel red bitmap, drawn in code at scale 1.
    func redBitmap() -> SwiftUI.CGImage? {
        let format = SwiftUI.UIGraphicsImageRendererFormat()
        format.scale = 1
        return SwiftUI.UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            context.cgContext.setFillColor(Self.red)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }.cgImage
    }

    /// A layer's `contents` bitmap fills its bounds by its gravity: stretched by default, fitted
    /// with its proportions (a 4 × 2 image in 60 × 60: 60 × 30 at the middle), filling, or at
    /// its own size (`contentsScale` pixels a point) at the centre.
    func testAContentsBitmapIsPlacedByItsGravity() throws {
        let image = try XCTUnwrap(redBitmap())
        func drawn(_ gravity: CALayerContentsGravity, scale: CGFloat = 1) -> DrawnView {
            DrawnView(
                Layers { root in
                    let layer = SwiftUI.CALayer()
                    layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
                    layer.contents = image
                    layer.contentsGravity = gravity
                    layer.contentsScale = scale
                    root.addSublayer(layer)
                })
        }
        let red = [255, 0, 0, 255]
        XCTAssertEqual(drawn(.resize).bounds(of: red), Rect(x: 20, y: 20, width: 60, height: 60))
        XCTAssertEqual(drawn(.resizeAspect).bounds(of: red), Rect(x: 20, y: 35, width: 60, height: 30))
        XCTAssertEqual(drawn(.resizeAspectFill).bounds(of: red), Rect(x: 0, y: 20, width: 100, height: 60))
        XCTAssertEqual(drawn(.center, scale: 0.5).bounds(of: red), Rect(x: 46, y: 48, width: 8, height: 4))
        let none = DrawnView(
            Layers { root in
                let layer = SwiftUI.CALayer()
                layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
                layer.contents = SwiftUI.UIImage(systemName: "star")
                root.addSublayer(layer)
            })
        XCTAssertTrue(none.isBlank, "a UIImage is not a layer's contents (iOS draws nothing)")
    }
}
