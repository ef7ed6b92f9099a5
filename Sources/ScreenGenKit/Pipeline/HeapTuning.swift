#if canImport(Glibc)
import Glibc
#endif

/// glibc's heap settings for a pipeline run, which is over in milliseconds: applied once,
/// before the pool's workers start (``Pipeline/startWorkers()``).
///
/// By default glibc grows a heap by what each allocation needs and gives back any free
/// memory over 128 KB at its top. A run's memory rises and falls many times over, so the
/// heaps went back and forth: `lint` at 1,000 screens made 14 `brk` and 161 `mprotect`
/// calls, and memory handed back was faulted in again, page by page, when it was next
/// needed. Each change of a mapping in a process with two running threads also stops the
/// other core to flush its TLB. Here a heap grows 4 MB at a time (address space only: a
/// page costs nothing until it is touched) and keeps what it has: 4 `brk` and 13
/// `mprotect` calls. Peak memory is unchanged, since it is the most ever touched either way
/// (`make bench`). Large blocks are still mapped on their own, as by default: taken from
/// the heap instead, they raised the peak at 10,000 screens by 2 MB.
enum HeapTuning {
    /// Applies the settings, once per process; does nothing off glibc. Whether glibc took them.
    @discardableResult
    static func apply() -> Bool {
        applied
    }

    private static let applied: Bool = {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which glibc's Swift module leaves out; its
        // options are fixed by glibc's ABI.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        let trimThreshold: Int32 = -1, topPad: Int32 = -2
        guard let mallopt = CLibrary.function("mallopt", as: MallOpt.self) else { return false }
        // Setting either also fixes glibc's mmap threshold at its default (128 KB), which it
        // would otherwise raise after freeing a large mapped block.
        return mallopt(topPad, 4 << 20) == 1 && mallopt(trimThreshold, 256 << 20) == 1
        #else
        return false
        #endif
    }()
}
