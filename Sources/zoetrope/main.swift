import Foundation
import ZoetropeCLI

StandardStreams.reopenClosed()
Interrupt.install()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "api" { exit(APICommand.run(Array(arguments.dropFirst()))) }
// The preview's server runs here: it compiles the scene on every save and runs its program.
if arguments.first == "preview" { exit(PreviewTool.run(Array(arguments.dropFirst()))) }
// Scene files are compiled by swiftc against the SwiftUI module and run as their own program.
SceneFrontEnd.current = CompiledFrontEnd.make(arguments: arguments)
exit(Command.run(arguments))
