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
  storyboard-1line   a storyboard on one line: 140,000 segues, then megabytes of blanks
                     after the root, 9,990,000 bytes in all (must work: 2 s is 0.2 s per MB)
  storyboard-limit   the same storyboard one byte over the reader's limit of 10,000,000
                     (refused with its size and the limit, not as malformed XML)

    python3 Benchmarks/bombs.py --binary .build/release/screengen
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


STORYBOARD_LIMIT = 10_000_000
STORYBOARD_SCENES = 1000


def one_line_storyboard(total, segues=140_000, scenes=STORYBOARD_SCENES):
    """Interface Builder XML with no line break at all, padded with blanks after the root
    element to `total` bytes."""
    written = 0

    def chunk(text):
        nonlocal written
        written += len(text.encode())
        return text

    yield chunk('<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
                'version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>')
    per_scene = segues // scenes
    for scene in range(scenes):
        yield chunk(f'<scene sceneID="s{scene}"><objects><viewController id="c{scene}" customClass="S{scene}ViewController" '
                    f'customModuleProvider="target" storyboardIdentifier="S{scene}ViewController" sceneMemberID="viewController">'
                    f'<view key="view" id="v{scene}"><connections>'
                    + "".join(f'<segue destination="c{(scene + 1) % scenes}" kind="show" id="g{scene}.{segue}"/>' for segue in range(per_scene))
                    + '</connections></view></viewController></objects></scene>')
    yield chunk('</scenes></document>')
    while written < total:
        yield chunk(" " * min(1024 * 1024, total - written))


def storyboard_spec():
    yield "module: Bench\nstoryboardPaths: [../Storyboards]\nstoryboards:\n  Hostile: {}\nscreens:\n"
    yield "".join(f"  S{scene}ViewController:\n    storyboard: Hostile\n" for scene in range(STORYBOARD_SCENES))


def huge_scalar():
    yield "module: App\nscreens:\n  A:\n    storyboard: "
    for _ in range(100):
        yield "x" * (1024 * 1024)
    yield "\n"


CASES = [
    # (name, chunks of Specs/App.yml, command, expected exit status, text the output must contain[,
    #  {other file: its chunks}])
    ("billion-laughs", billion_laughs, "lint", 1, "expands to more than"),
    ("deep-flow", lambda: ["module: App\nscreens: " + "[" * 100_000], "lint", 1, "nested deeper than"),
    ("deep-block", lambda: ["module: App\n"] + [" " * i + f"k{i}:\n" for i in range(2000)], "lint", 1, "nested deeper than"),
    ("scalar-100mb", huge_scalar, "lint", 1, "more than the limit of"),
    ("screens-100k", lambda: screens(100_000), "lint", 1, "one module can have"),
    ("screens-limit", lambda: screens(SCREEN_LIMIT), "generate", 0, ""),
    ("nested-brackets", lambda: ["module: App\nscreens:\n  A:\n    initialize:\n      x: \"Int = " + "[" * 40 + "1\"\n"], "lint", 1, "nest deeper than"),
    ("invalid-utf8", lambda: [b"module: App\nscreens:\n  Caf\xe9ViewController: {}\n"], "lint", 1, "not valid UTF-8"),
    ("bom-crlf-tabs", lambda: [b"\xef\xbb\xbfmodule:\tApp\r\nscreens:\r\n  AViewController: {}\r\n"], "generate", 0, ""),
    ("storyboard-1line", storyboard_spec, "lint", 0, "specs OK: 1000 screens",
     {"Storyboards/Hostile.storyboard": lambda: one_line_storyboard(STORYBOARD_LIMIT - 10_000)}),
    ("storyboard-limit", storyboard_spec, "lint", 1, f"more than the limit of {STORYBOARD_LIMIT} bytes",
     {"Storyboards/Hostile.storyboard": lambda: one_line_storyboard(STORYBOARD_LIMIT + 1)}),
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
    # The cases are projects of their own: a config of their own keeps screengen from finding
    # the repository's screengen.yml above the work folder.
    os.makedirs(arguments.workdir, exist_ok=True)
    with open(os.path.join(arguments.workdir, "screengen.yml"), "w") as handle:
        handle.write("# The bomb cases' own config: defaults only.\n")
    failures = []
    print(f"{'input':<16} {'status':>6} {'wall':>9} {'peak RSS':>10}  verdict")
    for name, make, command, expected_status, expected_text, *others in CASES:
        folder = os.path.join(arguments.workdir, name)
        shutil.rmtree(folder, ignore_errors=True)
        files = {"Specs/App.yml": make, **(others[0] if others else {})}
        for path, chunks in files.items():
            os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
            with open(os.path.join(folder, path), "wb") as handle:
                for chunk in chunks():
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
        if "malformed" in text:
            problems.append("reported as malformed (a size or shape problem must say so)")
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
