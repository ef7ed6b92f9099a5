import Foundation

ScreenGenCommand.main(arguments: Array(ProcessInfo.processInfo.arguments.dropFirst()))
