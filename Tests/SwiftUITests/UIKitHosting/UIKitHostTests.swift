import Geometry
import XCTest

@testable import SwiftUI

/// What `UIKitHost` does with a representable's view besides drawing it: `layoutSubviews` after
/// the frame is set, `draw(_:)` overrides drawn, warnings at the representable for constraints
/// it cannot solve. Drawn to pixels with `DrawnView` (one pixel a point, 100 × 100).
final class UIKitHostTests: XCTestCase {
    /// A view that places its subview in `layoutSubviews`: the right half of its bounds.
    final class HalfView: UIView {
        let half = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            half.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            addSubview(half)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            half.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
        }
    }

    struct Half: UIViewRepresentable {
        func makeUIView(context: Context) -> HalfView { HalfView(frame: .zero) }
        func updateUIView(_ uiView: HalfView, context: Context) {}
    }

    func testLayoutSubviewsRunsAfterTheFrameIsSet() {
        let drawn = DrawnView(Half())
        XCTAssertEqual(drawn.rgba(25, 50), [0, 0, 0, 0], "the left half is empty")
        XCTAssertEqual(drawn.rgba(75, 50), [0, 0, 255, 255], "the subview fills the right half")
    }

    /// A view that draws a red disc in its own `draw(_:)`.
    final class DiscView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    struct Disc: UIViewRepresentable {
        func makeUIView(context: Context) -> DiscView { DiscView() }
        func updateUIView(_ uiView: DiscView, context: Context) {}
    }

    func testADrawOverrideIsDrawnInTheViewsBounds() {
        let drawn = DrawnView(Disc())
        XCTAssertEqual(drawn.rgba(50, 50), [255, 0, 0, 255], "the disc's middle")
        XCTAssertEqual(drawn.rgba(3, 3), [0, 0, 0, 0], "outside the disc, in the corner")
        XCTAssertEqual(drawn.rgba(50, 2), [255, 0, 0, 255], "the disc reaches the top edge")
    }

    /// A subview whose constraints give its width only.
    struct Loose: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(inner)
            inner.widthAnchor.constraint(equalToConstant: 10).isActive = true
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    func testConstraintsThatLeaveAViewUndeterminedWarnOnce() throws {
        XCTAssertEqual(
            try warnings { Loose() },
            [
                "Auto Layout constraints of 'Loose' leave a view's size or position undetermined: it keeps its frame"
            ])
    }
}

/// A view laid out at the size its representable gets, not only at the screen's: its
/// `layoutSubviews` places a subview and a sublayer for the bounds it has there.
final class UIKitHostRelayoutTests: XCTestCase {
    final class Filled: UIView {
        let gradient = CAGradientLayer()
        let bar = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
            gradient.colors = [red, red]
            layer.addSublayer(gradient)
            bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            addSubview(bar)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
            bar.frame = CGRect(x: 0, y: bounds.height - 10, width: bounds.width, height: 10)
        }
    }

    struct Representable: UIViewRepresentable {
        func makeUIView(context: Context) -> Filled { Filled(frame: .zero) }
        func updateUIView(_ uiView: Filled, context: Context) {}
    }

    func testAViewInASmallerFrameIsLaidOutAtThatSize() {
        let drawn = DrawnView(Representable().frame(width: 50, height: 40))
        XCTAssertEqual(drawn.bounds(of: [255, 0, 0, 255]), Rect(x: 25, y: 30, width: 50, height: 30), "the sublayer")
        XCTAssertEqual(drawn.bounds(of: [0, 0, 255, 255]), Rect(x: 25, y: 60, width: 50, height: 10), "the subview")
        XCTAssertEqual(drawn.rgba(10, 50), [0, 0, 0, 0], "nothing outside the frame")
    }
}
