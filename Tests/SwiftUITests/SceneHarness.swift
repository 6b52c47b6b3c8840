import Geometry
import SceneGraph
import Timeline
import XCTest

@testable import SwiftUI

// Test support for the SwiftUI module: views built in Swift, as a scene file builds them,
// lowered to SceneGraph values and run on the scene clock, without swiftc.

/// The SceneGraph view a SwiftUI view lowers to (its first snapshot).
func lowered<V: SwiftUI.View>(
    _ view: @autoclosure @escaping () -> V, file: StaticString = #filePath, line: UInt = #line
)
    -> SceneGraph.View
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

/// `Text(string)` as SceneGraph has it.
func text(_ string: String) -> SceneGraph.View { .text(TextView(string)) }
