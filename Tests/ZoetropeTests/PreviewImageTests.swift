import Foundation
import Geometry
import Raster
import SwiftUI
import XCTest

@testable import Zoetrope

/// A dot on whatever background the settings give.
private struct DotView: View {
    var body: some View { Circle().fill(Color.red).frame(width: 20, height: 20) }
}

final class PreviewImageTests: XCTestCase {
    private func renderer(background: RGBAColor) throws -> SceneRenderer {
        var settings = RenderSettings()
        settings.canvas = Geometry.Size(width: 60, height: 40)
        settings.scale = 1
        settings.background = background
        return try loadScene({ DotView() }, path: TestScenes.thisFile, settings: settings)
    }

    func testAnOpaqueFrameIsAJPEG() throws {
        let bytes = try renderer(background: .white).previewImageData(at: 0)
        XCTAssertEqual(Array(bytes.prefix(3)), [0xFF, 0xD8, 0xFF])
    }

    func testAFrameWithTransparentPixelsIsAPNG() throws {
        let scene = try renderer(background: .clear)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        let stored = try scene.previewImageData(at: 0, compressed: false)
        let compressed = try scene.previewImageData(at: 0)
        XCTAssertEqual(Array(stored.prefix(4)), png)
        XCTAssertEqual(Array(compressed.prefix(4)), png)
        XCTAssertEqual(stored, try scene.pngData(at: 0, compressed: false))
        XCTAssertEqual(compressed, try scene.pngData(at: 0))
        XCTAssertGreaterThan(stored.count, compressed.count)
    }
}
