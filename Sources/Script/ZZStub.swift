// TEMPORARY stub (not committed)
import Geometry
import SceneGraph
import Timeline

public struct LoadedScene: Sendable {
    public var viewName: String; public var snapshots: [SceneGraph.View]; public var timeline: Timeline
}
public struct Diagnostic: Error, Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }
    public var path: String, line: Int, column: Int
    public var severity: Severity
    public var id: String
    public var message: String
    public init(path: String, line: Int, column: Int, severity: Severity, id: String, message: String) {
        self.path = path; self.line = line; self.column = column; self.severity = severity; self.id = id;
        self.message = message
    }
    public func formatted(source: String) -> String { "\(path):\(line):\(column): error: \(message)\n" }
}
public struct SceneError: Error, Sendable {
    public var diagnostics: [Diagnostic];
    public func formatted(source: String) -> String { diagnostics.map { $0.formatted(source: source) }.joined() }
}
public enum SceneLoader {
    public static func load(source: String, path: String, canvas: Geometry.Size) throws -> LoadedScene {
        throw SceneError(diagnostics: [])
    }
}
