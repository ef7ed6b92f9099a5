import Foundation
#if os(Linux)
import Synchronization
#endif

/// `produce(0)` … `produce(count - 1)` over the cores, each result handed to `consume` in
/// index order as soon as it and every one before it are ready.
///
/// For a stage whose serial rules read, in order, what independent work makes: validation's
/// rules between screens, which read each spec file's own checks (``SpecValidator/EntryChecks``).
/// Run one after the other, the second core was idle through the serial rules; here one
/// core runs them as results arrive, and makes results itself whenever the next it needs is
/// not ready, so both cores stay busy until the last result.
///
/// `consume` runs on one thread at a time, in order, and may change the caller's state;
/// `produce` runs on any core and must only read what `consume` leaves alone (the rule of
/// ``concurrentResults(count:runs:_:)``). Each index is produced once and consumed once, and
/// nothing outlives the call.
func inOrder<T>(count: Int, produce: (Int) -> T, consume: (Int, T) -> Void) {
    guard count > 1 else {
        for index in 0..<count { consume(index, produce(index)) }
        return
    }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
        results.deinitialize()
        results.deallocate()
    }
    // More iterations than any machine has cores: the pool runs them on the cores there
    // are, and one that finds nothing left to claim returns at once.
    let workers = min(count, 64)
    withoutActuallyEscaping(produce) { produce in
        withoutActuallyEscaping(consume) { consume in
            let shared = InOrderState(count: count, produce: produce, consume: consume, results: results)
            // Iteration 0 consumes (and produces while it waits); the others only produce.
            WorkerPool.shared.perform(iterations: workers) { worker in
                if worker == 0 { shared.consumeAll() } else { shared.produceAll() }
            }
        }
    }
}

/// The work of one ``inOrder(count:produce:consume:)`` call, shared by its threads: the next
/// index nobody has claimed, and each result, both behind one lock.
private final class InOrderState<T>: @unchecked Sendable {
    private let count: Int
    private let produce: (Int) -> T
    private let consume: (Int, T) -> Void
    private let results: UnsafeMutableBufferPointer<T?>
    private let condition = NSCondition()
    private var nextUnclaimed = 0
    #if os(Linux)
    /// How many results have been stored, which the consumer watches before it sleeps (``Awake``).
    private let stored = Atomic<Int>(0)
    #endif

    init(count: Int, produce: @escaping (Int) -> T, consume: @escaping (Int, T) -> Void, results: UnsafeMutableBufferPointer<T?>) {
        self.count = count
        self.produce = produce
        self.consume = consume
        self.results = results
    }

    /// Claims the next index nobody has; call with the lock held.
    private func claim() -> Int? {
        guard nextUnclaimed < count else { return nil }
        defer { nextUnclaimed += 1 }
        return nextUnclaimed
    }

    /// Produces `index` with the lock released, and stores the result with it held.
    private func produceUnlocked(_ index: Int) {
        condition.unlock()
        let result = produce(index)
        condition.lock()
        results[index] = result
        #if os(Linux)
        _ = stored.add(1, ordering: .releasing)
        #endif
        condition.broadcast()
    }

    func produceAll() {
        condition.lock()
        while let index = claim() { produceUnlocked(index) }
        condition.unlock()
    }

    func consumeAll() {
        for index in 0..<count {
            condition.lock()
            while results[index] == nil {
                // Not ready: make the next unclaimed result meanwhile, or wait for the one
                // being made (every index up to here is claimed, so someone is making it).
                if let other = claim() { produceUnlocked(other) } else { wait() }
            }
            // A copy: the slot keeps the result until the call ends. Freed here, memory that
            // another thread allocated waited on that thread's heap lock while it allocated,
            // a sleep of 10 to 20 µs a time (Benchmarks.md); at the end it is not contended.
            let result = results[index]!
            condition.unlock()
            consume(index, result)
        }
    }

    /// Waits for a result to be stored; called and returns with the lock held. On Linux
    /// awake at first, since the one awaited is being made and seldom takes long.
    private func wait() {
        #if os(Linux)
        let seen = stored.load(ordering: .acquiring)
        condition.unlock()
        Awake.watch(stored, from: seen)
        condition.lock()
        if stored.load(ordering: .acquiring) != seen { return }
        #endif
        condition.wait()
    }
}
