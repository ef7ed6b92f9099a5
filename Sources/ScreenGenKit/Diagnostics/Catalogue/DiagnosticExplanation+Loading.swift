/// Catalogue entries of the diagnostics about the loading of spec files, the shape of a spec and its module settings.
extension DiagnosticExplanation {
    /// The entries about loading and the shape of a spec; ``DiagnosticCode/explanation`` names each as `Loading.<code>`.
    enum Loading {
        static let specsFolderMissing = DiagnosticExplanation(
            summary: "The folder given to --specs (or a module's specs folder) does not exist.",
            fix: "Create the folder, or point --specs (or the config's specs:) at the folder that holds the .yml spec files.",
            example: .situation("screengen lint --specs Spces, where the folder is named Specs")
        )

        static let noSpecFiles = DiagnosticExplanation(
            summary: "The specs folder holds no .yml or .yaml file.",
            fix: "Add a spec file (screengen init writes a first one), or point --specs at the right folder.",
            example: .situation("screengen lint --specs Docs, a folder of Markdown files only")
        )

        static let unreadableFile = DiagnosticExplanation(
            summary: "A spec, config or storyboard file exists but cannot be read (permissions, a folder where a file is expected, an I/O error).",
            fix: "Make the file readable by the user running screengen, and check that the path names a file.",
            example: .situation("a spec file with mode 000 in the specs folder")
        )

        static let invalidUtf8 = DiagnosticExplanation(
            summary: "A spec file holds bytes that are not UTF-8 text; the message gives the offset of the first bad byte.",
            fix: "Save the file as UTF-8 in the editor (most editors offer 'Reopen with Encoding' and 'Save with Encoding').",
            example: .situation("a spec file saved as Latin-1 with an 'é' in a comment")
        )

        static let unsupportedEncoding = DiagnosticExplanation(
            summary: "A spec file is UTF-16 or UTF-32 text (as some Windows editors and PowerShell's redirection write), with or without a byte order mark; spec files are UTF-8.",
            fix: "Save the file as UTF-8 (an editor's 'Save with Encoding'), or convert it with iconv -f UTF-16LE -t UTF-8.",
            example: .situation("a spec file written by PowerShell's '>' redirection, which writes UTF-16LE")
        )

        static let yamlSyntax = DiagnosticExplanation(
            summary: "The file is not valid YAML: a bad indentation, an unclosed quote, a tab used for indenting.",
            fix: "Fix the YAML at the reported line and column: the message names the likely mistake (a key indented to no level, a missing ':' or space, a tab, a value to quote) and a note how to fix it; libyaml's own words follow as a last note.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                	storyboard: Main
                """#)
        )

        static let multipleDocuments = DiagnosticExplanation(
            summary: "A spec file holds a second YAML document after a '---' line; screengen reads one document per file.",
            fix: "Remove the '---', or move the second document into a spec file of its own.",
            example: .spec(#"""
                module: App
                ---
                screens: {}
                """#)
        )

        static let emptySpecFile = DiagnosticExplanation(
            summary: "A spec file is empty, or holds only comments.",
            fix: "Declare something in it (module:, storyboards:, screens:), or delete the file.",
            example: .spec(#"""
                # nothing yet
                """#)
        )

        static let duplicateKey = DiagnosticExplanation(
            summary: "A key appears twice in one mapping; YAML readers disagree on which value wins, so screengen refuses both.",
            fix: "Keep one of the two; the note points at the first.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController: {}
                  AViewController: {}
                """#)
        )

        static let unsupportedTag = DiagnosticExplanation(
            summary: "A value carries a YAML tag (!custom, !!str); spec values are plain strings, booleans and mappings.",
            fix: "Remove the tag.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController: !custom {}
                """#)
        )

        static let documentTooLarge = DiagnosticExplanation(
            summary: "Aliases expand the document to more nodes than screengen reads (an alias bomb).",
            fix: "Write the values out, or use fewer nested aliases; a real spec never comes near the limit.",
            example: .situation("a spec whose anchors each alias the previous one ten times, nine levels deep")
        )

        static let nestingTooDeep = DiagnosticExplanation(
            summary: "Collections are nested deeper than any spec needs.",
            fix: "Flatten the file: a spec needs at most 4 levels (screens, a screen, initialize, a parameter).",
            example: .situation("a spec holding [[[[ … ]]]] nested a few hundred levels deep")
        )

        static let specFileTooLarge = DiagnosticExplanation(
            summary: "A spec file is larger than screengen reads; a spec this large is likely the wrong file.",
            fix: "Split the screens into several spec files or modules, or check that the file is a spec.",
            example: .situation("a 100 MB log file saved as Specs/App.yml")
        )

        static let unknownKey = DiagnosticExplanation(
            summary: "A key that screengen does not know at that place, usually a typo; the message suggests the closest key and lists the allowed ones, and the rest of the run reads the typo as that key, so nothing else is reported only because of it. A key that reads as a parameter right after a screen's 'initialize' or 'init' is named as a parameter indented too little.",
            fix: "Use one of the listed keys (the JSON Schema from screengen schema gives editors completion), or indent a parameter under its list.",
            example: .spec(#"""
                module: App
                storyboards:
                  Main: {}
                screens:
                  AViewController:
                    storybaord: Main
                    initialize:
                      id: Int
                    title: String
                """#)
        )

        static let wrongKind = DiagnosticExplanation(
            summary: "A value has the wrong shape: a list where a string is expected, a mapping where a boolean is expected.",
            fix: "Give the value the shape the message names.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    nib: [A, B]
                """#)
        )

        static let invalidChoice = DiagnosticExplanation(
            summary: "A value is not one of the choices of its key; the message lists them and suggests the closest.",
            fix: "Use one of the listed values.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    presentation: fullscreen
                """#)
        )

        static let invalidBoolean = DiagnosticExplanation(
            summary: "A key that takes true or false has another value (yes, no, 1).",
            fix: "Write true or false.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    swiftUI: yes
                """#)
        )

        static let missingModule = DiagnosticExplanation(
            summary: "No spec file declares module:, which the generated tests import.",
            fix: "Add 'module: <AppModule>' to one spec file.",
            example: .spec(#"""
                screens:
                  AViewController: {}
                """#)
        )

        static let invalidModuleName = DiagnosticExplanation(
            summary: "The module name is not a Swift module name.",
            fix: "Use the module name Xcode gives the target: letters, digits and underscores, not starting with a digit.",
            example: .spec(#"""
                module: My-App
                screens:
                  AViewController: {}
                """#)
        )

        static let conflictingSetting = DiagnosticExplanation(
            summary: "Two spec files set a module setting (module, access, platform, tests, callSiteLabels, sourceLocations) to different values; all spec files describe one module.",
            fix: "Set it in one spec file only, or make the two agree.",
            example: .specs([
                ExampleFile.moduleWithOneScreen,
                ExampleFile("B.yml", #"""
                    module: OtherApp
                    screens:
                      BViewController: {}
                    """#),
            ])
        )

        static let outputPathCollision = DiagnosticExplanation(
            summary: "Two spec files would generate files of the same name (App.yml and App.yaml), or names a Mac's volume takes for one (App.yml and app.yml: APFS ignores case and Unicode normalisation).",
            fix: "Rename one of the spec files.",
            example: .specs([
                ExampleFile("App.yml", #"""
                    module: App
                    screens:
                      AViewController: {}
                    """#),
                ExampleFile("App.yaml", #"""
                    screens:
                      BViewController: {}
                    """#),
            ])
        )
    }
}
