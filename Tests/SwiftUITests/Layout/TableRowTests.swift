import Geometry
import XCTest

@testable import SwiftUI

private struct Person: Identifiable {
    let id: Int
    var name: String
    var email: String
}

private let me = Person(id: 0, name: "Ana Lima", email: "ana@example.com")
private let others = [
    Person(id: 1, name: "Juan Chavez", email: "juan@example.com"),
    Person(id: 2, name: "Mei Chen", email: "mei@example.com"),
]

/// A `Table` whose rows are written out (`TableRow`, `ForEach` of rows, `if`): on an iPhone the
/// list of its rows' first-column cells, in the order written.
final class TableRowTests: XCTestCase {
    private let canvas = Size(width: 390, height: 300)

    func testRowsWrittenOutAreListedInOrder() {
        let showOthers = true
        let table = SwiftUI.Table(of: Person.self) {
            SwiftUI.TableColumn("Name", value: \.name)
            SwiftUI.TableColumn("Email", value: \.email)
        } rows: {
            SwiftUI.TableRow(me)
            if showOthers {
                SwiftUI.ForEach(others) { SwiftUI.TableRow($0) }
            }
        }
        assertSameDrawing(table, SwiftUI.List([me] + others) { SwiftUI.Text($0.name) }, canvas: canvas)
        XCTAssertNil(LaidOutView(table).frame("ana@example.com"), "no second column")
    }

    func testASortableTableOfRows() {
        var order = [KeyPathComparator(\Person.name)]
        let table = SwiftUI.Table(sortOrder: Binding(get: { order }, set: { order = $0 })) {
            SwiftUI.TableColumn("Name", value: \Person.name)
        } rows: {
            SwiftUI.ForEach(others.reversed()) { SwiftUI.TableRow($0) }
        }
        assertSameDrawing(table, SwiftUI.List(others.reversed()) { SwiftUI.Text($0.name) }, canvas: canvas)
    }
}
