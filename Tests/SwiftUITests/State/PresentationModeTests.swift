import XCTest

@testable import SwiftUI

/// The pre-iOS 15 `@Environment(\.presentationMode)`: a render's root is not presented, and
/// dismissing does nothing.
final class PresentationModeTests: XCTestCase {
    func testTheRootIsNotPresentedAndDismissingDoesNothing() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.Environment(\.presentationMode) var presentationMode
            var body: some SwiftUI.View {
                SwiftUI.Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
                    .onAppear { presentationMode.wrappedValue.dismiss() }
            }
        }
        XCTAssertEqual(try evaluate { Root() }.texts, [["root"]])
    }
}
