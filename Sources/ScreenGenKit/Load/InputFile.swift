import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one input file so that no file system object can hang or flood a run: a named
/// pipe or device named `*.yml` is refused instead of read (reading a FIFO blocks until a
/// writer comes; `/dev/zero` never ends), and a file larger than the limit is refused
/// before its bytes are loaded.
enum InputFile {
    enum Failure: Error, Equatable {
        /// Why the file cannot be read, as one line: "permission denied", …
        case unreadable(String)
        case tooLarge(bytes: Int)
    }

    /// How many times a file that changes while it is read is read again before the run
    /// reports it instead of using bytes of neither version.
    static let rereads = 3

    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        var outcome = load(path, limit: limit)
        for _ in 0..<rereads {
            guard case .changed = outcome else { break }
            outcome = load(path, limit: limit)
        }
        switch outcome {
        case let .read(bytes): return .success(bytes)
        case .changed: return .failure(.unreadable("it kept changing while it was read (an editor or a checkout still writing it); run again once it is saved"))
        case let .notOpened(code): return .failure(.unreadable(openProblem(path, code)))
        case let .failed(code): return .failure(.unreadable(describe(code)))
        case let .notRegular(type): return .failure(.unreadable("it is \(name(ofFileType: type)), not a regular file"))
        case let .tooLarge(bytes): return .failure(.tooLarge(bytes: bytes))
        }
    }

    /// The file's bytes, or nil where ``read(_:limit:)`` fails.
    static func bytes(_ path: String, limit: Int) -> [UInt8]? {
        try? read(path, limit: limit).get()
    }

    /// What reading a file came to, with the system's error numbers rather than text.
    private enum Outcome {
        case read([UInt8])
        /// Its size, modification or change time differed after the read: written meanwhile.
        case changed
        case notOpened(Int32)
        case failed(Int32)
        case notRegular(UInt32)
        case tooLarge(Int)
    }

    private static func load(_ path: String, limit: Int) -> Outcome {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .notOpened(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(errno) }
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        guard type == UInt32(S_IFREG) else { return .notRegular(type) }
        let size = Int(info.st_size)
        if size > limit { return .tooLarge(size) }
        // Straight into the result, sized to the file plus one byte to see the end: one copy
        // of the bytes, where reading through a chunk copied each twice.
        var failure: Int32?
        var complete = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            while initialized < buffer.count {
                let count = systemRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 {
                    complete = true
                    return
                }
                initialized += count
            }
        }
        if let failure { return .failed(failure) }
        if bytes.count > limit { return .tooLarge(bytes.count) }
        if complete { return unchanged(descriptor, since: info, count: bytes.count) ? .read(bytes) : .changed }
        // Read on until end of file rather than trusting the size: the file is growing.
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            if count == 0 { return .changed }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .tooLarge(bytes.count) }
        }
    }

    /// Whether the open file is still as `before` described it, with `count` bytes read: an
    /// editor saving in place during the read changes its size or times.
    private static func unchanged(_ descriptor: Int32, since before: stat, count: Int) -> Bool {
        var after = stat()
        guard fstat(descriptor, &after) == 0, Int(after.st_size) == count else { return false }
        #if canImport(Darwin)
        return after.st_mtimespec.tv_sec == before.st_mtimespec.tv_sec && after.st_mtimespec.tv_nsec == before.st_mtimespec.tv_nsec
            && after.st_ctimespec.tv_sec == before.st_ctimespec.tv_sec && after.st_ctimespec.tv_nsec == before.st_ctimespec.tv_nsec
        #else
        return after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
            && after.st_ctim.tv_sec == before.st_ctim.tv_sec && after.st_ctim.tv_nsec == before.st_ctim.tv_nsec
        #endif
    }

    /// Why `open` failed, naming the common surprise: a symbolic link whose target is gone.
    private static func openProblem(_ path: String, _ code: Int32) -> String {
        if code == ENOENT, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            return "it is a symbolic link to '\(target.shownOnOneLine)', which does not exist"
        }
        if code == ELOOP {
            return "it is a symbolic link that leads back to itself"
        }
        return describe(code)
    }

    /// The system's text for an error number, starting lowercase to continue a sentence.
    static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code)).shownOnOneLine
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }

    private static func name(ofFileType type: UInt32) -> String {
        switch type {
        case UInt32(S_IFIFO): return "a named pipe (FIFO)"
        case UInt32(S_IFSOCK): return "a socket"
        case UInt32(S_IFCHR): return "a character device"
        case UInt32(S_IFBLK): return "a block device"
        case UInt32(S_IFDIR): return "a folder"
        default: return "a special file"
        }
    }
}

/// `read(2)`, named apart from the many `read` methods in scope.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
