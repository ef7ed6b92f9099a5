/// `<Module>/ScreenGen+Routes.swift`, for a module with `routes:`: the `ScreenRoute` enum,
/// deep links both ways, and navigation by route.
struct RoutesOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        guard let model = run.moduleWithRoutes else { return [] }
        return [PlannedFile(path: RoutesRenderer.path(in: model)) { RoutesRenderer(model: model, framework: run.framework).render() }]
    }
}

extension OutputRun {
    /// The module's model when the run writes a module (not the support module) that has
    /// `routes:`: what both route outputs are written for.
    var moduleWithRoutes: AppModel? {
        switch folder {
        case .module: return model.routes != nil ? model : nil
        case .supportModule: return nil
        }
    }
}
