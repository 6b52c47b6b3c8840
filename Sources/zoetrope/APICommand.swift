import Foundation
import SceneCompiler

/// `zoetrope api [--markdown]`: the SwiftUI that scene files can use, read from the module they
/// compile against — its views, shapes, modifiers and types, and what it declares but does not
/// render yet.
enum APICommand {
    static let help = """
        OVERVIEW: List the SwiftUI API Zoetrope renders, read from its SwiftUI module.

        USAGE: zoetrope api [--markdown]

        Views, shapes, view and shape modifiers and other public types of the module scene
        files are compiled against, then the API it declares but does not render yet (a scene
        that uses it fails to compile with "'X' is not supported by Zoetrope yet").

        OPTIONS:
          --markdown              Print Markdown (the tables of docs/scene-language.md).
          -h, --help              Show this help.

        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(help, terminator: "")
            return 0
        }
        if let unknown = arguments.first(where: { $0 != "--markdown" }) {
            FileHandle.standardError.write(
                Data("zoetrope: error: unknown argument '\(unknown)'\nRun 'zoetrope api --help' for usage.\n".utf8))
            return 64
        }
        do throws(CompileError) {
            let compiler = try SceneCompiler.locate()
            let api = try ModuleAPI.read(
                compiler: compiler.compiler, runtimeDirectory: compiler.runtimeDirectory,
                cacheDirectory: compiler.cacheDirectory)
            print(api.report(markdown: arguments.contains("--markdown")), terminator: "")
            return 0
        } catch {
            let text: String
            switch error {
            case .toolchainMissing(let message), .runtimeMissing(let message), .cache(let message),
                .scene(let message):
                text = message
            case .compilerFailed(let output): text = "swiftc failed:\n" + output
            case .preparation(let failure): text = failure.message
            case .interrupted: return 130
            }
            FileHandle.standardError.write(Data(("zoetrope: error: " + text + "\n").utf8))
            if case .toolchainMissing = error { return 66 }
            return 70
        }
    }
}
