import Geometry
import Raster
import SceneGraph
import Timeline
import XCTest

@testable import Script

/// Seed 002's launch page evaluates to the expected views and timeline.
final class LaunchSceneTests: XCTestCase {
    // The scene's constants, computed as Swift computes them.
    let mainWidth = 390 * 0.73
    var contentWidth: Double { (mainWidth - 4.0 * 18) / 3.0 }

    func testViewNameAndSnapshotCount() throws {
        let scene = try loadScene(Fixtures.launch)
        XCTAssertEqual(scene.viewName, "LaunchView")
        XCTAssertEqual(scene.snapshots.count, scene.timeline.transactions.count + 1)
        XCTAssertEqual(scene.snapshots.count, 5)
    }

    func testTimeline() throws {
        let timeline = try loadScene(Fixtures.launch).timeline
        XCTAssertEqual(
            timeline.transactions,
            [
                Transaction(time: 0.5, animation: .easeInOut(duration: 1.0)),
                Transaction(time: 1.5, animation: .easeInOut(duration: 1.5)),
                Transaction(time: 3.0, animation: .easeIn(duration: 0.8)),
                Transaction(time: 3.6, animation: .easeIn(duration: 0.8)),
            ])
        XCTAssertEqual(timeline.inferredDuration, 5.0, accuracy: 1e-9)
    }

    func testEverySnapshotMatchesTheExpectedTree() throws {
        let scene = try loadScene(Fixtures.launch)
        let states = [
            (centered: true, main: false, sub: false, round: false),
            (centered: false, main: false, sub: false, round: false),
            (centered: false, main: false, sub: false, round: true),
            (centered: false, main: true, sub: false, round: true),
            (centered: false, main: true, sub: true, round: true),
        ]
        XCTAssertEqual(scene.snapshots.count, states.count)
        for (i, (snapshot, state)) in zip(scene.snapshots, states).enumerated() {
            let expected = expectedTree(
                isCentered: state.centered, isMaintitled: state.main, isSubtitled: state.sub,
                isRoundGradient: state.round)
            XCTAssertEqual(snapshot, expected, "snapshot \(i)")
        }
    }

    func testCirclesMoveApartAfterTheFirstTransaction() throws {
        let scene = try loadScene(Fixtures.launch)
        let before = children(of: scene.snapshots[0])
        let after = children(of: scene.snapshots[1])
        XCTAssertEqual(modifiers(of: before[5]).last, .offset(x: 0, y: 0))
        XCTAssertEqual(modifiers(of: before[6]).last, .offset(x: 0, y: 0))
        XCTAssertEqual(modifiers(of: after[5]).last, .offset(x: -(18 + contentWidth), y: 0))
        XCTAssertEqual(modifiers(of: after[6]).last, .offset(x: 18 + contentWidth, y: 0))
    }

    func testFrameTrimGoesFromOneZeroToZeroOne() throws {
        let scene = try loadScene(Fixtures.launch)
        func trim(_ view: SceneGraph.View) -> (Double, Double)? {
            switch view {
            case .shape(let shape): (shape.trimFrom, shape.trimTo)
            case .modified(let inner, _): trim(inner)
            default: nil
            }
        }
        let first = try XCTUnwrap(trim(children(of: scene.snapshots[1])[3]))
        let second = try XCTUnwrap(trim(children(of: scene.snapshots[2])[3]))
        XCTAssertEqual(first.0, 1)
        XCTAssertEqual(first.1, 0)
        XCTAssertEqual(second.0, 0)
        XCTAssertEqual(second.1, 1)
    }

    func testTitlesFadeInThroughColorMultiply() throws {
        let scene = try loadScene(Fixtures.launch)
        XCTAssertEqual(modifiers(of: children(of: scene.snapshots[2])[1]).last, .colorMultiply(.clear))
        XCTAssertEqual(modifiers(of: children(of: scene.snapshots[3])[1]).last, .colorMultiply(.white))
        XCTAssertEqual(modifiers(of: children(of: scene.snapshots[3])[2]).last, .colorMultiply(.clear))
        XCTAssertEqual(modifiers(of: children(of: scene.snapshots[4])[2]).last, .colorMultiply(.white))
    }

    func testCanvasWidthDrivesTheLayoutConstants() throws {
        let scene = try loadScene(Fixtures.launch, canvas: Size(width: 200, height: 400))
        let frame = modifiers(of: children(of: scene.snapshots[0])[3]).last
        XCTAssertEqual(frame, .frame(width: 200 * 0.73, height: 200 * 0.73, alignment: .center))
    }

    // MARK: - Expected values

    private func expectedTree(
        isCentered: Bool, isMaintitled: Bool, isSubtitled: Bool, isRoundGradient: Bool
    ) -> SceneGraph.View {
        let red = SystemColor.named("red") ?? .black
        let yellow = SystemColor.named("yellow") ?? .black
        let green = SystemColor.named("green") ?? .black
        let blue = SystemColor.named("blue") ?? .black
        let purple = SystemColor.named("purple") ?? .black
        let gradient = Gradient(colors: [red, yellow, green, blue, purple, red])
        let imageLine =
            Fixtures.launch.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Image(\"brown2\")") }.map { $0 + 1 } ?? 0
        let square = SceneGraph.Modifier.frame(width: contentWidth, height: contentWidth, alignment: .center)
        let line = StrokeStyle(lineWidth: 10)
        return .stack(
            .z(alignment: .center),
            [
                .image(
                    ImageView(name: "brown2", isResizable: true, location: SourceLocation(line: imageLine, column: 13))),
                SceneGraph.View.text(TextView("Devyan"))
                    .modifier(.font(.system(size: 35)))
                    .modifier(.fontWeight(.bold))
                    .modifier(.offset(x: 0, y: mainWidth * 0.73))
                    .modifier(.foregroundColor(.white))
                    .modifier(.colorMultiply(isMaintitled ? .white : .clear)),
                SceneGraph.View.text(TextView("Welcome To My Blog"))
                    .modifier(.fontWeight(.bold))
                    .modifier(.offset(x: 0, y: mainWidth * 0.89))
                    .modifier(.foregroundColor(.white))
                    .modifier(.colorMultiply(isSubtitled ? .white : .clear)),
                SceneGraph.View.shape(
                    ShapeView(
                        kind: .roundedRectangle(cornerRadius: 12, style: .circular),
                        trimFrom: isRoundGradient ? 0 : 1, trimTo: isRoundGradient ? 1 : 0,
                        drawing: .stroke(
                            .angularGradient(gradient, center: .center, startAngle: .zero, endAngle: .degrees(360)),
                            StrokeStyle(lineWidth: 10, lineCap: .round)))
                )
                .modifier(.frame(width: mainWidth, height: mainWidth, alignment: .center)),
                SceneGraph.View.shape(
                    ShapeView(
                        kind: .roundedRectangle(cornerRadius: 12, style: .circular),
                        drawing: .stroke(.color(yellow), line))
                )
                .modifier(square),
                SceneGraph.View.shape(ShapeView(kind: .circle, drawing: .stroke(.color(green), line)))
                    .modifier(square)
                    .modifier(.offset(x: isCentered ? 0 : -(18 + contentWidth), y: 0)),
                SceneGraph.View.shape(ShapeView(kind: .circle, drawing: .stroke(.color(red), line)))
                    .modifier(square)
                    .modifier(.offset(x: isCentered ? 0 : 18 + contentWidth, y: 0)),
            ])
    }
}
