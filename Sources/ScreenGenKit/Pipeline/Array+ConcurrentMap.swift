import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` over the machine's cores (Dispatch's `concurrentPerform`), the results in the
    /// elements' order: for work on each spec file or output file on its own.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let work = Work(elements: self, transform: transform)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.set(index, work.transform(work.elements[index]))
            }
        }
        return results.values
    }
}

/// The elements and the transform, shared by the iterations.
private struct Work<Element: Sendable, T>: @unchecked Sendable {
    let elements: [Element]
    let transform: @Sendable (Element) -> T
}

/// One slot per index, each written once by its own iteration; read after every
/// iteration has finished.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array<T?>(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [T] { slots.map { $0! } }
}
