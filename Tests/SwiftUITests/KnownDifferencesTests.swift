import Foundation
import XCTest

/// The list of differences from SwiftUI (docs/scene-language.md, "Differences from SwiftUI")
/// stays honest: every entry names the API it is about, and every modifier it names is one the
/// module has (its API, listed at the end of the same page).
final class KnownDifferencesTests: XCTestCase {
    private static let page: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scene-language.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The text of the section headed `## title`, up to the next `## `.
    private func section(_ title: String) -> String {
        guard let start = Self.page.range(of: "\n## \(title)\n") else { return "" }
        let rest = Self.page[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The entries of the differences list: its bullets, continuation lines joined.
    private var entries: [String] {
        var entries: [String] = []
        for line in section("Differences from SwiftUI").split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("- ") {
                entries.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("  "), !entries.isEmpty {
                entries[entries.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return entries
    }

    /// Names in backticks: `.animation(_:value:)` → ".animation", `KeyframeAnimator` → "KeyframeAnimator".
    private func names(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            guard index % 2 == 1 else { return nil }
            let name = part.prefix { $0 != "(" && $0 != " " && $0 != "<" }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// Every view, shape, modifier and type the module declares, as the API section lists them.
    private var api: Set<String> {
        let listed = section("The module's API, as `zoetrope api` prints it")
        return Set(names(listed).filter { !$0.contains(" ") })
    }

    func testTheListIsThere() {
        XCTAssertGreaterThan(entries.count, 20, "the differences list was not found")
        XCTAssertGreaterThan(api.count, 300, "the API list was not found")
    }

    func testEveryEntryNamesAnAPIOfTheModule() {
        let api = api
        for entry in entries {
            let named = names(entry).flatMap { name in
                // `Type.member` names the type; `proxy.frame` names nothing listed but its member.
                [name] + name.split(separator: ".").map { ".\($0)" } + name.split(separator: ".").map(String.init)
            }
            XCTAssertTrue(named.contains(where: api.contains), "names no API of the module: \(entry)")
        }
    }

    func testEveryModifierNamedIsTheModules() {
        let api = api
        for entry in entries {
            for name in names(entry) where name.hasPrefix(".") && name.dropFirst().first?.isLowercase == true {
                // A case of an enumeration (`.dark`, `.identity`) is no modifier: only names that a
                // modifier of the module could be are checked, those listed with an argument list.
                guard entry.contains("`\(name)(") else { continue }
                XCTAssertTrue(api.contains(name), "\(name) is not a modifier of the module: \(entry)")
            }
        }
    }
}
