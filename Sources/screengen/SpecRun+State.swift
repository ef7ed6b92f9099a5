import Foundation
import ScreenGenKit

/// The run state (`.screengen` in the output folder, see RunState in the kit): how
/// `generate` finds that there is nothing to do without loading a spec, and what a full
/// `generate` records for the next run. (`check` takes no record's word.)
extension SpecRun {
    /// A run whose output folder already holds what these inputs generate.
    struct UpToDate {
        let settings: Settings
        let reporter: Reporter
        let writer: OutputWriter
        let state: RunState
    }

    /// The config file this run reads, as given, and its bytes; nil when there is none.
    /// Read before the settings are, so that a file saved during the run makes the next
    /// run do its work rather than skip it.
    static func configInput(_ options: some SpecOptionValues) -> (path: String, bytes: [UInt8])? {
        let path = options.config ?? ConfigFile.defaultName
        return ConfigFile.bytes(atPath: path).map { (path, $0) }
    }

    /// Whether the output folder's record says that these exact inputs, with this build
    /// of screengen, generated what the folder holds, reporting nothing; and the folder
    /// still holds those files byte for byte. Nil means: do the full run (no record, any
    /// input changed, any output file changed, added or missing, or anything unexpected).
    /// `module`: one entry of the config's `modules:`.
    static func upToDate(_ options: some SpecOptionValues, output: String?, module: ConfigFile.Module? = nil) -> UpToDate? {
        guard let build = ToolBuild.current() else { return nil }
        let config = configInput(options)
        guard case let .success(settings) = Settings.resolve(options, output: output, storyboards: options.storyboards, module: module) else { return nil }
        let writer = OutputWriter(path: settings.output)
        guard let state = writer.readState(), let recorded = state.inputs,
              state.version == ScreenGenCommand.version, state.build == build else { return nil }
        let folder = settings.specsFolder
        let now = FileStamp.now()
        // Spec files whose stamps are the recorded ones are not read (FileStamp in the kit).
        guard let specFiles = folder.digest(trusting: state, now: now) else { return nil }
        let inputs = RunInputs(
            version: ScreenGenCommand.version, build: build, specsFolder: folder.projectPath,
            specFiles: specFiles.digest, config: config, strict: settings.strict, ignoreRules: settings.ignore,
            storyboardFolders: settings.storyboards,
            storyboards: StoryboardFootprint(roots: state.storyboardRoots, baseDirectory: folder.baseDirectory))
        // A file or folder the record could not vouch for, though it has not changed, would
        // be read again by every later run: the full run, once, records it as it is now.
        guard inputs.digest == recorded, !specFiles.recordIsStale else { return nil }
        // The output files' stamps are trusted too, verified under the folder's shared lock, so
        // that a `generate` writing into it finishes first. (`check` never skips its work.)
        let output = writer.outputCheckLocked(of: state, now: now)
        guard output.holds, !output.recordIsStale else { return nil }
        return UpToDate(settings: settings, reporter: Reporter(format: settings.format, quiet: settings.quiet, color: settings.color), writer: writer, state: state)
    }

    /// What a full `generate` leaves for the next run: its inputs and the warnings it
    /// reported, which a run that skips its work prints again; the files it generates are
    /// added as they are written (``RunState/recordOutputs(_:)``). Nil when the build or an
    /// input's digest is unknown.
    func state() -> RunState? {
        guard let build = ToolBuild.current(), let specFiles = result.specFilesDigest,
              let footprint = result.storyboardFootprint else { return nil }
        let inputs = RunInputs(
            version: ScreenGenCommand.version, build: build, specsFolder: folder.projectPath,
            specFiles: specFiles, config: config, strict: settings.strict, ignoreRules: settings.ignore,
            storyboardFolders: settings.storyboards, storyboards: footprint)
        var state = RunState(version: ScreenGenCommand.version, build: build,
                             inputs: result.diagnostics.containsErrors ? nil : inputs.digest, outputs: 0,
                             storyboardRoots: footprint.roots, files: [],
                             horizon: result.horizon, specStamps: result.specStamps)
        state.diagnostics = result.diagnostics.map(\.text)
        state.specFolders = result.specFolders ?? FolderStamps()
        return state
    }
}
