#!/usr/bin/env python3
"""Prints one total for a `swift test` run, whatever framework each test used:

    tests: N passed, N failed, N skipped

XCTest's results come from its log (each `Test Case 'X' started` line and the line that
ends the same test; lines of child test runs quoted inside a failure message are not this
run's tests), Swift Testing's from the xUnit file SwiftPM writes for it. A test counts
once, as failed when any of its runs failed. Usage: test_total.py LOG [SWIFT_TESTING_XUNIT]
"""
import pathlib
import re
import sys
import xml.etree.ElementTree as ElementTree

STARTED = re.compile(r"^Test Case '([^']+)' started")
ENDED = re.compile(r"^Test Case '([^']+)' (passed|failed|skipped) \(")


def xctest(log):
    results, current = {}, None
    for line in log.splitlines():
        if current is None:
            match = STARTED.match(line)
            current = match.group(1) if match else None
            continue
        match = ENDED.match(line)
        if match and match.group(1) == current:
            outcome = match.group(2)
            if results.get(current) != "failed":
                results[current] = outcome
            current = None
    return results


def swift_testing(path):
    results = {}
    if not path or not pathlib.Path(path).is_file():
        return results
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        name = "swift-testing:" + case.get("classname", "") + "." + case.get("name", "")
        if case.find("failure") is not None or case.find("error") is not None:
            results[name] = "failed"
        elif case.find("skipped") is not None:
            results.setdefault(name, "skipped")
        else:
            results.setdefault(name, "passed")
    return results


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    log = pathlib.Path(argv[1]).read_text(errors="replace")
    results = xctest(log)
    results.update(swift_testing(argv[2] if len(argv) == 3 else None))
    counts = {outcome: sum(1 for value in results.values() if value == outcome) for outcome in ("passed", "failed", "skipped")}
    print(f"tests: {counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
