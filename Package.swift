// swift-tools-version:6.0
import PackageDescription

// Module graph (see DESIGN.md §2). Dependencies flow one way:
// Geometry, Timeline, Media know nothing of views; Script builds SceneGraph values;
// Zoetrope ties everything together; `zoetrope` is the command-line front end.
let package = Package(
    name: "Zoetrope",
    products: [
        .executable(name: "zoetrope", targets: ["zoetrope"]),
        .executable(name: "zoetrope-bench", targets: ["ZoetropeBench"]),
        .executable(name: "zoetrope-fuzz", targets: ["ZoetropeFuzz"]),
        .library(name: "Zoetrope", targets: ["Zoetrope"]),
    ],
    targets: [
        // C libraries from Debian, found with pkg-config.
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavformat",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libswscale-dev", "libavutil-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),

        .target(name: "Geometry"),
        .target(name: "Timeline"),
        .target(name: "Raster", dependencies: ["Geometry"]),
        .target(name: "Typography", dependencies: ["Geometry", "CFreeType", "CHarfBuzz"]),
        .target(name: "Media", dependencies: ["CFFmpeg"]),
        .target(name: "SceneGraph", dependencies: ["Geometry", "Raster", "Typography", "Timeline"]),
        .target(name: "Script", dependencies: ["SceneGraph", "Timeline", "Geometry", "Raster"]),
        .target(
            name: "Zoetrope",
            dependencies: ["Geometry", "Raster", "Typography", "Timeline", "SceneGraph", "Script", "Media"]),
        .executableTarget(name: "zoetrope", dependencies: ["Zoetrope"]),
        .executableTarget(name: "ZoetropeBench", dependencies: ["Zoetrope", "Media"], path: "Benchmarks/ZoetropeBench"),
        .executableTarget(name: "ZoetropeFuzz", dependencies: ["Zoetrope"], path: "Fuzz/ZoetropeFuzz"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry"], exclude: ["Goldens"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Geometry"]),
        .testTarget(name: "MediaTests", dependencies: ["Media"]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "Geometry", "Raster", "Timeline"]),
        .testTarget(name: "ScriptTests", dependencies: ["Script", "SceneGraph", "Timeline", "Raster", "Geometry"]),
        .testTarget(name: "ZoetropeTests", dependencies: ["Zoetrope", "Media", "Raster"]),
        .testTarget(name: "CLITests", dependencies: ["zoetrope", "Media"]),
    ],
    swiftLanguageModes: [.v5]
)
