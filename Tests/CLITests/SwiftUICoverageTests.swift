import Foundation
import XCTest

/// How much of the SwiftUI people use compiles against Zoetrope's module, and how much of it is
/// drawn, weighted by use (issue 33, item 1).
///
/// Every name of `SwiftUIUsage` (the API names the SwiftUI files of public repositories use,
/// each with the number of repositories using it) gets a probe: a line that uses the name as code
/// does (`typealias _ = VStack`, `_ = view.padding`, `_ = view.buttonStyle(.borderedProminent)`,
/// `_ = Color.red`, `_ = \EnvironmentValues.dismiss`, `_ = UIScreen.main`). The probes are
/// type-checked in a few batches, one `swiftc -typecheck` run each, against the module in the
/// build folder; a probe fails when the compiler reports, at its line, that the name is missing
/// ("has no member", "cannot find", "no type named", "cannot infer contextual base") or
/// `unavailable` (the module's "'X' is not supported by Zoetrope yet"). Any other error at the
/// line (an unapplied reference to overloads is ambiguous) still means the name resolves. A
/// modifier passes when one of the types iOS declares it on (`View`, `Text`, `Shape` …) has it.
///
/// A name is drawn when it compiles and the module does not say that it is ignored: its warnings
/// of the form "'X' is ignored", "'X' is not drawn", "'X' is drawn as …" and "'X' is not
/// supported" (outside `@available`), and the declarations whose documentation says "a render
/// draws no …" or "is not drawn" (`toolbar`, `searchable`), are read from `Sources/SwiftUI` and
/// matched to the table's names by their last component. Each name weighs as many repositories
/// as use it.
///
/// What a probe does not see: which initializer a file calls (`Text(_:style:)` counts as
/// `Text`), argument types, and whether a name is drawn as iOS draws it.
///
/// It lives with the CLI tests because, like the compiled-scene tests, it needs what the build
/// leaves beside the `zoetrope` binary (the module in `Modules/`) and the toolchain's `swiftc`;
/// the table is `SwiftUIUsage.swift`, made by `scripts/swiftui-usage.py`.
final class SwiftUICoverageTests: CLITestCase {
    /// The share of use that compiled on 2026-12-06 (with the UIKit and Foundation that SwiftUI
    /// files touch, presentations' modifiers, `AsyncImage`, commands, drag and drop and
    /// `@AppStorage`: 98.13 %, and 94.34 % drawn, presentations counted as not drawn, 95.55 % once
    /// they are drawn; 88.67 % and 88.10 % before; 98.53 % with Core Data, 98.58 % with `ToolbarContent`, 98.74 % with WidgetKit, 98.86 % with iOS 17's motion APIs or the boolean operations of shapes, 99.45 % with those, images drawn in code, images in text and tables, 99.72 % with the iOS names still missing then): the test fails below it. Raise it when the module gains names; never
    /// lower it. The goal (issue 33) is 99 % compiled and 97 % drawn.
    static let compiledFloor = 0.997

    /// How a probe's value of a modifier's owner is made.
    static let ownerValues: [String: String] = [
        "View": "AnyView", "Text": "Text", "Image": "Image", "Shape": "Rectangle",
        "InsettableShape": "Rectangle", "Font": "Font", "Animation": "Animation",
        "AnyTransition": "AnyTransition", "Gesture": "TapGesture",
    ]

    /// One probe: the table's name it checks, and its declarations (one line each).
    struct Probe {
        var name: String
        var lines: [String]
    }

    static func probes(for entry: SwiftUIUsage.Name, index: Int) -> [Probe] {
        let name = entry.name
        switch entry.kind {
        case .type, .uiKit, .foundation, .coreGraphics, .dispatch:
            if let dot = name.firstIndex(of: "."), entry.kind != .type {
                let owner = name[..<dot]
                let member = name[name.index(after: dot)...]
                return [Probe(name: name, lines: ["func _p\(index)() { _ = \(owner).\(member) }"])]
            }
            return [Probe(name: name, lines: ["typealias _P\(index) = \(name)"])]
        case .wrapper:
            return [Probe(name: name, lines: ["typealias _P\(index) = \(name.dropFirst())"])]
        case .environment:
            let key = name.split(separator: ".", maxSplits: 1)[1]
            return [Probe(name: name, lines: ["func _p\(index)() { _ = \\EnvironmentValues.\(key) }"])]
        case .style:
            let parts = name.split(separator: ".", maxSplits: 1)
            let modifier = parts[0].prefix(1).lowercased() + parts[0].dropFirst()
            return [
                Probe(name: name, lines: ["func _p\(index)(_ v: AnyView) { _ = v.\(modifier)(.\(parts[1])) }"])
            ]
        case .modifier:
            let member = name.split(separator: ".").last!
            return entry.owners.enumerated().compactMap { offset, owner in
                guard let value = ownerValues[owner] else { return nil }
                return Probe(name: name, lines: ["func _p\(index)_\(offset)(_ v: \(value)) { _ = v.\(member) }"])
            }
        case .member:
            guard let dot = name.lastIndex(of: ".") else { return [] }
            return [
                Probe(
                    name: name, lines: ["func _p\(index)() { _ = \(name[..<dot]).\(name[name.index(after: dot)...]) }"])
            ]
        }
    }

    /// Whether a compiler error says the probed name is missing or unavailable.
    static func meansMissing(_ message: String) -> Bool {
        [
            "has no member", "cannot find", "no type named", "cannot infer contextual base", "is unavailable",
            "is inaccessible",
        ].contains { message.contains($0) }
    }

    /// The names the module's warnings say it ignores or draws otherwise, read from its sources.
    static func ignoredNames() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources/SwiftUI")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let pattern = try NSRegularExpression(
            pattern: #""'([A-Za-z_][\w.]*)(?:\([^']*\))?' (?:is ignored|is not drawn|is drawn as|is not supported)"#)
        let declaration = try NSRegularExpression(pattern: #"\b(?:func|var|struct|class|enum|protocol)\s+(\w+)"#)
        var names = Set<String>()
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let whole = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: whole) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                // A message inside `@available(…)` is an unavailable declaration's: the probe
                // already fails to compile there.
                let before = text[..<range.lowerBound]
                if let attribute = before.range(of: "@available(", options: .backwards) {
                    let between = text[attribute.upperBound..<range.lowerBound]
                    let open = between.filter { $0 == "(" }.count - between.filter { $0 == ")" }.count
                    if open >= 0 && !between.contains("\n\n") && between.count < 400 { continue }
                }
                names.insert(String(text[range]))
            }
            // A declaration whose documentation says a render draws none of what iOS draws
            // ("Toolbar items: accepted; a render draws no toolbar").
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated()
            where line.contains("///") && (line.contains("a render draws no") || line.contains("is not drawn"))
                // "(a render draws no indicators)": an aside on what iOS does not draw at rest either
                && !line.contains("(a render draws no")
            {
                for next in lines[(number + 1)..<min(number + 5, lines.count)].map(String.init) {
                    let whole = NSRange(next.startIndex..., in: next)
                    guard let found = declaration.firstMatch(in: next, range: whole),
                        let range = Range(found.range(at: 1), in: next)
                    else { continue }
                    names.insert(String(next[range]))
                    break
                }
            }
        }
        return names
    }

    func testUsageWeightedCoverageOfTheSwiftUIPeopleUse() throws {
        let modules = Self.binary.deletingLastPathComponent().appendingPathComponent("Modules")
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path),
            "build the ZoetropeScene product first (make test does)")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let compiler = path.split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        let swiftc = try XCTUnwrap(compiler, "swiftc is not on PATH")

        var probes: [Probe] = []
        for (index, entry) in SwiftUIUsage.names.enumerated() {
            probes += Self.probes(for: entry, index: index)
        }
        // Batches of probes, each file opened and closed by a probe of a name that does not
        // exist: both must be reported, so that no error limit hid a failure in between.
        let batchSize = 2000
        var failed = Set<Int>()  // indices into probes
        var batchStart = 0
        while batchStart < probes.count {
            let batch = Array(probes[batchStart..<min(batchStart + batchSize, probes.count)])
            var text = "import SwiftUI\nfunc _sentinelFirst() { _ = ZoetropeNoSuchName1 }\n"
            var lineOfProbe: [Int: Int] = [:]  // line → index into probes
            var line = 3
            for (offset, probe) in batch.enumerated() {
                for declaration in probe.lines {
                    text += declaration + "\n"
                    lineOfProbe[line] = batchStart + offset
                    line += 1
                }
            }
            text += "func _sentinelLast() { _ = ZoetropeNoSuchName2 }\n"
            let file = self.file("probes\(batchStart).swift")
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try run(
                ["-typecheck", "-diagnostic-style", "llvm", "-I", modules.path, file],
                executable: URL(fileURLWithPath: swiftc), directory: scratch)
            var sentinels = 0
            for diagnostic in result.stderr.split(separator: "\n") {
                guard diagnostic.hasPrefix(file + ":") else { continue }
                let fields = diagnostic.dropFirst(file.count + 1).split(separator: ":", maxSplits: 3)
                guard fields.count == 4, let number = Int(fields[0]), fields[2] == " error" else { continue }
                if number == 2 || number == line { sentinels += 1 }
                if let index = lineOfProbe[number], Self.meansMissing(String(fields[3])) { failed.insert(index) }
            }
            XCTAssertEqual(
                sentinels, 2, "the compiler did not report every error of the batch:\n\(result.stderr.prefix(2000))")
            batchStart += batchSize
        }

        // A name compiles when one of its probes does.
        var compiles: [String: Bool] = [:]
        for (index, probe) in probes.enumerated() {
            compiles[probe.name] = (compiles[probe.name] ?? false) || !failed.contains(index)
        }
        let ignored = try Self.ignoredNames()
        func isIgnored(_ name: String) -> Bool {
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return ignored.contains(name) || ignored.contains(last.hasPrefix("@") ? String(last.dropFirst()) : last)
        }
        let total = SwiftUIUsage.names.reduce(0) { $0 + $1.repositories }
        var compiledUse = 0
        var drawnUse = 0
        var missing: [SwiftUIUsage.Name] = []
        var notDrawn: [SwiftUIUsage.Name] = []
        var byKind: [String: (all: Int, compiled: Int)] = [:]
        for entry in SwiftUIUsage.names {
            let ok = compiles[entry.name] ?? false
            byKind[entry.kind.rawValue, default: (0, 0)].all += entry.repositories
            if ok {
                compiledUse += entry.repositories
                byKind[entry.kind.rawValue, default: (0, 0)].compiled += entry.repositories
                if isIgnored(entry.name) { notDrawn.append(entry) } else { drawnUse += entry.repositories }
            } else {
                missing.append(entry)
            }
        }
        let compiledShare = Double(compiledUse) / Double(total)
        let drawnShare = Double(drawnUse) / Double(total)
        var report = String(
            format: "SwiftUI usage coverage: %.2f %% of use compiles, %.2f %% is drawn (%d names, %d repositories)\n",
            compiledShare * 100, drawnShare * 100, SwiftUIUsage.names.count, SwiftUIUsage.sampledRepositories)
        for (kind, figures) in byKind.sorted(by: { $0.key < $1.key }) {
            report += String(
                format: "  %@: %.2f %% of %d uses\n", kind, Double(figures.compiled) / Double(figures.all) * 100,
                figures.all)
        }
        report += "Missing, most used first (repositories): "
        report += missing.prefix(150).map { "\($0.name) (\($0.repositories))" }.joined(separator: ", ") + "\n"
        report += "Compiles, but not drawn: "
        report += notDrawn.map { "\($0.name) (\($0.repositories))" }.joined(separator: ", ") + "\n"
        print(report)
        XCTAssertGreaterThanOrEqual(
            compiledShare, Self.compiledFloor,
            "less of the SwiftUI people use compiles than when the floor was set\n\(report)")
    }
}
