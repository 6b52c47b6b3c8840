import Foundation
import ZoetropeCLI

Interrupt.install()
let arguments = Array(CommandLine.arguments.dropFirst())
// The compiled front end replaces the interpreter once it renders every scene the same
// (issue 21); until then it is chosen with ZOETROPE_FRONTEND=compiled.
if ProcessInfo.processInfo.environment["ZOETROPE_FRONTEND"] == "compiled" {
    SceneFrontEnd.current = CompiledFrontEnd.make(arguments: arguments)
}
exit(Command.run(arguments))
