import Geometry
import Raster
import SceneGraph
import XCTest

@testable import Script

/// Seed 000 (SwiftUI neumorphism with a home-made `inverseMask`) and seed 001 (UIKit
/// neumorphism, expressed in SwiftUI).
final class NeumorphicSeedTests: XCTestCase {
    private func screen() throws -> SceneGraph.View {
        let scene = try loadScene(Fixtures.neumorphic)
        XCTAssertEqual(scene.viewName, "SmartLairView")
        return try XCTUnwrap(scene.snapshots.first)
    }

    /// `children(of:)` of the screen's VStack: header, accessory card, progress bar, tab items.
    private func elements() throws -> [SceneGraph.View] {
        children(of: children(of: try screen())[1])
    }

    func testColourExtensionsBuiltFromUIColorExtensions() throws {
        let background = children(of: try screen())[0]
        XCTAssertEqual(ViewOutline.describe(background), "Rectangle.fill(#227,230,236).ignoresSafeArea")
    }

    func testAccessoryCard() throws {
        let card = try elements()[1]
        XCTAssertEqual(
            modifiers(of: card).map(ViewOutline.describe),
            [
                "overlay(RoundedRectangle(15).stroke(linear(#255,255,255 #163,177,198), 2))",
                "background(Rectangle.fill(#227,230,236))", "cornerRadius(15)",
                "shadow(#255,255,255 @0.9, 18, -18, -18)",
                "shadow(#163,177,198 @0.5, 14, 14, 14)", "padding(32, 0, 0, 0)", "padding(0, 0, 38, 0)",
            ])
        XCTAssertEqual(
            ViewOutline.describe(children(of: card)[0]),
            "Rectangle.fill(linear(#196,202,214 #76,81,94)).mask(Symbol(\"lightbulb\").aspectRatio(nil, fit))"
                + ".frame(150, 236).padding(40, 40, 40, 40).font(150 thin).shadow(#255,255,255, 2, -3, -3)"
                + ".shadow(#163,177,198, 2, 3, 3)")
    }

    /// The scene's own `extension View { func inverseMask… }` is evaluated, not the built-in one:
    /// the mask is blackened, laid on white, flattened and turned into alpha.
    func testUserInverseMaskBuildsTheMaskFromLuminance() throws {
        let items = children(of: try elements()[3])
        XCTAssertEqual(items.count, 3)
        let raised = children(of: items[1])[1]
        XCTAssertEqual(
            ViewOutline.describe(raised),
            "Rectangle.mask(ZStack[Rectangle.foreground(#255,255,255).frame(64, 64), "
                + "Symbol(\"lightbulb\").aspectRatio(nil, fit).frame(32, 32)]"
                + ".foreground(#0,0,0).background(Rectangle.fill(#255,255,255)).compositingGroup.luminanceToAlpha)"
                + ".frame(64, 64).foreground(#227,230,236).shadow(#163,177,198, 3, 3, 3)"
                + ".shadow(#255,255,255, 3, -3, -3).clipShape(RoundedRectangle(16))")
    }

    /// `isSelected()` compares the bound selection (`.constant(.lair)`) with the item's view:
    /// the first item is pressed (three layers), the others raised (two).
    func testSelectedItemIsPressed() throws {
        let items = children(of: try elements()[3])
        XCTAssertEqual(items.map { children(of: $0).count }, [3, 2, 2])
        XCTAssertEqual(
            modifiers(of: items[0]).map(ViewOutline.describe),
            ["overlay(RoundedRectangle(16).stroke(linear(#255,255,255 #227,230,236), 2))", "foreground(#0,122,255)"])
        XCTAssertEqual(
            modifiers(of: items[1]).map(ViewOutline.describe),
            [
                "compositingGroup", "shadow(#255,255,255 @0.9, 10, -5, -5)", "shadow(#163,177,198 @0.5, 10, 5, 5)",
                "foreground(#0,122,255)",
            ])
    }

    /// The progress bar's groove and fill; the fill is as wide as the reader minus 32, × 80 %.
    func testProgressBar() throws {
        let bar = try elements()[2]
        XCTAssertEqual(children(of: children(of: bar)[0]).compactMap { text(of: $0) }, ["Lair Power", "80%"])
        let groove = try geometryContent(children(of: bar)[1], size: Size(width: 300, height: 14))
        XCTAssertEqual(
            ViewOutline.describe(groove),
            "ZStack(center-leading)[ZStack[Capsule.frame(14).foreground(#227,230,236), "
                + "Rectangle.fill(linear(#163,177,198 #255,255,255 @0 #255,255,255)).frame(14).mask(Capsule).opacity(0.7)], "
                + "ZStack[Rectangle.fill(linear(#255,255,255 #196,202,214)).frame(214.4, 10).mask(Capsule.padding(0, 2, 0, 2)), "
                + "Rectangle.fill(linear(#255,255,255 #163,177,198)).frame(214.4, 10).mask(Capsule.padding(0, 2, 0, 2))"
                + ".opacity(0.7)].shadow(#163,177,198 @0.5, 2, 0, 1)].clipShape(Capsule)")
    }

    func testProfileIconIsAGradientMaskedBySymbol() throws {
        XCTAssertEqual(
            ViewOutline.describe(children(of: try elements()[0])[2]),
            "Rectangle.fill(linear(#196,202,214 #76,81,94)).frame(22, 22)"
                + ".mask(Symbol(\"person.crop.circle\").aspectRatio(nil, fit)).padding(16, 16, 16, 16)")
    }

    // MARK: - Seed 001

    func testRaisedViewHasTwoShadows() throws {
        let scene = try loadScene(Fixtures.neumorphicUIKit)
        XCTAssertEqual(scene.viewName, "NeumorphismScreen")
        let views = children(of: children(of: try XCTUnwrap(scene.snapshots.first))[1])
        XCTAssertEqual(
            ViewOutline.describe(views[0]),
            "RoundedRectangle(15).fill(#242,242,247).shadow(#222,227,237, 2, 2, 2).shadow(#255,255,255, 2, -2, -2)"
                + ".frame(200, 200)")
    }

    /// The inset view: a frame 3 pt wide around the view, filled even-odd so only the ring
    /// remains, casts the inner shadows; the view clips it away.
    func testInsetViewCutsTheShadowCasterWithEvenOdd() throws {
        let scene = try loadScene(Fixtures.neumorphicUIKit)
        let inset = children(of: children(of: try XCTUnwrap(scene.snapshots.first))[1])[1]
        let content = try geometryContent(inset, size: Size(width: 200, height: 200))
        // One view: the reader places it at its top-leading corner as is.
        XCTAssertEqual(
            modifiers(of: content), [.clipShape(.roundedRectangle(cornerRadius: 15, style: .circular), rule: .nonZero)])
        let casters = children(of: content)
        XCTAssertEqual(casters.count, 3)
        let ring = try XCTUnwrap(path(of: casters[1]))
        XCTAssertEqual(ring, path(of: casters[2]))
        XCTAssertEqual(ring.controlPointBounds, Rect(x: -3, y: -3, width: 206, height: 206))
        XCTAssertEqual(ring.elements.filter { if case .move = $0 { true } else { false } }.count, 2)
        guard case .shape(let shape) = unmodified(casters[1]) else { return XCTFail("not a shape") }
        XCTAssertEqual(shape.drawing, .fill(.color(.black), rule: .evenOdd))
        XCTAssertEqual(modifiers(of: casters[1]), [.shadow(color: Color(white: 0, alpha: 0.2), radius: 3, x: 5, y: 5)])
        XCTAssertEqual(
            modifiers(of: casters[2]), [.shadow(color: Color(white: 1, alpha: 0.9), radius: 3, x: -5, y: -5)])
    }
}
