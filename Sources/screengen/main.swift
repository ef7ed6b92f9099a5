import ScreenGenKit

ScreenGenCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
