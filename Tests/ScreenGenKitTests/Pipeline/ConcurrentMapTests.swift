@testable import ScreenGenKit
import XCTest

/// concurrentMap hands out runs of elements over the cores; whatever the count, each
/// element is transformed once and the results keep the elements' order.
final class ConcurrentMapTests: XCTestCase {
    func testEveryCountKeepsOrderAndTransformsEachElementOnce() {
        for count in [0, 1, 2, 3, 63, 64, 65, 127, 129, 1_000, 10_007] {
            let elements = Array(0..<count)
            let calls = Counter(count: count)
            let results = elements.concurrentMap { element -> String in
                calls.increment(element)
                return "#\(element)"
            }
            XCTAssertEqual(results, elements.map { "#\($0)" }, "count \(count)")
            XCTAssertEqual(calls.values, Array(repeating: 1, count: count), "count \(count)")
        }
    }

    func testResultsThatOwnMemoryOutliveTheWork() {
        // Arrays as results: moved out of the work's buffer, not copied and then freed twice.
        let results = Array(0..<300).concurrentMap { Array(repeating: $0, count: $0 % 7) }
        XCTAssertEqual(results, (0..<300).map { Array(repeating: $0, count: $0 % 7) })
    }
}

/// How often each element was transformed; each iteration writes only its own slot.
private final class Counter: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Int>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: 0)
    }

    deinit { slots.deallocate() }

    func increment(_ index: Int) { slots[index] += 1 }

    var values: [Int] { Array(slots.prefix(count)) }
}
