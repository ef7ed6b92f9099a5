import Foundation
import XCTest

/// `make test` ends with one total over XCTest and Swift Testing
/// (`Tests/Support/test_total.py`); it must count each test once, honestly.
final class TestTotalTests: XCTestCase {
    private func total(log: String, xunit: String?) throws -> ScreenGenProcess.Finished {
        let folder = Fixtures.temporaryFolder(self)
        try log.write(to: folder.appendingPathComponent("log"), atomically: true, encoding: .utf8)
        var arguments = [Fixtures.repository.appendingPathComponent("Tests/Support/test_total.py").path, folder.appendingPathComponent("log").path]
        if let xunit {
            try xunit.write(to: folder.appendingPathComponent("st.xml"), atomically: true, encoding: .utf8)
            arguments.append(folder.appendingPathComponent("st.xml").path)
        }
        return try ScreenGenProcess.tool("python3", arguments)
    }

    func testCountsBothFrameworksAndNotAChildRunQuotedInAFailure() throws {
        let log = """
            Test Suite 'All tests' started at 2026-01-01 00:00:00.000
            Test Case 'A.testOK' started at 2026-01-01 00:00:00.000
            Test Case 'A.testOK' passed (0.001 seconds)
            Test Case 'A.testTwoAssertions' started at 2026-01-01 00:00:00.000
            /x/A.swift:3: error: A.testTwoAssertions : XCTAssertEqual failed - first
            /x/A.swift:4: error: A.testTwoAssertions : XCTAssertEqual failed - the child printed:
            Test Case 'Child.testOne' started at 2026-01-01 00:00:00.000
            Test Case 'Child.testOne' passed (0.001 seconds)
            Test Case 'Child.testTwo' started at 2026-01-01 00:00:00.000
            Test Case 'Child.testTwo' failed (0.001 seconds)
            Test Case 'A.testTwoAssertions' failed (0.002 seconds)
            Test Case 'A.testSkip' started at 2026-01-01 00:00:00.000
            /x/A.swift:6: A.testSkip : Test skipped - why
            Test Case 'A.testSkip' skipped (0.000 seconds)
            \t Executed 3 tests, with 1 test skipped and 2 failures (0 unexpected) in 0.003 (0.003) seconds
            ◇ Test run started.
            ✘ Test run with 3 tests in 0 suites failed after 0.001 seconds with 1 issue.

            """
        let xunit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="TestResults" errors="0" tests="2" failures="1" skipped="1" time="0.001">
                <testcase classname="MTests" name="st2()" time="0.001"><failure message="Expectation failed" /></testcase>
                <testcase classname="MTests" name="st1()" time="0.001" />
                <testcase classname="MTests" name="st3()"><skipped>off</skipped></testcase>
              </testsuite>
            </testsuites>

            """
        let result = try total(log: log, xunit: xunit)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "tests: 2 passed, 2 failed, 2 skipped\n")
        XCTAssertEqual(try total(log: log, xunit: nil).stdout, "tests: 1 passed, 1 failed, 1 skipped\n", "no Swift Testing results: XCTest's alone")
    }
}
