import Foundation
import ScreenGenKit

extension SpecOptionValues {
    /// The config file the run reads: the one `--config` names, resolved against the current
    /// folder (perhaps missing, which the settings report), else `screengen.yml` in the
    /// current folder or the nearest folder above it (``ConfigFile/discover(from:)``); nil
    /// when there is none. Every command asks here, so they all read the same file.
    var configFile: URL? {
        if let config { return ConfigFile.url(ofPath: config) }
        return ConfigFile.discover(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
}
