import Foundation
import XCTest
@testable import ScreenGenKit

/// `inOrder` makes each result once and hands every one over in index order, whatever the
/// order in which they were made, and the consumer's changes need no lock.
final class InOrderTests: XCTestCase {
    func testEachResultIsMadeOnceAndConsumedInOrder() {
        for count in [0, 1, 2, 3, 17, 200] {
            for round in 0..<20 {
                var made = [Int](repeating: 0, count: count)
                let lock = NSLock()
                var consumed: [Int] = []
                var total = 0
                inOrder(count: count, produce: { index -> String in
                    // Uneven work, so results are ready out of order.
                    var spin = 0
                    for step in 0..<((index * 7_919 + round) % 13 * 500) { spin &+= step }
                    lock.lock()
                    made[index] += 1
                    lock.unlock()
                    return "\(index):\(spin & 0)"
                }) { index, result in
                    consumed.append(index)
                    total += Int(result.split(separator: ":")[0])!
                }
                XCTAssertEqual(made, [Int](repeating: 1, count: count), "count \(count)")
                XCTAssertEqual(consumed, Array(0..<count), "count \(count)")
                XCTAssertEqual(total, count * (count - 1) / 2, "count \(count)")
            }
        }
    }
}
