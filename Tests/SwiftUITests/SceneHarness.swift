import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

// Test support for the SwiftUI module: views built in Swift, as a scene file builds them, run on
// the scene clock without swiftc. Tests see them as a user does — laid out
// (`SceneHarness+Layout.swift`), drawn (`SceneHarness+Pixels.swift`), animated — and only the
// tests of a lowering rule itself (identity slots, branches) look at the lowered values.

/// The SceneGraph view a SwiftUI view lowers to (its first snapshot). For tests of a lowering
/// rule (identity, branches); a test of what a view looks like lays it out or draws it.
func lowered<V: SwiftUI.View>(
    _ view: @autoclosure @escaping () -> V, file: StaticString = #filePath, line: UInt = #line
)
    -> ViewNode
{
    do {
        return try evaluate(view).snapshots[0]
    } catch {
        XCTFail("evaluation failed: \(error)", file: file, line: line)
        return .empty
    }
}

/// Runs a root view on the scene clock as a compiled scene runs: its snapshots and transactions.
func evaluate<V: SwiftUI.View>(
    _ root: @escaping () -> V, canvas: Size = Size(width: 390, height: 844), duration: Double? = nil,
    seed: UInt64 = 0
) throws -> LoadedScene {
    guard let program = _zoetropeSceneProgram(root) as? SceneProgram else {
        throw SceneFailure("not a scene program")
    }
    return try program.evaluate(SceneRequest(canvas: canvas, duration: duration, seed: seed))
}

/// Runs a root view as `evaluate` does and returns the warnings it gave with its snapshots.
func warnings<V: SwiftUI.View>(_ root: @escaping () -> V) throws -> [String] {
    try locatedWarnings(root).map(\.message)
}

/// The warnings of `warnings(_:)` with the places the scene wrote their constructs.
func locatedWarnings<V: SwiftUI.View>(_ root: @escaping () -> V) throws -> [SceneWarning] {
    let run = SceneRun(rootName: "Root") { root() }
    _ = try run.evaluate(SceneRequest(canvas: Size(width: 390, height: 844), duration: nil, seed: 0))
    return run.warnings
}

/// `Text(string)` as SceneGraph has it.
func text(_ string: String) -> ViewNode { .text(TextView(string)) }
