import Geometry
import Raster
import Timeline
import XCTest

@testable import SceneGraph

/// Every numeric modifier argument animates: for each, a view before and after a change, the
/// named property halfway through a linear animation.
final class AnimatableCoverageTests: XCTestCase {
    private func halfway(_ before: ViewNode, _ after: ViewNode, file: StaticString = #filePath, line: UInt = #line)
        throws
        -> [String: Double]
    {
        let scene = AnimatedScene(
            trees: try [before, after].map(engine.layout),
            timeline: Timeline(transactions: [StateChange(time: 0, animation: .linear(duration: 1))]))
        var values: [String: Double] = [:]
        for node in scene.propertyValues(at: 0.5) {
            for (name, value) in node.values { values[name] = value }
        }
        return values
    }

    private func check(
        _ name: String, _ expected: Double, _ before: ViewNode, _ after: ViewNode, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let values = try halfway(before, after, file: file, line: line)
        guard let value = values[name] else {
            return XCTFail("'\(name)' does not animate; animated: \(values.keys.sorted())", file: file, line: line)
        }
        XCTAssertEqual(value, expected, accuracy: 1e-9, name, file: file, line: line)
    }

    private func shape(_ drawing: ShapeDrawing, kind: ShapeKind = .rectangle, trim: (Double, Double) = (0, 1))
        -> ViewNode
    {
        .shape(ShapeView(kind: kind, trimFrom: trim.0, trimTo: trim.1, drawing: drawing))
    }

    func testLayoutAndTransforms() throws {
        try check("offset.y", 15, rectangle.offset(0, 10), rectangle.offset(0, 20))
        try check("frame.width", 30, rectangle.frame(20, 10), rectangle.frame(40, 10))
        let padded = { (p: Double) in ViewNode.modified(rectangle.frame(10, 10), .padding(Insets(top: 0, leading: p))) }
        try check("frame.x", 195 - 5 - 5 + 10, padded(0), padded(20))
        try check("opacity", 0.75, .modified(circle, .opacity(0.5)), .modified(circle, .opacity(1)))
        try check(
            "scale.x", 1.5, .modified(circle, .scaleEffect(x: 1, y: 1, anchor: .center)),
            .modified(circle, .scaleEffect(x: 2, y: 1, anchor: .center)))
        try check(
            "rotation.degrees", 45, .modified(circle, .rotationEffect(.zero, anchor: .center)),
            .modified(circle, .rotationEffect(.degrees(90), anchor: .center)))
        try check("blur.radius", 3, .modified(circle, .blur(radius: 2)), .modified(circle, .blur(radius: 4)))
    }

    func testShapes() throws {
        let fill = ShapeDrawing.fill(.color(.black), rule: .nonZero)
        try check("trim.to", 0.75, shape(fill, trim: (0, 0.5)), shape(fill, trim: (0, 1)))
        try check(
            "cornerRadius", 15, shape(fill, kind: .roundedRectangle(cornerRadius: 10, style: .circular)),
            shape(fill, kind: .roundedRectangle(cornerRadius: 20, style: .circular)))
        try check(
            "lineWidth", 3, shape(.stroke(.color(.black), StrokeStyle(lineWidth: 2))),
            shape(.stroke(.color(.black), StrokeStyle(lineWidth: 4))))
        try check("clip.cornerRadius", 6, .modified(circle, .cornerRadius(4)), .modified(circle, .cornerRadius(8)))
        let path = { (x: Double) in
            ShapeKind.path(Path(elements: [.move(to: .zero), .line(to: Point(x: x, y: 10)), .closeSubpath]))
        }
        try check("path[1].x", 15, shape(fill, kind: path(10)), shape(fill, kind: path(20)))
    }

    func testShadowsColoursAndGradients() throws {
        try check(
            "shadow.radius", 5, .modified(circle, .shadow(color: .black, radius: 4, x: 0, y: 0)),
            .modified(circle, .shadow(color: .black, radius: 6, x: 0, y: 0)))
        try check(
            "shadow.color.alpha", 0.5, .modified(circle, .shadow(color: .clear, radius: 4, x: 0, y: 0)),
            .modified(circle, .shadow(color: .black, radius: 4, x: 0, y: 0)))
        // Colours blend in linear light: halfway between black and white is sRGB 0.7354.
        try check(
            "color.red", 0.735356983, shape(.fill(.color(.black), rule: .nonZero)),
            shape(.fill(.color(.white), rule: .nonZero)))
        let stops = { (location: Double, color: RGBAColor) in
            GradientStops(stops: [
                GradientStops.Stop(color: .black, location: 0), GradientStops.Stop(color: color, location: location),
            ])
        }
        let linear = { (g: GradientStops, end: Double) in
            self.shape(
                .fill(.linearGradient(g, startPoint: .zero, endPoint: RelativePoint(x: end, y: 1)), rule: .nonZero))
        }
        try check("gradient.stops[1].location", 0.75, linear(stops(0.5, .black), 1), linear(stops(1, .black), 1))
        try check("gradient.endPoint.x", 0.5, linear(stops(1, .black), 0), linear(stops(1, .black), 1))
        let angular = { (a: Double) in
            self.shape(
                .fill(
                    .angularGradient(stops(1, .white), center: .center, startAngle: .zero, endAngle: .degrees(a)),
                    rule: .nonZero))
        }
        try check("gradient.endAngle.degrees", 270, angular(180), angular(360))
        try check(
            "multiply.alpha", 0.5, .modified(circle, .colorMultiply(.clear)), .modified(circle, .colorMultiply(.white)))
    }
}
