/// Every output ScreenGen writes, in one list: what a run writes is the files of every
/// entry that applies to it, and nothing else decides it.
public enum OutputRegistry {
    public static let all: [any GeneratedOutput] = [
        // The largest files first: each renders on its own core, and one started last would
        // keep the run waiting.
        SupportOutput(),
        TestsOutput(),
        ScreensOutput(),
        SeguesOutput(),
        RoutesOutput(),
        RouteViewsOutput(),
        NavigationGraphOutput(),
        SupportModuleOutput(),
    ]

    /// Every file `run` writes, named but not rendered, in the order of the list.
    public static func files(for run: OutputRun) -> [PlannedFile] {
        all.flatMap { $0.files(for: run) }
    }
}
