import Foundation

Interrupt.install()
exit(Command.run(Array(CommandLine.arguments.dropFirst())))
