/// `<Module>/ScreenGen+Routes.swift`, for a module with `routes:`: the `ScreenRoute` enum,
/// deep links both ways, and navigation by route.
struct RoutesOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        switch run.folder {
        case .module: break
        case .supportModule: return []
        }
        let model = run.model
        guard model.routes != nil else { return [] }
        return [PlannedFile(path: RoutesRenderer.path(in: model)) { RoutesRenderer(model: model, framework: run.framework).render() }]
    }
}
