/// Catalogue entries of the diagnostics about runs over several modules, and the write stage.
extension DiagnosticExplanation {
    /// The entries about runs over several modules, and the write stage; ``DiagnosticCode/explanation`` names each as `Modules.<code>`.
    enum Modules {
        static let configKeyConflict = DiagnosticExplanation(
            summary: "A config key that 'modules:' replaces (specs, output), or one that needs 'modules:' (support).",
            fix: "Move the key into the 'modules:' entries, or remove it.",
            example: .situation("a screengen.yml with both 'specs: Specs' and 'modules:'")
        )

        static let missingConfigKey = DiagnosticExplanation(
            summary: "A 'modules:' entry or 'support:' lacks one of its required keys.",
            fix: "Add the key; the message gives an example value.",
            example: .situation("a screengen.yml entry under 'modules:' with 'specs:' but no 'output:'")
        )

        static let moduleFolderListedTwice = DiagnosticExplanation(
            summary: "Two 'modules:' entries have the same specs or output folder.",
            fix: "Give each module its own folders.",
            example: .situation("two 'modules:' entries both with 'output: Generated'")
        )

        static let moduleGeneratedTwice = DiagnosticExplanation(
            summary: "Two 'modules:' entries whose specs declare the same module.",
            fix: "Keep each module's specs in one folder, listed once.",
            example: .situation("two 'modules:' entries whose specs both say 'module: App'")
        )

        static let supportModuleIsAModule = DiagnosticExplanation(
            summary: "'support: module:' names a module that a 'modules:' entry generates.",
            fix: "Name a module of its own for the shared declarations (e.g. ScreenGenSupport).",
            example: .situation("'support: module: App' where a 'modules:' entry generates App")
        )

        static let screenMemberInTwoModules = DiagnosticExplanation(
            summary: "Screens of two modules sharing a support module would both add one member to create/push/present, so a file importing both could not call it.",
            fix: "Rename one of the screens.",
            example: .situation("SettingsViewController in module App and in module Admin, both under one 'support:'")
        )

        static let modulesDeclareSupportTwice = DiagnosticExplanation(
            severity: .warning,
            summary: "Public modules of one run each declare the support declarations, so a file that imports both gets 'ambiguous use' errors.",
            fix: "Add 'support:' to the config so the modules share one declaration.",
            example: .situation("two public modules in one config without 'support:'")
        )

        static let supportAcrossFrameworks = DiagnosticExplanation(
            summary: "Modules of UIKit (iOS, tvOS) and AppKit (macOS) are to share one support module, which imports one of the two.",
            fix: "List each framework's modules in a config of their own, with a support module each.",
            example: .situation("an iOS module and a macOS module in one config with 'support:'")
        )

        static let outputFoldersOverlap = DiagnosticExplanation(
            summary: "Two output folders of one run are one folder, or one holds the other, once symbolic links are resolved.",
            fix: "Give each module an output folder of its own, apart from the others.",
            example: .situation("'output: Generated' for one module and 'output: Generated/Admin' for another")
        )

        static let refusedOutputFolder = DiagnosticExplanation(
            summary: "The output folder is one screengen refuses to write into: the file system root, the home folder, the specs folder, a folder holding files it did not generate.",
            fix: "Point --output at a folder of its own, such as Generated.",
            example: .situation("screengen generate --specs Specs --output .")
        )

        static let wouldOverwrite = DiagnosticExplanation(
            summary: "A file screengen would write exists and was not written by screengen.",
            fix: "Move the file away, or choose another output folder.",
            example: .situation("a hand-written Generated/Screens.swift without the generated header")
        )

        static let outsideOutputFolder = DiagnosticExplanation(
            summary: "A generated file's path would leave the output folder.",
            fix: "Check the output folder and the spec file names.",
            example: .situation("an output path that resolves outside --output through '..'")
        )

        static let linkInOutputFolder = DiagnosticExplanation(
            summary: "The output folder holds a symbolic link where screengen would write, which it does not follow.",
            fix: "Remove the link, or point --output at the real folder.",
            example: .situation("Generated/Screens.swift is a symbolic link to another file")
        )

        static let outputIo = DiagnosticExplanation(
            summary: "Writing a generated file failed (the disk is full, permissions).",
            fix: "Fix the cause the message names and run again; nothing half-written is left.",
            example: .situation("screengen generate on a full disk")
        )

        static let staleOutput = DiagnosticExplanation(
            summary: "screengen check found a file that is not what a run would write now: a generated file that would change, appear or go, or an .xcfilelist that screengen xcfilelist would rewrite.",
            fix: "Run the command the message names (screengen generate, or screengen xcfilelist for a file list) and commit the result.",
            example: .situation("a spec edited and committed without running screengen generate, then screengen check in CI")
        )
    }
}
