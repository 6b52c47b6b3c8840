import Geometry
import Raster
import SceneGraph
import XCTest

@testable import Script

/// Views and modifiers become the SceneGraph values the renderer expects.
final class ViewBuildingTests: XCTestCase {
    func testStacksWithTheirParameters() throws {
        let view = try firstView(
            body: """
                        VStack(alignment: .leading, spacing: 4) {
                            HStack(alignment: .top) { Spacer(minLength: 10); Spacer() }
                            ZStack(alignment: .bottomTrailing) { EmptyView() }
                        }
                """)
        XCTAssertEqual(
            view,
            .stack(
                .v(alignment: .leading, spacing: 4),
                [
                    .stack(.h(alignment: .top, spacing: nil), [.spacer(minLength: 10), .spacer(minLength: nil)]),
                    .stack(.z(alignment: .bottomTrailing), [.empty]),
                ]))
    }

    func testShapes() throws {
        let view = try firstView(
            body: """
                        ZStack {
                            Rectangle()
                            RoundedRectangle(cornerRadius: 8, style: .continuous)
                            Circle()
                            Ellipse()
                            Capsule()
                        }
                """)
        XCTAssertEqual(
            children(of: view),
            [
                .shape(ShapeView(kind: .rectangle)),
                .shape(ShapeView(kind: .roundedRectangle(cornerRadius: 8, style: .continuous))),
                .shape(ShapeView(kind: .circle)), .shape(ShapeView(kind: .ellipse)),
                .shape(ShapeView(kind: .capsule(style: .circular))),
            ])
    }

    func testStrokeAndFillVariants() throws {
        let view = try firstView(
            body: """
                        ZStack {
                            Circle().stroke(lineWidth: 3)
                            Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, lineCap: .square, lineJoin: .round, dash: [4, 2]))
                            Circle().stroke(style: StrokeStyle(miterLimit: 4, dashPhase: 1))
                            Circle().stroke()
                            Circle().strokeBorder(.blue, lineWidth: 5)
                            Circle().fill(.green)
                            Circle().fill()
                            Circle().trim(from: 0.5).trim(to: 0.5)
                        }
                """)
        let red = try XCTUnwrap(SystemColor.named("red"))
        let blue = try XCTUnwrap(SystemColor.named("blue"))
        let green = try XCTUnwrap(SystemColor.named("green"))
        XCTAssertEqual(
            children(of: view),
            [
                .shape(ShapeView(kind: .circle, drawing: .stroke(.foreground, StrokeStyle(lineWidth: 3)))),
                .shape(
                    ShapeView(
                        kind: .circle,
                        drawing: .stroke(
                            .color(red), StrokeStyle(lineWidth: 2, lineCap: .square, lineJoin: .round, dash: [4, 2])))),
                .shape(
                    ShapeView(kind: .circle, drawing: .stroke(.foreground, StrokeStyle(miterLimit: 4, dashPhase: 1)))),
                .shape(ShapeView(kind: .circle, drawing: .stroke(.foreground, StrokeStyle()))),
                .shape(ShapeView(kind: .circle, drawing: .strokeBorder(.color(blue), StrokeStyle(lineWidth: 5)))),
                .shape(ShapeView(kind: .circle, drawing: .fill(.color(green), rule: .nonZero))),
                .shape(ShapeView(kind: .circle, drawing: .fill(.foreground, rule: .nonZero))),
                .shape(ShapeView(kind: .circle, trimFrom: 0.5, trimTo: 0.75)),
            ])
    }

    func testGradients() throws {
        let view = try firstView(
            body: """
                        ZStack {
                            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                            RadialGradient(gradient: Gradient(stops: [.init(color: .white, location: 0.2), Gradient.Stop(color: .black, location: 1)]), center: .center, startRadius: 0, endRadius: 50)
                            Circle().fill(AngularGradient(colors: [.red, .green], center: .topLeading, startAngle: .degrees(90), endAngle: .radians(1)))
                            Circle().fill(AngularGradient(gradient: Gradient(colors: [.red]), center: .center, angle: .degrees(45)))
                        }
                """)
        let red = try XCTUnwrap(SystemColor.named("red"))
        let blue = try XCTUnwrap(SystemColor.named("blue"))
        let green = try XCTUnwrap(SystemColor.named("green"))
        let stops = Gradient(stops: [.init(color: .white, location: 0.2), .init(color: .black, location: 1)])
        XCTAssertEqual(
            children(of: view),
            [
                .shape(
                    ShapeView(
                        kind: .rectangle,
                        drawing: .fill(
                            .linearGradient(Gradient(colors: [red, blue]), startPoint: .top, endPoint: .bottom),
                            rule: .nonZero))),
                .shape(
                    ShapeView(
                        kind: .rectangle,
                        drawing: .fill(
                            .radialGradient(stops, center: .center, startRadius: 0, endRadius: 50), rule: .nonZero))),
                .shape(
                    ShapeView(
                        kind: .circle,
                        drawing: .fill(
                            .angularGradient(
                                Gradient(colors: [red, green]), center: .topLeading, startAngle: .degrees(90),
                                endAngle: .radians(1)), rule: .nonZero))),
                .shape(
                    ShapeView(
                        kind: .circle,
                        drawing: .fill(
                            .angularGradient(
                                Gradient(colors: [red]), center: .center, startAngle: .degrees(45),
                                endAngle: Angle(radians: Angle.degrees(45).radians + 2 * .pi)), rule: .nonZero))),
            ])
    }

    func testViewModifiers() throws {
        let view = try firstView(
            body: """
                        Text("hi")
                            .font(.system(size: 20, weight: .semibold))
                            .fontWeight(.light)
                            .bold()
                            .bold(false)
                            .foregroundStyle(.pink)
                            .opacity(0.5)
                            .frame(width: 100, alignment: .leading)
                            .frame(height: 30)
                            .offset(CGSize(width: 1, height: 2))
                            .offset(x: 3)
                """)
        XCTAssertEqual(text(of: view), "hi")
        XCTAssertEqual(
            modifiers(of: view),
            [
                .font(Font(size: 20, weight: .semibold)), .fontWeight(.light), .fontWeight(.bold),
                .foregroundColor(Color(red8: 255, green8: 45, blue8: 85)), .opacity(0.5),
                .frame(width: 100, height: nil, alignment: .leading),
                .frame(width: nil, height: 30, alignment: .center),
                .offset(x: 1, y: 2), .offset(x: 3, y: 0),
            ])
    }

    func testPaddingVariants() throws {
        let view = try firstView(
            body: """
                        Circle()
                            .padding()
                            .padding(8)
                            .padding(.horizontal, 4)
                            .padding(.top)
                            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                """)
        XCTAssertEqual(
            modifiers(of: view),
            [
                .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)),
                .padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)),
                .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)),
                .padding(EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0)),
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            ])
    }

    func testShapeBecomesAViewWithItsFirstViewModifier() throws {
        let view = try firstView(body: "        Circle().trim(from: 0, to: 0.25).foregroundColor(.red)")
        XCTAssertEqual(
            view,
            .modified(
                .shape(ShapeView(kind: .circle, trimFrom: 0, trimTo: 0.25)),
                .foregroundColor(try XCTUnwrap(SystemColor.named("red")))))
    }

    func testImageRecordsItsLocation() throws {
        let view = try firstView(body: "        Image(\"photo\")")
        XCTAssertEqual(view, .image(ImageView(name: "photo", location: SourceLocation(line: 4, column: 9))))
    }

    func testIfElseInBuilders() throws {
        let members = "    let wide = false"
        let view = try firstView(
            body: """
                        VStack {
                            if wide { Rectangle() } else { Circle() }
                            if wide { Text("never") }
                            if !wide, true {
                                Text("a")
                                Text("b")
                            }
                        }
                """, members: members)
        // The branches of an if/else are marked as different views; an `if` alone leaves `.empty`.
        XCTAssertEqual(
            children(of: view),
            [
                .modified(.shape(ShapeView(kind: .circle)), .branch(1)), .empty, .text(TextView("a")),
                .text(TextView("b")),
            ])
    }

    func testLocalConstantsInBuilders() throws {
        let view = try firstView(body: "        let size: CGFloat = 12\n        Circle().frame(width: size * 2)")
        XCTAssertEqual(modifiers(of: view), [.frame(width: 24, height: nil, alignment: .center)])
    }

    func testSeveralRootViewsStackVertically() throws {
        let view = try firstView(body: "        Text(\"a\")\n        Text(\"b\")")
        XCTAssertEqual(
            view, .stack(.v(alignment: .center, spacing: nil), [.text(TextView("a")), .text(TextView("b"))]))
    }

    func testSubviewsWithMemberwiseInitializers() throws {
        let source = """
            struct Badge: View {
                let title: String
                var size: CGFloat = 10
                var body: some View {
                    Text(title).frame(width: size)
                }
            }

            struct Screen: View {
                var body: some View {
                    HStack {
                        Badge(title: "A")
                        Badge(title: "B", size: 20)
                    }
                }
            }
            """
        let scene = try loadScene(source)
        XCTAssertEqual(scene.viewName, "Screen")
        XCTAssertEqual(
            scene.snapshots.first,
            .stack(
                .h(alignment: .center, spacing: nil),
                [
                    SceneGraph.View.text(TextView("A")).modifier(.frame(width: 10, height: nil, alignment: .center)),
                    SceneGraph.View.text(TextView("B")).modifier(.frame(width: 20, height: nil, alignment: .center)),
                ]))
        XCTAssertEqual(
            loadDiagnostics(source.replacingOccurrences(of: "Badge(title: \"A\")", with: "Badge()")).map(\.message),
            ["missing argument 'title:' in call to 'Badge'"])
    }

    func testRootIsTheViewNoOtherViewCreates() throws {
        let source = """
            struct Root: View {
                var body: some View { Leaf() }
            }
            struct Leaf: View {
                var body: some View { Circle() }
            }
            struct Preview_Previews: PreviewProvider {
                static var previews: some View { Root() }
            }
            """
        XCTAssertEqual(try loadScene(source).viewName, "Root")
    }

    func testViewsCanBeReturnedFromComputedPropertiesAndFunctions() throws {
        let view = try firstView(
            body: "        VStack { header\n            dot(3) }",
            members: """
                    var header: some View { Text("title") }
                    func dot(_ size: CGFloat) -> some View {
                        Circle().frame(width: size, height: size)
                    }
                """)
        XCTAssertEqual(
            children(of: view),
            [
                .text(TextView("title")),
                SceneGraph.View.shape(ShapeView(kind: .circle)).modifier(
                    .frame(width: 3, height: 3, alignment: .center)),
            ])
    }
}

extension ViewBuildingTests {
    /// A file copied from an Xcode project: app entry point, previews and the view.
    func testAppAndPreviewBoilerplateIsIgnored() throws {
        let source = """
            import SwiftUI

            @main
            struct DemoApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }

            struct ContentView: View {
                var body: some View { Text("Hello") }
            }

            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView() }
            }

            #Preview {
                ContentView()
            }
            """
        let scene = try loadScene(source)
        XCTAssertEqual(scene.viewName, "ContentView")
        XCTAssertEqual(scene.snapshots, [.text(TextView("Hello"))])
    }
}
