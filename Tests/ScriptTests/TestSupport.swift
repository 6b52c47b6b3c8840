import Geometry
import SceneGraph
import XCTest

@testable import Script

/// The default device canvas (DESIGN.md §3).
let phone = Size(width: 390, height: 844)

/// Loads a scene or fails the test with the formatted diagnostics.
func loadScene(
    _ source: String, canvas: Size = phone, limits: EvaluationLimits = EvaluationLimits(),
    file: StaticString = #filePath, line: UInt = #line
) throws -> LoadedScene {
    do {
        return try SceneLoader.load(source: source, path: "scene.swift", canvas: canvas, limits: limits)
    } catch {
        XCTFail("scene failed to load:\n" + error.formatted(source: source), file: file, line: line)
        throw error
    }
}

/// The formatted diagnostics of a scene that must fail to load.
func loadError(
    _ source: String, limits: EvaluationLimits = EvaluationLimits(), file: StaticString = #filePath,
    line: UInt = #line
) -> String {
    do {
        _ = try SceneLoader.load(source: source, path: "scene.swift", canvas: phone, limits: limits)
        XCTFail("scene loaded but should have failed", file: file, line: line)
        return ""
    } catch {
        return error.formatted(source: source)
    }
}

/// The diagnostics of a scene that must fail to load.
func loadDiagnostics(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
    do {
        _ = try SceneLoader.load(source: source, path: "scene.swift", canvas: phone)
        XCTFail("scene loaded but should have failed", file: file, line: line)
        return []
    } catch {
        return error.diagnostics
    }
}

/// A one-view scene: `body` goes inside `var body: some View { … }`, `members` before it.
func scene(body: String, members: String = "") -> String {
    """
    struct TestView: View {
    \(members)
        var body: some View {
    \(body)
        }
    }
    """
}

/// The root view of the first snapshot of a one-view scene.
func firstView(
    body: String, members: String = "", file: StaticString = #filePath, line: UInt = #line
) throws -> SceneGraph.View {
    let loaded = try loadScene(scene(body: body, members: members), file: file, line: line)
    return try XCTUnwrap(loaded.snapshots.first, file: file, line: line)
}

/// The string of a `Text` view (looking through modifiers).
func text(of view: SceneGraph.View) -> String? {
    switch view {
    case .text(let t): t.string
    case .modified(let inner, _): text(of: inner)
    default: nil
    }
}

/// The children of a stack (looking through modifiers).
func children(of view: SceneGraph.View) -> [SceneGraph.View] {
    switch view {
    case .stack(_, let views): views
    case .modified(let inner, _): children(of: inner)
    default: []
    }
}

/// The modifiers around a view, innermost first.
func modifiers(of view: SceneGraph.View) -> [Modifier] {
    if case .modified(let inner, let modifier) = view {
        // Branch markers say which `if` branch built a view, not how it looks.
        if case .branch = modifier { return modifiers(of: inner) }
        return modifiers(of: inner) + [modifier]
    }
    return []
}

/// Loads a scene with a chosen root view, or fails the test with the formatted diagnostics.
func loadScene(
    _ source: String, rootView: String?, file: StaticString = #filePath, line: UInt = #line
) throws -> LoadedScene {
    do {
        return try SceneLoader.load(source: source, path: "scene.swift", canvas: phone, rootView: rootView)
    } catch {
        XCTFail("scene failed to load:\n" + error.formatted(source: source), file: file, line: line)
        throw error
    }
}

/// The content a GeometryReader builds for `size`.
func geometryContent(
    _ view: SceneGraph.View, size: Size, file: StaticString = #filePath, line: UInt = #line
) throws -> SceneGraph.View {
    switch view {
    case .geometryReader(let function): return try function.build(size)
    case .modified(let inner, _): return try geometryContent(inner, size: size, file: file, line: line)
    default:
        XCTFail("not a GeometryReader: \(ViewOutline.describe(view))", file: file, line: line)
        return .empty
    }
}

/// The view inside any modifiers.
func unmodified(_ view: SceneGraph.View) -> SceneGraph.View {
    if case .modified(let inner, _) = view { return unmodified(inner) }
    return view
}

/// The path of a shape view (looking through modifiers), or nil.
func path(of view: SceneGraph.View) -> Path? {
    if case .shape(let shape) = unmodified(view), case .path(let path) = shape.kind { return path }
    return nil
}

/// Asserts two points are equal within 1e-9.
func assertPoint(
    _ actual: Point?, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else { return XCTFail("no point", file: file, line: line) }
    XCTAssertEqual(actual.x, x, accuracy: 1e-9, "x", file: file, line: line)
    XCTAssertEqual(actual.y, y, accuracy: 1e-9, "y", file: file, line: line)
}
