import Foundation
import Media
import XCTest

/// WidgetKit files (issue 33): a widget is drawn as the Home Screen shows it, its entry view at
/// its family's size (170 × 170 points small, 364 × 170 medium, 364 × 382 large) inside
/// WidgetKit's 16-point margins, over its container background, with rounded corners; the entry
/// is the preview timeline's first, else the provider's snapshot.
final class CLIWidgetTests: CLITestCase {
    private let provider = """
        import WidgetKit
        import SwiftUI

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), color: .yellow) }
            func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
                completion(SimpleEntry(date: Date(), color: .green))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
                let entries = (0..<5).map { SimpleEntry(date: Date().addingTimeInterval(Double($0) * 3600), color: .green) }
                completion(Timeline(entries: entries, policy: .atEnd))
            }
        }

        struct SimpleEntry: TimelineEntry {
            let date: Date
            let color: Color
        }

        struct EntryView: View {
            @Environment(\\.widgetFamily) var family
            var entry: Provider.Entry
            var body: some View { entry.color }
        }

        """

    /// How far a measured size may be from the widget's: the widget is centred in the safe area,
    /// whose height is odd at scale 1, so its top and bottom edges fall mid-pixel and one row of
    /// each is blended with the canvas (not of the exact colour measured).
    private static let edgeRows = 1

    private func assertSize(_ box: Box, _ width: Int, _ height: Int, _ what: String, line: UInt = #line) {
        XCTAssertEqual(box.width, width, what, line: line)
        XCTAssertLessThanOrEqual(abs(box.height - height), Self.edgeRows, "\(what): height \(box.height)", line: line)
    }

    private struct Box: Equatable {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
    }

    /// The bounding box of the pixels of `colour`.
    private func box(_ image: DecodedImage, _ colour: [UInt8]) -> Box {
        var box = Box()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                guard Array(image.premultipliedRGBA[i..<i + 4]) == colour else { continue }
                box.minX = min(box.minX, x)
                box.maxX = max(box.maxX, x)
                box.minY = min(box.minY, y)
                box.maxY = max(box.maxY, y)
            }
        }
        return box
    }

    private func render(_ text: String) throws -> (DecodedImage, String) {
        let scene = try writeScene("widget.swift", text)
        let out = file("w.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return (try ImageFile.read(path: out), r.stderr)
    }

    private let red: [UInt8] = [255, 59, 48, 255]
    private let blue: [UInt8] = [0, 122, 255, 255]
    private let green: [UInt8] = [52, 199, 89, 255]

    func testAWidgetPreviewDrawsTheFirstEntryInsideTheMarginsOverTheContainerBackground() throws {
        let (image, stderr) = try render(
            provider + """
                struct ColorWidget: Widget {
                    let kind: String = "ColorWidget"
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: kind, provider: Provider()) { entry in
                            EntryView(entry: entry).containerBackground(Color.red, for: .widget)
                        }
                        .configurationDisplayName("Colours")
                        .description("A colour.")
                    }
                }

                #Preview(as: .systemSmall) {
                    ColorWidget()
                } timeline: {
                    SimpleEntry(date: .now, color: .blue)
                    SimpleEntry(date: .now, color: .green)
                }
                """)
        XCTAssertFalse(stderr.contains("warning"), stderr)
        let background = box(image, red)
        assertSize(background, 170, 170, "the small family's size")
        let content = box(image, blue)
        assertSize(content, 138, 138, "the size less the margins")
        XCTAssertEqual(content.minX - background.minX, 16)
        XCTAssertEqual(box(image, green), Box(), "only the first entry is shown")
        // The corners are rounded: the background's corner pixel is not red.
        let corner = (background.minY * image.width + background.minX) * 4
        XCTAssertNotEqual(Array(image.premultipliedRGBA[corner..<corner + 4]), red)
    }

    func testAFileWithAWidgetBundleShowsItsFirstWidgetsSnapshotInItsFirstFamily() throws {
        let (image, _) = try render(
            provider + """
                struct ColorWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "ColorWidget", provider: Provider()) { entry in
                            EntryView(entry: entry)
                        }
                        .supportedFamilies([.systemMedium, .systemLarge])
                        .contentMarginsDisabled()
                    }
                }

                @main
                struct ColorWidgets: WidgetBundle {
                    var body: some Widget {
                        ColorWidget()
                    }
                }
                """)
        let content = box(image, green)
        assertSize(content, 364, 170, "the medium family's size, without margins")
    }

    func testAPreviewContextDrawsAnEntryViewAsAWidgetOfItsFamily() throws {
        let (image, _) = try render(
            provider + """
                struct EntryView_Previews: PreviewProvider {
                    static var previews: some View {
                        EntryView(entry: SimpleEntry(date: Date(), color: .blue))
                            .containerBackground(for: .widget) { Color.red }
                            .previewContext(WidgetPreviewContext(family: .systemLarge))
                    }
                }
                """)
        assertSize(box(image, red), 364, 382, "the large family's size")
        assertSize(box(image, blue), 332, 350, "the size less the margins")
    }
}
