/// `<Module>Tests/<Module>ScreenTests.swift`: tests proving that every screen
/// instantiates from its storyboard, in the model's test framework.
struct TestsOutput: GeneratedOutput {
    func files(for run: OutputRun) -> [PlannedFile] {
        switch run.folder {
        case .module: break
        case .supportModule: return []
        }
        let model = run.model
        return [PlannedFile(path: TestsRenderer.path(in: model)) {
            TestsRenderer(model: model, framework: run.framework).render()
        }]
    }
}
