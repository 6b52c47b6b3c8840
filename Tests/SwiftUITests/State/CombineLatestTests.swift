import XCTest

@testable import SwiftUI

/// Combine's `CombineLatest`: the latest of each upstream once all have published.
final class CombineLatestTests: XCTestCase {
    func testCombineLatestPublishesTheLatestOfEachOnceAllHavePublished() {
        let name = SwiftUI.PassthroughSubject<String, Never>()
        let age = SwiftUI.CurrentValueSubject<Int, Never>(1)
        let flag = SwiftUI.PassthroughSubject<Bool, Never>()
        var pairs: [String] = []
        var triples: [String] = []
        var finished = false
        let pair = SwiftUI.Publishers.CombineLatest(name, age)
            .map { "\($0) \($1)" }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append($0) })
        let triple = name.combineLatest(age, flag).sink { triples.append("\($0) \($1) \($2)") }
        name.send("a")
        age.send(2)
        flag.send(true)
        name.send("b")
        XCTAssertEqual(pairs, ["a 1", "a 2", "b 2"])
        XCTAssertEqual(triples, ["a 2 true", "b 2 true"])
        name.send(completion: .finished)
        XCTAssertFalse(finished)
        age.send(completion: .finished)
        XCTAssertTrue(finished)
        pair.cancel()
        triple.cancel()
    }

    /// `Publishers.CombineLatest(a, b).map(==)`, as form validation writes it.
    func testCombineLatestMapsWithAnOperator() {
        let password = SwiftUI.CurrentValueSubject<String, Never>("x")
        let confirmation = SwiftUI.CurrentValueSubject<String, Never>("y")
        var matches: [Bool] = []
        let subscription = SwiftUI.Publishers.CombineLatest(password, confirmation).map(==).sink { matches.append($0) }
        confirmation.send("x")
        XCTAssertEqual(matches, [false, true])
        subscription.cancel()
    }
}
