/// `<Module>/ScreenGen+RouteViews.swift`, for a module with `routes:`: the screens and routes
/// as SwiftUI views.
struct RouteViewsOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        guard let model = run.moduleWithRoutes else { return [] }
        return [PlannedFile(path: RouteViewsRenderer.path(in: model)) { RouteViewsRenderer(model: model, framework: run.framework).render() }]
    }
}
