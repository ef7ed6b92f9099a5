import Foundation

/// The order of a list of names, as `<` sorts them.
enum NameOrder {
    /// The indices of `names` in the order `names[$0] < names[$1]` gives.
    ///
    /// When every name is ASCII, `<` is the order of the names' bytes: the names are then
    /// copied once into one buffer and each comparison is a `memcmp` of two slices of it.
    /// Comparing the strings themselves went through the general comparison a byte at a
    /// time, and the screens' names share long prefixes: at 1,000 screens the sort was two
    /// thirds of the instructions on the core that ran it beside the rules between screens.
    static func sortedIndices(of names: [String]) -> [Int] {
        guard names.allSatisfy(\.isAllASCII) else {
            return names.indices.sorted { names[$0] < names[$1] }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(names.count)
        for name in names {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            ranges.append(start..<bytes.count)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            // No bytes: every name is empty, and any order is the order.
            guard let base = buffer.baseAddress else { return Array(names.indices) }
            return names.indices.sorted { left, right in
                let (a, b) = (ranges[left], ranges[right])
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(base + a.lowerBound, base + b.lowerBound, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }
}
