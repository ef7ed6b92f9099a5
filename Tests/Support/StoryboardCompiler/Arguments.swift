import Foundation

/// The command line: `--module <Module> --output <Dir>` and one or more `.storyboard` or `.xib` files.
struct Arguments: Equatable {
    /// The module `customModuleProvider="target"` classes live in, as Xcode's target does.
    var module: String
    var output: URL
    var inputs: [URL]
    var xibs: [URL] = []

    init(parsing arguments: [String]) throws {
        var module: String?
        var output: String?
        var inputs: [URL] = []
        var xibs: [URL] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--module", "--output":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                    throw CompileError.usage("\(argument) needs a value")
                }
                if argument == "--module" { module = value } else { output = value }
            case let option where option.hasPrefix("--"):
                throw CompileError.usage("unknown option \(option)")
            case let xib where xib.hasSuffix(".xib"):
                xibs.append(URL(fileURLWithPath: xib))
            default:
                guard argument.hasSuffix(".storyboard") else {
                    throw CompileError.usage("\(argument) is not a .storyboard or .xib file")
                }
                inputs.append(URL(fileURLWithPath: argument))
            }
        }
        guard let module else {
            throw CompileError.usage("--module is required")
        }
        guard let output else {
            throw CompileError.usage("--output is required")
        }
        guard !inputs.isEmpty || !xibs.isEmpty else {
            throw CompileError.usage("no .storyboard or .xib files given")
        }
        self.module = module
        self.output = URL(fileURLWithPath: output, isDirectory: true)
        self.inputs = inputs
        self.xibs = xibs
    }
}
