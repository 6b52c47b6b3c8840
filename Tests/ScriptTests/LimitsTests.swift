import Geometry
import SceneGraph
import XCTest

@testable import Script

/// Runaway scenes end with a clear error at the place that ran away.
final class LimitsTests: XCTestCase {
    func testClosureThatReschedulesItselfForeverHitsTheScheduleLimit() {
        let source = """
            struct Ticker: View {
                @State private var on = false
                func tick() {
                    withAnimation { on.toggle() }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() }
                }
                var body: some View {
                    Circle().opacity(on ? 1 : 0).onAppear { tick() }
                }
            }
            """
        var limits = EvaluationLimits()
        limits.maxScheduledClosures = 50
        XCTAssertEqual(
            loadError(source, limits: limits),
            """
            scene.swift:5:28: error: too many scheduled closures (limit 50); does a closure keep rescheduling itself?
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() }
                                       ^

            """)
        limits.maxTransactions = 20
        XCTAssertEqual(
            loadDiagnostics(source, limits: limits).map(\.message), ["too many state changes (limit 20 transactions)"])
    }

    func testTheDefaultScheduleLimitApplies() {
        let source = """
            struct Ticker: View {
                func tick() { DispatchQueue.main.async { tick() } }
                var body: some View { Circle().onAppear { tick() } }
            }
            """
        XCTAssertEqual(
            loadDiagnostics(source).map(\.id), ["schedule-limit"])
    }

    func testInfiniteRecursion() {
        let source = """
            struct Loop: View {
                var size: CGFloat { size + 1 }
                var body: some View { Circle().frame(width: size) }
            }
            """
        XCTAssertEqual(loadDiagnostics(source).map(\.message), ["recursion is too deep (limit 200 nested calls)"])
    }

    func testViewThatContainsItself() {
        let source = """
            struct Nest: View {
                var body: some View { ZStack { Nest() } }
            }
            """
        XCTAssertEqual(loadDiagnostics(source).map(\.id), ["recursion-limit"])
    }

    func testTooManyViews() {
        var limits = EvaluationLimits()
        limits.maxViews = 5
        let source = scene(
            body: "        VStack { Text(\"1\"); Text(\"2\"); Text(\"3\"); Text(\"4\"); Text(\"5\"); Text(\"6\") }")
        XCTAssertEqual(
            loadDiagnostics(source, limits: limits).map(\.message),
            ["too many views (limit 5 in one snapshot; raise it with --max-views)"])
    }

    func testDeeplyNestedInputIsAnErrorNotACrash() {
        let parens = scene(body: String(repeating: "(", count: 50_000) + String(repeating: ")", count: 50_000))
        XCTAssertEqual(loadDiagnostics(parens).map(\.id), ["nesting-limit"])
        let strings = scene(body: "Text(\"" + String(repeating: "\\(\"", count: 200) + "\")")
        XCTAssertFalse(loadDiagnostics(strings).isEmpty)
    }

    func testGarbageInputNeverCrashes() {
        let inputs = [
            "", "}", "{", "struct", "struct V: View {", "struct V: View { var body: some View {", "@", "#", "\"",
            "struct V: View { var body: some View { Text(\"\\(\") } }", "0x", "1e", "/*", "`", "$",
            "struct V: View { var body }",
            "struct V: View { var body: some View { .red } }",
            "struct V: View { let a = b; let b = a; var body: some View { Text(\"\\(a)\") } }",
            "struct V: View { var body: some View { Text(\"a\").onAppear(perform: 3) } }",
            "struct V: View { var body: some View { withAnimation { } } }",
            "struct V: View { var body: some View { Color.red(1) } }",
            "struct V: View { var body: some View { UIScreen() } }",
        ]
        for input in inputs {
            XCTAssertThrowsError(
                try SceneLoader.load(source: input, path: "x.swift", canvas: phone), "input: \(input)")
        }
    }
}

/// The diagnostics of a scene that must fail to load under `limits`.
private func loadDiagnostics(_ source: String, limits: EvaluationLimits) -> [Diagnostic] {
    do {
        _ = try SceneLoader.load(source: source, path: "scene.swift", canvas: phone, limits: limits)
        XCTFail("scene loaded but should have failed")
        return []
    } catch {
        return error.diagnostics
    }
}

extension LimitsTests {
    /// The deepest evaluation the limits allow (recursion through deep expressions) must fit
    /// in the loader's stack, even in a debug build.
    func testDeepRecursionThroughDeepExpressionsStopsCleanly() {
        let nested = String(repeating: "(1 + ", count: 120) + "f(n - 1)" + String(repeating: ")", count: 120)
        let deep = """
            struct V: View {
                func f(_ n: Int) -> Int { n <= 0 ? 0 : \(nested) }
                var body: some View { Text("\\(f(100))") }
            }
            """
        XCTAssertEqual(loadDiagnostics(deep).map(\.id), ["nesting-limit"])
        let long = """
            struct V: View {
                func f(_ n: Int) -> Int { n <= 0 ? 0 : f(n - 1) }
                var body: some View { Text("\\(f(10_000))") }
            }
            """
        XCTAssertEqual(loadDiagnostics(long).map(\.id), ["recursion-limit"])
    }

    func testDuplicateStructIsAnError() {
        let source =
            "struct A: View { var body: some View { Circle() } }\nstruct A: View { var body: some View { Circle() } }"
        XCTAssertEqual(
            loadDiagnostics(source).map { "\($0.line):\($0.column) \($0.message)" },
            ["2:8 invalid redeclaration of 'A'"])
    }
}

extension LimitsTests {
    /// Mutated copies of the launch scene (characters deleted, duplicated or replaced) either
    /// load or fail with diagnostics; none may crash or hang.
    func testMutatedLaunchScenesNeverCrash() {
        var random = SplitMix64(seed: 2)
        let original = Array(Fixtures.launch.unicodeScalars)
        let alphabet = Array("(){}[].,:;\"\\ \n+-*/!?=<>_$@#0123456789abcxyzZ".unicodeScalars)
        var failures = 0
        for _ in 0..<150 {
            var scalars = original
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let at = Int(random.next() % UInt64(scalars.count))
                switch random.next() % 3 {
                case 0: scalars.remove(at: at)
                case 1: scalars.insert(scalars[at], at: at)
                default: scalars[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                }
            }
            var source = ""
            source.unicodeScalars.append(contentsOf: scalars)
            do {
                _ = try SceneLoader.load(source: source, path: "m.swift", canvas: phone)
            } catch {
                failures += 1
                XCTAssertFalse(error.diagnostics.isEmpty)
                XCTAssertFalse(
                    error.diagnostics.contains { $0.id == "internal-error" }, error.formatted(source: source))
            }
        }
        XCTAssertGreaterThan(failures, 50)
    }
}

/// A small deterministic random number generator for reproducible mutations.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension LimitsTests {
    /// Mutated copies of the seed scenes load or fail with diagnostics, and so do the
    /// GeometryReader contents of those that load, built as layout would build them.
    func testMutatedSeedScenesNeverCrash() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("(){}[].,:;\"\\ \n+-*/!?=<>_$@#0123456789abcxyzZ".unicodeScalars)
        let seeds: [(String, String?)] = [
            (Fixtures.badge, nil), (Fixtures.neumorphic, nil), (Fixtures.neumorphicUIKit, nil),
            (Fixtures.profile, "ProfileView"),
        ]
        for (original, rootView) in seeds {
            let scalars = Array(original.unicodeScalars)
            for _ in 0..<40 {
                var mutated = scalars
                for _ in 0..<(1 + Int(random.next() % 3)) {
                    let at = Int(random.next() % UInt64(mutated.count))
                    switch random.next() % 3 {
                    case 0: mutated.remove(at: at)
                    case 1: mutated.insert(mutated[at], at: at)
                    default: mutated[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    }
                }
                var source = ""
                source.unicodeScalars.append(contentsOf: mutated)
                do {
                    let scene = try SceneLoader.load(source: source, path: "m.swift", canvas: phone, rootView: rootView)
                    for snapshot in scene.snapshots { try buildReaders(in: snapshot) }
                } catch let error as SceneError {
                    XCTAssertFalse(error.diagnostics.isEmpty)
                    XCTAssertFalse(
                        error.diagnostics.contains { $0.id == "internal-error" }, error.formatted(source: source))
                } catch {
                    XCTFail("unexpected error \(error)")
                }
            }
        }
    }

    /// Builds every GeometryReader's content (and theirs) at 200×200 points.
    private func buildReaders(in view: SceneGraph.View) throws {
        switch view {
        case .geometryReader(let function): try buildReaders(in: try function.build(Size(width: 200, height: 200)))
        case .stack(_, let children): for child in children { try buildReaders(in: child) }
        case .modified(let inner, let modifier):
            try buildReaders(in: inner)
            switch modifier {
            case .overlay(let other, _), .background(let other, _), .mask(let other, _), .inverseMask(let other, _):
                try buildReaders(in: other)
            default: break
            }
        default: break
        }
    }
}
