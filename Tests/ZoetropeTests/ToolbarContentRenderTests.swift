import Raster
import SwiftUI
import XCTest
import Zoetrope

/// A toolbar's items built by a `ToolbarContent` type of the scene's own (issue 33: 48 of the
/// usage table's 428 repositories declare one) are drawn as the same items written inline.
final class ToolbarContentRenderTests: XCTestCase {
    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    func testACustomToolbarContentDrawsItsItemsAsInlineItemsAre() throws {
        let inline = try loadScene({ InlineToolbarScreen() }, path: TestScenes.thisFile, settings: settings())
            .frame(at: 0)
        let custom = try loadScene({ CustomToolbarScreen() }, path: TestScenes.thisFile, settings: settings())
            .frame(at: 0)
        let bare = try loadScene({ BareToolbarScreen() }, path: TestScenes.thisFile, settings: settings())
            .frame(at: 0)
        XCTAssertNotEqual(inline, bare, "the items draw something in the bar")
        XCTAssertEqual(custom, inline)
    }
}

private struct InlineToolbarScreen: View {
    var body: some View {
        NavigationStack {
            Text("Notes")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Image(systemName: "plus") }
                }
        }
    }
}

private struct BareToolbarScreen: View {
    var body: some View {
        NavigationStack {
            Text("Notes").navigationTitle("Inbox")
        }
    }
}

private struct InboxToolbar: ToolbarContent {
    @State private var canAdd = true
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
        if canAdd {
            ToolbarItem(placement: .topBarTrailing) { Image(systemName: "plus") }
        }
    }
}

private struct CustomToolbarScreen: View {
    @ToolbarContentBuilder
    var items: some ToolbarContent { InboxToolbar() }

    var body: some View {
        NavigationStack {
            Text("Notes")
                .navigationTitle("Inbox")
                .toolbar { items }
        }
    }
}
