/// `<Module>/ScreenGen.swift`: storyboard names, the instantiation protocol and the
/// create/push/present namespaces of a module.
struct SupportOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        switch run.folder {
        case .module: break
        case .supportModule: return []
        }
        let model = run.model
        return [PlannedFile(path: SupportRenderer.path(in: model)) {
            SupportRenderer(model: model, framework: run.framework).render()
        }]
    }
}
