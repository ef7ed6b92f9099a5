import Foundation
import XCTest

/// A project of several modules (config `modules:`), M1 … Mn, each with one spec file and
/// its own output folder `M<i>/Generated` (or one given by `outputs`), for the tests of
/// runs that write several folders.
struct ModuleProject {
    let folder: URL
    let count: Int
    var outputs: [String]

    init(in folder: URL, count: Int = 5, outputs: [Int: String] = [:]) {
        self.folder = folder
        self.count = count
        self.outputs = (1...count).map { outputs[$0] ?? "M\($0)/Generated" }
    }

    /// Writes the config and every module's spec; `type` is each screen's parameter type,
    /// so two types give the same files with other bytes. `specs` names each module's spec
    /// folder, `config` the config file, so that two versions can sit side by side.
    func write(type: String, screens: Int = 3, specs: String = "Specs", config configName: String = "screengen.yml") throws {
        var config = "modules:\n"
        for index in 1...count {
            config += "  - specs: M\(index)/\(specs)\n    output: \(outputs[index - 1])\n"
            var spec = "module: M\(index)\nscreens:\n"
            for screen in 0..<screens {
                spec += "  S\(screen)ViewController:\n    initialize:\n      value: \(type)\n"
            }
            try Self.save(spec, to: folder.appendingPathComponent("M\(index)/\(specs)/M\(index).yml"))
        }
        try Self.save(config, to: folder.appendingPathComponent(configName))
    }

    /// Every file below every output folder, by its path from the project folder; the run
    /// state included. A killed run's staging folder (hidden) is left out when `staged` is false.
    func snapshot(staged: Bool = true) -> [String: String] {
        var result: [String: String] = [:]
        for output in outputs {
            for (path, contents) in Fixtures.files(in: folder.appendingPathComponent(output)) {
                if !staged, path.split(separator: "/").contains(where: { $0.hasPrefix(".screengen-") }) { continue }
                result["\(output)/\(path)"] = contents
            }
        }
        return result
    }

    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> ScreenGenProcess.Finished {
        try ScreenGenProcess.run(arguments, in: folder, environment: environment)
    }

    static func save(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
