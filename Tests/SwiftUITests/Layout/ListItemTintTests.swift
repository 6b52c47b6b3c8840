import Geometry
import XCTest

@testable import SwiftUI

/// `.listItemTint`: a list draws its rows' label icons in the tint (else the accent colour).
final class ListItemTintTests: XCTestCase {
    private let canvas = Size(width: 390, height: 120)

    private func list(_ tint: SwiftUI.ListItemTint?) -> some SwiftUI.View {
        SwiftUI.List {
            SwiftUI.Label("Inbox", systemImage: "tray.fill").listItemTint(tint)
        }
    }

    func testLabelIconsTakeTheTint() {
        let red = DrawnView(list(.fixed(.red)), canvas: canvas)
        let plain = DrawnView(list(nil), canvas: canvas)
        XCTAssertGreaterThan(red.count(of: Ink.red), 20, "the icon is red")
        XCTAssertEqual(red.count(of: Ink.blue), 0)
        XCTAssertGreaterThan(plain.count(of: Ink.blue), 20, "without a tint, the accent colour")
        XCTAssertEqual(plain.count(of: Ink.red), 0)
        assertSameDrawing(
            SwiftUI.List { SwiftUI.Label("Inbox", systemImage: "tray.fill").listItemTint(SwiftUI.Color.red) },
            list(.preferred(.red)), canvas: canvas)
    }

    func testMonochromeIsGrey() {
        let grey = DrawnView(list(.monochrome), canvas: canvas)
        XCTAssertEqual(grey.count(of: Ink.blue), 0)
        XCTAssertGreaterThan(grey.count(of: [142, 142, 147, 255], tolerance: 40), 20)
    }
}
