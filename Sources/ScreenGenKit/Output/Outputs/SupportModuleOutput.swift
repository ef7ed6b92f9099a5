/// `<support>/ScreenGen.swift` in the support module's folder (config `support:`): the
/// public declarations every module of a multi-module run builds on.
struct SupportModuleOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        switch run.folder {
        case .module: return []
        case .supportModule: break
        }
        let model = run.model
        return [PlannedFile(path: SupportRenderer.path(in: model)) {
            SupportRenderer(model: model, scope: .supportModule, framework: run.framework).render()
        }]
    }
}
