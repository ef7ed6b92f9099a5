@testable import ScreenGenKit
import XCTest

/// The record's stamp lines are written as bytes; each number must read as `String` writes it.
final class RecordBytesTests: XCTestCase {
    func testNumbersAreWrittenAsStringsWriteThem() {
        for value: Int64 in [0, 7, -1, 10, 999, 1_000_000_007, 1_764_160_000_123_456_789, .max, .min] {
            var record = RecordBytes(capacity: 0)
            record.append(decimal: value)
            XCTAssertEqual(String(decoding: record.bytes, as: UTF8.self), "\(value)")
        }
        for value: UInt64 in [0, 1, 0xF, 0xDEAD_BEEF, .max] {
            var record = RecordBytes(capacity: 0)
            record.append(decimal: value)
            record.append(byte: UInt8(ascii: " "))
            record.append(hex16: value)
            XCTAssertEqual(String(decoding: record.bytes, as: UTF8.self), "\(value) \(RunDigest.hex(value))")
        }
    }

    func testAStampLineIsTheStampedHashsText() {
        let stamped = StampedHash(stamp: FileStamp(size: 2161, modified: -5, changed: 1_764_160_000_123_456_789, inode: 333_420), hash: 0x0123_4567_89AB_CDEF)
        var record = RecordBytes(capacity: 0)
        record.appendStampLine("spec", stamped, path: "Specs/My App.yml")
        XCTAssertEqual(String(decoding: record.bytes, as: UTF8.self), "spec \(stamped.text) Specs/My App.yml\n")
    }
}
