#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// `storyboardc --module <Module> --output <Dir> A.storyboard B.storyboard C.xib …`
///
/// Compiles Interface Builder storyboards into `<Dir>/<Name>.storyboardc` folders, the
/// layout Xcode ships in an app bundle, and XIBs into `<Dir>/<Name>.nib`, for the UIKit
/// stand-in to load on Linux. Every input
/// is parsed and checked before anything is written, so one bad file leaves the output alone.
@main
enum StoryboardCompiler {
    static func main() {
        do {
            let arguments = try Arguments(parsing: Array(CommandLine.arguments.dropFirst()))
            try run(arguments)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ arguments: Arguments) throws {
        var seenNames: [String: String] = [:]
        var compiled: [CompiledStoryboard] = []
        for input in arguments.inputs {
            let document = try StoryboardParser.parse(contentsOf: input)
            if let earlier = seenNames[document.name] {
                throw CompileError.duplicateStoryboardName(document.name, first: earlier, second: input.path)
            }
            seenNames[document.name] = input.path
            compiled.append(try CompiledStoryboard(document, module: arguments.module))
        }
        let xibs = try arguments.xibs.map { try XibParser.parse(contentsOf: $0, module: arguments.module) }
        for storyboard in compiled {
            try StoryboardWriter.write(storyboard, into: arguments.output)
        }
        for xib in xibs {
            try XibWriter.write(xib, into: arguments.output)
        }
    }
}
