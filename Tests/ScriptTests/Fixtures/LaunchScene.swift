import Foundation

/// Scene files used by the tests.
enum Fixtures {
    /// Seed 002's launch page: the repository's own `scenes/launch.swift`, so the tests check
    /// the scene users run.
    static let launch: String = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/launch.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "// missing \(url.path)"
    }()
}
