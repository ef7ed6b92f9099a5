import Foundation
@testable import ScreenGenKit
import XCTest

/// `alongside` runs each part once and returns after both, whatever each captures.
final class AlongsideTests: XCTestCase {
    func testBothPartsRunOnceAndHaveFinishedWhenItReturns() {
        for round in 0..<200 {
            var sideRuns = 0
            var mainRuns = 0
            var sorted: [Int] = []
            var total = 0
            let numbers = (0..<1_000).map { ($0 * 7_919 + round) % 1_000 }
            alongside({
                sideRuns += 1
                sorted = numbers.sorted()
            }, {
                mainRuns += 1
                total = numbers.reduce(0, +)
            })
            XCTAssertEqual(sideRuns, 1)
            XCTAssertEqual(mainRuns, 1)
            XCTAssertEqual(sorted, Array(0..<1_000))
            XCTAssertEqual(total, 499_500)
        }
    }
}

/// `concurrentResults` gives each job's result in job order, each job run once.
final class ConcurrentResultsTests: XCTestCase {
    func testResultsComeInJobOrderEachJobOnce() {
        for count in [0, 1, 2, 3, 4, 17] {
            var runs = [Int](repeating: 0, count: count)
            let lock = NSLock()
            let results = concurrentResults(count: count) { index -> String in
                lock.lock()
                runs[index] += 1
                lock.unlock()
                return "job \(index)"
            }
            XCTAssertEqual(results, (0..<count).map { "job \($0)" })
            XCTAssertEqual(runs, [Int](repeating: 1, count: count))
        }
    }
}
