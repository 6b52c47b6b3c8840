// swift-tools-version:6.0
import Foundation
import PackageDescription

// The toolchain's own swift-syntax libraries (lib/swift/host beside `swiftc`), which
// SceneCompiler uses to read scene files (imported `@_implementationOnly`, so no other target
// needs their modules). Found from the compiler that runs this manifest.
let toolchainHost: String = {
    let environment = ProcessInfo.processInfo.environment
    let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for directory in path where FileManager.default.isExecutableFile(atPath: directory + "/swiftc") {
        let resolved = URL(fileURLWithPath: directory + "/swiftc").resolvingSymlinksInPath()
        let host = resolved.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        if FileManager.default.fileExists(atPath: host + "/SwiftParser.swiftmodule") { return host }
    }
    return "/opt/swift/usr/lib/swift/host"
}()

// The test targets are compiled unoptimised, the engine they test optimised as it ships: in a
// clean `make test` on 2 cores the test code took 44 % of the build's compiler time optimised,
// and most of it (assertions, views to draw) needs no speed. Still whole-module (as release
// builds are): file by file, each of the two compile jobs type-checked much of the other's
// files again (SwiftUITests 37.9 s wall and 75 CPU-s file by file, 28.0 s and 38.6 CPU-s
// whole-module; CLITests, ZoetropeTests, SceneGraphTests 30-45 % less CPU).
// RasterTests and TypographyTests too: optimising them took 30 and 27 CPU-s of the build (10 and
// 9 unoptimised); their few loops of their own that are heavy (winding numbers over glyph
// outlines, supersampled coverage, comparing frames) are written to stay fast unoptimised, and
// their 319 tests take 7.5 s on 2 cores against 3.2 s optimised.
let unoptimisedTests: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

// Module graph (see DESIGN.md §2). Dependencies flow one way:
// Geometry, Timeline, Media know nothing of views; SceneGraph lays out and draws view values;
// Zoetrope ties everything together; ZoetropeCLI is the command line, which both `zoetrope` and
// every compiled scene program run. SwiftUI (with UIKit and Combine) is the API scene files are
// compiled against: a scene program links the dynamic library ZoetropeScene, which holds it and
// the command line. SceneCompiler prepares and compiles scene files (in `zoetrope` only).
let package = Package(
    name: "Zoetrope",
    products: [
        .executable(name: "zoetrope", targets: ["zoetrope"]),
        .executable(name: "zoetrope-bench", targets: ["ZoetropeBench"]),
        .executable(name: "zoetrope-fuzz", targets: ["ZoetropeFuzz"]),
        .library(name: "Zoetrope", targets: ["Zoetrope"]),
        // What a compiled scene program links: the SwiftUI API and the command line.
        .library(name: "ZoetropeScene", type: .dynamic, targets: ["SwiftUI", "UIKit", "Combine", "CoreData", "WidgetKit", "ZoetropeCLI"]),
    ],
    targets: [
        // C libraries from Debian, found with pkg-config. Typography and Media import them
        // `@_implementationOnly`, so that a scene compiled against the prebuilt modules needs
        // only Swift modules (no C headers); no C type appears in their public declarations.
        // FFmpeg's headers only: nothing links FFmpeg, CFFmpegLoader loads it when first called
        // (its libraries cost every process 40 ms to load; see FFmpegLoader.c).
        .systemLibrary(name: "CFFmpeg"),
        .target(name: "CFFmpegLoader", dependencies: ["CFFmpeg"]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        // libpng behind one C call: its errors longjmp, which must not cross Swift frames.
        .target(name: "CPNGWriter", dependencies: ["CPNG"]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        // libjpeg-turbo, likewise: the preview's fast frames.
        .target(name: "CJPEGWriter", dependencies: ["CJPEG"]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),

        .target(name: "Geometry", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Timeline", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Raster", dependencies: ["Geometry"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "Typography", dependencies: ["Geometry", "CFreeType", "CHarfBuzz"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "Media", dependencies: ["CFFmpeg", "CFFmpegLoader", "CPNGWriter", "CJPEGWriter"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "SceneGraph", dependencies: ["Geometry", "Raster", "Typography", "Timeline"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "Zoetrope",
            dependencies: ["Geometry", "Raster", "Typography", "Timeline", "SceneGraph", "Media"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // Swift 5 mode: see docs/architecture.md, "Swift 6 language mode". Optimised for size: its
        // compile is the longest step of a clean build, with nothing else to compile beside it for
        // most of it, and takes 8-14 % less time so (99 → 85 s, 99 → 91 s) with the same pixels,
        // render rates and first frames (Benchmarks/RESULTS.md, "The SwiftUI module optimised for
        // size"); the pixel loops it drives are in Raster and SceneGraph, optimised for speed.
        .target(
            name: "SwiftUI", dependencies: ["SceneGraph", "Timeline", "Geometry", "Raster"],
            swiftSettings: [.unsafeFlags(["-Osize"])]),
        .target(name: "UIKit", dependencies: ["SwiftUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Combine", dependencies: ["SwiftUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "CoreData", dependencies: ["SwiftUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "WidgetKit", dependencies: ["SwiftUI"]),
        // Unoptimised, like the tests: its work is swift-syntax's (the toolchain's optimised
        // library) and swiftc's, and its own code ran no slower (preparing the 14 scenes of
        // scenes/ took 167 ms optimised, 168 ms not), while optimising it took 19.6 s of a
        // clean build (5.3 s unoptimised), early, when it holds up the modules every other waits on.
        .target(
            name: "SceneCompiler",
            swiftSettings: [.unsafeFlags(["-I", toolchainHost, "-Onone"]), .swiftLanguageMode(.v6)],
            linkerSettings: [
                .unsafeFlags([
                    "-L", toolchainHost, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftDiagnostics",
                    "-Xlinker", "-rpath", "-Xlinker", toolchainHost,
                ])
            ]),
        .target(name: "ZoetropeCLI", dependencies: ["Zoetrope"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // `zoetrope preview`'s HTTP server, event stream, file watcher and page (in the tool only).
        .target(
            name: "PreviewServer", dependencies: ["CMicroHTTPD"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "zoetrope", dependencies: ["ZoetropeCLI", "SceneCompiler", "PreviewServer"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "ZoetropeBench", dependencies: ["Zoetrope", "Media"], path: "Benchmarks/ZoetropeBench"),
        .executableTarget(
            name: "ZoetropeFuzz", dependencies: ["Zoetrope", "SwiftUI", "SceneCompiler"], path: "Fuzz/ZoetropeFuzz"),

        // What the tests share (Tests/TestSupport): the seeded generator, a PNG codec and golden
        // images. It imports no engine module, so any test target can use it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"], swiftSettings: unoptimisedTests),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline", "TestSupport"], swiftSettings: unoptimisedTests),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry", "TestSupport"], exclude: ["Goldens"], swiftSettings: unoptimisedTests),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Geometry"], swiftSettings: unoptimisedTests),
        .testTarget(name: "MediaTests", dependencies: ["Media", "TestSupport"], swiftSettings: unoptimisedTests),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "Geometry", "Raster", "Timeline"], swiftSettings: unoptimisedTests),
        .testTarget(name: "ZoetropeTests", dependencies: ["Zoetrope", "Media", "Raster", "SwiftUI", "TestSupport"], swiftSettings: unoptimisedTests),
        .testTarget(name: "CLITests", dependencies: ["zoetrope", "Media", "TestSupport"], exclude: ["Goldens"], swiftSettings: unoptimisedTests),
        .testTarget(name: "SceneCompilerTests", dependencies: ["SceneCompiler"], swiftSettings: unoptimisedTests),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer"], swiftSettings: unoptimisedTests),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SceneGraph", "Timeline", "Geometry", "Raster"], swiftSettings: unoptimisedTests),
    ],
    swiftLanguageModes: [.v5]
)
