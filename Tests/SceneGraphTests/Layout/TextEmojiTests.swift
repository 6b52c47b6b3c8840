import Geometry
import Raster
import Typography
import XCTest

@testable import SceneGraph

final class TextEmojiTests: XCTestCase {
    private let builder = DisplayListBuilder(scale: 2, images: FakeImages())

    func testEmojiAreCarriedAsImagesBesideTheGlyphOutlines() throws {
        let node = try engine.layout(.text(TextView("a🏀b")))
        guard case .text(let content) = node.content else { return XCTFail("not text") }
        XCTAssertFalse(content.glyphs.isEmpty)
        XCTAssertEqual(content.images.count, 1)
        let image = try XCTUnwrap(content.images.first)
        let face = try FontLibrary.shared.systemFont(size: 17, weight: 400)
        XCTAssertEqual(image.frame.minX, face.shape("a").advance, accuracy: 0.5)
        XCTAssertGreaterThan(image.bitmap.width, 0)
    }

    func testEmojiDrawInTheirOwnColoursWhateverTheForeground() throws {
        let view = ViewNode.modified(.text(TextView("🏀")), .foregroundStyle(.color(.init(red: 0, green: 0, blue: 1))))
        let node = try engine.layout(view)
        let list = builder.build(node)
        XCTAssertEqual(list.commands.count, 1)
        guard case .fill(let path, _, .image(_, _, _, _), _)? = list.commands.first else {
            return XCTFail("no image fill")
        }
        let box = path.controlPointBounds
        let pixels = Renderer(threads: 1).render(list, width: 780, height: 1688)
        var orange = 0
        var blue = 0
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let i = (y * pixels.width + x) * 4
                let (r, g, b, a) = (pixels.bytes[i], pixels.bytes[i + 1], pixels.bytes[i + 2], pixels.bytes[i + 3])
                guard a > 200 else { continue }
                if Int(r) - Int(b) > 100, g > 40 { orange += 1 }
                if b > 200, r < 50 { blue += 1 }
            }
        }
        XCTAssertGreaterThan(orange, Int(box.width * box.height) / 4)
        XCTAssertEqual(blue, 0)
    }
}
