import Foundation
import ScreenGenKit

/// How `import` brings in view controllers' XIBs: each one's module decided like its
/// storyboards', its `nib:` screen written into that module's `<Module>Nibs.yml`.
extension ImportCommand {
    /// The view controllers' XIBs below the import paths and what the import decided for them.
    struct NibPlan {
        var owners: [SpecImporter.NibOwner] = []
        var unreadable: [SkippedNib] = []
        /// XIBs read that are no view controller's (cells, views), as messages show them:
        /// counted, and listed only when there is nothing else to import.
        var otherXibs: [String] = []

        init(importer: SpecImporter, paths: [String]) {
            let files = importer.xibFiles(for: paths)
            (owners, unreadable) = SpecImporter.nibOwners(files)
            let screens = Set(owners.map(\.file.displayPath) + unreadable.map(\.file))
            otherXibs = files.map(\.displayPath).filter { !screens.contains($0) }
        }

        /// The modules of the XIBs when the storyboards are all of `module`: the module Xcode
        /// wrote on the owner, else `module`.
        func modules(besides module: String) -> Set<String> {
            Set(owners.compactMap { nib -> String? in
                let decided = SpecImporter.nibModule(of: nib, single: nil, rule: nil)
                // No module written on the owner: the target's, which is the storyboards' one.
                if case .failure(.noModule) = decided { return module }
                return try? decided.get()
            })
        }

        /// Each module's `nib:` screens and the XIBs left out.
        func nibs(single: String?, rule: TargetFolderRule?, specs: [(module: String, specs: [ImportedSpec])]) -> (byModule: [String: ImportedNibs], skipped: [SkippedNib]) {
            var screens: [String: [String: String]] = [:]
            var platforms: [String: TargetPlatform] = [:]
            for (module, specs) in specs {
                if let first = specs.first { platforms[module] = first.platform }
                for spec in specs {
                    for screen in spec.screens { screens[module, default: [:]][screen.name] = screen.typeName }
                }
            }
            let (byModule, skipped) = SpecImporter.nibs(owners, modules: { SpecImporter.nibModule(of: $0, single: single, rule: rule) },
                                                        storyboardScreens: screens, platforms: platforms)
            return (byModule, (unreadable + skipped).sorted { $0.file < $1.file })
        }
    }

    /// What the import decided about XIBs, in a few lines: the left-out view controllers
    /// one by one with the reason, the others counted.
    func reportNibs(_ plan: NibPlan, skipped: [SkippedNib], reporter: Reporter) {
        for nib in skipped { reporter.progress("skipped \(nib.description)") }
        if !plan.otherXibs.isEmpty {
            reporter.progress("\(Reporter.plural(plan.otherXibs.count, "XIB")) without a view controller File's Owner with its view outlet connected (cells, views): not screens")
        }
    }

    /// The module decided for the files below one folder: the folder all of a module's
    /// storyboards and XIBs share, so a reader sees which target became which module.
    func reportModules(_ batches: [Batch], reporter: Reporter) {
        guard batches.count > 1 else { return }
        for batch in batches {
            guard let module = batch.module else { continue }
            let files = batch.specs.map(\.storyboardFile) + (batch.nibs?.screens.map(\.file) ?? [])
            let folders = files.map { $0.split(separator: "/").dropLast().map(String.init) }
            guard var common = folders.first else { continue }
            for folder in folders.dropFirst() {
                common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
            }
            while common.last?.hasSuffix(".lproj") == true { common.removeLast() }
            // Split drops the empty name before an absolute path's first slash; put it back.
            let root = files.first?.hasPrefix("/") == true ? "/" : ""
            let below = common.isEmpty ? "the current folder" : root + common.joined(separator: "/") + "/"
            let nibs = batch.nibs?.screens.count ?? 0
            let counts = [batch.specs.isEmpty ? nil : Reporter.plural(batch.specs.count, "storyboard"), nibs == 0 ? nil : Reporter.plural(nibs, "XIB")]
            reporter.progress("module \(module): \(counts.compactMap { $0 }.joined(separator: " and ")) below \(below)")
        }
    }
}
