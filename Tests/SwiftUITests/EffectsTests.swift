import Geometry
import Raster
import SceneGraph
import XCTest

@testable import SwiftUI

final class EffectsTests: XCTestCase {
    private let circle = SceneGraph.View.shape(ShapeView(kind: .circle))
    private let rectangle = SceneGraph.View.shape(ShapeView(kind: .rectangle))

    func testOpacityBlurShadowAndGroups() {
        XCTAssertEqual(lowered(SwiftUI.Circle().opacity(0.3)), .modified(circle, .opacity(0.3)))
        XCTAssertEqual(lowered(SwiftUI.Circle().blur(radius: 4, opaque: true)), .modified(circle, .blur(radius: 4)))
        XCTAssertEqual(lowered(SwiftUI.Circle().compositingGroup()), .modified(circle, .compositingGroup))
        XCTAssertEqual(lowered(SwiftUI.Circle().luminanceToAlpha()), .modified(circle, .luminanceToAlpha))
    }

    func testShadowDefaultsToBlackAtAThird() {
        XCTAssertEqual(
            lowered(SwiftUI.Circle().shadow(radius: 5)),
            .modified(circle, .shadow(color: Raster.Color(white: 0, alpha: 0.33), radius: 5, x: 0, y: 0)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().shadow(color: .red, radius: 2, x: 3, y: -4)),
            .modified(circle, .shadow(color: Raster.Color(red8: 255, green8: 59, blue8: 48), radius: 2, x: 3, y: -4)))
    }

    func testMaskForms() {
        let mask = lowered(SwiftUI.Text("m"))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().mask(SwiftUI.Text("m"))), .modified(circle, .mask(mask, alignment: .center)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().mask(alignment: .top) { SwiftUI.Text("m") }),
            .modified(circle, .mask(mask, alignment: .top)))
        XCTAssertEqual(
            lowered(
                SwiftUI.Circle().mask {
                    SwiftUI.Text("m")
                    SwiftUI.Rectangle()
                }),
            .modified(circle, .mask(.stack(.z(alignment: .center), [mask, rectangle]), alignment: .center)))
    }

    func testBuiltinInverseMask() {
        XCTAssertEqual(
            lowered(SwiftUI.Circle().inverseMask(SwiftUI.Rectangle())),
            .modified(circle, .inverseMask(rectangle, alignment: .center)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().inverseMask(alignment: .bottom) { SwiftUI.Rectangle() }),
            .modified(circle, .inverseMask(rectangle, alignment: .bottom)))
    }

    func testClipShapes() {
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().clipShape(SwiftUI.Circle())),
            .modified(rectangle, .clipShape(.circle, rule: .nonZero)))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().clipShape(SwiftUI.RoundedRectangle(cornerRadius: 8, style: .continuous))),
            .modified(rectangle, .clipShape(.roundedRectangle(cornerRadius: 8, style: .continuous), rule: .nonZero)))
        let path = SwiftUI.Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().clipShape(path, style: FillStyle(eoFill: true))),
            .modified(rectangle, .clipShape(.path(.rect(Rect(x: 0, y: 0, width: 4, height: 4))), rule: .evenOdd)))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().clipped()), .modified(rectangle, .clipped))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().cornerRadius(6, antialiased: false)), .modified(rectangle, .cornerRadius(6)))
    }

    func testColorAdjustmentsTransformHiddenAndDrawingGroup() {
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().brightness(0.2)), .modified(rectangle, .colorAdjustment(.brightness(0.2))))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().hueRotation(.degrees(180))),
            .modified(rectangle, .colorAdjustment(.hueRotation(Geometry.Angle(degrees: 180)))))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().colorInvert()), .modified(rectangle, .colorAdjustment(.colorInvert)))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().transformEffect(CGAffineTransform(translationX: 3, y: 4))),
            .modified(rectangle, .transformEffect(.translation(x: 3, y: 4))))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().hidden()), .modified(rectangle, .opacity(0)))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().drawingGroup()), .modified(rectangle, .compositingGroup))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().zIndex(2)), .modified(rectangle, .zIndex(2)))
    }

    /// Only the placeholder reason draws placeholders; `unredacted` turns them off inside.
    func testRedactionMarksTheContent() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").redacted(reason: .placeholder)), .modified(text("a"), .redacted(true)))
        XCTAssertEqual(lowered(SwiftUI.Text("a").redacted(reason: .privacy)), .modified(text("a"), .redacted(false)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").unredacted().redacted(reason: .placeholder)),
            .modified(.modified(text("a"), .redacted(false)), .redacted(true)))
    }

    /// The layout direction is also SceneGraph's, which mirrors the layout.
    func testLayoutDirectionReachesTheLayout() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").environment(\.layoutDirection, .rightToLeft)),
            .modified(text("a"), .layoutDirection(rightToLeft: true)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").environment(\.colorScheme, .dark)), .modified(text("a"), .foregroundColor(.white))
        )
    }

    /// `.tint` colours a button's label in place of the accent colour.
    func testTintColoursAButton() {
        XCTAssertEqual(
            lowered(SwiftUI.Button("a") {}.tint(.pink)),
            .modified(text("a"), .foregroundColor(SwiftUI.Color.pink.resolved)))
        XCTAssertEqual(
            lowered(SwiftUI.Button("a") {}), .modified(text("a"), .foregroundColor(SwiftUI.Color.accentColor.resolved)))
    }

    /// `.id(_:)` marks the view with a branch from the id's text, the same in every run.
    func testExplicitIdentityMarksTheView() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").id(7)), .modified(text("a"), .branch(-5_808_611_848_735_320_170)))
        XCTAssertNotEqual(lowered(SwiftUI.Text("a").id(7)), lowered(SwiftUI.Text("a").id(8)))
    }

    /// iOS 17's short names for the built-in shapes (`.clipShape(.circle)`) are the shapes, the
    /// rounded ones with continuous corners by default.
    func testShapesByTheirShortNames() {
        func clip(_ kind: ShapeKind) -> SceneGraph.View { .modified(rectangle, .clipShape(kind, rule: .nonZero)) }
        XCTAssertEqual(lowered(SwiftUI.Rectangle().clipShape(.circle)), clip(.circle))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().clipShape(.capsule)), clip(.capsule(style: .circular)))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().clipShape(.ellipse)), clip(.ellipse))
        XCTAssertEqual(lowered(SwiftUI.Rectangle().clipShape(.rect)), clip(.rectangle))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().clipShape(.rect(cornerRadius: 10))),
            clip(.roundedRectangle(cornerRadius: 10, style: .continuous)))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().clipShape(.rect(topLeadingRadius: 4, style: .circular))),
            lowered(SwiftUI.Rectangle().clipShape(SwiftUI.UnevenRoundedRectangle(topLeadingRadius: 4))))
    }

    /// A clip shape SceneGraph has no kind for (inset, the scene's own) masks with the shape.
    func testInsetClipShapeMasksWithTheFilledShape() {
        let pad = SceneGraph.EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let mask = SceneGraph.View.modified(
            .shape(ShapeView(kind: .circle, drawing: .fill(.color(.black), rule: .nonZero))), .padding(pad))
        XCTAssertEqual(
            lowered(SwiftUI.Rectangle().clipShape(SwiftUI.Circle().inset(by: 2))),
            .modified(rectangle, .mask(mask, alignment: .center)))
    }

    func testBlendModes() {
        XCTAssertEqual(lowered(SwiftUI.Circle().blendMode(.multiply)), .modified(circle, .blendMode(.multiply)))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().blendMode(.destinationOut)), .modified(circle, .blendMode(.destinationOut)))
        // Every SwiftUI mode has the engine's mode of its name, without warnings.
        let modes: [(SwiftUI.BlendMode, Raster.BlendMode)] = [
            (.overlay, .overlay), (.difference, .difference), (.sourceAtop, .sourceAtop),
            (.destinationOver, .destinationOver), (.luminosity, .luminosity), (.plusDarker, .plusDarker),
        ]
        for (mode, engine) in modes {
            let run = SceneRun(rootName: "Root") { SwiftUI.Circle().blendMode(mode) }
            let scene = try? run.evaluate(SceneRequest(canvas: Size(width: 390, height: 844), duration: nil, seed: 0))
            XCTAssertEqual(scene?.snapshots.first, .modified(circle, .blendMode(engine)))
            XCTAssertEqual(run.warnings, [])
        }
    }

    func testRotationAndScaleEffects() {
        XCTAssertEqual(
            lowered(SwiftUI.Circle().rotationEffect(.degrees(45), anchor: .bottom)),
            .modified(circle, .rotationEffect(.degrees(45), anchor: .init(x: 0.5, y: 1))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().scaleEffect(2)),
            .modified(circle, .scaleEffect(x: 2, y: 2, anchor: .init(x: 0.5, y: 0.5))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().scaleEffect(CGSize(width: 2, height: 3), anchor: .topLeading)),
            .modified(circle, .scaleEffect(x: 2, y: 3, anchor: .init(x: 0, y: 0))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().scaleEffect(y: 0.5)),
            .modified(circle, .scaleEffect(x: 1, y: 0.5, anchor: .init(x: 0.5, y: 0.5))))
    }

    func testBorderIsAStrokedBorderRectangleInFront() {
        let border = SceneGraph.View.shape(
            ShapeView(
                kind: .rectangle,
                drawing: .strokeBorder(
                    .color(Raster.Color(red8: 142, green8: 142, blue8: 147)), Geometry.StrokeStyle(lineWidth: 2))))
        XCTAssertEqual(
            lowered(SwiftUI.Circle().border(SwiftUI.Color.gray, width: 2)),
            .modified(circle, .overlay(border, alignment: .center)))
    }
}
