import Foundation
import Geometry
import Raster
import Timeline
import XCTest

@testable import SceneGraph

/// `rotation3DEffect`: its layer, its animatable numbers, and a card turned 45° drawn where the
/// matrix says.
final class Rotation3DEffectTests: XCTestCase {
    private func turned(_ degrees: Double, axis: (Double, Double, Double) = (0, 1, 0), perspective: Double = 1)
        -> ViewNode
    {
        .modified(
            ViewNode.shape(ShapeView(kind: .rectangle, drawing: .fill(.color(.white), rule: .nonZero))).frame(100, 60),
            .rotation3DEffect(
                Rotation3D(
                    angle: .degrees(degrees), axisX: axis.0, axisY: axis.1, axisZ: axis.2, perspective: perspective)))
    }

    /// The card's frame on the canvas (centred) and the matrix SwiftUI gives it, in points.
    private let card = Rect(x: 145, y: 392, width: 100, height: 60)
    private func matrix(_ degrees: Double) -> ProjectiveTransform {
        .rotation3D(angle: .degrees(degrees), axis: (0, 1, 0), anchor: Point(x: 195, y: 422), size: card.size)
    }

    func testLowersToAProjectedLayerInDevicePixels() throws {
        let builder = DisplayListBuilder(scale: 2, images: FakeImages())
        let tree = try engine.layout(turned(45))
        XCTAssertEqual(
            tree.effects.list,
            [
                .rotation3D(
                    .degrees(45), axis: Vector3(x: 0, y: 1, z: 0), anchor: Point(x: 195, y: 422), anchorZ: 0,
                    perspective: 1, size: Size(width: 100, height: 60))
            ])
        guard case .layer(let layer)? = builder.build(tree).commands.first, let projection = layer.projection else {
            return XCTFail("no projected layer")
        }
        // The content is the flat card in device pixels; the projection is the matrix seen at 2×.
        XCTAssertEqual(layer.bounds, Rect(x: 289, y: 783, width: 202, height: 122))
        let h = matrix(45)
        for p in [Point(x: 145, y: 392), Point(x: 245, y: 452), Point(x: 170, y: 400)] {
            guard let device = projection.apply(p * 2), let points = h.apply(p) else { return XCTFail("behind") }
            XCTAssertEqual(device.x, points.x * 2, accuracy: 1e-9)
            XCTAssertEqual(device.y, points.y * 2, accuracy: 1e-9)
        }
        // An enclosing list's bounds cover the turned card (the closer left edge grows taller).
        let outer = DisplayListBuilder.bounds(of: DisplayList(commands: [.layer(layer)]))
        XCTAssertLessThan(outer?.minY ?? 0, 783)
    }

    func testEveryNumberAnimates() throws {
        let scene = AnimatedScene(
            trees: try [turned(0, axis: (0, 1, 0), perspective: 1), turned(90, axis: (1, 0, 1), perspective: 0)].map(
                engine.layout),
            timeline: Timeline(transactions: [StateChange(time: 0, animation: .linear(duration: 1))]))
        var values: [String: Double] = [:]
        for node in scene.propertyValues(at: 0.5) {
            for (name, value) in node.values { values[name] = value }
        }
        XCTAssertEqual(values["rotation3D.degrees"] ?? .nan, 45, accuracy: 1e-9)
        XCTAssertEqual(values["rotation3D.axis.x"] ?? .nan, 0.5, accuracy: 1e-9)
        XCTAssertEqual(values["rotation3D.axis.y"] ?? .nan, 0.5, accuracy: 1e-9)
        XCTAssertEqual(values["rotation3D.axis.z"] ?? .nan, 0.5, accuracy: 1e-9)
        XCTAssertEqual(values["rotation3D.perspective"] ?? .nan, 0.5, accuracy: 1e-9)
        // Halfway, the effect in the presented tree is the blend of both snapshots.
        guard let rotation = scene.tree(at: 0.5).effects.list.first?.as(Rotation3DEffect.Resolved.self) else {
            return XCTFail("no effect")
        }
        XCTAssertEqual(rotation.angle.degrees, 45, accuracy: 1e-9)
        XCTAssertEqual(rotation.perspective, 0.5, accuracy: 1e-9)
    }

    /// A white card turned 45° about y, rendered at 1×: the pixel holding the image of a point
    /// 3 pt inside the card is white and opaque, that of a point 3 pt outside is the black
    /// background (a sample is grey only within half a pixel of an edge; a pixel centre is
    /// within 0.71 px of the point, which the matrix moves by at most 1.3× here). The anchor
    /// line is where it was.
    func testCardTurned45DegreesCoversWhereTheMatrixSays() throws {
        let builder = DisplayListBuilder(scale: 1, images: FakeImages())
        let list = builder.build(try engine.layout(turned(45)))
        let buffer = Renderer(threads: 2).render(list, width: 390, height: 844, background: .black)
        let h = matrix(45)
        func pixel(_ p: Point) -> [UInt8] {
            guard let q = h.apply(p) else { return [] }
            let c = buffer.pixel(x: Int(q.x), y: Int(q.y))
            return [c.r, c.g, c.b, c.a]
        }
        let white: [UInt8] = [255, 255, 255, 255]
        let black: [UInt8] = [0, 0, 0, 255]
        for (x, y) in [(148.0, 395.0), (242, 395), (242, 449), (148, 449), (195, 422), (220, 440)] {
            XCTAssertEqual(pixel(Point(x: x, y: y)), white, "inside (\(x), \(y))")
        }
        for (x, y) in [(142.0, 389.0), (248, 389), (248, 455), (142, 455), (195, 386), (250, 422)] {
            XCTAssertEqual(pixel(Point(x: x, y: y)), black, "outside (\(x), \(y))")
        }
        // The anchor line x = 195 keeps its place: its ends are the card's top and bottom.
        // (Edge pixels sample a tenth of the row beyond: the line is 0.5 px right of x = 195.)
        XCTAssertGreaterThan(buffer.pixel(x: 195, y: 392).r, 200)
        XCTAssertLessThan(buffer.pixel(x: 195, y: 391).r, 50)
        XCTAssertGreaterThan(buffer.pixel(x: 195, y: 451).r, 200)
        XCTAssertLessThan(buffer.pixel(x: 195, y: 452).r, 50)
        // The right half recedes: its edge is shorter than the left one.
        let left = (300..<550).filter { buffer.pixel(x: Int(h.apply(Point(x: 146, y: 400))!.x), y: $0).r > 127 }.count
        let right = (300..<550).filter { buffer.pixel(x: Int(h.apply(Point(x: 244, y: 400))!.x), y: $0).r > 127 }
            .count
        XCTAssertGreaterThan(left, 60)
        XCTAssertLessThan(right, 60)
    }
}
