import ScreenGenKit

let arguments = Array(CommandLine.arguments.dropFirst())
// `--version` and up-to-date runs are answered before ArgumentParser starts (QuickRun.swift).
QuickRun.run(arguments)
ScreenGenCommand.main(arguments: arguments)
