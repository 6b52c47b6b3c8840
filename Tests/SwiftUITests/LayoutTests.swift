import Geometry
import Raster
import Timeline
import XCTest

@testable import SceneGraph
@testable import SwiftUI

/// The SceneGraph values the layout views and modifiers lower to.
final class LayoutTests: XCTestCase {
    private let a = text("a")
    private let b = text("b")

    private func fill(_ color: SwiftUI.Color) -> SceneGraph.View {
        .shape(ShapeView(kind: .rectangle, drawing: .fill(.color(color.resolved), rule: .nonZero)))
    }

    private func symbol(_ name: String) -> SceneGraph.View {
        .symbol(SymbolView(name: name, location: SourceLocation(line: 1, column: 1)))
    }

    // MARK: Spacer and padding

    func testSpacerKeepsItsMinimumLength() {
        XCTAssertEqual(
            lowered(
                SwiftUI.HStack {
                    SwiftUI.Spacer()
                    SwiftUI.Spacer(minLength: 4)
                }),
            .stack(.h(alignment: .center, spacing: nil), [.spacer(minLength: nil), .spacer(minLength: 4)]))
    }

    func testLayoutPriorityIsATraitOfTheView() {
        XCTAssertEqual(lowered(SwiftUI.Text("a").layoutPriority(1)), .modified(text("a"), .layoutPriority(1)))
    }

    func testPaddingWithoutArgumentsIs16OnEveryEdge() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").padding()),
            .modified(a, .padding(SceneGraph.EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))))
    }

    func testPaddingOfALength() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").padding(10)),
            .modified(a, .padding(SceneGraph.EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))))
    }

    func testPaddingOfSomeEdges() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").padding(.horizontal, 5)),
            .modified(a, .padding(SceneGraph.EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").padding(.top)),
            .modified(a, .padding(SceneGraph.EdgeInsets(top: 16))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").padding([.bottom, .leading], 3)),
            .modified(a, .padding(SceneGraph.EdgeInsets(top: 0, leading: 3, bottom: 3, trailing: 0))))
    }

    func testPaddingOfEdgeInsets() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").padding(SwiftUI.EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
            .modified(a, .padding(SceneGraph.EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))))
    }

    func testEdgeSets() {
        XCTAssertEqual(Edge.Set.all, [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(Edge.Set(.bottom), .bottom)
        XCTAssertFalse(Edge.Set.vertical.contains(.leading))
    }

    // MARK: Position, aspect ratio, fixed size, safe area

    func testPositionOfCoordinatesAndOfAPoint() {
        XCTAssertEqual(lowered(SwiftUI.Text("a").position(x: 10, y: 20)), .modified(a, .position(x: 10, y: 20)))
        XCTAssertEqual(lowered(SwiftUI.Text("a").position(y: 5)), .modified(a, .position(x: 0, y: 5)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").position(CGPoint(x: 3, y: 4))), .modified(a, .position(x: 3, y: 4)))
    }

    func testAspectRatioOfANumberAndOfASize() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").aspectRatio(1.5, contentMode: .fit)),
            .modified(a, .aspectRatio(1.5, contentMode: .fit)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").aspectRatio(contentMode: .fill)),
            .modified(a, .aspectRatio(nil, contentMode: .fill)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").aspectRatio(CGSize(width: 4, height: 2), contentMode: .fill)),
            .modified(a, .aspectRatio(2, contentMode: .fill)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").aspectRatio(CGSize(width: 4, height: 0), contentMode: .fit)),
            .modified(a, .aspectRatio(nil, contentMode: .fit)))
    }

    func testScaledToFitAndFill() {
        XCTAssertEqual(lowered(SwiftUI.Text("a").scaledToFit()), .modified(a, .aspectRatio(nil, contentMode: .fit)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").scaledToFill()), .modified(a, .aspectRatio(nil, contentMode: .fill)))
    }

    func testFixedSize() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").fixedSize()), .modified(a, .fixedSize(horizontal: true, vertical: true)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").fixedSize(horizontal: false, vertical: true)),
            .modified(a, .fixedSize(horizontal: false, vertical: true)))
    }

    func testIgnoringTheSafeAreaInEveryForm() {
        XCTAssertEqual(lowered(SwiftUI.Text("a").ignoresSafeArea()), .modified(a, .ignoresSafeArea(.all)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").ignoresSafeArea(.container, edges: .top)), .modified(a, .ignoresSafeArea(.top)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").ignoresSafeArea(edges: [.bottom, .leading])),
            .modified(a, .ignoresSafeArea([.bottom, .leading])))
        XCTAssertEqual(lowered(SwiftUI.Text("a").edgesIgnoringSafeArea(.all)), .modified(a, .ignoresSafeArea(.all)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").edgesIgnoringSafeArea(.vertical)),
            .modified(a, .ignoresSafeArea([.top, .bottom])))
        // No keyboard is shown: its region has no insets to ignore.
        XCTAssertEqual(lowered(SwiftUI.Text("a").ignoresSafeArea(.keyboard)), .modified(a, .ignoresSafeArea([])))
    }

    // MARK: Overlay and background

    func testOverlayOfAViewWithAlignment() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").overlay(SwiftUI.Text("b"), alignment: .topLeading)),
            .modified(a, .overlay(b, alignment: .topLeading)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").background(SwiftUI.Text("b"))), .modified(a, .background(b, alignment: .center)))
    }

    func testOverlayClosureStacksItsViewsAsAZStack() {
        let view = lowered(
            SwiftUI.Text("a").overlay(alignment: .bottom) {
                SwiftUI.Text("b")
                SwiftUI.Text("c")
            })
        XCTAssertEqual(
            view, .modified(a, .overlay(.stack(.z(alignment: .bottom), [b, text("c")]), alignment: .bottom)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").background { SwiftUI.Text("b") }),
            .modified(a, .background(b, alignment: .center)))
    }

    func testColorBackgroundFillsTheFrameAndTheSafeAreaItReaches() {
        // A style's background and overlay ignore the safe area on the edges given (all by default).
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").background(SwiftUI.Color.red)),
            .modified(a, .background(.modified(fill(.red), .ignoresSafeArea(.all)), alignment: .center)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").overlay(AnyShapeStyle(SwiftUI.Color.blue), ignoresSafeAreaEdges: .top)),
            .modified(a, .overlay(.modified(fill(.blue), .ignoresSafeArea(.top)), alignment: .center)))
        // A view given as a background does not.
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").background { SwiftUI.Color.red }),
            .modified(a, .background(fill(.red), alignment: .center)))
    }

    func testBackgroundInAShape() {
        let shape = SceneGraph.View.shape(
            ShapeView(
                kind: .roundedRectangle(cornerRadius: 8, style: .circular),
                drawing: .fill(.color(SwiftUI.Color.green.resolved), rule: .nonZero)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").background(SwiftUI.Color.green, in: RoundedRectangle(cornerRadius: 8))),
            .modified(a, .background(shape, alignment: .center)))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").overlay(SwiftUI.Color.green, in: RoundedRectangle(cornerRadius: 8))),
            .modified(a, .overlay(shape, alignment: .center)))
    }

    func testModifiersOnAGroupApplyToEachView() {
        let view = lowered(
            SwiftUI.HStack {
                SwiftUI.Group {
                    SwiftUI.Text("a")
                    SwiftUI.Text("b")
                }
                .padding(2)
                .background(SwiftUI.Color.red)
            })
        let each = { (view: SceneGraph.View) in
            SceneGraph.View.modified(
                .modified(view, .padding(SceneGraph.EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))),
                .background(.modified(self.fill(.red), .ignoresSafeArea(.all)), alignment: .center))
        }
        XCTAssertEqual(view, SceneGraph.View.stack(.h(alignment: .center, spacing: nil), [each(a), each(b)]))
    }

    // MARK: GeometryReader

    private func content(_ view: SceneGraph.View, at size: Size) throws -> SceneGraph.View {
        guard case .geometryReader(let function) = view else {
            XCTFail("not a GeometryReader: \(view)")
            return .empty
        }
        return try function.build(size, SceneGraph.EdgeInsets())
    }

    func testGeometryReaderContentIsBuiltFromTheSizeItGets() throws {
        let reader = lowered(
            SwiftUI.GeometryReader { proxy in
                SwiftUI.Circle().frame(width: proxy.size.width / 2, height: proxy.size.height)
            })
        let circle = SceneGraph.View.shape(ShapeView(kind: .circle, drawing: .fill(.foreground, rule: .nonZero)))
        XCTAssertEqual(
            try content(reader, at: Size(width: 100, height: 40)),
            .modified(circle, .frame(width: 50, height: 40, alignment: .center)))
        XCTAssertEqual(
            try content(reader, at: Size(width: 30, height: 8)),
            .modified(circle, .frame(width: 15, height: 8, alignment: .center)))
    }

    func testGeometryReaderStacksSeveralViewsTopLeading() throws {
        let reader = lowered(
            SwiftUI.GeometryReader { proxy in
                SwiftUI.Text("\(Int(proxy.frame(in: .global).width))")
                SwiftUI.Text("\(Int(proxy.frame(in: .named("x")).maxY + proxy.safeAreaInsets.top))")
            })
        XCTAssertEqual(
            try content(reader, at: Size(width: 12, height: 7)),
            .stack(.z(alignment: .topLeading), [text("12"), text("7")]))
    }

    /// The content built during layout reads the state of its own snapshot, and a snapshot whose
    /// content changed is another snapshot.
    func testGeometryReaderContentReadsTheStateOfItsSnapshot() throws {
        struct Grower: SwiftUI.View {
            @SwiftUI.State var grown = false
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { proxy in
                    SwiftUI.Text("a").frame(width: grown ? proxy.size.width : 1)
                }
                .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
            }
        }
        let scene = try evaluate { Grower() }
        XCTAssertEqual(scene.timeline.transactions, [Timeline::Transaction(time: 0, animation: .linear(duration: 1))])
        XCTAssertEqual(scene.snapshots.count, 2)
        let size = Size(width: 80, height: 10)
        XCTAssertEqual(
            try content(scene.snapshots[0], at: size), .modified(a, .frame(width: 1, height: nil, alignment: .center)))
        XCTAssertEqual(
            try content(scene.snapshots[1], at: size), .modified(a, .frame(width: 80, height: nil, alignment: .center)))
    }

    /// Views inside the content keep their state and run their `onAppear`, as in SwiftUI.
    func testViewsInsideAGeometryReaderHaveState() throws {
        struct Blinker: SwiftUI.View {
            @SwiftUI.State var on = false
            var body: some SwiftUI.View {
                SwiftUI.Text(on ? "on" : "off").onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { on = true }
                }
            }
        }
        let scene = try evaluate { SwiftUI.GeometryReader { _ in Blinker() } }
        XCTAssertEqual(scene.timeline.transactions, [Timeline::Transaction(time: 1, animation: nil)])
        XCTAssertEqual(try content(scene.snapshots[0], at: Size(width: 5, height: 5)), text("off"))
        XCTAssertEqual(try content(scene.snapshots[1], at: Size(width: 5, height: 5)), text("on"))
    }

    // MARK: Containers

    func testVerticalScrollViewShowsItsStartClipped() {
        XCTAssertEqual(
            lowered(
                SwiftUI.ScrollView {
                    SwiftUI.Text("a")
                    SwiftUI.Text("b")
                }),
            .modified(
                .modified(
                    .modified(
                        .stack(.v(alignment: .center, spacing: nil), [a, b]),
                        .fixedSize(horizontal: false, vertical: true)),
                    .flexibleFrame(FlexibleFrame(minHeight: 0, maxHeight: .infinity, alignment: .top))),
                .scrollClip([.top, .bottom])))
    }

    func testHorizontalScrollView() {
        XCTAssertEqual(
            lowered(SwiftUI.ScrollView(.horizontal, showsIndicators: false) { SwiftUI.HStack { SwiftUI.Text("a") } }),
            .modified(
                .modified(
                    .modified(
                        .stack(.h(alignment: .center, spacing: nil), [a]),
                        .fixedSize(horizontal: true, vertical: false)),
                    .flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, alignment: .leading))),
                .scrollClip([.leading, .trailing])))
    }

    func testAScrollViewOnBothAxesTakesBothLengthsOffered() {
        XCTAssertEqual(
            lowered(SwiftUI.ScrollView([.horizontal, .vertical]) { SwiftUI.Text("a") }),
            .modified(
                .modified(
                    .modified(a, .fixedSize(horizontal: true, vertical: true)),
                    .flexibleFrame(
                        FlexibleFrame(
                            minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading
                        ))),
                .scrollClip(.all)))
    }

    func testGridLowersToRowsOfCells() {
        XCTAssertEqual(
            lowered(
                SwiftUI.Grid(alignment: .topLeading, horizontalSpacing: 4) {
                    SwiftUI.GridRow(alignment: .bottom) {
                        SwiftUI.Text("a")
                        SwiftUI.Text("b").gridCellColumns(2)
                    }
                    SwiftUI.Divider().gridCellUnsizedAxes(.horizontal)
                }),
            .stack(
                .cellGrid(CellGridLayout(alignment: .topLeading, horizontalSpacing: 4)),
                [
                    .stack(.gridRow(alignment: .bottom), [a, .modified(b, .gridCell(.columns(2)))]),
                    .modified(
                        SwiftUI.Divider.lowered, .gridCell(.unsizedAxes(horizontal: true, vertical: false))),
                ]))
    }

    func testAModifierOnAGridRowAppliesToEachCell() {
        let row = lowered(
            SwiftUI.Grid {
                SwiftUI.GridRow {
                    SwiftUI.Text("a")
                    SwiftUI.Text("b")
                }
                .padding(3)
            })
        let padding = SceneGraph.Modifier.padding(SceneGraph.EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        XCTAssertEqual(
            row,
            .stack(
                .cellGrid(CellGridLayout()),
                [.stack(.gridRow(alignment: nil), [.modified(a, padding), .modified(b, padding)])]))
    }

    func testGridRowsFromAForEachStayRows() {
        let grid = lowered(
            SwiftUI.Grid {
                SwiftUI.ForEach(0..<2) { _ in
                    SwiftUI.GridRow {
                        SwiftUI.Text("a")
                        SwiftUI.Text("b")
                    }
                }
            })
        guard case .container(let container, let rows) = grid, container.layout is CellGridLayout else {
            return XCTFail("not a grid: \(grid)")
        }
        XCTAssertEqual(rows.count, 2)
        func isRow(_ view: SceneGraph.View) -> Bool {
            switch view {
            case .container(let container, let cells) where container.layout is GridRowContainer:
                return cells.count == 2
            case .modified(let inner, .identity): return isRow(inner)
            default: return false
            }
        }
        XCTAssertTrue(rows.allSatisfy(isRow), "\(rows)")
    }

    func testCellModifiers() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").gridColumnAlignment(.trailing).gridCellAnchor(.topLeading)),
            .modified(.modified(a, .gridCell(.columnAlignment(.trailing))), .gridCell(.anchor(.topLeading))))
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").gridCellUnsizedAxes([.horizontal, .vertical])),
            .modified(a, .gridCell(.unsizedAxes(horizontal: true, vertical: true))))
    }

    func testAnAlignmentGuideIsComputedFromTheDimensionsLayoutGives() throws {
        let view = lowered(SwiftUI.Text("a").alignmentGuide(.leading) { d in d[.trailing] - d.width / 4 })
        guard case .modified(let inner, .layout(let layout)) = view,
            let guide = (layout.base as? AlignmentGuideLayout)?.guide
        else { return XCTFail("\(view)") }
        XCTAssertEqual(inner, a)
        XCTAssertEqual(guide.key, .horizontal(.leading))
        XCTAssertEqual(guide.value(GuideDimensions(size: Geometry.Size(width: 40, height: 10))), 30)
        let explicit = GuideDimensions(
            size: Geometry.Size(width: 40, height: 10), explicit: [.horizontal(.trailing): 12])
        XCTAssertEqual(guide.value(explicit), 2, "the view's own trailing guide, less a quarter of its width")
        // The same computation is the same guide; another is not.
        XCTAssertEqual(lowered(SwiftUI.Text("a").alignmentGuide(.leading) { d in d[.trailing] - d.width / 4 }), view)
        XCTAssertNotEqual(lowered(SwiftUI.Text("a").alignmentGuide(.leading) { d in d[.trailing] }), view)
    }

    /// An `AlignmentID` is a custom alignment: one per type, its default computed by the type.
    func testAnAlignmentIDIsACustomAlignmentWithItsDefault() throws {
        let third = SwiftUI.VerticalAlignment(ThirdDown.self)
        XCTAssertEqual(third, SwiftUI.VerticalAlignment(ThirdDown.self))
        XCTAssertNotEqual(third, SwiftUI.VerticalAlignment(TwoThirdsDown.self))
        let view = lowered(SwiftUI.HStack(alignment: third) { SwiftUI.Text("a") })
        guard case .container(let container, _) = view, let stack = container.layout as? HStackContainer,
            case .custom(let custom) = stack.alignment
        else {
            return XCTFail("\(view)")
        }
        XCTAssertEqual(custom.defaultValue(GuideDimensions(size: Geometry.Size(width: 10, height: 30))), 10)
    }

    private enum ThirdDown: SwiftUI.AlignmentID {
        static func defaultValue(in d: SwiftUI.ViewDimensions) -> CGFloat { d.height / 3 }
    }
    private enum TwoThirdsDown: SwiftUI.AlignmentID {
        static func defaultValue(in d: SwiftUI.ViewDimensions) -> CGFloat { d.height * 2 / 3 }
    }

    func testLazyGridsLowerToGridsOfTheirItems() {
        let columns = [
            SwiftUI.GridItem(.fixed(40)), SwiftUI.GridItem(.flexible(minimum: 20), spacing: 4),
            SwiftUI.GridItem(.adaptive(minimum: 60, maximum: 90), alignment: .topLeading),
        ]
        let tracks = [
            GridTrack(.fixed(40)), GridTrack(.flexible(minimum: 20, maximum: .infinity), spacing: 4),
            GridTrack(
                .adaptive(minimum: 60, maximum: 90),
                alignment: SceneGraph.Alignment(horizontal: .leading, vertical: .top)),
        ]
        XCTAssertEqual(
            lowered(
                SwiftUI.LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                    SwiftUI.Text("a")
                    SwiftUI.Text("b")
                }),
            .stack(.grid(GridLayout(isVertical: true, tracks: tracks, alignment: 0, spacing: 12)), [a, b]))
        XCTAssertEqual(
            lowered(SwiftUI.LazyHGrid(rows: [SwiftUI.GridItem()]) { SwiftUI.Text("a") }),
            .stack(
                .grid(GridLayout(isVertical: false, tracks: [GridTrack(.flexible(minimum: 10, maximum: .infinity))])),
                [a]))
    }

    func testLazyStacksAreStacks() {
        XCTAssertEqual(
            lowered(SwiftUI.LazyVStack(alignment: .leading, spacing: 4) { SwiftUI.Text("a") }),
            .stack(.v(alignment: .leading, spacing: 4), [a]))
        XCTAssertEqual(
            lowered(SwiftUI.LazyHStack(pinnedViews: .sectionHeaders) { SwiftUI.Text("a") }),
            .stack(.h(alignment: .center, spacing: nil), [a]))
    }

    private let filling = SceneGraph.Modifier.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))

    func testNavigationViewDrawsTheTitleOfItsContent() {
        let view = lowered(
            SwiftUI.NavigationView {
                SwiftUI.VStack { SwiftUI.Text("a").navigationTitle("Lair") }
            })
        let heading = SceneGraph.View.modified(
            .modified(
                .modified(text("Lair"), .font(.system(size: 34, weight: .bold))),
                .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
            .padding(SceneGraph.EdgeInsets(top: 44, leading: 16, bottom: 8, trailing: 16)))
        XCTAssertEqual(
            view,
            .stack(
                .v(alignment: .leading, spacing: 0),
                [heading, .modified(.stack(.v(alignment: .center, spacing: nil), [a]), filling)]))
    }

    func testNavigationStackWithoutATitleOrWithAHiddenBar() {
        XCTAssertEqual(lowered(SwiftUI.NavigationStack { SwiftUI.Text("a") }), .modified(a, filling))
        XCTAssertEqual(
            lowered(
                SwiftUI.NavigationStack {
                    SwiftUI.Text("a").navigationBarTitle("T", displayMode: .inline).navigationBarHidden(true)
                }),
            .modified(a, filling))
        XCTAssertEqual(
            lowered(SwiftUI.NavigationView { SwiftUI.Text("a").navigationBarTitle(SwiftUI.Text("T")) }),
            .stack(
                .v(alignment: .leading, spacing: 0),
                [
                    .modified(
                        .modified(
                            .modified(text("T"), .font(.system(size: 34, weight: .bold))),
                            .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
                        .padding(SceneGraph.EdgeInsets(top: 44, leading: 16, bottom: 8, trailing: 16))),
                    .modified(a, filling),
                ]))
    }

    /// The tab bar of a tab view: one item per tab, the selected one (by tag) in blue.
    private func tabView(content: SceneGraph.View, selected: Int) -> SceneGraph.View {
        func item(_ views: [SceneGraph.View], _ isSelected: Bool) -> SceneGraph.View {
            SceneGraph.View.stack(.v(alignment: .center, spacing: 2), views)
                .modifier(.font(.system(size: 10, weight: .medium)))
                .modifier(.foregroundColor(isSelected ? SwiftUI.Color.blue.resolved : SwiftUI.Color.gray.resolved))
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
        }
        let items = [
            item([symbol("house").modifier(.font(.system(size: 22))), text("Home")], selected == 0),
            item([text("Two")], selected == 1),
        ]
        let bar = SceneGraph.View.stack(.h(alignment: .top, spacing: 0), items)
            .modifier(.padding(SceneGraph.EdgeInsets(top: 6)))
            .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .top)))
            .modifier(.frame(width: nil, height: 49, alignment: .top))
            .modifier(
                .background(
                    .shape(
                        ShapeView(
                            kind: .rectangle,
                            drawing: .fill(.color(Raster.Color(red8: 247, green8: 247, blue8: 247)), rule: .nonZero))
                    ).modifier(.ignoresSafeArea([.bottom, .leading, .trailing])),
                    alignment: .center)
            )
            .modifier(
                .overlay(
                    SceneGraph.View.shape(
                        ShapeView(
                            kind: .rectangle,
                            drawing: .fill(
                                .color(Raster.Color(red8: 0, green8: 0, blue8: 0, alpha: 0.3)), rule: .nonZero))
                    ).modifier(.frame(width: nil, height: 1.0 / 3, alignment: .center)),
                    alignment: .top))
        return .stack(.v(alignment: .center, spacing: 0), [content.modifier(filling), bar])
    }

    func testTabViewShowsTheTabItsSelectionTags() {
        struct Tabs: SwiftUI.View {
            @SwiftUI.State var tab = 1
            var body: some SwiftUI.View {
                SwiftUI.TabView(selection: $tab) {
                    SwiftUI.Text("first")
                        .tabItem {
                            SwiftUI.Image(systemName: "house", line: 1, column: 1)
                            SwiftUI.Text("Home")
                        }
                        .tag(0)
                    SwiftUI.Text("second").tabItem { SwiftUI.Text("Two") }.tag(1)
                }
            }
        }
        XCTAssertEqual(lowered(Tabs()), tabView(content: text("second"), selected: 1))
    }

    func testTabViewWithoutASelectionShowsTheFirstTab() {
        let view = lowered(
            SwiftUI.TabView {
                SwiftUI.Text("first")
                    .tabItem {
                        SwiftUI.Image(systemName: "house", line: 1, column: 1)
                        SwiftUI.Text("Home")
                    }
                SwiftUI.Text("second").tabItem { SwiftUI.Text("Two") }.tag(1)
            })
        XCTAssertEqual(view, tabView(content: text("first"), selected: 0))
    }

    func testTabViewStyleOfTheDefaultStyleChangesNothing() {
        XCTAssertEqual(
            lowered(SwiftUI.Text("a").tabViewStyle(.automatic)), a)
    }

    func testATitleDeepInTheContentReachesTheNavigationView() {
        let view = lowered(
            SwiftUI.NavigationView {
                SwiftUI.VStack {
                    SwiftUI.HStack { SwiftUI.Text("a").navigationTitle("Deep").navigationBarHidden(false) }
                }
            })
        guard case .container(let container, let children) = view,
            container == .v(alignment: .leading, spacing: 0), children.count == 2
        else {
            return XCTFail("no title: \(view)")
        }
        XCTAssertEqual(
            children[1],
            .modified(
                .stack(.v(alignment: .center, spacing: nil), [.stack(.h(alignment: .center, spacing: nil), [a])]),
                filling))
    }

    /// A state change that does not change what the content builds makes no transaction.
    func testAnUnchangedGeometryReaderKeepsItsIdentity() throws {
        struct Quiet: SwiftUI.View {
            @SwiftUI.State var count = 0
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { proxy in
                    SwiftUI.Text("\(Int(proxy.size.width)) \(count > 5 ? "many" : "few")")
                }
                .onAppear { count = 1 }
            }
        }
        let scene = try evaluate { Quiet() }
        XCTAssertEqual(scene.timeline.transactions, [])
        XCTAssertEqual(try content(scene.snapshots[0], at: Size(width: 9, height: 9)), text("9 few"))
    }

    func testANestedGeometryReaderReadsTheStateOfItsSnapshot() throws {
        struct Nested: SwiftUI.View {
            @SwiftUI.State var label = "before"
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { outer in
                    SwiftUI.GeometryReader { inner in SwiftUI.Text("\(label) \(Int(inner.size.width))") }
                        .frame(width: outer.size.width / 2)
                }
                .onAppear { label = "after" }
            }
        }
        let scene = try evaluate { Nested() }
        XCTAssertEqual(scene.snapshots.count, 2)
        for (snapshot, label) in zip(scene.snapshots, ["before", "after"]) {
            guard
                case .modified(let inner, .frame(width: 10, height: nil, alignment: .center)) =
                    try content(snapshot, at: Size(width: 20, height: 5))
            else { return XCTFail("no frame") }
            XCTAssertEqual(try content(inner, at: Size(width: 10, height: 5)), text("\(label) 10"))
        }
    }

    func testAnOptionalSelectionMatchesTagsByWhatItHolds() {
        enum Page: Hashable { case one, two }
        struct Tabs: SwiftUI.View {
            @SwiftUI.State var page: Page? = .two
            var body: some SwiftUI.View {
                SwiftUI.TabView(selection: $page) {
                    SwiftUI.Text("first").tag(Page.one)
                    SwiftUI.Text("second").tag(Page.two).coordinateSpace(.named("tabs"))
                }
            }
        }
        guard case .container(_, let children) = lowered(Tabs()), let shown = children.first else {
            return XCTFail("not a tab view")
        }
        XCTAssertEqual(shown, .modified(text("second"), filling))
    }
}

extension LayoutTests {
    /// SwiftUI ignores an invalid frame dimension (`.infinity`, negative) and logs a warning.
    func testInvalidFrameDimensionsAreIgnored() {
        XCTAssertEqual(
            lowered(SwiftUI.Color.red.frame(width: .infinity, height: -3)),
            .modified(
                .shape(
                    ShapeView(
                        kind: .rectangle,
                        drawing: .fill(.color(Raster.Color(red8: 255, green8: 59, blue8: 48)), rule: .nonZero))),
                .frame(width: nil, height: nil, alignment: .center)))
    }
}
