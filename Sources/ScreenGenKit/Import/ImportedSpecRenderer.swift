/// Renders an ``ImportedSpec`` as the spec file `screengen import` writes: a header that
/// says where it came from and what it left out, then module, storyboard and screens.
struct ImportedSpecRenderer {
    /// The JSON Schema relative to the spec file, for editor completion.
    var schemaPath = "../Schemas/screengen-spec.schema.json"

    /// What each line of a rendered spec belongs to, by line number: a diagnostic at that
    /// line is about that screen or segue (SpecImporter+Settle.swift).
    enum LineOwner: Equatable {
        case screen(String)
        case segue(screen: String, identifier: String)
    }

    func render(_ spec: ImportedSpec) -> String {
        renderWithOwners(spec).text
    }

    func renderWithOwners(_ spec: ImportedSpec) -> (text: String, owners: [Int: LineOwner]) {
        var owners: [Int: LineOwner] = [:]
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
        if !spec.storyboardPaths.isEmpty {
            out.flowListPair("storyboardPaths", spec.storyboardPaths)
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
                    let first = out.nextLine
                    defer { for line in first..<out.nextLine where owners[line] == nil { owners[line] = .screen(screen.name) } }
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
                                    let first = out.nextLine
                                    defer { for line in first..<out.nextLine { owners[line] = .segue(screen: screen.name, identifier: segue.identifier) } }
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
        renderIgnores(spec.ignores, into: &out)
        return (out.text, owners)
    }

    /// `ignore:` entries, each under a comment that says why the spec cannot express what
    /// the warning is about.
    private func renderIgnores(_ ignores: [ImportedIgnore], into out: inout YAMLWriter) {
        guard !ignores.isEmpty else { return }
        out.blankLine()
        out.comment("Warnings about what this spec cannot express, each with the reason; `screengen import` wrote them.")
        out.mapping("ignore") { out in
            for ignore in ignores {
                out.comment(ignore.why)
                var pairs = [(key: "code", value: ignore.code)]
                if let storyboard = ignore.storyboard { pairs.append((key: "storyboard", value: storyboard)) }
                if let screen = ignore.screen { pairs.append((key: "screen", value: screen)) }
                out.listItem(pairs)
            }
        }
    }

    /// The module's `nib:` screens: `nib: true` when the XIB is named after the class.
    func render(_ nibs: ImportedNibs) -> String {
        renderWithOwners(nibs).text
    }

    func renderWithOwners(_ nibs: ImportedNibs) -> (text: String, owners: [Int: LineOwner]) {
        var owners: [Int: LineOwner] = [:]
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
                let first = out.nextLine
                defer { for line in first..<out.nextLine { owners[line] = .screen(screen.name) } }
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
        renderIgnores(nibs.ignores, into: &out)
        return (out.text, owners)
    }
}
