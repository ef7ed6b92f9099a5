#if canImport(Glibc)
import Glibc
#endif
#if os(Linux)
import Synchronization

/// Waiting awake: a thread that expects what it waits for within a millisecond watches a
/// counter instead of sleeping. On a virtual machine the kernel often placed a thread it
/// woke on the waking thread's core, behind it, while the other core was idle, and ran it
/// only at the next balance, up to 4 ms later (``WorkerPool``, Benchmarks.md).
enum Awake {
    static let nanoseconds: UInt64 = 1_000_000

    /// Returns once `counter` is not `seen`, or after ``nanoseconds``.
    static func watch(_ counter: borrowing Atomic<Int>, from seen: Int) {
        let deadline = now() + nanoseconds
        while counter.load(ordering: .acquiring) == seen, now() < deadline {}
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
#endif
