/// `<Module>/Navigation.md`, with `graph: true` in the config: the Mermaid chart of the
/// module's storyboards, screens and segues.
struct NavigationGraphOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        switch run.folder {
        case .module: break
        case .supportModule: return []
        }
        guard run.writesGraph else { return [] }
        let model = run.model
        return [PlannedFile(path: GraphRenderer.navigationPath(in: model)) { GraphRenderer.navigationFile(for: model) }]
    }
}
