import Raster
import SwiftUI
import XCTest
import Zoetrope

/// Views whose state depends on layout (preferences, anchors, GeometryReader), drawn to pixels
/// through the whole engine as a compiled scene draws them.
final class GeometryRenderTests: XCTestCase {
    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    static let red = [255, 59, 48, 255]
    static let blue = [0, 122, 255, 255]
    static let clear = [0, 0, 0, 0]

    /// The widest of three bars reaches the state through a preference and `onPreferenceChange`;
    /// a blue bar below takes its width (90 of 40, 90 and 60): visible at time 0.
    func testAPreferenceReadByOnPreferenceChangeSizesABar() throws {
        let image = try loadScene({ WidestBar() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        // The stack is 90 × 40 (four 10-pt bars), centred: x 150…240, y 402…442; the blue bar is
        // the last, y 432…442.
        XCTAssertEqual(rgba(image, 152, 437), Self.blue, "the blue bar's leading end")
        XCTAssertEqual(rgba(image, 237, 437), Self.blue, "its trailing end, 90 points along")
        XCTAssertEqual(rgba(image, 243, 437), Self.clear, "nothing past it")
        XCTAssertEqual(rgba(image, 195, 417), Self.red, "the widest red bar")
    }

    /// An anchor preference drawn as an overlay: an underline under the selected (second) tab.
    func testAnAnchorPreferenceUnderlinesTheSelectedTab() throws {
        let image = try loadScene({ TabUnderline() }, path: TestScenes.thisFile, settings: settings()).frame(at: 0)
        // Three 60 × 30 tabs 10 apart: x 95…295, y 407…437; the second is x 165…225. The underline
        // is 4 points tall under it, y 437…441.
        XCTAssertEqual(rgba(image, 195, 439), Self.blue, "under the second tab")
        XCTAssertEqual(rgba(image, 167, 439), Self.blue, "its leading end")
        XCTAssertEqual(rgba(image, 222, 439), Self.blue, "its trailing end")
        XCTAssertEqual(rgba(image, 125, 439), Self.clear, "not under the first tab")
        XCTAssertEqual(rgba(image, 265, 439), Self.clear, "not under the third")
    }
}

/// Every width written: the widest.
private struct WidestKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Three red bars measured by GeometryReaders; a blue bar as wide as the widest.
struct WidestBar: View {
    @State private var widest: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            ForEach([40, 90, 60], id: \.self) { width in
                Color.red.frame(width: CGFloat(width), height: 10)
                    .background(
                        GeometryReader { g in Color.clear.preference(key: WidestKey.self, value: g.size.width) })
            }
            Color.blue.frame(width: widest, height: 10)
        }
        .onPreferenceChange(WidestKey.self) { widest = $0 }
    }
}

/// The selected tab's bounds.
private struct SelectedTabKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Three tabs, the second selected, underlined through an anchor preference.
struct TabUnderline: View {
    @State private var selected = 1
    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<3) { index in
                Color.gray.opacity(0.3).frame(width: 60, height: 30)
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { index == selected ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { g in
                if let anchor {
                    Color.blue.frame(width: g[anchor].width, height: 4)
                        .offset(x: g[anchor].minX, y: g[anchor].maxY)
                }
            }
        }
    }
}
