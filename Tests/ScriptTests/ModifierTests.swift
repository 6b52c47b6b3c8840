import Geometry
import Raster
import SceneGraph
import XCTest

@testable import Script

/// Each layout, environment and effect modifier builds the SceneGraph value it names.
final class ModifierTests: XCTestCase {
    private let rectangle = SceneGraph.View.shape(ShapeView(kind: .rectangle))
    private let circle = SceneGraph.View.shape(ShapeView(kind: .circle))

    /// The modifiers `Rectangle()<chain>` gets.
    private func modifiers(_ chain: String, members: String = "", file: StaticString = #filePath, line: UInt = #line)
        throws -> [Modifier]
    {
        let view = try firstView(body: "        Rectangle()" + chain, members: members, file: file, line: line)
        return ScriptTests.modifiers(of: view)
    }

    func testLayoutModifiers() throws {
        let cases: [(String, Modifier)] = [
            (".frame(maxWidth: .infinity)", .flexibleFrame(FlexibleFrame(maxWidth: .infinity))),
            (
                ".frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: 6, alignment: .top)",
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: 6,
                        alignment: .top))
            ),
            (".position(x: 3, y: 4)", .position(x: 3, y: 4)),
            (".position(CGPoint(x: 1, y: 2))", .position(x: 1, y: 2)),
            (".aspectRatio(1.5, contentMode: .fill)", .aspectRatio(1.5, contentMode: .fill)),
            (".aspectRatio(contentMode: .fit)", .aspectRatio(nil, contentMode: .fit)),
            (".aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit)", .aspectRatio(2, contentMode: .fit)),
            (".scaledToFit()", .aspectRatio(nil, contentMode: .fit)),
            (".scaledToFill()", .aspectRatio(nil, contentMode: .fill)),
            (".fixedSize()", .fixedSize(horizontal: true, vertical: true)),
            (".fixedSize(horizontal: false, vertical: true)", .fixedSize(horizontal: false, vertical: true)),
            (".ignoresSafeArea()", .ignoresSafeArea),
            (".ignoresSafeArea(.container, edges: .top)", .ignoresSafeArea),
            (".edgesIgnoringSafeArea(.all)", .ignoresSafeArea),
            (".rotationEffect(.degrees(30))", .rotationEffect(.degrees(30), anchor: .center)),
            (
                ".rotationEffect(Angle(radians: 1), anchor: .topLeading)",
                .rotationEffect(.radians(1), anchor: .topLeading)
            ),
            (".scaleEffect(2)", .scaleEffect(x: 2, y: 2, anchor: .center)),
            (".scaleEffect(x: 2, anchor: .bottom)", .scaleEffect(x: 2, y: 1, anchor: .bottom)),
            (".scaleEffect(CGSize(width: 1, height: 3))", .scaleEffect(x: 1, y: 3, anchor: .center)),
        ]
        for (chain, expected) in cases {
            XCTAssertEqual(try modifiers(chain), [expected], chain)
        }
    }

    func testEnvironmentModifiers() throws {
        let gradient = Gradient(colors: [.white, .black])
        let cases: [(String, Modifier)] = [
            (".foregroundStyle(.red)", .foregroundColor(try XCTUnwrap(SystemColor.named("red")))),
            (
                ".foregroundStyle(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))",
                .foregroundStyle(.linearGradient(gradient, startPoint: .top, endPoint: .bottom))
            ),
            (".multilineTextAlignment(.trailing)", .multilineTextAlignment(.trailing)),
            (".lineLimit(2)", .lineLimit(2)),
            (".lineLimit(nil)", .lineLimit(nil)),
        ]
        for (chain, expected) in cases {
            XCTAssertEqual(try modifiers(chain), [expected], chain)
        }
    }

    func testDrawingEffects() throws {
        let cases: [(String, Modifier)] = [
            (".blur(radius: 4)", .blur(radius: 4)),
            (".shadow(radius: 5)", .shadow(color: Color(white: 0, alpha: 0.33), radius: 5, x: 0, y: 0)),
            (".shadow(color: .white, radius: 2, x: -3, y: -3)", .shadow(color: .white, radius: 2, x: -3, y: -3)),
            (".compositingGroup()", .compositingGroup),
            (".luminanceToAlpha()", .luminanceToAlpha),
            (".clipShape(Circle())", .clipShape(.circle, rule: .nonZero)),
            (
                ".clipShape(RoundedRectangle(cornerRadius: 4))",
                .clipShape(.roundedRectangle(cornerRadius: 4, style: .circular), rule: .nonZero)
            ),
            (".clipped()", .clipped),
            (".cornerRadius(15)", .cornerRadius(15)),
            (".blendMode(.multiply)", .blendMode(.multiply)),
            (".opacity(0.5)", .opacity(0.5)),
        ]
        for (chain, expected) in cases {
            XCTAssertEqual(try modifiers(chain), [expected], chain)
        }
        let ring = try modifiers(
            ".clipShape(Path { $0.addRect(CGRect(x: 0, y: 0, width: 4, height: 4)); $0.addRect(CGRect(x: 1, y: 1, width: 2, height: 2)) }, style: FillStyle(eoFill: true))"
        )
        var path = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))
        path.addRect(Rect(x: 1, y: 1, width: 2, height: 2))
        XCTAssertEqual(ring, [.clipShape(.path(path), rule: .evenOdd)])
    }

    /// `overlay`, `background`, `mask` and `inverseMask` take a view or a closure; several
    /// views in the closure overlap as in a ZStack with the alignment given.
    func testModifiersTakingViews() throws {
        XCTAssertEqual(try modifiers(".overlay(Circle())"), [.overlay(circle, alignment: .center)])
        XCTAssertEqual(try modifiers(".overlay(Circle(), alignment: .top)"), [.overlay(circle, alignment: .top)])
        XCTAssertEqual(try modifiers(".overlay { Circle() }"), [.overlay(circle, alignment: .center)])
        XCTAssertEqual(
            try modifiers(".overlay(alignment: .bottom) { Circle(); Circle() }"),
            [.overlay(.stack(.z(alignment: .bottom), [circle, circle]), alignment: .bottom)])
        XCTAssertEqual(
            try modifiers(".background(.blue)"),
            [
                .background(
                    .shape(ShapeView(kind: .rectangle, drawing: .fill(.color(ViewCatalog.accent), rule: .nonZero))),
                    alignment: .center)
            ])
        XCTAssertEqual(try modifiers(".background { Circle() }"), [.background(circle, alignment: .center)])
        XCTAssertEqual(try modifiers(".mask(Circle())"), [.mask(circle, alignment: .center)])
        XCTAssertEqual(try modifiers(".mask { Circle() }"), [.mask(circle, alignment: .center)])
        XCTAssertEqual(try modifiers(".inverseMask(Circle())"), [.inverseMask(circle, alignment: .center)])
        XCTAssertEqual(
            try modifiers(".border(Color.red, width: 2)"),
            [
                .overlay(
                    .shape(
                        ShapeView(
                            kind: .rectangle,
                            drawing: .strokeBorder(
                                .color(try XCTUnwrap(SystemColor.named("red"))), StrokeStyle(lineWidth: 2)))),
                    alignment: .center)
            ])
    }

    func testShapeStylesAndColours() throws {
        let view = try firstView(
            body: """
                        VStack {
                            Circle().fill(EllipticalGradient(colors: [.white, .black]))
                            Circle().fill(Color(.systemBlue))
                            Circle().fill(Color(UIColor.red.withAlphaComponent(0.5)))
                            Circle().fill(Color(.secondarySystemBackground))
                        }
                """)
        XCTAssertEqual(
            children(of: view),
            [
                .shape(
                    ShapeView(
                        kind: .circle,
                        drawing: .fill(
                            .ellipticalGradient(
                                Gradient(colors: [.white, .black]), center: .center, startRadiusFraction: 0,
                                endRadiusFraction: 0.5), rule: .nonZero))),
                .shape(ShapeView(kind: .circle, drawing: .fill(.color(ViewCatalog.accent), rule: .nonZero))),
                .shape(
                    ShapeView(
                        kind: .circle,
                        drawing: .fill(.color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), rule: .nonZero))),
                .shape(
                    ShapeView(
                        kind: .circle, drawing: .fill(.color(Color(red8: 242, green8: 242, blue8: 247)), rule: .nonZero)
                    )),
            ])
    }

    func testSymbols() throws {
        let view = try firstView(body: "        Image(systemName: \"star.fill\").resizable().font(.title)")
        XCTAssertEqual(
            view,
            .modified(
                .symbol(SymbolView(name: "star.fill", location: SourceLocation(line: 4, column: 9), isResizable: true)),
                .font(.title)))
    }
}
