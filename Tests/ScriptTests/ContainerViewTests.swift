import Geometry
import Raster
import SceneGraph
import XCTest

@testable import Script

/// View builders and the containers that lower to primitives.
final class ContainerViewTests: XCTestCase {
    private func outline(
        _ body: String, members: String = "", declarations: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> String {
        let source = declarations + "\n" + scene(body: body, members: members)
        let loaded = try loadScene(source, file: file, line: line)
        return ViewOutline.describe(try XCTUnwrap(loaded.snapshots.first, file: file, line: line))
    }

    // MARK: - Builders

    /// ForEach over ranges and arrays (with `id:`) gives separate children to the stack around
    /// it, and its modifiers apply to each.
    func testForEachContributesChildrenAndDistributesModifiers() throws {
        XCTAssertEqual(
            try outline(
                """
                        HStack {
                            Text("a")
                            ForEach(0..<2) { i in Text("\\(i)") }
                            ForEach(["x", "y"], id: \\.self) { Text($0) }.bold()
                        }
                """),
            "HStack[Text(\"a\"), Text(\"0\"), Text(\"1\"), Text(\"x\").weight(bold), Text(\"y\").weight(bold)]")
        XCTAssertEqual(
            try outline(
                "        VStack { ForEach(items, id: \\.name) { item in Text(item.name) } }",
                members: "    let items = [Item(name: \"p\"), Item(name: \"q\")]",
                declarations: "struct Item: Identifiable { let id = UUID(); let name: String }"),
            "VStack[Text(\"p\"), Text(\"q\")]")
    }

    func testGroupAndMultiViewBodies() throws {
        XCTAssertEqual(
            try outline(
                "        HStack { Group { Text(\"a\"); Text(\"b\") }.padding(4); Pair() }",
                declarations:
                    "struct Pair: View {\n    var body: some View {\n        Text(\"c\")\n        Text(\"d\")\n    }\n}"
            ),
            "HStack[Text(\"a\").padding(4, 4, 4, 4), Text(\"b\").padding(4, 4, 4, 4), Text(\"c\"), Text(\"d\")]")
    }

    func testIfElseAndSwitchInViewBuilders() throws {
        let members = "    let n = 2\n    let flag = false"
        XCTAssertEqual(
            try outline(
                """
                        VStack {
                            if flag { Text("yes") } else if n > 1 { Text("big") } else { Text("small") }
                            switch n {
                            case 0: Text("zero")
                            case 1, 2: Text("few")
                            default: Text("many")
                            }
                            if flag { Text("hidden") }
                        }
                """, members: members),
            "VStack[Text(\"big\"), Text(\"few\"), Empty]")
        XCTAssertEqual(
            try outline(
                "        switch n {\n        case 0..<2: Text(\"low\")\n        default: EmptyView()\n        }",
                members: members),
            "Empty")
    }

    // MARK: - GeometryReader

    func testGeometryReaderContentSeesItsSize() throws {
        let view = try firstView(
            body: """
                        GeometryReader { geometry in
                            Rectangle().frame(width: geometry.size.width / 2, height: geometry.frame(in: .local).height)
                            Text("\\(geometry.safeAreaInsets.bottom)")
                        }
                """)
        let content = try geometryContent(view, size: Size(width: 100, height: 40))
        XCTAssertEqual(ViewOutline.describe(content), "ZStack(top-leading)[Rectangle.frame(50, 40), Text(\"0.0\")]")
    }

    /// The content is evaluated with the state of the snapshot it belongs to.
    func testGeometryReaderCapturesTheSnapshotState() throws {
        let scene = try loadScene(
            scene(
                body: """
                            GeometryReader { _ in Text(label) }
                                .onAppear { label = "after" }
                    """, members: "    @State private var label = \"before\""))
        XCTAssertEqual(scene.snapshots.count, 2)
        XCTAssertEqual(text(of: try geometryContent(scene.snapshots[0], size: Size(width: 10, height: 10))), "before")
        XCTAssertEqual(text(of: try geometryContent(scene.snapshots[1], size: Size(width: 10, height: 10))), "after")
    }

    /// Errors in the content surface when layout builds it, pointing into the scene file.
    func testGeometryReaderErrorsCarryPositions() throws {
        let view = try firstView(
            body: "        GeometryReader { geometry in\n            Text(geometry.width)\n        }")
        XCTAssertThrowsError(try geometryContent(view, size: Size(width: 1, height: 1))) { error in
            XCTAssertEqual(
                (error as? SceneError)?.formatted(source: ""),
                "scene.swift:5:27: error: type 'GeometryProxy' has no member 'width'\n")
        }
    }

    // MARK: - Dividers, buttons, scroll views

    func testDividerTakesItsStacksDirection() throws {
        XCTAssertEqual(
            try outline(
                "        VStack {\n            HStack { Text(\"a\"); Divider(); Text(\"b\") }\n            Divider().padding()\n        }"
            ),
            "VStack[HStack[Text(\"a\"), Rectangle.fill(#60,60,67 @0.29).frame(1), Text(\"b\")], "
                + "Rectangle.fill(#60,60,67 @0.29).frame(1).padding(16, 16, 16, 16)]")
        let inHStack = try firstView(body: "        HStack { Divider().padding() }")
        XCTAssertEqual(
            ViewOutline.describe(children(of: inHStack)[0]),
            "Rectangle.fill(#60,60,67 @0.29).frame(1).padding(16, 16, 16, 16)")
        guard case .modified(.modified(_, .frame(let width, let height, _)), _) = children(of: inHStack)[0] else {
            return XCTFail("expected a frame")
        }
        XCTAssertEqual(width, 1)
        XCTAssertNil(height)
    }

    func testButtonsDrawTheirLabelInTheAccentColour() throws {
        XCTAssertEqual(
            try outline(
                """
                        VStack {
                            Button("Save") { }
                            Button(action: { }) { Text("Go").foregroundColor(.red) }
                            Button { dismiss() } label: { Image(systemName: "xmark") }
                        }
                """, members: "    @Environment(\\.dismiss) private var dismiss"),
            "VStack[Text(\"Save\").foreground(#0,122,255), Text(\"Go\").foreground(#255,59,48).foreground(#0,122,255), "
                + "Symbol(\"xmark\").foreground(#0,122,255)]")
    }

    func testScrollViewShowsItsStartClipped() throws {
        XCTAssertEqual(
            try outline("        ScrollView(.horizontal, showsIndicators: false) { HStack { Text(\"a\") } }"),
            "HStack[Text(\"a\")].fixedSize(true, false).frame(maxW inf, center-leading).clipped")
        XCTAssertEqual(
            try outline("        ScrollView { Text(\"a\"); Text(\"b\") }"),
            "VStack[Text(\"a\"), Text(\"b\")].fixedSize(false, true).frame(maxW inf, maxH inf, top-center).clipped")
    }

    // MARK: - Navigation and tabs

    func testNavigationTitleIsALargeTitleAboveTheContent() throws {
        XCTAssertEqual(
            try outline("        NavigationView {\n            Text(\"Body\").navigationTitle(\"Lair\")\n        }"),
            "VStack(leading, 0)[Text(\"Lair\").font(34 bold).frame(maxW inf, center-leading).padding(44, 16, 8, 16), "
                + "Text(\"Body\").frame(maxW inf, maxH inf)]")
        XCTAssertEqual(
            try outline(
                "        NavigationStack {\n            Text(\"Body\").navigationTitle(\"Lair\").navigationBarHidden(true)\n        }"
            ),
            "Text(\"Body\").frame(maxW inf, maxH inf)")
    }

    /// A TabView shows the tab whose tag equals the selection; tags may be enum cases written
    /// as `.name`, and a `Label` item shows its symbol over its title.
    func testTabViewSelectsByTag() throws {
        let outline = try outline(
            """
                    TabView(selection: $tab) {
                        Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
                        Text("Settings").tabItem { Image(systemName: "gear"); Text("Settings") }.tag(.settings)
                    }
            """, members: "    @State private var tab = Tab.settings", declarations: "enum Tab { case home, settings }")
        XCTAssertTrue(
            outline.hasPrefix("VStack(0)[Text(\"Settings\").frame(maxW inf, maxH inf), HStack(top, 0)["), outline)
        XCTAssertTrue(
            outline.contains(
                "VStack(2)[Symbol(\"house\").font(22), Text(\"Home\")].font(10 medium).foreground(#142,142,147)"),
            outline)
        XCTAssertTrue(
            outline.contains(
                "VStack(2)[Symbol(\"gear\").font(22), Text(\"Settings\")].font(10 medium).foreground(#0,122,255)"),
            outline)
    }

    // MARK: - Accepted and ignored

    func testModifiersWithoutVisualEffectAreAccepted() throws {
        XCTAssertEqual(
            try outline(
                """
                        Text("a")
                            .onTapGesture { self.count = 1 }
                            .toolbar(.hidden, for: .navigationBar)
                            .buttonStyle(.plain)
                            .accessibilityLabel("Label")
                            .navigationBarTitleDisplayMode(.inline)
                            .onChange(of: count) { _ in }
                """, members: "    @State private var count = 0"),
            "Text(\"a\")")
    }

    /// `@Binding` properties take a constant binding; `$state` passes the state's value.
    func testBindingsTakeConstantsAndStateValues() throws {
        let declarations = """
            struct Toggle2: View {
                @Binding var isOn: Bool
                var body: some View { Text(isOn ? "on" : "off") }
            }
            """
        XCTAssertEqual(
            try outline(
                "        VStack { Toggle2(isOn: .constant(true)); Toggle2(isOn: $flag) }",
                members: "    @State private var flag = false", declarations: declarations),
            "VStack[Text(\"on\"), Text(\"off\")]")
    }

    func testConditionalCompilationKeepsTheDebugBranch() throws {
        XCTAssertEqual(
            try outline(
                "        #if DEBUG\n        Text(\"debug\")\n        #elseif os(iOS)\n        Text(\"ios\")\n        #else\n        Text(\"release\")\n        #endif"
            ),
            "Text(\"debug\")")
        XCTAssertEqual(
            try outline(
                "        #if targetEnvironment(simulator) || !os(iOS)\n        Text(\"sim\")\n        #else\n        Text(\"device\")\n        #endif"
            ),
            "Text(\"device\")")
    }
}

extension ContainerViewTests {
    func testLabelsNavigationBarTitlesAndStringSwitches() throws {
        XCTAssertEqual(
            try outline(
                "        NavigationView { Label(\"Home\", systemImage: \"house\").navigationBarTitle(\"Start\", displayMode: .inline) }"
            ),
            "VStack(leading, 0)[Text(\"Start\").font(34 bold).frame(maxW inf, center-leading).padding(44, 16, 8, 16), "
                + "HStack[Symbol(\"house\"), Text(\"Home\")].frame(maxW inf, maxH inf)]")
        XCTAssertEqual(
            try outline(
                "        switch name {\n        case \"a\": Text(\"first\")\n        default: Text(\"other\")\n        }",
                members: "    let name = \"a\""),
            "Text(\"first\")")
    }
}
