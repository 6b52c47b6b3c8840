import Geometry
import XCTest

@testable import SwiftUI

/// Metal shader effects (`.colorEffect`, `.layerEffect`, `.distortionEffect`): a render cannot
/// run Metal, so the view is drawn without the shader, with one warning at the line that
/// applied it.
final class ShaderEffectTests: XCTestCase {
    private func square() -> some SwiftUI.View { SwiftUI.Color.red.frame(width: 40, height: 40) }

    func testTheViewIsDrawnWithoutTheShader() {
        let shader = ShaderLibrary.wave(.float(2), .float2(CGSize(width: 40, height: 40)), .color(.blue))
        assertSameDrawing(square().colorEffect(shader), square())
        assertSameDrawing(square().layerEffect(shader, maxSampleOffset: .zero), square())
        assertSameDrawing(
            square().distortionEffect(ShaderLibrary.default.ripple(.boundingRect), maxSampleOffset: .zero), square())
        assertSameDrawing(
            square().visualEffect { content, proxy in
                content.layerEffect(ShaderLibrary.pixellate(.float2(proxy.size)), maxSampleOffset: .zero)
            }, square())
    }

    func testEachShaderWarnsOnceAtItsLine() throws {
        let located = try locatedWarnings {
            SwiftUI.VStack {
                SwiftUI.Color.red.colorEffect(ShaderLibrary.wave(.float(1)), line: 7, column: 3)
                SwiftUI.Color.red.distortionEffect(
                    ShaderLibrary.bundle(.main).ripple(), maxSampleOffset: .zero, line: 9, column: 5)
                SwiftUI.Color.red.layerEffect(ShaderLibrary.blur(), maxSampleOffset: .zero, isEnabled: false)
            }
        }
        XCTAssertEqual(
            located.map(\.message),
            [
                "'colorEffect' is not drawn: Zoetrope cannot run the Metal shader 'wave'; the view is drawn without it",
                "'distortionEffect' is not drawn: Zoetrope cannot run the Metal shader 'ripple'; the view is drawn "
                    + "without it",
            ], "a disabled shader runs on iOS neither, and is not warned about")
        XCTAssertEqual(located.map { $0.location?.line }, [7, 9])
    }

    func testAShaderKeepsItsFunctionAndArguments() {
        let shader = ShaderLibrary.default.wave(.float(1.5), .color(.red))
        XCTAssertEqual(shader.function.name, "wave")
        XCTAssertEqual(shader.function.library, .default)
        XCTAssertEqual(shader.arguments, [.float(1.5), .color(.red)])
        XCTAssertNotEqual(shader.arguments, [.float(2), .color(.red)])
    }
}
