import Geometry
import XCTest

@testable import SwiftUI

private struct Person: Identifiable {
    let id: Int
    var name: String
    var email: String
    var age: Int
}

private let people = [
    Person(id: 1, name: "Juan Chavez", email: "juan@example.com", age: 34),
    Person(id: 2, name: "Mei Chen", email: "mei@example.com", age: 29),
]

/// `Table` on an iPhone: iOS shows a table in a compact width as a list of its rows' first-column
/// cells, without column headers (Apple's documentation of `Table`).
final class TableTests: XCTestCase {
    private let canvas = Size(width: 390, height: 300)

    func testATableIsAListOfItsFirstColumn() {
        let table = SwiftUI.Table(people) {
            SwiftUI.TableColumn("Name", value: \.name)
            SwiftUI.TableColumn("Email", value: \.email)
        }
        let list = SwiftUI.List(people) { SwiftUI.Text($0.name) }
        assertSameDrawing(table, list, canvas: canvas)
        XCTAssertNil(LaidOutView(table).frame("Email"), "no column header")
        XCTAssertNil(LaidOutView(table).frame("juan@example.com"), "no second column")
    }

    /// A sortable, selectable table with cells of its own views: its first column's cells, in
    /// the data's order (nothing is sorted or selected in a render).
    func testASortableTableShowsItsFirstColumnsCellsInTheDatasOrder() {
        var selection: Int? = 2
        var order = [KeyPathComparator(\Person.age)]
        let table = SwiftUI.Table(
            people, selection: Binding(get: { selection }, set: { selection = $0 }),
            sortOrder: Binding(get: { order }, set: { order = $0 })
        ) {
            SwiftUI.TableColumn("Age", value: \.age) { SwiftUI.Text("\($0.age) years") }
            SwiftUI.TableColumn("Name", value: \.name)
        }
        assertSameDrawing(table, SwiftUI.List(people) { SwiftUI.Text("\($0.age) years") }, canvas: canvas)
    }
}
