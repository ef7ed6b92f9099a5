import Dispatch

/// Runs `side` and `main` at the same time, on two cores, and returns once both have.
///
/// For a stage's serial rules with work beside them that reads only what they leave alone
/// (validation: the order by name, the platform rules). The caller promises that `side`
/// touches nothing `main` changes; each runs exactly once, and neither outlives the call,
/// which is why the two may capture the caller's variables.
func alongside(_ side: () -> Void, _ main: () -> Void) {
    _ = concurrentResults(count: 2) { part in part == 0 ? main() : side() }
}

/// `body(0)` … `body(count - 1)` over the cores, the results in that order.
///
/// Unlike ``Swift/Array/concurrentMap(_:)`` the jobs may capture the caller's state, which
/// is why it asks nothing to be `Sendable`: the caller promises that no job changes what
/// another reads. Each job runs exactly once, and none outlives the call. For jobs that
/// are whole runs of the pipeline (the modules of a config).
public func concurrentResults<T>(count: Int, _ body: (Int) -> T) -> [T] {
    guard count > 1 else { return (0..<count).map(body) }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
        results.deinitialize()
        results.deallocate()
    }
    withoutActuallyEscaping(body) { body in
        let jobs = Jobs(body: body, results: results)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            jobs.results[index] = jobs.body(index)
        }
    }
    return (0..<count).map { results[$0].take()! }
}

/// The jobs and their result slots, shared by the iterations. Unchecked: what the jobs
/// capture is the caller's business (see ``concurrentResults(count:_:)``), each iteration
/// writes only its own slot, and every job has run when the call returns.
private struct Jobs<T>: @unchecked Sendable {
    let body: (Int) -> T
    let results: UnsafeMutableBufferPointer<T?>
}
