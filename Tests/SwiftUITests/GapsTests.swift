import Geometry
import Raster
import Timeline
import XCTest

@testable import SceneGraph
@testable import SwiftUI

/// Hierarchical styles, shapes that transform shapes, matched geometry, content transitions,
/// symbol effects and the controls Toggle, Slider and ProgressView.
final class GapsTests: XCTestCase {
    private func fill(_ kind: ShapeKind, _ color: Raster.Color) -> SceneGraph.View {
        .shape(ShapeView(kind: kind, drawing: .fill(.color(color), rule: .nonZero)))
    }

    private let label = Raster.Color(red8: 60, green8: 60, blue8: 67, alpha: 1)

    // MARK: Styles

    func testHierarchicalStylesAreTheLabelColours() {
        func alpha(_ a: Double) -> Raster.Color { Raster.Color(red8: 60, green8: 60, blue8: 67, alpha: a) }
        XCTAssertEqual(lowered(SwiftUI.Circle().fill(.primary)), fill(.circle, .black))
        XCTAssertEqual(lowered(SwiftUI.Circle().fill(.secondary)), fill(.circle, alpha(0.6)))
        XCTAssertEqual(lowered(SwiftUI.Circle().fill(.tertiary)), fill(.circle, alpha(0.3)))
        XCTAssertEqual(lowered(SwiftUI.Circle().fill(.quaternary)), fill(.circle, alpha(0.18)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").foregroundStyle(.tertiary)), .modified(text("a"), .foregroundColor(alpha(0.3))))
        // `Color.secondary` is the same colour as the style.
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").foregroundColor(.secondary)), .modified(text("a"), .foregroundColor(alpha(0.6))))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().fill(.background)), fill(.rectangle, .white))
        XCTAssertEqual(lowered(SwiftUI.Circle().fill(.secondary.opacity(0.5))), fill(.circle, alpha(0.3)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().fill(SwiftUI.Color(uiColor: .quaternaryLabel))), fill(.circle, alpha(0.18)))
    }

    // MARK: Transformed shapes

    /// The outline a transformed shape draws in a frame of `size`, with its trim.
    private func outline(_ view: SceneGraph.View, size: Size) throws -> ShapeView? {
        guard case .animatableData(let data) = view, case .geometryReader(let reader) = try data.content(data.data),
            case .shape(let shape) = try reader.build(size, SceneGraph.EdgeInsets())
        else {
            XCTFail("not a transformed shape: \(view)")
            return nil
        }
        return shape
    }

    private func about(_ x: Double, _ y: Double, _ t: Geometry.AffineTransform) -> Geometry.AffineTransform {
        Geometry.AffineTransform.translation(x: -x, y: -y).concatenating(t).concatenating(.translation(x: x, y: y))
    }

    /// A rotated trimmed circle: the trim stays on the turned outline, which starts at 12 o'clock.
    func testRotatedShapeTurnsTheOutlineAndItsStart() throws {
        let view = lowered(
            SwiftUI.Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).stroke(SwiftUI.Color.red, lineWidth: 4))
        guard case .animatableData(let data) = view else { return XCTFail("not animatable: \(view)") }
        XCTAssertEqual(data.data, [-Double.pi / 2, 0.5, 0.5])
        let rect = Geometry.Rect(x: 0, y: 0, width: 100, height: 60)
        let turned = Geometry.Path.circle(in: rect).applying(
            about(50, 30, .rotation(Geometry.Angle(radians: -.pi / 2))))
        let red = SystemColor.named("red") ?? .black
        XCTAssertEqual(
            try outline(view, size: Size(width: 100, height: 60)),
            ShapeView(
                kind: .path(turned), trimFrom: 0, trimTo: 0.25,
                drawing: .stroke(.color(red), Geometry.StrokeStyle(lineWidth: 4))))
        // `path(in:)` is the same outline, trimmed.
        let path = SwiftUI.Circle().rotation(.degrees(-90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(path.engine, turned)
    }

    func testOffsetAndScaledShapes() throws {
        let rect = Geometry.Rect(x: 0, y: 0, width: 80, height: 40)
        let moved = lowered(SwiftUI.Rectangle().offset(x: 5, y: -3))
        XCTAssertEqual(
            try outline(moved, size: Size(width: 80, height: 40))?.kind,
            .path(Geometry.Path.rect(rect).applying(.translation(x: 5, y: -3))))
        let scaled = lowered(SwiftUI.Ellipse().scale(0.5, anchor: .topLeading))
        guard case .animatableData(let data) = scaled else { return XCTFail("not animatable") }
        XCTAssertEqual(data.data, [0.5, 0.5, 0, 0])
        XCTAssertEqual(
            try outline(scaled, size: Size(width: 80, height: 40))?.kind,
            .path(Geometry.Path.ellipse(in: rect).applying(.scale(x: 0.5, y: 0.5))))
    }

    /// A turned shape's border is its inset outline, turned and stroked, as in SwiftUI.
    func testBorderOfARotatedShapeIsItsInsetOutlineStroked() throws {
        let view = lowered(SwiftUI.Capsule().rotation(.degrees(90)).strokeBorder(lineWidth: 4))
        let rect = Geometry.Rect(x: 2, y: 2, width: 96, height: 36)
        let expected = Geometry.Path.capsule(in: rect, style: .circular).applying(
            about(50, 20, .rotation(Geometry.Angle(radians: .pi / 2))))
        XCTAssertEqual(
            try outline(view, size: Size(width: 100, height: 40)),
            ShapeView(kind: .path(expected), drawing: .stroke(.foreground, Geometry.StrokeStyle(lineWidth: 4))))
    }

    /// An uneven scale changes where fractions of the length fall: the content is trimmed first.
    func testUnevenScaleOfATrimmedShapeTrimsBeforeScaling() throws {
        let view = lowered(SwiftUI.Circle().trim(from: 0, to: 0.5).scale(x: 2, y: 1))
        let rect = Geometry.Rect(x: 0, y: 0, width: 40, height: 40)
        let expected = Geometry.Path.circle(in: rect).trimmed(from: 0, to: 0.5).applying(
            about(20, 20, .scale(x: 2, y: 1)))
        let shape = try outline(view, size: Size(width: 40, height: 40))
        XCTAssertEqual(shape?.kind, .path(expected))
        XCTAssertEqual(shape?.trimFrom, 0)
        XCTAssertEqual(shape?.trimTo, 1)
    }

    /// A changing angle animates: the numbers blend and the outline is rebuilt from them.
    func testRotationAngleIsAnimatableData() throws {
        struct Turner: SwiftUI.View {
            @SwiftUI.State var turned = false
            var body: some SwiftUI.View {
                SwiftUI.Rectangle().rotation(.degrees(turned ? 90 : 0))
                    .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
            }
        }
        let scene = try evaluate { Turner() }
        let data = scene.snapshots.map { view -> [Double] in
            guard case .animatableData(let d) = view else { return [] }
            return d.data
        }
        XCTAssertEqual(data, [[0, 0.5, 0.5], [Double.pi / 2, 0.5, 0.5]])
    }

    // MARK: Matched geometry, content transitions, symbol effects

    /// A matched view that replaces another moves and scales from the other's frame, while the
    /// removed one moves to its frame: halfway, both are drawn at the same place and size.
    func testMatchedViewsMoveBetweenEachOther() throws {
        struct Swap: SwiftUI.View {
            @SwiftUI.Namespace var space
            @SwiftUI.State var swapped = false
            var body: some SwiftUI.View {
                SwiftUI.HStack {
                    if swapped {
                        SwiftUI.Spacer()
                        SwiftUI.Circle().frame(width: 80, height: 80).matchedGeometryEffect(id: 1, in: space)
                    } else {
                        SwiftUI.Circle().frame(width: 40, height: 40).matchedGeometryEffect(id: 1, in: space)
                        SwiftUI.Spacer()
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { swapped = true } }
            }
        }
        let loaded = try evaluate { Swap() }
        let engine = LayoutEngine(canvas: Size(width: 300, height: 100), images: AnimatableDataTests.NoImages())
        let scene = AnimatedScene(trees: try loaded.snapshots.map { try engine.layout($0) }, timeline: loaded.timeline)
        var drawn: [Geometry.Rect] = []
        scene.tree(at: 0.5).forEach { node in
            guard node.matchedGeometryID != nil else { return }
            var rect = node.frame
            for effect in node.effects.list {
                if let s = effect.as(ScaleEffect.Resolved.self) {
                    rect = Geometry.Rect(
                        x: s.anchor.x + (rect.minX - s.anchor.x) * s.x, y: s.anchor.y + (rect.minY - s.anchor.y) * s.y,
                        width: rect.width * s.x, height: rect.height * s.y)
                } else if let offset = effect.as(OffsetEffect.self) {
                    rect = rect.offsetBy(offset.offset)
                }
            }
            drawn.append(rect)
        }
        XCTAssertEqual(drawn.count, 2)
        // From (0, 30, 40, 40) to (220, 10, 80, 80): halfway a 60-point circle centred at (140, 50).
        for rect in drawn {
            XCTAssertEqual(rect.midX, 140, accuracy: 1e-9)
            XCTAssertEqual(rect.midY, 50, accuracy: 1e-9)
            XCTAssertEqual(rect.width, 60, accuracy: 1e-9)
            XCTAssertEqual(rect.height, 60, accuracy: 1e-9)
        }
    }

    func testNamespaceIdIsStableForItsPlace() {
        struct Two: SwiftUI.View {
            @SwiftUI.Namespace var a
            @SwiftUI.Namespace var b
            var body: some SwiftUI.View { SwiftUI.Text(a == b ? "same" : "different") }
        }
        XCTAssertEqual(lowered(Two()), text("different"))
    }

    /// Content changes happen in a one-child stack, with the transition the content transition
    /// gives; `.identity` also takes the swap out of the animation.
    func testContentTransitions() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("7").contentTransition(.numericText())),
            .stack(.z(alignment: .center), [.modified(text("7"), .transition(.opacity))]))
        XCTAssertEqual(
            lowered(SwiftUI.Text("7").contentTransition(.identity)),
            .stack(
                .z(alignment: .center),
                [.modified(.modified(text("7"), .animation(nil, value: nil)), .transition(.identity))]))
    }

    func testSymbolEffectIsAcceptedWithAWarning() throws {
        let run = SceneRun(rootName: "Root") {
            SwiftUI.Text("a").symbolEffect(.bounce.up, value: 3).symbolEffect(.pulse)
        }
        let scene = try run.evaluate(SceneRequest(canvas: Size(width: 390, height: 844), duration: nil, seed: 0))
        XCTAssertEqual(scene.snapshots.first, text("a"))
        XCTAssertEqual(
            run.warnings, ["'symbolEffect' is not animated by Zoetrope yet: symbols are drawn without their effect"])
    }

    // MARK: Controls

    private func knob(_ diameter: Double) -> SceneGraph.View {
        .modified(
            .modified(
                .modified(fill(.circle, .white), .frame(width: diameter, height: diameter, alignment: .center)),
                .shadow(color: Raster.Color(white: 0, alpha: 0.06), radius: 0.5, x: 0, y: 3)),
            .shadow(color: Raster.Color(white: 0, alpha: 0.15), radius: 4, x: 0, y: 3))
    }

    func testToggleIsTheLabelAndTheIOSSwitch() {
        func toggle(_ on: Bool) -> SceneGraph.View {
            let track =
                on ? Raster.Color(red8: 52, green8: 199, blue8: 89) : Raster.Color(red8: 233, green8: 233, blue8: 234)
            let knob = SceneGraph.View.modified(knob(27), .offset(x: on ? 10 : -10, y: 0))
            let switchView = SceneGraph.View.modified(
                .modified(fill(.capsule(style: .circular), track), .frame(width: 51, height: 31, alignment: .center)),
                .overlay(knob, alignment: .center))
            return .stack(.h(alignment: .center, spacing: nil), [text("Wi-Fi"), .spacer(minLength: nil), switchView])
        }
        XCTAssertEqual(lowered(SwiftUI.Toggle("Wi-Fi", isOn: .constant(true))), toggle(true))
        XCTAssertEqual(lowered(SwiftUI.Toggle(isOn: .constant(false)) { SwiftUI.Text("Wi-Fi") }), toggle(false))
    }

    private func switchView(on: Bool, tint: Raster.Color = Raster.Color(red8: 52, green8: 199, blue8: 89))
        -> SceneGraph.View
    {
        let track = on ? tint : Raster.Color(red8: 233, green8: 233, blue8: 234)
        return .modified(
            .modified(fill(.capsule(style: .circular), track), .frame(width: 51, height: 31, alignment: .center)),
            .overlay(.modified(knob(27), .offset(x: on ? 10 : -10, y: 0)), alignment: .center))
    }

    /// Hidden labels leave the switch alone; a tinted switch style colours it when on.
    func testToggleStylesAndHiddenLabels() {
        XCTAssertEqual(lowered(SwiftUI.Toggle("a", isOn: .constant(false)).labelsHidden()), switchView(on: false))
        XCTAssertEqual(
            lowered(SwiftUI.Toggle("a", isOn: .constant(true)).toggleStyle(.switch).labelsHidden()),
            switchView(on: true))
        let red = SystemColor.named("red") ?? .black
        XCTAssertEqual(
            lowered(SwiftUI.Toggle("a", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red))),
            .stack(
                .h(alignment: .center, spacing: nil),
                [text("a"), .spacer(minLength: nil), switchView(on: true, tint: red)]))
    }

    /// A scene's own style draws the toggle from its configuration.
    func testCustomToggleStyle() {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.HStack {
                    SwiftUI.Text(configuration.isOn ? "[x]" : "[ ]")
                    configuration.label
                }
            }
        }
        XCTAssertEqual(
            lowered(SwiftUI.Toggle("Milk", isOn: .constant(true)).toggleStyle(Check())),
            .stack(.h(alignment: .center, spacing: nil), [text("[x]"), text("Milk")]))
    }

    private func readerContent(_ view: SceneGraph.View, height: Double, at size: Size) throws -> SceneGraph.View {
        guard case .modified(.geometryReader(let reader), .frame(width: nil, height: height, alignment: .center)) = view
        else {
            XCTFail("not a reader \(height) high: \(view)")
            return .empty
        }
        return try reader.build(size, SceneGraph.EdgeInsets())
    }

    func testSliderTrackAndThumb() throws {
        let view = lowered(SwiftUI.Slider(value: .constant(5.0), in: 0...20))
        let filled = Raster.Color(red8: 0, green8: 122, blue8: 255)
        let track = Raster.Color(red8: 120, green8: 120, blue8: 128, alpha: 0.2)
        // A quarter along 200 pt: the thumb's centre at 14 + 0.25 × 172 = 57.
        XCTAssertEqual(
            try readerContent(view, height: 28, at: Size(width: 200, height: 28)),
            .modified(
                .stack(
                    .z(alignment: .leading),
                    [
                        .modified(
                            fill(.capsule(style: .circular), track), .frame(width: 200, height: 4, alignment: .center)),
                        .modified(
                            fill(.capsule(style: .circular), filled), .frame(width: 57, height: 4, alignment: .center)),
                        .modified(knob(28), .offset(x: 43, y: 0)),
                    ]), .frame(width: 200, height: 28, alignment: .center)))
    }

    func testProgressBar() throws {
        let view = lowered(SwiftUI.ProgressView(value: 3.0, total: 4))
        let filled = Raster.Color(red8: 0, green8: 122, blue8: 255)
        let track = Raster.Color(red8: 120, green8: 120, blue8: 128, alpha: 0.2)
        XCTAssertEqual(
            try readerContent(view, height: 4, at: Size(width: 200, height: 4)),
            .stack(
                .z(alignment: .leading),
                [
                    .modified(
                        fill(.capsule(style: .circular), track), .frame(width: 200, height: 4, alignment: .center)),
                    .modified(
                        fill(.capsule(style: .circular), filled), .frame(width: 150, height: 4, alignment: .center)),
                ]))
    }

    /// Eight bars fading behind the brightest, stepping an eighth of a turn each eighth second.
    func testSpinnerStepsRoundForEver() {
        guard case .phaseAnimator(let spinner) = lowered(SwiftUI.ProgressView()) else {
            return XCTFail("not a phase animator")
        }
        XCTAssertEqual(spinner.phases.count, 8)
        XCTAssertTrue(spinner.animation.repeats)
        XCTAssertEqual(spinner.animation.animations.count, 8)
        let gray = Raster.Color(red8: 142, green8: 142, blue8: 147)
        let bars: [SceneGraph.View] = (0..<8).map { bar in
            .modified(
                .modified(
                    .modified(
                        .modified(
                            fill(.capsule(style: .circular), gray), .frame(width: 3, height: 6, alignment: .center)),
                        .offset(x: 0, y: -7)), .rotationEffect(.degrees(Double(bar) * 45), anchor: .center)),
                .opacity(1 - Double((8 - bar) % 8) * 0.1))
        }
        XCTAssertEqual(
            spinner.phases[2],
            .modified(
                .modified(.stack(.z(alignment: .center), bars), .frame(width: 20, height: 20, alignment: .center)),
                .rotationEffect(.degrees(90), anchor: .center)))
    }

    /// The circular style is the spinner even with a value; its tint colours the bars.
    func testProgressViewStyles() throws {
        guard case .phaseAnimator(let spinner) = lowered(SwiftUI.ProgressView(value: 0.5).progressViewStyle(.circular))
        else { return XCTFail("not a spinner") }
        XCTAssertEqual(spinner.phases.count, 8)
        guard
            case .phaseAnimator(let white) = lowered(
                SwiftUI.ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white)))
        else { return XCTFail("not a spinner") }
        var colors: [Raster.Color] = []
        white.phases[0].forEachShapeColor { colors.append($0) }
        XCTAssertEqual(Set(colors.map { "\($0)" }), ["\(Raster.Color.white)"])

        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some SwiftUI.View {
                SwiftUI.Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
            }
        }
        XCTAssertEqual(lowered(SwiftUI.ProgressView(value: 0.25).progressViewStyle(Percent())), text("25 %"))

        let run = SceneRun(rootName: "Root") { SwiftUI.ProgressView().progressViewStyle(.linear) }
        _ = try run.evaluate(SceneRequest(canvas: Size(width: 390, height: 844), duration: nil, seed: 0))
        XCTAssertEqual(run.warnings, ["an indeterminate linear 'ProgressView' is drawn as an empty bar by Zoetrope"])
    }
}

extension SceneGraph.View {
    /// Calls `body` with the colour of every colour-filled shape in the view.
    fileprivate func forEachShapeColor(_ body: (Raster.Color) -> Void) {
        switch self {
        case .shape(let shape):
            if case .fill(.color(let color), _) = shape.drawing { body(color) }
        case .container(_, let children): children.forEach { $0.forEachShapeColor(body) }
        case .modified(let content, _): content.forEachShapeColor(body)
        default: break
        }
    }
}
