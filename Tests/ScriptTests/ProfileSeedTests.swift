import SceneGraph
import XCTest

@testable import Script

/// Seed 004: a TabView of four tabs and a profile split into extension properties.
final class ProfileSeedTests: XCTestCase {
    func testTwoUnusedViewsNeedAChoice() {
        XCTAssertEqual(
            loadError(Fixtures.profile),
            "scene.swift:0:0: error: several views could be the root: 'MainTabView', 'ProfileView'; "
                + "choose one with --view MainTabView\n")
    }

    func testUnknownRootViewIsReportedWithASuggestion() throws {
        do {
            _ = try SceneLoader.load(source: Fixtures.profile, path: "p.swift", canvas: phone, rootView: "ProfilView")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(
                error.diagnostics.map(\.message),
                ["no view named 'ProfilView' in the scene (did you mean 'ProfileView'?)"])
        }
    }

    /// The selected tab's content fills the space above an iOS tab bar; the selected item is
    /// blue, the others gray.
    func testTabViewDrawsTheSelectedTabAndABar() throws {
        let scene = try loadScene(Fixtures.profile, rootView: "MainTabView")
        XCTAssertEqual(scene.viewName, "MainTabView")
        let item = { (symbol: String, color: String) in
            "VStack(2)[Symbol(\"\(symbol)\").font(22)].font(10 medium).foreground(\(color)).frame(maxW inf)"
        }
        let (blue, gray) = ("#0,122,255", "#142,142,147")
        XCTAssertEqual(
            ViewOutline.describe(try XCTUnwrap(scene.snapshots.first)),
            "VStack(0)[Text(\"Feed\").frame(maxW inf, maxH inf), HStack(top, 0)["
                + [item("house", blue), item("magnifyingglass", gray), item("bell", gray), item("envelope", gray)]
                .joined(separator: ", ")
                + "].padding(6, 0, 0, 0).frame(maxW inf, top-center).frame(49, top-center)"
                + ".background(Rectangle.fill(#247,247,247)).overlay(Rectangle.fill(#0,0,0 @0.3).frame(0.333), top-center)]"
        )
    }

    /// `ProfileView`'s body names the computed views its extension declares.
    func testProfileViewFromItsExtension() throws {
        let scene = try loadScene(Fixtures.profile, rootView: "ProfileView")
        let parts = children(of: try XCTUnwrap(scene.snapshots.first))
        XCTAssertEqual(parts.count, 4)
        XCTAssertEqual(
            ViewOutline.describe(parts[0]),
            "ZStack(bottom-leading)[Rectangle.fill(#0,122,255).ignoresSafeArea, VStack["
                + "Symbol(\"arrow.left\").frame(20, 16).foreground(#255,255,255).offset(16, 12).foreground(#0,122,255), "
                + "Circle.frame(72, 72).offset(16, 24)]].frame(96)")
        XCTAssertEqual(
            ViewOutline.describe(parts[1]),
            "HStack(12)[Spacer, Symbol(\"bell.badge\").font(20).padding(6, 6, 6, 6).overlay(Circle.stroke(#142,142,147, 0.75)), "
                + "Text(\"Edit Profile\").font(15).weight(bold).frame(120, 32)"
                + ".overlay(RoundedRectangle(20).stroke(#142,142,147, 0.75)).foreground(#0,122,255)].padding(0, 0, 0, 16)"
        )
        let details = children(of: parts[2])
        XCTAssertEqual(details.map { text(of: $0) }, [nil, "@mathematician", "Eureka!", nil, nil])
        XCTAssertEqual(modifiers(of: parts[2]), [.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))])
        XCTAssertEqual(parts[3], .spacer(minLength: nil))
    }
}

extension ProfileSeedTests {
    /// The article's first `headerView` dismisses the screen and hides the navigation bar; with
    /// the `dismiss` its project declares, it draws as the final one does.
    func testFirstHeaderViewWithDismissAndToolbar() throws {
        let first = """
                @Environment(\\.dismiss) var dismiss

                var headerView: some View  {
                    ZStack(alignment: .bottomLeading) {
                        Color(.systemBlue)
                            .ignoresSafeArea()

                        VStack {
                            Button {
                                dismiss()
                            } label: {
                                Image(systemName: "arrow.left")
                                    .resizable()
                                    .frame(width: 20, height: 16)
                                    .foregroundColor(.white)
                            }
                            .offset(x: 16, y: 12)

                            Circle()
                                .frame(width: 72, height: 72)
                            .offset(x: 16, y: 24)
                        }
                    }
                    .frame(height: 96)
                    .toolbar(.hidden, for: .navigationBar)
                }
            """
        let view = try firstView(body: "        headerView", members: first)
        XCTAssertEqual(
            ViewOutline.describe(view),
            "ZStack(bottom-leading)[Rectangle.fill(#0,122,255).ignoresSafeArea, VStack["
                + "Symbol(\"arrow.left\").frame(20, 16).foreground(#255,255,255).foreground(#0,122,255).offset(16, 12), "
                + "Circle.frame(72, 72).offset(16, 24)]].frame(96)")
    }
}
