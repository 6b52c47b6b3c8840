import Foundation
import Geometry
import XCTest

@testable import SwiftUI

/// UIKit and Foundation names SwiftUI files use that draw nothing of their own: text ranges,
/// iOS 17's traits, the calendar view, PDF renderers, value transformers.
final class UIKitNamesTests: XCTestCase {
    func testTextRangesAndTraits() {
        XCTAssertTrue(UITextRange().isEmpty)
        XCTAssertEqual(UITraitUserInterfaceStyle.defaultValue, .light)
        XCTAssertEqual(UITraitHorizontalSizeClass.defaultValue, .compact)
        XCTAssertEqual(UITraitVerticalSizeClass.defaultValue, .regular)
        let traits: [UITrait] = [UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]
        XCTAssertEqual(traits.count, 2)
        let view = UIView()
        var called = false
        view.registerForTraitChanges(traits) { (_: UIView, _: UITraitCollection) in called = true }
        XCTAssertFalse(called, "a render's traits never change")
        let calendar = UICalendarView()
        calendar.selectionBehavior = UICalendarSelectionSingleDate(delegate: nil)
        XCTAssertNotNil(calendar.selectionBehavior)
        let glyph: CGGlyph = 36
        XCTAssertEqual(glyph, 36)
        XCTAssertEqual(ValueTransformer().transformedValue("x") as? String, "x")
        let queue: DispatchSerialQueue = DispatchQueue(label: "serial")
        XCTAssertEqual(queue.label, "serial")
        var error: NSError? = nil
        let pointer: NSErrorPointer = withUnsafeMutablePointer(to: &error) { $0 }
        XCTAssertNotNil(pointer)
    }

    /// A PDF renderer runs its drawing code on a page-sized context, writes no PDF (its data is
    /// empty) and warns once at its line.
    func testAPDFRendererRunsItsActionsAndWarns() throws {
        final class Box { var ran = false; var data = Data([1]) }
        let box = Box()
        let located = try locatedWarnings {
            let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
            box.data = renderer.pdfData(
                actions: { context in
                    context.beginPage()
                    context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                    box.ran = context.pdfContextBounds.width == 200
                }, line: 12, column: 9)
            return SwiftUI.Text("pdf")
        }
        XCTAssertTrue(box.ran)
        XCTAssertEqual(box.data, Data())
        XCTAssertEqual(
            located.map(\.message),
            ["'UIGraphicsPDFRenderer' is not drawn: Zoetrope writes no PDF, so its data is empty"])
        XCTAssertEqual(located.first?.location?.line, 12)
    }
}
