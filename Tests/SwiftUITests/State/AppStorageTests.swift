import Geometry
import SceneGraph
import XCTest

@testable import SwiftUI

private enum Theme: String {
    case light, dark
}

private enum Level: Int {
    case low = 1, high = 2
}

/// `@AppStorage` and `@SceneStorage` in a video: nothing is stored when it begins, so each starts at
/// its default and then behaves as state shared by every view reading the same key.
final class AppStorageTests: XCTestCase {
    /// A flag set with animation as the view appears animates the view like `@State` would.
    func testAnAppStorageFlagToggledWithAnimationAnimatesTheChange() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.AppStorage("expanded") var expanded = false
            var body: some SwiftUI.View {
                SwiftUI.Color.red
                    .frame(width: expanded ? 100 : 20, height: 20)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .onAppear { SwiftUI.withAnimation(.linear(duration: 1)) { expanded = true } }
            }
        }
        let scene = try AnimatedView(Root(), canvas: Size(width: 200, height: 50))
        func width(_ t: Double) -> Double { scene.layout(at: t).frame(filledWith: .red)?.width ?? -1 }
        XCTAssertEqual(width(0), 20, accuracy: 0.01)
        XCTAssertEqual(width(0.5), 60, accuracy: 0.01)
        XCTAssertEqual(width(1), 100, accuracy: 0.01)
    }

    /// Two views reading one key see one value once either writes it; until then each reads its
    /// own default, as with empty user defaults. Scene storage has its own keys.
    func testViewsReadingOneKeyShareItsValue() throws {
        struct Reader: SwiftUI.View {
            @SwiftUI.AppStorage("name") var name = "reader default"
            var body: some SwiftUI.View { SwiftUI.Text(name) }
        }
        struct Root: SwiftUI.View {
            @SwiftUI.AppStorage("name") var name = "root default"
            @SwiftUI.SceneStorage("name") var sceneName = "scene default"
            var body: some SwiftUI.View {
                SwiftUI.VStack {
                    SwiftUI.Text(name)
                    Reader()
                    SwiftUI.Text(sceneName)
                }
                .onAppear { SwiftUI.DispatchQueue.main.asyncAfter(deadline: .now() + 1) { name = "written" } }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(
            try scene.texts,
            [["root default", "reader default", "scene default"], ["written", "written", "scene default"]])
    }

    /// Every kind of value iOS stores: optionals start as nil, raw-representable values are kept
    /// as their raw values, and `$` gives a binding.
    func testEveryStoredKindStartsAtItsDefaultAndTakesWrites() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.AppStorage("int") var int = 1
            @SwiftUI.AppStorage("double") var double = 1.5
            @SwiftUI.AppStorage("url") var url = URL(string: "https://example.com")!
            @SwiftUI.AppStorage("data") var data = Data([1, 2])
            @SwiftUI.AppStorage("theme") var theme = Theme.light
            @SwiftUI.AppStorage("level") var level = Level.low
            @SwiftUI.AppStorage("user") var user: String?
            @SwiftUI.AppStorage("age") var age: Int?
            @SwiftUI.AppStorage("pickedTheme") var pickedTheme: Theme?
            @SwiftUI.SceneStorage("tab") var tab = 0
            @SwiftUI.SceneStorage("draft") var draft: String?
            var body: some SwiftUI.View {
                SwiftUI.Text(
                    "\(int) \(double) \(url.host ?? "") \(data.count) \(theme.rawValue) \(level.rawValue) "
                        + "\(user ?? "nil") \(age.map(String.init) ?? "nil") \(pickedTheme?.rawValue ?? "nil") "
                        + "\(tab) \(draft ?? "nil")"
                )
                .onAppear {
                    SwiftUI.DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        $int.wrappedValue = 2
                        double = 2.5
                        data = Data()
                        theme = .dark
                        level = .high
                        user = "ann"
                        age = 30
                        pickedTheme = .dark
                        tab = 3
                        draft = "hi"
                    }
                }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(
            try scene.texts,
            [
                ["1 1.5 example.com 2 light 1 nil nil nil 0 nil"],
                ["2 2.5 example.com 0 dark 2 ann 30 dark 3 hi"],
            ])
    }

    /// A store and `.defaultAppStorage` are accepted; `UserDefaults.standard` can be read.
    func testStoresAreAcceptedAndStandardDefaultsCanBeRead() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.AppStorage("count", store: .standard) var count = 4
            var body: some SwiftUI.View {
                SwiftUI.Text("\(count) \(UserDefaults.standard.bool(forKey: "zoetrope.unset"))")
                    .defaultAppStorage(.standard)
            }
        }
        XCTAssertEqual(try evaluate { Root() }.texts, [["4 false"]])
    }
}
