import Foundation

exit(Command.run(Array(CommandLine.arguments.dropFirst())))
