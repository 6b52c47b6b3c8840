import Geometry
import XCTest

@testable import Raster

final class RendererOntoTests: XCTestCase {
    /// A list with fills, a gradient and a blurred, shadowed layer.
    private var commands: [DrawCommand] {
        let g = GradientStops(colors: [.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1)])
        return [
            fill(rectPath(0, 0, 96, 80), .linearGradient(g, start: Point(x: 0, y: 0), end: Point(x: 96, y: 0))),
            fill(circlePath(30, 40, 17.3), .solid(.init(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.7))),
            .layer(
                Layer(
                    content: DisplayList(commands: [fill(circlePath(60, 35, 12), .solid(.white))]),
                    filters: [.shadow(color: .black, sigma: 3, offset: Point(x: 2, y: 3)), .blur(sigma: 1.5)])),
            fill(rectPath(10.5, 60.25, 70, 9), .solid(.black), multiply: .init(white: 1, alpha: 0.5)),
        ]
    }

    func testDrawingInTwoPartsEqualsDrawingAtOnce() {
        for threads in [1, 2] {
            let renderer = Renderer(threads: threads)
            let whole = renderer.render(DisplayList(commands: commands), width: 96, height: 80, background: .white)
            for split in 0...commands.count {
                var buffer = renderer.render(
                    DisplayList(commands: Array(commands[..<split])), width: 96, height: 80, background: .white)
                renderer.render(DisplayList(commands: Array(commands[split...])), onto: &buffer)
                XCTAssertEqual(buffer.bytes, whole.bytes, "threads \(threads), split at \(split)")
            }
        }
    }
}
