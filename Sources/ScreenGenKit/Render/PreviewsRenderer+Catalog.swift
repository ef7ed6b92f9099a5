extension PreviewsRenderer {
    /// `ScreenCatalog`: a SwiftUI list of the module's screens with a preview, a section per
    /// spec file, each row opening its screen as the preview shows it. SwiftUI's types are
    /// written with their module, so a screen named `List` or `Text` hides none of them, and
    /// the catalog's own nested types with `ScreenCatalog.`, so no name of the app's is hidden
    /// or taken by them.
    struct Catalog {
        let model: AppModel
        let framework: UIFramework
        /// The screens with a preview, in the catalog's order.
        let screens: [Screen]

        private var access: String { model.accessKeyword }

        func render(into out: inout SwiftWriter) {
            let representable = framework.representable
            let controller = framework.viewController
            out.line("// MARK: - Screen catalog")
            out.line()
            out.line("/// Every screen of \(model.module) with a preview, a section per spec file, each row opening the screen as")
            out.line("/// its `#Preview` shows it: show it from a debug build to walk through the screens on a device.")
            out.line("\(PreviewsRenderer.catalogAvailability)")
            out.block("\(access) struct ScreenCatalog: SwiftUI.View") { out in
                out.line("/// One screen of the catalog.")
                out.block("\(access) struct Entry: Swift.Identifiable") { out in
                    out.line("/// The entry's place in `ScreenCatalog.entries`: what its row pushes.")
                    out.line("\(access) let id: Int")
                    out.line("/// The screen's name in its spec.")
                    out.line("\(access) let screen: String")
                    out.line("/// Makes the screen as its preview does.")
                    out.line("\(access) let make: @MainActor () -> \(controller)")
                }
                out.line()
                out.line("/// The screens with a preview that one spec file declares, by name.")
                out.block("\(access) struct SpecFile: Swift.Identifiable") { out in
                    out.line("/// The spec file's path.")
                    out.line("\(access) let id: String")
                    out.line("/// The section's title: the module and the spec file.")
                    out.line("\(access) let title: String")
                    out.line("\(access) let entries: [ScreenCatalog.Entry]")
                }
                out.line()
                renderEntries(into: &out)
                out.line()
                out.line("/// Every entry, in the order of `specFiles`.")
                out.line("\(access) static let entries: [ScreenCatalog.Entry] = specFiles.flatMap { $0.entries }")
                out.line()
                out.line("@SwiftUI.State private var path: [Int] = []")
                out.line()
                out.line("\(access) init() {}")
                out.line()
                out.block("\(access) var body: some SwiftUI.View") { out in
                    out.block("SwiftUI.NavigationStack(path: $path)") { out in
                        out.block("SwiftUI.List") { out in
                            Self.closure("SwiftUI.ForEach(Self.specFiles) { file in", into: &out) { out in
                                out.block("SwiftUI.Section(file.title)") { out in
                                    Self.closure("SwiftUI.ForEach(file.entries) { entry in", into: &out) { out in
                                        out.block("SwiftUI.NavigationLink(value: entry.id)") { out in
                                            out.line("SwiftUI.Text(entry.screen)")
                                        }
                                    }
                                }
                            }
                        }
                        Self.closure(".navigationDestination(for: Int.self) { id in", into: &out) { out in
                            out.line("ScreenCatalog.Screen(entry: Self.entries[id])")
                        }
                    }
                }
                out.line()
                out.line("/// The screen an entry opens, in SwiftUI.")
                out.block("\(access) struct Screen: SwiftUI.\(representable.protocolName)") { out in
                    out.line("\(access) let entry: ScreenCatalog.Entry")
                    out.line()
                    out.line("/// The screen, made as its preview makes it.")
                    out.block("\(access) func make\(representable.memberPrefix)ViewController(context: Context) -> \(controller)") { out in
                        out.line("entry.make()")
                    }
                    out.line()
                    out.line("/// Nothing to update: the screen is made once, when the row opens it.")
                    out.line("\(access) func update\(representable.memberPrefix)ViewController(_ \(representable.updateParameter): \(controller), context: Context) {}")
                }
            }
        }

        /// `opening` (which ends in `{ name in`), the body indented, then `}`.
        private static func closure(_ opening: SwiftWriter.Line, into out: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
            out.line(opening)
            out.indented(body)
            out.line("}")
        }

        private func renderEntries(into out: inout SwiftWriter) {
            out.line("/// The spec files with a screen that has a preview, by path.")
            out.line("\(access) static let specFiles: [ScreenCatalog.SpecFile] = [")
            out.indented { out in
                var index = 0
                for (file, screens) in groupedByFile() {
                    let path = SwiftWriter.stringLiteral(file)
                    let title = SwiftWriter.stringLiteral("\(model.module): \(file)")
                    // A line per argument whatever their length: the list of entries cannot be
                    // wrapped as one line.
                    out.line("ScreenCatalog.SpecFile(")
                    out.indented { out in
                        out.line("id: \(path),")
                        out.line("title: \(title),")
                        out.line("entries: [")
                        out.indented { out in
                            for screen in screens {
                                let member = SwiftIdentifier.escaped(screen.memberName)
                                out.line("ScreenCatalog.Entry(id: \(index), screen: \(SwiftWriter.stringLiteral(screen.name)), make: ScreenPreviews.\(member)),")
                                index += 1
                            }
                        }
                        out.line("]")
                    }
                    out.line("),")
                }
            }
            out.line("]")
        }

        /// The screens, which are in file order already, one group per spec file.
        private func groupedByFile() -> [(String, [Screen])] {
            var groups: [(String, [Screen])] = []
            for screen in screens {
                if groups.last?.0 == screen.location.file {
                    groups[groups.count - 1].1.append(screen)
                } else {
                    groups.append((screen.location.file, [screen]))
                }
            }
            return groups
        }
    }
}
