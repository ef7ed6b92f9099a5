#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sorting and searching lists of paths with code written for `String` alone.
///
/// The standard library's `sort` and `Set<String>` are generic: the first use of each
/// builds its type's metadata at run time, and checking that metadata's requirements
/// (`Int: Comparable` for the sort's runs, `String: Hashable`) scans the binary's whole
/// protocol-conformance table, which swift-syntax makes large. A run with nothing to do
/// sorts and looks up a few hundred paths, and those scans cost more than its own work.
enum PathOrder {
    /// The positions of `keys` in ascending order (`<`), equal keys in their given order.
    static func order(_ keys: [String]) -> [Int] {
        var order = [Int](repeating: 0, count: keys.count)
        for index in order.indices { order[index] = index }
        guard keys.count > 1 else { return order }
        var scratch = [Int](repeating: 0, count: keys.count)
        var width = 1
        while width < keys.count {
            var start = 0
            while start < keys.count {
                let middle = min(start + width, keys.count), end = min(start + 2 * width, keys.count)
                var left = start, right = middle, out = start
                while left < middle, right < end {
                    if keys[order[right]] < keys[order[left]] {
                        scratch[out] = order[right]
                        right += 1
                    } else {
                        scratch[out] = order[left]
                        left += 1
                    }
                    out += 1
                }
                while left < middle {
                    scratch[out] = order[left]
                    left += 1
                    out += 1
                }
                while right < end {
                    scratch[out] = order[right]
                    right += 1
                    out += 1
                }
                start = end
            }
            swap(&order, &scratch)
            width *= 2
        }
        return order
    }

    /// `paths` sorted ascending (`<`), as `sorted()` would return them.
    static func sorted(_ paths: [String]) -> [String] {
        if isAscending(paths) { return paths }
        var result: [String] = []
        result.reserveCapacity(paths.count)
        for index in order(paths) { result.append(paths[index]) }
        return result
    }

    /// Whether each path is greater than the one before (so none repeats).
    static func isAscending(_ paths: [String]) -> Bool {
        var index = 1
        while index < paths.count {
            guard paths[index - 1] < paths[index] else { return false }
            index += 1
        }
        return true
    }

    /// Whether `path` is `bytes`, byte for byte (not `==`, which takes two Unicode
    /// spellings of one letter for one string, though they name two files).
    static func same(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var path = path
        return path.withUTF8 { $0.count == bytes.count && ($0.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0) }
    }

    /// Whether the path whose UTF-8 bytes are `next` comes after `previous` by `<`.
    /// `asBytes`: both are printable ASCII (``ASCIIBytes/areAll(_:plainLiteralContent:)``),
    /// which `<` orders as their bytes; other paths are compared as strings, by characters.
    static func follows(_ next: UnsafeBufferPointer<UInt8>, _ previous: UnsafeBufferPointer<UInt8>, asBytes: Bool) -> Bool {
        guard asBytes else { return String(decoding: previous, as: UTF8.self) < String(decoding: next, as: UTF8.self) }
        let common = min(next.count, previous.count)
        if common > 0, let nextBase = next.baseAddress, let previousBase = previous.baseAddress {
            let order = memcmp(nextBase, previousBase, common)
            if order != 0 { return order > 0 }
        }
        return next.count > previous.count
    }

    /// The position of `path` in `ascending` (sorted by `<`, no repeats), or nil.
    /// `hint`: where it is expected, as when two lists sorted alike are walked together;
    /// checked first.
    static func index(of path: String, in ascending: [String], hint: Int) -> Int? {
        if hint >= 0, hint < ascending.count, ascending[hint] == path { return hint }
        let low = insertionPoint(of: path, in: ascending)
        return low < ascending.count && ascending[low] == path ? low : nil
    }

    /// Inserts `path` into `ascending` where it keeps the order; false when it is there
    /// already (as `Set.insert` answers).
    static func insert(_ path: String, into ascending: inout [String]) -> Bool {
        let low = insertionPoint(of: path, in: ascending)
        if low < ascending.count, ascending[low] == path { return false }
        ascending.insert(path, at: low)
        return true
    }

    /// The first position in `ascending` whose path is not below `path` (binary search).
    private static func insertionPoint(of path: String, in ascending: [String]) -> Int {
        var low = 0, high = ascending.count
        while low < high {
            let middle = (low + high) / 2
            if ascending[middle] < path {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
