/// `<Module>/ScreenGen+Previews.swift`, for a module with a screen that has a preview: the
/// `#Preview`s, their factories and `ScreenCatalog` (`PreviewsRenderer`).
struct PreviewsOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        guard run.folder == .module, run.model.screens.contains(where: { $0.preview != nil }) else { return [] }
        let model = run.model
        return [PlannedFile(path: PreviewsRenderer.path(in: model)) { PreviewsRenderer(model: model, framework: run.framework).render() }]
    }
}
