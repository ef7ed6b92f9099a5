#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cores this process may run on, for ``WorkerPool``: how many, and on Linux the set
/// itself, so that a new worker can be started on a core other than its creator's and then
/// be allowed all of them again.
///
/// Read with one system call (`sched_getaffinity`): asking Foundation for the core count
/// read the cgroup's files, a fifth of a millisecond a call. A container limited to fewer
/// cores than the machine has sets this process's affinity accordingly.
struct CoreSet {
    #if os(Linux)
    private var set: cpu_set_t

    /// The cores `sched_getaffinity` allows this thread (or the thread with kernel id
    /// `thread`); when it cannot say, the first of those online, as many as `sysconf` counts.
    static func allowed(thread: pid_t = 0) -> CoreSet {
        var set = cpu_set_t()
        if GNU.functions?.getAffinity(thread, MemoryLayout<cpu_set_t>.size, &set) != 0 {
            set = cpu_set_t()
            let online = min(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), MemoryLayout<cpu_set_t>.size * 8)
            withUnsafeMutableBytes(of: &set) { bytes in
                for core in 0..<online { bytes[core / 8] |= UInt8(1) << UInt8(core % 8) }
            }
        }
        return CoreSet(set: set)
    }

    var count: Int {
        withUnsafeBytes(of: set) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
    }

    /// Makes a thread created with `attributes` start on one of these cores other than the
    /// one this thread is running on, when there is another.
    func startElsewhere(_ attributes: inout pthread_attr_t) {
        guard var others = othersThanCurrent(), let gnu = GNU.functions else { return }
        _ = gnu.setStartAffinity(&attributes, MemoryLayout<cpu_set_t>.size, &others)
    }

    /// Allows the calling thread every one of these cores again (after ``startElsewhere(_:)``
    /// or ``sendElsewhere(_:)``).
    func allowHere() {
        var set = set
        _ = GNU.functions?.setAffinity(0, MemoryLayout<cpu_set_t>.size, &set)
    }

    /// The calling thread's kernel id, for ``sendElsewhere(_:)``; 0 when it cannot be had.
    static func currentThread() -> pid_t {
        GNU.functions?.threadID() ?? 0
    }

    /// Makes the sleeping thread `thread` wake on one of these cores other than the calling
    /// thread's, when there is another: woken, a thread was often queued behind the thread
    /// that woke it, on its core, while the other core was idle (``WorkerPool``).
    func sendElsewhere(_ thread: pid_t) {
        guard thread != 0, let others = othersThanCurrent(), let gnu = GNU.functions else { return }
        var set = others
        _ = gnu.setAffinity(thread, MemoryLayout<cpu_set_t>.size, &set)
    }

    /// These cores without the one this thread is running on; nil when that leaves none.
    private func othersThanCurrent() -> cpu_set_t? {
        guard let gnu = GNU.functions else { return nil }
        let current = Int(gnu.currentCore())
        guard count > 1, current >= 0, current < MemoryLayout<cpu_set_t>.size * 8 else { return nil }
        var others = set
        withUnsafeMutableBytes(of: &others) { bytes in
            bytes[current / 8] &= ~(UInt8(1) << UInt8(current % 8))
        }
        return others
    }

    /// glibc's affinity functions and `gettid`, which its Swift module leaves out (they are
    /// GNU extensions, declared only with `_GNU_SOURCE`), looked up by name once.
    private struct GNU {
        let getAffinity: @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
        let setAffinity: @convention(c) (pid_t, Int, UnsafePointer<cpu_set_t>) -> Int32
        let currentCore: @convention(c) () -> Int32
        let setStartAffinity: @convention(c) (UnsafeMutablePointer<pthread_attr_t>, Int, UnsafePointer<cpu_set_t>) -> Int32
        let threadID: @convention(c) () -> pid_t

        static let functions: GNU? = {
            guard let getAffinity = CLibrary.function("sched_getaffinity", as: (@convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32).self),
                  let setAffinity = CLibrary.function("sched_setaffinity", as: (@convention(c) (pid_t, Int, UnsafePointer<cpu_set_t>) -> Int32).self),
                  let currentCore = CLibrary.function("sched_getcpu", as: (@convention(c) () -> Int32).self),
                  let setStartAffinity = CLibrary.function("pthread_attr_setaffinity_np",
                                                          as: (@convention(c) (UnsafeMutablePointer<pthread_attr_t>, Int, UnsafePointer<cpu_set_t>) -> Int32).self),
                  let threadID = CLibrary.function("gettid", as: (@convention(c) () -> pid_t).self)
            else { return nil }
            return GNU(getAffinity: getAffinity, setAffinity: setAffinity, currentCore: currentCore, setStartAffinity: setStartAffinity,
                       threadID: threadID)
        }()
    }
    #else
    let count: Int

    static func allowed(thread: pid_t = 0) -> CoreSet {
        CoreSet(count: max(1, sysconf(_SC_NPROCESSORS_ONLN)))
    }

    /// The scheduler places new and woken threads well here; nothing to do.
    func startElsewhere(_ attributes: inout pthread_attr_t) {}

    func allowHere() {}

    static func currentThread() -> pid_t { 0 }

    func sendElsewhere(_ thread: pid_t) {}
    #endif
}
