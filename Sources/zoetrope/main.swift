import Foundation
import ZoetropeCLI

Interrupt.install()
let arguments = Array(CommandLine.arguments.dropFirst())
// Scene files are compiled by swiftc against the SwiftUI module and run as their own program;
// until the interpreter is deleted (issue 21), ZOETROPE_FRONTEND=interpreter still chooses it.
if ProcessInfo.processInfo.environment["ZOETROPE_FRONTEND"] != "interpreter" {
    SceneFrontEnd.current = CompiledFrontEnd.make(arguments: arguments)
}
exit(Command.run(arguments))
