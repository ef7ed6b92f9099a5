#if canImport(Glibc)
import Glibc

/// glibc functions that its Swift module leaves out (GNU extensions declared only with
/// `_GNU_SOURCE`, and headers such as <malloc.h> and <sys/auxv.h>), looked up by name once
/// by whoever needs them: the heap settings, the pool's core placement, the build ID.
enum CLibrary {
    /// The function `name` of any library the process has loaded (`RTLD_DEFAULT`) as
    /// `type`, or nil when none defines it.
    static func function<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
}
#endif
