ScreenGenCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
