import Foundation
import Media
import XCTest

/// Core Data in SwiftUI files (issue 33): `import CoreData`, entity classes with `@NSManaged`
/// properties, a persistence controller, `\.managedObjectContext` and `@FetchRequest`, compiled
/// as a user's file is. A render is a fresh install: the store is empty, and holds what the
/// scene's own code inserts, which a fetch request filters and sorts.
final class CLICoreDataTests: CLITestCase {
    /// The entity and the stack as Xcode's template and generated classes write them.
    private let model = """
        import SwiftUI
        import CoreData

        @objc(Item)
        public class Item: NSManagedObject {}

        extension Item {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
                return NSFetchRequest<Item>(entityName: "Item")
            }
            @NSManaged public var title: String?
            @NSManaged public var done: Bool
            @NSManaged public var rank: Int16
        }

        extension Item: Identifiable {}

        struct PersistenceController {
            static let shared = PersistenceController()
            static var preview: PersistenceController = {
                let result = PersistenceController(inMemory: true)
                let viewContext = result.container.viewContext
                for (i, name) in ["Milk", "Bread", "Apples", "Tea", "Eggs"].enumerated() {
                    let item = Item(context: viewContext)
                    item.title = name
                    item.done = i == 1
                    item.rank = Int16(5 - i)
                }
                do { try viewContext.save() } catch { fatalError("\\(error)") }
                return result
            }()
            let container: NSPersistentContainer
            init(inMemory: Bool = false) {
                container = NSPersistentContainer(name: "Model")
                if inMemory { container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null") }
                container.loadPersistentStores { _, error in
                    if let error = error as NSError? { fatalError("Unresolved error \\(error), \\(error.userInfo)") }
                }
                container.viewContext.automaticallyMergesChangesFromParent = true
            }
        }

        """

    /// Renders `scene` and a plain scene of the texts `expected` in a leading-aligned stack.
    private func assertRendersTexts(_ scene: String, _ expected: [String], time: String = "0") throws -> String {
        let path = try writeScene("coredata.swift", scene)
        let plain = try writeScene(
            "plain.swift",
            """
            import SwiftUI
            struct Plain: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        \(expected.map { "Text(\"\($0)\")" }.joined(separator: "\n            "))
                    }
                }
            }
            """)
        let a = file("a.png")
        let b = file("b.png")
        let r = try run(["frame", path, "--time", time, "-o", a, "--size", "120x160", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let p = try run(["frame", plain, "--time", time, "-o", b, "--size", "120x160", "--scale", "1"])
        XCTAssertEqual(p.status, 0, p.stderr)
        XCTAssertEqual(
            try ImageFile.read(path: a).premultipliedRGBA, try ImageFile.read(path: b).premultipliedRGBA,
            "the fetched items are not \(expected)")
        return r.stderr
    }

    func testAFetchRequestShowsThePreviewStoresObjectsFilteredAndSorted() throws {
        let stderr = try assertRendersTexts(
            model + """
                struct ContentView: View {
                    @Environment(\\.managedObjectContext) private var viewContext
                    @FetchRequest(
                        sortDescriptors: [NSSortDescriptor(keyPath: \\Item.title, ascending: true)],
                        predicate: NSPredicate(format: "done == NO AND title CONTAINS[c] %@", "e"),
                        animation: .default)
                    private var items: FetchedResults<Item>

                    var body: some View {
                        VStack(alignment: .leading) {
                            ForEach(items) { item in
                                Text(item.title ?? "")
                            }
                        }
                    }
                }

                #Preview {
                    ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
                }
                """, ["Apples", "Eggs", "Tea"])
        XCTAssertFalse(stderr.contains("warning"), stderr)
    }

    func testAFreshInstallFetchesNothingUntilTheSceneInsertsObjects() throws {
        let scene =
            model + """
                struct ContentView: View {
                    @Environment(\\.managedObjectContext) private var viewContext
                    @FetchRequest(sortDescriptors: [SortDescriptor(\\.rank, order: .reverse)])
                    private var items: FetchedResults<Item>

                    var body: some View {
                        VStack(alignment: .leading) {
                            if items.isEmpty { Text("Empty") }
                            ForEach(items) { item in Text(item.title ?? "") }
                        }
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                                for (rank, title) in [(2, "b"), (3, "c"), (1, "a")] {
                                    let item = Item(context: viewContext)
                                    item.title = title
                                    item.rank = Int16(rank)
                                }
                                let old = Item(context: viewContext)
                                old.title = "gone"
                                try? viewContext.save()
                                viewContext.delete(old)
                            }
                        }
                    }
                }
                """
        _ = try assertRendersTexts(scene, ["Empty"], time: "0.5")
        _ = try assertRendersTexts(scene, ["c", "b", "a"], time: "1.5")
    }

    func testAPredicateZoetropeCannotReadKeepsEveryObjectWithAWarningAtItsLine() throws {
        let stderr = try assertRendersTexts(
            model + """
                struct ContentView: View {
                    @FetchRequest(
                        sortDescriptors: [NSSortDescriptor(key: "rank", ascending: true)],
                        predicate: NSPredicate(format: "SUBQUERY(tags, $t, $t.name == 'x').@count > 0"))
                    private var items: FetchedResults<Item>

                    var body: some View {
                        VStack(alignment: .leading) {
                            ForEach(items) { item in Text(item.title ?? "") }
                        }
                    }
                }

                #Preview {
                    ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
                }
                """, ["Eggs", "Tea", "Apples", "Bread", "Milk"])
        let warnings = stderr.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(
            warnings,
            [
                "\(file("coredata.swift")):45:20: warning: the predicate \"SUBQUERY(tags, $t, $t.name == 'x').@count > 0\" is one Zoetrope cannot read: it keeps every object"
            ], stderr)
    }

    /// `@SectionedFetchRequest`: the fetched objects in runs of one section identifier, in the
    /// sort order (issue 33).
    func testASectionedFetchRequestGroupsTheObjectsInSections() throws {
        let stderr = try assertRendersTexts(
            model + """
                extension Item {
                    var length: String { (title ?? "").count > 4 ? "Long" : "Short" }
                }

                struct ContentView: View {
                    @SectionedFetchRequest(
                        sectionIdentifier: \\Item.length,
                        sortDescriptors: [NSSortDescriptor(keyPath: \\Item.title, ascending: true)])
                    private var sections: SectionedFetchResults<String, Item>

                    var body: some View {
                        VStack(alignment: .leading) {
                            ForEach(sections) { section in
                                Text(section.id)
                                ForEach(section) { item in Text(item.title ?? "") }
                            }
                        }
                    }
                }

                #Preview {
                    ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
                }
                """, ["Long", "Apples", "Bread", "Short", "Eggs", "Milk", "Tea"])
        XCTAssertFalse(stderr.contains("warning"), stderr)
    }
}
