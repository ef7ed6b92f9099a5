import Dispatch

extension Array where Element: Sendable {
    /// `map`, spread over the machine's cores, with the results in the same order.
    ///
    /// For the stages that handle each spec file or output file on its own (load and
    /// decode, render).
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let slots = Slots(buffer: results)
        // Runs of neighbouring elements rather than one element an iteration: at thousands
        // of small elements, handing out each one cost more than its work.
        let runs = Swift.min(count, concurrentMapRuns)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            for index in (run * count / runs)..<((run + 1) * count / runs) {
                slots.buffer[index] = transform(self[index])
            }
        }
        // Every slot is filled once concurrentPerform returns. The results are moved out
        // into an array of the right size: compactMap would grow one by doubling, which
        // held up to twice the results at the stage's memory peak.
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                (buffer.baseAddress! + index).initialize(to: results[index].take()!)
            }
            initialized = count
        }
    }
}

/// How many runs concurrentMap splits its elements into: enough that the cores stay busy
/// when elements take unequal time, few enough that handing runs out costs nothing.
private let concurrentMapRuns = 64

/// The results buffer, shared by the iterations: each writes only its own slot, and the
/// buffer is read only after all of them have finished.
private struct Slots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
}
