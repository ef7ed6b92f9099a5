/// `<Module>/ScreenGen+Segues.swift`, when a screen declares segues: the typed segue
/// identifiers and what performs them.
struct SeguesOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        switch run.folder {
        case .module: break
        case .supportModule: return []
        }
        let model = run.model
        guard model.screens.contains(where: \.hasSegues) else { return [] }
        return [PlannedFile(path: SegueSupportRenderer.path(in: model)) { SegueSupportRenderer(model: model, framework: run.framework).render() }]
    }
}
