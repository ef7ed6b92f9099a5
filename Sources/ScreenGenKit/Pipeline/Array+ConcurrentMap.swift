extension Array where Element: Sendable {
    /// `map`, spread over the machine's cores, with the results in the same order.
    ///
    /// For work on each output file on its own: rendering it, or hashing one on disk whose
    /// stamp changed.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        // Runs of neighbouring elements rather than one element an iteration: at thousands
        // of small elements, handing out each one cost more than its work.
        return concurrentResults(count: count, runs: Swift.min(count, concurrentMapRuns)) { transform(self[$0]) }
    }
}

/// How many runs concurrentMap splits its elements into: enough that the cores stay busy
/// when elements take unequal time, few enough that handing runs out costs nothing.
private let concurrentMapRuns = 64

/// `body(0)` … `body(count - 1)` over the cores, the results in that order, handed out
/// as `runs` runs of neighbouring indices (one index a run by default).
///
/// Unlike ``Swift/Array/concurrentMap(_:)`` the jobs may capture the caller's state, which
/// is why it asks nothing to be `Sendable`: the caller promises that no job changes what
/// another reads. Each job runs exactly once, and none outlives the call. For jobs that
/// are whole runs of the pipeline (the modules of a config).
public func concurrentResults<T>(count: Int, runs: Int? = nil, _ body: (Int) -> T) -> [T] {
    guard count > 1 else { return (0..<count).map(body) }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
        results.deinitialize()
        results.deallocate()
    }
    let runs = Swift.max(1, Swift.min(count, runs ?? count))
    withoutActuallyEscaping(body) { body in
        let jobs = Jobs(body: body, results: results)
        WorkerPool.shared.perform(iterations: runs) { run in
            for index in (run * count / runs)..<((run + 1) * count / runs) {
                jobs.results[index] = jobs.body(index)
            }
        }
    }
    // Every slot is filled once concurrentPerform returns. The results are moved out into
    // an array of the right size: growing one by doubling held up to twice the results at
    // the stage's memory peak.
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        for index in 0..<count {
            (buffer.baseAddress! + index).initialize(to: results[index].take()!)
        }
        initialized = count
    }
}

/// The jobs and their result slots, shared by the iterations. Unchecked: what the jobs
/// capture is the caller's business (see ``concurrentResults(count:runs:_:)``), each
/// iteration writes only its own slots, and every job has run when the call returns.
private struct Jobs<T>: @unchecked Sendable {
    let body: (Int) -> T
    let results: UnsafeMutableBufferPointer<T?>
}
