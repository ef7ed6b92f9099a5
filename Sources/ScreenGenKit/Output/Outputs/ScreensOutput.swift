/// `<Module>/<spec>+Screens.swift`, one per spec file that declares screens: each
/// screen's instantiation, parameters and segues.
struct ScreensOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        switch run.folder {
        case .module: break
        case .supportModule: return []
        }
        let model = run.model
        return model.specFiles.compactMap { specFile -> PlannedFile? in
            guard let indices = run.screensByFile[specFile], !indices.isEmpty else { return nil }
            return PlannedFile(path: ScreenRenderer.path(for: specFile, in: model)) {
                ScreenRenderer(model: model, specFile: specFile, screens: indices.map { model.screens[$0] }, storyboards: run.storyboardsByName,
                               framework: run.framework).render()
            }
        }
    }
}
