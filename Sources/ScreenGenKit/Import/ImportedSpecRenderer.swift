/// Renders an ``ImportedSpec`` as the spec file `screengen import` writes: a header that
/// says where it came from and what it left out, then module, storyboard and screens.
struct ImportedSpecRenderer {
    /// The JSON Schema relative to the spec file, for editor completion.
    var schemaPath = "../Schemas/screengen-spec.schema.json"

    func render(_ spec: ImportedSpec) -> String {
        var out = YAMLWriter()
        out.directive("yaml-language-server: $schema=\(schemaPath)")
        out.comment("Imported by screengen from \(spec.path.split(separator: "/").last.map(String.init) ?? spec.path).")
        out.comment()
        out.comment(SpecImporter.parametersNote)
        if !spec.skipped.isEmpty || !spec.skippedSegues.isEmpty {
            out.comment()
            out.comment("Not imported:")
            for scene in spec.skipped {
                out.comment("- \(scene.description)")
            }
            for segue in spec.skippedSegues {
                out.comment("- \(segue.description)")
            }
        }
        out.pair("module", spec.module)
        if spec.platform != .iOS {
            out.pair("platform", spec.platform.rawValue)
        }
        out.blankLine()
        out.mapping("storyboards") { out in
            out.mapping(spec.storyboard) { out in
                out.pair("path", spec.path)
            }
        }
        out.blankLine()
        if spec.screens.isEmpty {
            out.emptyMapping("screens")
        } else {
            out.mapping("screens") { out in
                for screen in spec.screens {
                    out.mapping(screen.name) { out in
                        if screen.isRenamed { out.pair("class", screen.typeName) }
                        out.pair("storyboard", spec.storyboard)
                        if let identifier = screen.identifier { out.pair("identifier", identifier) }
                        if screen.initial { out.pair("initial", bool: true) }
                        if screen.segueOnly { out.pair("segueOnly", bool: true) }
                        if screen.windowController { out.pair("windowController", bool: true) }
                        if !screen.segues.isEmpty {
                            out.mapping("segues") { out in
                                for segue in screen.segues {
                                    guard segue.embedded else {
                                        out.pair(segue.identifier, segue.destination)
                                        continue
                                    }
                                    out.mapping(segue.identifier) { out in
                                        out.pair("destination", segue.destination)
                                        out.pair("embedded", bool: true)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return out.text
    }

    /// The module's `nib:` screens: `nib: true` when the XIB is named after the class.
    func render(_ nibs: ImportedNibs) -> String {
        var out = YAMLWriter()
        out.directive("yaml-language-server: $schema=\(schemaPath)")
        out.comment("Imported by screengen from the XIBs whose File's Owner is a view controller with its view outlet connected.")
        out.comment()
        out.comment(SpecImporter.parametersNote)
        out.pair("module", nibs.module)
        if nibs.platform != .iOS {
            out.pair("platform", nibs.platform.rawValue)
        }
        out.blankLine()
        out.mapping("screens") { out in
            for screen in nibs.screens {
                out.mapping(screen.name) { out in
                    if screen.name != screen.typeName { out.pair("class", screen.typeName) }
                    // `nib: true` names the XIB after the class.
                    if screen.nib == screen.typeName {
                        out.pair("nib", bool: true)
                    } else {
                        out.pair("nib", screen.nib)
                    }
                }
            }
        }
        return out.text
    }
}
