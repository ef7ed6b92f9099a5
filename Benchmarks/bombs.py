#!/usr/bin/env python3
"""Runs screengen on hostile and broken spec folders and judges each run.

Every input must either work or be rejected with located errors, within 2 s of wall time
and 200 MB of peak resident memory, and never crash (a signal or an exit status other
than 0, 1 or 2 fails). Messages must stay short: a huge value is never echoed.

  billion-laughs     nine levels of ten aliases (10^9 nodes once expanded)
  deep-flow          100,000 nested '['
  deep-block         2,000 nested block mappings
  scalar-100mb       one 100 MB scalar
  screens-100k       100,000 screens (over the per-module limit)
  screens-limit      exactly the per-module limit of screens, generated
  nested-brackets    a default value with 40 nested '[' (SwiftParser is exponential there)
  invalid-utf8       a Latin-1 byte in a name
  bom-crlf-tabs      byte-order mark, CRLF line ends, a tab after a colon (must work)

    python3 Benchmarks/bombs.py --binary .build-release/release/screengen
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

TIME_LIMIT_S = 2.0
MEMORY_LIMIT_MB = 200.0
SCREEN_LIMIT = 20_000


# Each input is a list of chunks, written one by one: the measuring process must stay
# small, because on Linux a child's peak RSS (ru_maxrss) counts what it inherited from
# its parent until exec.

def billion_laughs():
    lines = ["module: App", "x-a: &a [" + ", ".join(["lol"] * 10) + "]"]
    for level in range(1, 10):
        previous, name = chr(ord("a") + level - 1), chr(ord("a") + level)
        lines.append(f"x-{name}: &{name} [" + ", ".join([f"*{previous}"] * 10) + "]")
    return ["\n".join(lines) + "\n"]


def screens(count):
    yield "module: App\nscreens:\n"
    for start in range(0, count, 1000):
        yield "".join(f"  S{index}ViewController:\n    initialize:\n      value: Int = {index}\n"
                      for index in range(start, min(count, start + 1000)))


def huge_scalar():
    yield "module: App\nscreens:\n  A:\n    storyboard: "
    for _ in range(100):
        yield "x" * (1024 * 1024)
    yield "\n"


CASES = [
    # (name, chunks of Specs/App.yml, command, expected exit status, text the output must contain)
    ("billion-laughs", billion_laughs, "lint", 1, "expands to more than"),
    ("deep-flow", lambda: ["module: App\nscreens: " + "[" * 100_000], "lint", 1, "nested deeper than"),
    ("deep-block", lambda: ["module: App\n"] + [" " * i + f"k{i}:\n" for i in range(2000)], "lint", 1, "nested deeper than"),
    ("scalar-100mb", huge_scalar, "lint", 1, "more than the limit of"),
    ("screens-100k", lambda: screens(100_000), "lint", 1, "one module can have"),
    ("screens-limit", lambda: screens(SCREEN_LIMIT), "generate", 0, ""),
    ("nested-brackets", lambda: ["module: App\nscreens:\n  A:\n    initialize:\n      x: \"Int = " + "[" * 40 + "1\"\n"], "lint", 1, "nest deeper than"),
    ("invalid-utf8", lambda: [b"module: App\nscreens:\n  Caf\xe9ViewController: {}\n"], "lint", 1, "not valid UTF-8"),
    ("bom-crlf-tabs", lambda: [b"\xef\xbb\xbfmodule:\tApp\r\nscreens:\r\n  AViewController: {}\r\n"], "generate", 0, ""),
]


def run_measured(binary, folder, command):
    """Runs one command under wait4 so its own peak RSS is known."""
    arguments = [binary, command, "--specs", "Specs"]
    if command == "generate":
        arguments += ["--output", "Generated"]
    out = tempfile.TemporaryFile()
    start = time.perf_counter()
    process = subprocess.Popen(arguments, cwd=folder, stdout=out, stderr=out)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    out.seek(0)
    text = out.read().decode("utf-8", "replace")
    # ru_maxrss is in kilobytes on Linux and bytes on macOS.
    rss_mb = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return process.returncode, wall, rss_mb, text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--workdir", default=".bench/bombs")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    failures = []
    print(f"{'input':<16} {'status':>6} {'wall':>9} {'peak RSS':>10}  verdict")
    for name, make, command, expected_status, expected_text in CASES:
        folder = os.path.join(arguments.workdir, name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(os.path.join(folder, "Specs"))
        with open(os.path.join(folder, "Specs", "App.yml"), "wb") as handle:
            for chunk in make():
                handle.write(chunk if isinstance(chunk, bytes) else chunk.encode("utf-8"))
        status, wall, rss_mb, text = run_measured(binary, folder, command)
        problems = []
        if status != expected_status:
            problems.append(f"exit status {status}, expected {expected_status}")
        if expected_text not in text:
            problems.append(f"no '{expected_text}' in the output")
        if wall > TIME_LIMIT_S:
            problems.append(f"took {wall:.2f} s (limit {TIME_LIMIT_S} s)")
        if rss_mb > MEMORY_LIMIT_MB:
            problems.append(f"peak RSS {rss_mb:.0f} MB (limit {MEMORY_LIMIT_MB:.0f} MB)")
        longest = max((len(line) for line in text.splitlines()), default=0)
        if longest > 1000:
            problems.append(f"a {longest}-character output line (values must not be echoed)")
        verdict = "ok" if not problems else "FAIL: " + "; ".join(problems)
        print(f"{name:<16} {status:>6} {wall * 1000:>7.0f} ms {rss_mb:>7.1f} MB  {verdict}")
        if problems:
            failures.append(name)
            print("    " + "\n    ".join(text.splitlines()[:5]))
        shutil.rmtree(folder, ignore_errors=True)
    if failures:
        print(f"bombs: {len(failures)} input(s) failed: {', '.join(failures)}")
        return 1
    print(f"bombs: all {len(CASES)} inputs worked or were rejected within {TIME_LIMIT_S} s and {MEMORY_LIMIT_MB:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
