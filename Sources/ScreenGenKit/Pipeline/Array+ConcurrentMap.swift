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
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.buffer[index] = transform(self[index])
        }
        // Every slot is filled once concurrentPerform returns.
        return results.compactMap { $0 }
    }
}

/// The results buffer, shared by the iterations: each writes only its own slot, and the
/// buffer is read only after all of them have finished.
private struct Slots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
}
