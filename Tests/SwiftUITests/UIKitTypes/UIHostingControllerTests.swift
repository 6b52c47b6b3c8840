import Geometry
import XCTest

@testable import SwiftUI

/// `UIHostingController(rootView:)`: its view draws the SwiftUI view it hosts on the system
/// background, returned by a controller representable or placed in a UIKit hierarchy.
final class UIHostingControllerTests: XCTestCase {
    struct Hosting: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIHostingController<AnyView> {
            UIHostingController(rootView: AnyView(SwiftUI.Color.blue.frame(width: 40, height: 20)))
        }
        func updateUIViewController(_ controller: UIHostingController<AnyView>, context: Context) {}
    }

    func testAControllerRepresentableDrawsTheHostedViewOnTheSystemBackground() {
        let light = DrawnView(Hosting())
        XCTAssertEqual(light.bounds(of: Ink.blue), Rect(x: 30, y: 40, width: 40, height: 20), "centred")
        XCTAssertEqual(light.rgba(5, 5), Ink.white, "the system background")
        let dark = DrawnView(Hosting().preferredColorScheme(.dark))
        XCTAssertEqual(dark.rgba(5, 5), Ink.black, "black in dark mode")
    }

    /// A hosting controller's view added to a UIKit view at a frame, its background cleared.
    struct Embedded: UIViewRepresentable {
        final class Holder: SwiftUI.UIView {
            var hosting: UIHostingController<SwiftUI.Text>?
        }
        func makeUIView(context: Context) -> Holder {
            let holder = Holder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            holder.backgroundColor = SwiftUI.UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let hosting = UIHostingController(rootView: SwiftUI.Text("Hi").foregroundColor(.blue))
            hosting.view.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
            hosting.view.backgroundColor = .clear
            holder.addSubview(hosting.view)
            holder.hosting = hosting
            return holder
        }
        func updateUIView(_ uiView: Holder, context: Context) {
            uiView.hosting?.rootView = SwiftUI.Text("Hello").foregroundColor(.blue)
        }
    }

    func testAHostingViewInAUIKitHierarchyDrawsItsLatestRootView() throws {
        let drawn = DrawnView(Embedded())
        XCTAssertEqual(drawn.rgba(5, 5), [255, 0, 0, 255], "the holder's background")
        XCTAssertEqual(drawn.rgba(5, 95), [255, 0, 0, 255], "through the cleared hosting view")
        let text = try XCTUnwrap(drawn.bounds(of: Ink.blue, tolerance: 60), "the text")
        XCTAssertGreaterThan(text.minY, 50, "in the lower half")
        XCTAssertEqual(text.midX, 50, accuracy: 3, "centred")
        XCTAssertGreaterThan(text.width, 25, "'Hello', the root view set in the update, not 'Hi'")
    }

    func testSizeThatFitsIsTheRootViewsSize() {
        let controller = UIHostingController(rootView: SwiftUI.Color.red.frame(width: 30, height: 12))
        XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 300, height: 300)), CGSize(width: 30, height: 12))
    }
}
