import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

/// How many `Counter`s were made (the tests run one at a time).
nonisolated(unsafe) private var countersMade = 0

private final class Counter: SwiftUI.ObservableObject {
    @SwiftUI.Published var count = 0
    init() { countersMade += 1 }
}

private final class Settings: SwiftUI.ObservableObject {
    @SwiftUI.Published var title = "a"
}

/// Counts the ticks of a timer publisher it subscribes to itself.
private final class Ticker: SwiftUI.ObservableObject {
    @SwiftUI.Published var ticks = 0
    private var subscriptions = Set<AnyCancellable>()

    init() {
        SwiftUI.Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &subscriptions)
    }
}

@Observable private final class Model {
    var name = "x"
}

final class StateTests: XCTestCase {
    func testStateObjectIsMadeOnceAndSurvivesReevaluation() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.StateObject var counter = Counter()
            var body: some SwiftUI.View {
                SwiftUI.Text("\(counter.count)")
                    .onAppear {
                        for step in 1...3 {
                            DispatchQueue.main.asyncAfter(deadline: .now() + Double(step)) { counter.count += 1 }
                        }
                    }
            }
        }
        countersMade = 0
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts, [["0"], ["1"], ["2"], ["3"]])
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [1, 2, 3])
        XCTAssertEqual(countersMade, 1)
    }

    /// The subscription keeps the autoconnected publisher (and so its timer) alive.
    func testATimerSubscriptionKeptByAStateObjectTicks() throws {
        struct Root: SwiftUI.View {
            @SwiftUI.StateObject var ticker = Ticker()
            var body: some SwiftUI.View { SwiftUI.Text("\(ticker.ticks)") }
        }
        let scene = try evaluate({ Root() }, duration: 1.75)
        XCTAssertEqual(scene.timeline.transactions.map(\.time), [0.5, 1, 1.5])
        XCTAssertEqual(try scene.texts.last, ["3"])
    }

    func testObservedObjectShowsChangesOfAnObjectPassedDown() throws {
        struct Child: SwiftUI.View {
            @SwiftUI.ObservedObject var counter: Counter
            var body: some SwiftUI.View { SwiftUI.Text("\(counter.count)") }
        }
        struct Root: SwiftUI.View {
            @SwiftUI.StateObject var counter = Counter()
            var body: some SwiftUI.View {
                Child(counter: counter)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { counter.count = 7 } }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts, [["0"], ["7"]])
        XCTAssertEqual(scene.timeline.transactions, [StateChange(time: 0.5, animation: nil)])
    }

    func testEnvironmentObjectReachesDescendantsAndBindsThroughItsProjection() throws {
        struct Leaf: SwiftUI.View {
            @SwiftUI.EnvironmentObject var settings: Settings
            var body: some SwiftUI.View {
                SwiftUI.Text(settings.title)
                    .onAppear {
                        let title = $settings.title
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { title.wrappedValue = "b" }
                    }
            }
        }
        struct Root: SwiftUI.View {
            @SwiftUI.StateObject var settings = Settings()
            var body: some SwiftUI.View { SwiftUI.VStack { Leaf() }.environmentObject(settings) }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts, [["a"], ["b"]])
    }

    func testAMissingEnvironmentObjectFailsTheSceneWithSwiftUIsMessage() {
        struct Leaf: SwiftUI.View {
            @SwiftUI.EnvironmentObject var settings: Settings
            var body: some SwiftUI.View { SwiftUI.Text(settings.title) }
        }
        XCTAssertThrowsError(try evaluate { Leaf() }) { error in
            XCTAssertTrue("\(error)".contains("No ObservableObject of type Settings found"), "\(error)")
        }
    }

    func testAMissingEnvironmentObjectOfAModifierFailsTheScene() {
        struct Titled: SwiftUI.ViewModifier {
            @SwiftUI.EnvironmentObject var settings: Settings
            func body(content: Content) -> some SwiftUI.View { content.offset(y: settings.title == "a" ? 1 : 0) }
        }
        XCTAssertThrowsError(try evaluate { SwiftUI.Text("t").modifier(Titled()) }) { error in
            XCTAssertTrue("\(error)".contains("No ObservableObject of type Settings found"), "\(error)")
        }
    }

    func testPublishedAnnouncesChangesAndPublishesItsValues() {
        let counter = Counter()
        var values: [Int] = []
        var announcements = 0
        let subscriptions: Set<AnyCancellable> = [
            counter.$count.sink { values.append($0) },
            counter.objectWillChange.sink { announcements += 1 },
        ]
        counter.count = 1
        counter.count = 2
        XCTAssertEqual(values, [0, 1, 2])
        XCTAssertEqual(announcements, 2)
        XCTAssertEqual(subscriptions.count, 2)
    }

    func testAnObservableClassInStateKeepsItsValuesAndBindableBindsToIt() throws {
        struct Field: SwiftUI.View {
            @SwiftUI.Bindable var model: Model
            var body: some SwiftUI.View {
                SwiftUI.Text(model.name)
                    .onAppear {
                        let name = $model.name
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { name.wrappedValue = "y" }
                    }
            }
        }
        struct Root: SwiftUI.View {
            @SwiftUI.State var model = Model()
            var body: some SwiftUI.View { Field(model: model) }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts, [["x"], ["y"]])
    }

    func testAnObservableObjectInTheEnvironmentIsReadByType() throws {
        struct Leaf: SwiftUI.View {
            @SwiftUI.Environment(Model.self) var model
            @SwiftUI.Environment(Model.self) var optional: Model?
            var body: some SwiftUI.View { SwiftUI.Text(model.name + (optional?.name ?? "-")) }
        }
        struct Root: SwiftUI.View {
            @SwiftUI.State var model = Model()
            var body: some SwiftUI.View {
                Leaf().environment(model)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { model.name = "z" } }
            }
        }
        let scene = try evaluate { Root() }
        XCTAssertEqual(try scene.texts, [["xx"], ["zz"]])
    }

    func testAssignWritesIntoAPublishedProperty() {
        let counter = Counter()
        let subject = PassthroughSubject<Int, Never>()
        subject.assign(to: &counter.$count)
        subject.send(4)
        XCTAssertEqual(counter.count, 4)
    }

    func testSubjectsJustAndOperators() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        var subscription: AnyCancellable? = subject.map { "p\($0)" }.sink { seen.append($0) }
        subject.send(1)
        subject.send(2)
        subscription?.cancel()
        subject.send(3)
        let current = CurrentValueSubject<Int, Never>(5)
        subscription = current.filter { $0 != 6 }.eraseToAnyPublisher().sink { seen.append("c\($0)") }
        current.send(6)
        current.value = 7
        subscription = nil
        current.value = 8
        var finished = false
        _ = Just(9).sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append("j\($0)") })
        XCTAssertEqual(seen, ["p1", "p2", "c5", "c7", "j9"])
        XCTAssertTrue(finished)
    }
}
