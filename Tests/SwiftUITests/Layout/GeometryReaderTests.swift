import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// `GeometryReader`: content built, during layout, from the size the reader gets.
final class GeometryReaderTests: XCTestCase {
    func testGeometryReaderContentIsBuiltFromTheSizeItGets() {
        func red(in size: CGSize) -> Rect? {
            LaidOutView(
                SwiftUI.GeometryReader { proxy in
                    SwiftUI.Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height)
                }
                .frame(width: size.width, height: size.height)
                .position(x: 200, y: 200)
            ).frame(filledWith: .red)
        }
        XCTAssertEqual(red(in: CGSize(width: 100, height: 40)).map { [$0.width, $0.height] }, [50, 40])
        XCTAssertEqual(red(in: CGSize(width: 30, height: 8)).map { [$0.width, $0.height] }, [15, 8])
    }

    /// Several views in the content are stacked at the reader's top-leading corner.
    func testGeometryReaderStacksSeveralViewsTopLeading() {
        let view = LaidOutView(
            SwiftUI.GeometryReader { proxy in
                SwiftUI.Text("\(Int(proxy.frame(in: .global).width))")
                SwiftUI.Text("\(Int(proxy.frame(in: .local).height + proxy.safeAreaInsets.top))")
            }
            .frame(width: 120, height: 70)
            .position(x: 100, y: 100))
        XCTAssertEqual(view.texts, ["120", "70"])
        XCTAssertEqual(view.frame("120")?.origin, Point(x: 40, y: 65))
        XCTAssertEqual(view.frame("70")?.origin, Point(x: 40, y: 65))
    }

    /// The content built during layout reads the state of its own snapshot, and a snapshot whose
    /// content changed is another snapshot: the change animates.
    func testGeometryReaderContentReadsTheStateOfItsSnapshot() throws {
        struct Grower: SwiftUI.View {
            @SwiftUI.State var grown = false
            var body: some SwiftUI.View {
                SwiftUI.GeometryReader { proxy in
                    SwiftUI.Color.red.frame(width: grown ? proxy.size.width : 2, height: 10)
                }
                .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
            }
        }
        let scene = try AnimatedView(Grower())
        XCTAssertEqual(scene.layout(at: 0).frame(filledWith: .red)?.width, 2)
        XCTAssertEqual(scene.layout(at: 0.5).frame(filledWith: .red)?.width ?? 0, 196, accuracy: 1e-9)
        XCTAssertEqual(scene.layout(at: 1).frame(filledWith: .red)?.width, 390)
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
        XCTAssertEqual(scene.timeline.transactions, [StateChange(time: 1, animation: nil)])
        XCTAssertEqual(try scene.texts, [["off"], ["on"]])
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
        XCTAssertEqual(try scene.texts, [["390 few"]])
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
        XCTAssertEqual(try scene.texts, [["before 195"], ["after 195"]])
    }
}
