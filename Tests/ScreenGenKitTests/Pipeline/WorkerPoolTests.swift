import Foundation
@testable import ScreenGenKit
#if os(Linux)
import Synchronization
#endif
import XCTest

/// The pool runs each job of a call exactly once, returns only when all have ended, lets
/// jobs call it again, and spreads a call over more than one thread when there are cores.
final class WorkerPoolTests: XCTestCase {
    func testEveryJobRunsOnceAndTheCallWaitsForAll() {
        for count in [0, 1, 2, 3, 64, 1_000] {
            let runs = Tally(count: count)
            WorkerPool.shared.perform(iterations: count) { index in
                // Uneven jobs, so that the caller finishes its share before others end theirs.
                if index % 7 == 0 { usleep(200) }
                runs.add(index)
            }
            XCTAssertEqual(runs.values, Array(repeating: 1, count: count), "count \(count)")
        }
    }

    func testNestedCallsFinish() {
        // Every job of the outer call makes a call of its own: the threads running outer jobs
        // wait only for inner jobs someone is running, so this ends.
        let runs = Tally(count: 16 * 16)
        WorkerPool.shared.perform(iterations: 16) { outer in
            WorkerPool.shared.perform(iterations: 16) { inner in
                usleep(50)
                runs.add(outer * 16 + inner)
            }
        }
        XCTAssertEqual(runs.values, Array(repeating: 1, count: 16 * 16))
    }

    func testJobsRunOnMoreThanOneThreadWhenThereAreCores() throws {
        try XCTSkipIf(CoreSet.allowed().count < 2, "this process may use one core only")
        let threads = Tally(count: 0)
        // Jobs long enough that a started worker takes some before the caller has done all.
        WorkerPool.shared.perform(iterations: 40) { _ in
            threads.noteThread()
            let end = Date().addingTimeInterval(0.002)
            while Date() < end {}
        }
        XCTAssertGreaterThan(threads.threadCount, 1)
    }

    func testASleepingThreadIsSentToWakeOnAnotherCore() throws {
        let cores = CoreSet.allowed()
        try XCTSkipIf(cores.count < 2, "this process may use one core only")
        #if os(Linux)
        let started = DispatchSemaphore(value: 0)
        let finish = DispatchSemaphore(value: 0)
        let box = ThreadBox()
        let sleeper = Thread {
            box.id = CoreSet.currentThread()
            started.signal()
            finish.wait()
        }
        sleeper.start()
        started.wait()
        XCTAssertNotEqual(box.id, 0)
        cores.sendElsewhere(box.id)
        // Every core but the one this thread runs on (it may have moved since, which leaves
        // the count as it is).
        XCTAssertEqual(CoreSet.allowed(thread: box.id).count, cores.count - 1)
        finish.signal()
        #endif
    }

    func testTheCoreSetCountsTheCoresThisProcessMayUse() {
        let cores = CoreSet.allowed()
        XCTAssertGreaterThanOrEqual(cores.count, 1)
        XCTAssertLessThanOrEqual(cores.count, ProcessInfo.processInfo.processorCount)
        #if os(Linux)
        // A worker starts elsewhere and is then allowed every core again: this thread, given
        // the set back, may still run on all of them.
        cores.allowHere()
        XCTAssertEqual(CoreSet.allowed().count, cores.count)
        #endif
    }
}

#if os(Linux)
/// A thread waiting awake returns once the counter it watches moves, and after its
/// millisecond when it does not.
final class AwakeTests: XCTestCase {
    func testReturnsWhenTheCounterMoves() {
        let box = CounterBox()
        let mover = Thread { usleep(200); _ = box.counter.add(1, ordering: .releasing) }
        let start = DispatchTime.now().uptimeNanoseconds
        mover.start()
        Awake.watch(box.counter, from: 0)
        // Before its time is up it returns only because the counter moved.
        if DispatchTime.now().uptimeNanoseconds - start < Awake.nanoseconds {
            XCTAssertEqual(box.counter.load(ordering: .acquiring), 1)
        }
        while box.counter.load(ordering: .acquiring) == 0 { usleep(50) }
    }

    func testGivesUpAfterItsTime() {
        let box = CounterBox()
        let start = DispatchTime.now().uptimeNanoseconds
        Awake.watch(box.counter, from: 0)
        XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - start, Awake.nanoseconds)
    }
}

private final class CounterBox: Sendable {
    let counter = Atomic<Int>(0)
}
#endif

/// How often each job ran, and on how many threads, behind a lock.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int]
    private var threads: Set<UInt> = []

    init(count: Int) { slots = Array(repeating: 0, count: count) }

    func add(_ index: Int) {
        lock.lock()
        slots[index] += 1
        lock.unlock()
    }

    func noteThread() {
        lock.lock()
        threads.insert(UInt(bitPattern: pthread_self().hashValue))
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }

    var threadCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return threads.count
    }
}

/// A thread's kernel id, written by that thread before it signals and read after.
private final class ThreadBox: @unchecked Sendable {
    var id: pid_t = 0
}
