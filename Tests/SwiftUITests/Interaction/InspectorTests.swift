import Geometry
import XCTest

@testable import SwiftUI

/// `.inspector`: in a compact width, as on an iPhone, an inspector is presented as a sheet.
final class InspectorTests: XCTestCase {
    func testAnInspectorIsASheetOnAnIPhone() {
        let canvas = Size(width: 390, height: 844)
        let base = SwiftUI.Color.blue
        assertSameDrawing(
            base.inspector(isPresented: .constant(true)) { SwiftUI.Text("Details").inspectorColumnWidth(320) },
            base.sheet(isPresented: .constant(true)) { SwiftUI.Text("Details") }, canvas: canvas)
        assertSameDrawing(
            base.inspector(isPresented: .constant(false)) { SwiftUI.Text("Details") }
                .inspectorColumnWidth(min: 200, ideal: 300, max: 400),
            base, canvas: canvas)
        assertDifferentDrawing(
            base.inspector(isPresented: .constant(true)) { SwiftUI.Text("Details") }, base, canvas: canvas)
    }
}
