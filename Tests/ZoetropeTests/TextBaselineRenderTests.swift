import Raster
import SwiftUI
import XCTest
import Zoetrope

/// `.firstTextBaseline` and `.lastTextBaseline` as SwiftUI aligns by them: texts of different
/// sizes sit on one line, a view without text puts its bottom on it, and a stack offers its
/// first text's baseline or its last's. "HIH" has no descender, so the lowest row of its ink
/// is its baseline.
final class TextBaselineRenderTests: XCTestCase {
    /// The lowest row with ink in each group of ink columns, left to right (groups are apart by
    /// more than 12 empty columns: the stacks' 20-point spacing, not the gaps between letters).
    func inkBottoms<V: SwiftUI.View>(_ view: @escaping () -> V) throws -> [Int] {
        var settings = RenderSettings()
        settings.scale = 1
        settings.threads = 1
        let image = try loadScene(view, path: TestScenes.thisFile, settings: settings).frame(at: 0)
        func inked(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).a > 128 }
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { inked(x, $0) } }
        var groups: [[Int]] = []
        for x in columns {
            if let last = groups.last?.last, x - last <= 13 {
                groups[groups.count - 1].append(x)
            } else {
                groups.append([x])
            }
        }
        return groups.map { group in
            (0..<image.height).last { y in group.contains { inked($0, y) } } ?? -1
        }
    }

    func testFirstBaselineLinesUpTextsAndABoxBottom() throws {
        let bottoms = try inkBottoms { BaselineRow(alignment: .firstTextBaseline) }
        XCTAssertEqual(bottoms.count, 3, "\(bottoms)")
        XCTAssertEqual(Double(bottoms[1]), Double(bottoms[0]), accuracy: 1, "the small text on the large one's line")
        XCTAssertEqual(Double(bottoms[2]), Double(bottoms[0]), accuracy: 1, "the square's bottom on the line")
    }

    /// The control: centred, the small text's baseline is far above the large one's.
    func testCentredTextsDoNotShareABaseline() throws {
        let bottoms = try inkBottoms { BaselineRow(alignment: .center) }
        XCTAssertEqual(bottoms.count, 3, "\(bottoms)")
        XCTAssertGreaterThan(bottoms[0] - bottoms[1], 10)
    }

    /// A VStack's first baseline is its first text's, its last baseline its last text's.
    func testAStackOffersItsFirstAndLastTextsBaselines() throws {
        let first = try inkBottoms { StackBaselineRow(alignment: .firstTextBaseline) }
        let last = try inkBottoms { StackBaselineRow(alignment: .lastTextBaseline) }
        // Groups: the stack's two texts share columns (one group, its bottom the last text's),
        // then the single text.
        XCTAssertEqual(first.count, 2, "\(first)")
        XCTAssertEqual(last.count, 2, "\(last)")
        XCTAssertEqual(Double(last[1]), Double(last[0]), accuracy: 1, "on the stack's last text's line")
        // On the first line, the single text's baseline is the 80-point text's: above the
        // stack's last line by the second text's height at least.
        XCTAssertGreaterThan(first[0] - first[1], 15)
    }
}

struct BaselineRow: View {
    let alignment: VerticalAlignment
    var body: some View {
        HStack(alignment: alignment, spacing: 20) {
            Text("HIH").font(.system(size: 80))
            Text("HIH").font(.system(size: 20))
            Rectangle().fill(.black).frame(width: 20, height: 20)
        }
        .foregroundStyle(.black)
    }
}

struct StackBaselineRow: View {
    let alignment: VerticalAlignment
    var body: some View {
        HStack(alignment: alignment, spacing: 20) {
            VStack(spacing: 0) {
                Text("HIH").font(.system(size: 80))
                Text("HIH").font(.system(size: 20))
            }
            Text("HIH").font(.system(size: 30))
        }
        .foregroundStyle(.black)
    }
}
