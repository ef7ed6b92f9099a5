/// Every output ScreenGen writes, in one list: what a run writes is the files of every
/// entry that applies to it, and nothing else decides it.
public enum OutputRegistry {
    public static let all: [any GeneratedOutput] = [
        // The files that grow with the whole module first, the many small screen files last:
        // each file renders on one core, and a large one started last would keep the run
        // waiting on that core while the other has nothing left to do.
        SupportOutput(),
        TestsOutput(),
        SeguesOutput(),
        RoutesOutput(),
        RouteViewsOutput(),
        PreviewsOutput(),
        NavigationGraphOutput(),
        SupportModuleOutput(),
        ScreensOutput(),
    ]

    /// Every file `run` writes, named but not rendered, in the order of the list.
    public static func files(for run: OutputRun) -> [PlannedFile] {
        all.flatMap { $0.files(for: run) }
    }
}
