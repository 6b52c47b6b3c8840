import SceneGraph
import XCTest

@testable import SwiftUI

/// Values iOS logs as invalid at run time and draws anyway: the scene evaluates, with one
/// warning at the line that wrote each.
final class RuntimeWarningTests: XCTestCase {
    func testAnInvalidFrameDimensionIsWarnedAtItsLine() throws {
        let line = #line + 1
        let warnings = try locatedWarnings { Circle().frame(width: .nan, height: -4) }
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "invalid frame dimension (negative or non-finite): width NaN, height -4; the view keeps its own size there"
            ])
        XCTAssertEqual(warnings.first?.location?.line, line)
    }

    func testContradictoryFrameConstraintsAreWarned() throws {
        let warnings = try warnings { Rectangle().frame(minWidth: 80, maxWidth: 20, minHeight: -1) }
        XCTAssertEqual(
            warnings,
            [
                "contradictory frame constraints specified: minWidth 80 is more than maxWidth 20, minHeight is -1"
            ])
    }

    func testNonFiniteEffectValuesAreWarnedOncePerPlace() throws {
        let line = #line + 3
        let warnings = try locatedWarnings {
            VStack {
                ForEach(0..<3) { _ in Circle().opacity(.nan) }
                Circle().offset(x: .infinity).scaleEffect(x: 1, y: .nan).rotationEffect(.degrees(.nan))
            }
        }
        // In the order the views are lowered (a ForEach's content last), each once.
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "'offset' has a value that is not a finite number (x: infinity); the view is not drawn",
                "'scaleEffect' has a value that is not a finite number (y: NaN); the view is not drawn",
                "'rotationEffect' has a value that is not a finite number (degrees: NaN); the view is not drawn",
                "'opacity' has a value that is not a finite number (NaN); the view is not drawn",
            ])
        XCTAssertEqual(warnings.map { $0.location?.line }, [line + 1, line + 1, line + 1, line])
    }

    func testANegativeAnimationDurationIsWarnedWhereTheAnimationIsMade() throws {
        struct Fading: SwiftUI.View {
            @State var shown = false
            static let line = #line + 4
            var body: some SwiftUI.View {
                Circle().opacity(shown ? 1 : 0)
                    .onAppear {
                        withAnimation(.easeIn(duration: -2)) { shown = true }
                    }
            }
        }
        let warnings = try locatedWarnings { Fading() }
        XCTAssertEqual(warnings.map(\.message), ["animation duration -2 is negative; the change happens at once"])
        XCTAssertEqual(warnings.first?.location?.line, Fading.line)
        // The change still happens, at once.
        let scene = try evaluate { Fading() }
        XCTAssertEqual(scene.timeline.transactions.map(\.animation?.duration), [0])
    }

    func testNonFiniteAnimatableDataIsWarnedAtTheTypesDeclaration() throws {
        struct Wave: SwiftUI.Shape {
            var amplitude: Double
            var animatableData: Double {
                get { amplitude / 0 * 0 }
                set { amplitude = newValue }
            }
            func path(in rect: CGRect) -> SwiftUI.Path { SwiftUI.Path(rect) }
        }
        let warnings = try locatedWarnings { Wave(amplitude: 1) }
        XCTAssertEqual(
            warnings,
            [
                SceneWarning("'Wave' has animatableData that is not a finite number (NaN)", declaration: "Wave")
            ])
    }

    func testValidValuesAreNotWarned() throws {
        let warnings = try warnings {
            Circle().frame(width: 40, height: 0).frame(maxWidth: .infinity).opacity(0.5).offset(x: 3)
                .scaleEffect(2).rotationEffect(.degrees(30)).animation(.easeIn(duration: 0), value: 1)
        }
        XCTAssertEqual(warnings, [])
    }
}
