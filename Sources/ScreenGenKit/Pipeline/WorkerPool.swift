#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import Synchronization
#endif

/// The threads that ``concurrentResults(count:runs:_:)`` and ``inOrder(count:produce:consume:)``
/// spread their work over: one fewer than the cores this process may use, started on the
/// first call and kept until the process exits. The calling thread works too.
///
/// It stands where `DispatchQueue.concurrentPerform` stood because of where a new thread
/// first runs. On a virtual machine the kernel often queued libdispatch's new worker behind
/// the thread that created it, on the same core, while the other core was idle (an idle
/// virtual core looks busy to the scheduler): the worker waited up to 4 ms, the length of a
/// whole `lint` of 1,000 screens, and the caller did nearly every job itself (Benchmarks.md).
/// On Linux each worker here is started on a core other than its creator's, then may move
/// anywhere; and a caller waiting for the last jobs of its call stays awake for up to a
/// millisecond first (``Awake``): woken, it too was often queued behind the thread that woke
/// it. A worker out of jobs sleeps at once, and is woken on a core other than its
/// waker's (``work()``).
///
/// Calls may nest (a job that calls `perform` again): whoever calls runs the jobs nobody has
/// claimed yet and then waits only for those other threads are running, so no call waits
/// for a thread that is itself waiting.
final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool()

    /// One call's jobs: the next index nobody has claimed, and how many claimed ones are
    /// still running. Both behind the pool's lock.
    private final class Batch {
        let body: (Int) -> Void
        let count: Int
        var next = 0
        var running = 0

        init(body: @escaping (Int) -> Void, count: Int) {
            self.body = body
            self.count = count
        }
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a batch is added.
    private let added = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Signalled when a batch's last running job ends.
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The batches with jobs left to claim, newest last. Not retained: each call keeps its
    /// own batch alive until every job of it has ended, and takes it off this list first.
    private var open: [Unmanaged<Batch>] = []
    private var started = false
    /// The cores this process may use, read once.
    private let cores = CoreSet.allowed()
    /// The workers asleep for want of jobs, by kernel thread id: a caller that adds a batch
    /// sends each to wake on a core other than its own (``CoreSet/sendElsewhere(_:)``) and
    /// takes it off the list (``work()``).
    private var sleeping: [pid_t] = []
    #if os(Linux)
    /// Counts jobs ended: a caller about to wait for its last jobs watches it without the
    /// lock for a while (``Awake``) before it sleeps.
    private let jobsEnded = Atomic<Int>(0)
    #endif

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(added, nil)
        pthread_cond_init(finished, nil)
    }

    /// `body(0)` … `body(count - 1)`, each exactly once, over the cores; returns when every
    /// one has returned.
    func perform(iterations count: Int, _ body: (Int) -> Void) {
        guard count > 1, cores.count > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let batch = Batch(body: body, count: count)
            let handle = Unmanaged.passUnretained(batch)
            pthread_mutex_lock(mutex)
            startLocked()
            open.append(handle)
            for thread in sleeping { cores.sendElsewhere(thread) }
            sleeping.removeAll()
            pthread_cond_broadcast(added)
            while batch.next < count {
                let index = batch.next
                batch.next += 1
                batch.running += 1
                pthread_mutex_unlock(mutex)
                body(index)
                pthread_mutex_lock(mutex)
                batch.running -= 1
            }
            open.removeAll { $0.toOpaque() == handle.toOpaque() }
            #if os(Linux)
            if batch.running > 0 { awaitJobEnd() }
            #endif
            while batch.running > 0 { pthread_cond_wait(finished, mutex) }
            pthread_mutex_unlock(mutex)
        }
    }

    /// Starts the workers now, if they have not started, rather than at the first call.
    func start() {
        guard cores.count > 1 else { return }
        pthread_mutex_lock(mutex)
        startLocked()
        pthread_mutex_unlock(mutex)
    }

    private func startLocked() {
        guard !started else { return }
        started = true
        for _ in 1..<cores.count { startWorker() }
    }

    /// A worker's life: claim a job of the newest open batch, run it, and sleep when there
    /// is none. Every reference it takes to a batch ends before it lets go of the lock
    /// after the job, so the caller, which waits for that lock, outlives them all.
    ///
    /// A worker out of jobs sleeps at once, unlike a caller waiting for the last jobs: a
    /// worker kept awake kept its core in the process's address space, and then every change
    /// to a page mapping on the other core (the first write to a page, as when the runtime
    /// fills in a type's metadata) waited for this core to flush its TLB, about 15 µs rather
    /// than 2 µs a time on this machine, through the serial work between batches. Woken
    /// without more ado, it was queued on the caller's core behind the caller in 17 of 30
    /// `lint`s, which then loaded every file alone; so the caller sends it elsewhere first
    /// (``sleeping``, Benchmarks.md).
    ///
    /// A worker sent elsewhere keeps to those cores until it runs out of jobs: allowed every
    /// core as soon as it woke, it was queued behind the caller again the next time it waited
    /// for the pool's lock, which the caller holds while it claims jobs. It allows itself every
    /// core again before it sleeps, holding the lock, so that no batch comes in between.
    private func work() -> Never {
        let thread = CoreSet.currentThread()
        var sent = false
        pthread_mutex_lock(mutex)
        while true {
            if let handle = open.last(where: { $0._withUnsafeGuaranteedRef { $0.next < $0.count } }) {
                runOne(of: handle)
                continue
            }
            if sent {
                cores.allowHere()
                sent = false
            }
            sleeping.append(thread)
            pthread_cond_wait(added, mutex)
            if let index = sleeping.firstIndex(of: thread) {
                // Woken by nobody's batch: still listed.
                sleeping.remove(at: index)
            } else {
                sent = true
            }
        }
    }

    #if os(Linux)
    /// Waits awake, without the lock, until a job ends or ``Awake/nanoseconds`` pass;
    /// called and returns with the lock held.
    private func awaitJobEnd() {
        let seen = jobsEnded.load(ordering: .acquiring)
        pthread_mutex_unlock(mutex)
        Awake.watch(jobsEnded, from: seen)
        pthread_mutex_lock(mutex)
    }
    #endif

    /// Claims, runs and finishes one job of `handle`'s batch; called and returns with the lock held.
    private func runOne(of handle: Unmanaged<Batch>) {
        let batch = handle.takeUnretainedValue()
        let index = batch.next
        batch.next += 1
        batch.running += 1
        pthread_mutex_unlock(mutex)
        batch.body(index)
        pthread_mutex_lock(mutex)
        batch.running -= 1
        #if os(Linux)
        _ = jobsEnded.add(1, ordering: .releasing)
        #endif
        if batch.running == 0 { pthread_cond_broadcast(finished) }
    }

    private func startWorker() {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        cores.startElsewhere(&attributes)
        let context = Unmanaged.passRetained(WorkerStart(pool: self, cores: cores)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<WorkerStart>.fromOpaque(context).takeRetainedValue().run()
        }, context)
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<WorkerStart>.fromOpaque(context!).takeRetainedValue().run()
        }, context)
        #endif
        if created == 0 {
            #if canImport(Darwin)
            if let thread { pthread_detach(thread) }
            #else
            pthread_detach(thread)
            #endif
        } else {
            // No thread: the callers do every job themselves, as with one core.
            Unmanaged<WorkerStart>.fromOpaque(context).release()
        }
    }

    /// What a new worker thread is handed.
    private final class WorkerStart {
        let pool: WorkerPool
        let cores: CoreSet

        init(pool: WorkerPool, cores: CoreSet) {
            self.pool = pool
            self.cores = cores
        }

        func run() -> Never {
            cores.allowHere()
            pool.work()
        }
    }
}
