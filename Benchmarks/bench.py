#!/usr/bin/env python3
"""Measures what a ScreenGen user feels, on synthetic specs (Benchmarks/make_specs.py),
with the specs and outputs on tmpfs (/dev/shm) when there is one:

  generate   cold: the output folder removed before each run
  no-op      generate again with nothing changed (must print "wrote 0 files")
  lint       validate only (must print "specs OK")
  check      2,000 screens appended to one spec file of 1,000 screens (must exit 1, stale)

Wall time is the median of --runs runs of the whole process (after one unrecorded run);
peak memory is the largest ru_maxrss (os.wait4) of those runs. Then the ratios between
sizes (linearity), callgrind instruction counts at 1,000 screens, and the time of
`swiftc -typecheck` on the generated module for 100 and 1,000 screens. Prints PASS/FAIL
per target and exits 1 if one fails. `--smoke` checks behaviour on 40 screens, in one
module and in four, and judges no timing (what `make test` runs).

    python3 Benchmarks/bench.py --binary .build/release/screengen --stand-in .build/debug
"""

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_specs  # noqa: E402

# Targets: wall-time medians in ms at (command, screens); peak RSS in MB.
TIME_MS = {("generate", 1000): 150, ("generate", 10000): 1500, ("no-op", 1000): 150, ("lint", 1000): 100}
RSS_MB = 100          # every command at 10,000 screens
CHECK_RSS_MB = 100    # check of CHECK_ADDED changed screens
CHECK_SCREENS, CHECK_ADDED = 1000, 2000
LINEAR = 1.2          # a step from a to b screens costs at most 1.2 * b/a (12x per 10x step)
# Instruction budgets (callgrind, total Ir) at 1,000 screens; None: reported, not judged.
INSTRUCTIONS = {"generate": 700_000_000, "no-op": 690_000_000, "lint": 190_000_000}
INSTRUCTION_SCREENS = 1000
COMPILE_SIZES, COMPILE_RUNS = (100, 1000), 3
COMMANDS = ("generate", "no-op", "lint")
PATHS = ["--specs", "Specs", "--output", "Generated"]
GENERATE, LINT = ["generate"] + PATHS, ["lint", "--specs", "Specs"]
# No screengen run may use more heap than this (RLIMIT_DATA), so that a regression fails
# the bench rather than the machine it shares.
MEMORY_CAP_MB = 2048


class BenchError(Exception):
    """A command misbehaved: its numbers would mean nothing."""


class Run:
    def __init__(self, status, ms, rss_mb, out, err):
        self.status, self.ms, self.rss_mb, self.out, self.err = status, ms, rss_mb, out, err


def capped():
    resource.setrlimit(resource.RLIMIT_DATA, (MEMORY_CAP_MB << 20, MEMORY_CAP_MB << 20))


def run(command, cwd, cap=True):
    """One process to completion: exit status, wall ms, peak RSS (MB), stdout, stderr.
    `cap`: its heap is limited to MEMORY_CAP_MB."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=err, preexec_fn=capped if cap else None)
        _, status, usage = os.wait4(process.pid, 0)
        ms = (time.perf_counter() - start) * 1000
        out.seek(0)
        err.seek(0)
        return Run(os.waitstatus_to_exitcode(status), ms, usage.ru_maxrss / 1024,
                   out.read().decode(errors="replace"), err.read().decode(errors="replace"))


def expect(condition, message, result):
    if not condition:
        detail = (result.out.strip() + " " + result.err.strip()).strip().replace("\n", " | ")
        if result.status < 0 or "failed to allocate" in result.err:
            detail = f"crashed after {result.ms / 1000:.1f} s at {result.rss_mb:.0f} MB (heap capped at {MEMORY_CAP_MB} MB): {detail}"
        raise BenchError(f"{message} (exit {result.status}: {detail[:300]})")


def wrote_files(result, what):
    expect(result.status == 0 and result.out.startswith("wrote ") and not result.out.startswith("wrote 0 files"),
           f"{what}: generate wrote nothing", result)


def wrote_nothing(result, what):
    expect(result.status == 0 and result.out.startswith("wrote 0 files"), f"{what}: no-op generate wrote files", result)


def measure(command, cwd, runs, before=None, verify=None):
    """One unrecorded run, then `runs` recorded; returns (median ms, min, max, peak RSS MB)."""
    results = []
    for _ in range(runs + 1):
        if before:
            before()
        result = run(command, cwd)
        if verify:
            verify(result)
        results.append(result)
    times = [result.ms for result in results[1:]]
    return statistics.median(times), min(times), max(times), max(result.rss_mb for result in results[1:])


def bench_size(binary, screens, work, runs):
    """Cold generate, no-op and lint at one size: {command: (median, min, max, rss)}."""
    folder = os.path.join(work, str(screens))
    make_specs.write_specs(screens, os.path.join(folder, "Specs"))
    output = os.path.join(folder, "Generated")
    generate, lint = [binary] + GENERATE, [binary] + LINT
    what = f"{screens} screens"

    def lint_ok(result):
        counted = re.search(r"specs OK: ([\d,]+) screens", result.out)
        expect(result.status == 0 and counted and int(counted.group(1).replace(",", "")) == screens, f"{what}: lint", result)

    return {
        "generate": measure(generate, folder, runs, before=lambda: shutil.rmtree(output, ignore_errors=True),
                            verify=lambda result: wrote_files(result, what)),
        "no-op": measure(generate, folder, runs, verify=lambda result: wrote_nothing(result, what)),
        "lint": measure(lint, folder, runs, verify=lint_ok),
    }


def bench_check(binary, work, runs):
    """`check` after CHECK_ADDED screens were appended to one spec file: (median, min, max, rss)."""
    folder = os.path.join(work, "check")
    specs = os.path.join(folder, "Specs")
    make_specs.write_specs(CHECK_SCREENS, specs)
    wrote_files(run([binary] + GENERATE, folder), "check")
    with open(os.path.join(specs, "Area000", "Feature00000.yml"), "a") as handle:
        handle.write(make_specs.more_screens(CHECK_ADDED, "Account00000"))

    def stale(result):
        expect(result.status == 1 and "stale" in result.err + result.out, "check of changed specs: expected exit 1, stale", result)

    return measure([binary, "check"] + PATHS, folder, runs, verify=stale)


def instructions(binary, work):
    """Total instructions (callgrind's Ir) of cold generate, no-op and lint at INSTRUCTION_SCREENS."""
    folder = os.path.join(work, str(INSTRUCTION_SCREENS))
    make_specs.write_specs(INSTRUCTION_SCREENS, os.path.join(folder, "Specs"))
    shutil.rmtree(os.path.join(folder, "Generated"), ignore_errors=True)
    # Valgrind 3.19 cannot read DWARF 5 and gives up: a copy without debug sections has the
    # same code and counts the same instructions.
    stripped = os.path.join(work, "screengen-stripped")
    if subprocess.run(["objcopy", "--strip-debug", binary, stripped]).returncode != 0:
        shutil.copy(binary, stripped)
    counts = {}
    for name, arguments in (("generate", GENERATE), ("no-op", GENERATE), ("lint", LINT)):
        profile = os.path.join(work, "callgrind.out")
        result = run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", stripped] + arguments, folder, cap=False)
        if os.path.exists(profile):
            os.remove(profile)
        expect(result.status == 0, f"callgrind {name}", result)
        (wrote_files if name == "generate" else wrote_nothing if name == "no-op" else lambda *_: None)(result, "callgrind")
        found = re.search(r"Collected\s*:\s*(\d+)", result.err)
        expect(found is not None, f"callgrind {name}: no 'Collected' line", result)
        counts[name] = int(found.group(1))
    return counts


def compile_time(binary, stand_in, screens, work):
    """Generates `screens` screens with stubs for the hand-written types, then times
    `swiftc -typecheck` of the generated module (not its tests): (median s, lines, files)."""
    folder = os.path.join(work, f"compile-{screens}")
    stubs = os.path.join(folder, "Stubs.swift")
    make_specs.write_specs(screens, os.path.join(folder, "Specs"), stubs_path=stubs)
    wrote_files(run([binary] + GENERATE, folder), f"compile {screens}")
    sources = sorted(os.path.join(parent, name) for parent, _, names in os.walk(os.path.join(folder, "Generated", "BenchApp"))
                     for name in names if name.endswith(".swift"))
    if not sources:
        raise BenchError(f"compile {screens}: no Swift files in Generated/BenchApp")
    lines = 0
    for path in sources:
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "BenchApp",
               "-module-cache-path", os.path.join(work, "module-cache"), "-I", os.path.join(stand_in, "Modules")]
    times = []
    first = not os.path.isdir(os.path.join(work, "module-cache"))  # an unrecorded run fills it
    for index in range(COMPILE_RUNS + first):
        result = run(command + sources + [stubs], folder, cap=False)
        errors = [line for line in result.err.splitlines() if ": error: " in line]
        expect(result.status == 0 and not errors, f"swiftc -typecheck at {screens} screens: {len(errors)} errors; "
               f"first: {errors[0] if errors else ''}", result)
        if index or not first:
            times.append(result.ms / 1000)
    return statistics.median(times), lines, len(sources)


def smoke(binary, work):
    """Behaviour only, once each: 40 screens in one module, then in four with a support module."""
    one = os.path.join(work, "one")
    make_specs.write_specs(40, os.path.join(one, "Specs"))
    several = os.path.join(work, "modules")
    config = ["modules:"]
    for number in range(4):
        make_specs.write_specs(10, os.path.join(several, f"Feature{number}", "Specs"), module=f"Feature{number}", first=number)
        config += [f"  - specs: Feature{number}/Specs", f"    output: Feature{number}/Generated"]
    with open(os.path.join(several, "screengen.yml"), "w") as handle:
        handle.write("\n".join(config + ["support:", "  module: ScreenGenSupport", "  output: Support/Generated"]) + "\n")
    for where, folder, args, modules, spec in ((" (one module)", one, PATHS, 1, "Specs/Area000/Feature00000.yml"),
                                               (" (4 modules)", several, [], 5, "Feature0/Specs/Area000/Feature00000.yml")):
        lint = run([binary, "lint"] + args[:2], folder)
        expect(lint.status == 0 and "specs OK: 40 screens" in lint.out, "lint" + where, lint)
        first = run([binary, "generate"] + args, folder)
        lines = first.out.splitlines()
        expect(first.status == 0 and len(lines) == modules and all("wrote " in line and "wrote 0 files" not in line
                                                                   for line in lines), "cold generate" + where, first)
        again = run([binary, "generate"] + args, folder)
        lines = again.out.splitlines()
        expect(again.status == 0 and len(lines) == modules and all("wrote 0 files" in line for line in lines),
               "second generate (expected: wrote 0 files)" + where, again)
        check = run([binary, "check"] + args, folder)
        expect(check.status == 0 and "up to date" in check.out + check.err, "check of fresh output" + where, check)
        with open(os.path.join(folder, spec), "a") as handle:
            handle.write(make_specs.more_screens(1, "Account00000", prefix="Added"))
        check = run([binary, "check"] + args, folder)
        expect(check.status == 1, "check after a spec change (expected exit 1)" + where, check)


def judge(label, value, limit, shown):
    ok = limit is None or value <= limit
    verdict = "INFO" if limit is None else "PASS" if ok else "FAIL"
    print(f"{verdict}  {label}{'' if limit is None else f' <= {limit:g}'}: {shown}")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="screengen (a release build for timing)")
    parser.add_argument("--stand-in", help="bin folder whose Modules/ holds the UIKit and SwiftUI stand-ins")
    parser.add_argument("--sizes", default="100,1000,10000", help="comma-separated screen counts (multiples of 10)")
    parser.add_argument("--runs", type=int, default=7, help="recorded runs per command (median)")
    parser.add_argument("--no-callgrind", action="store_true", help="skip the instruction counts")
    parser.add_argument("--no-compile", action="store_true", help="skip the generated-code compile time")
    parser.add_argument("--smoke", action="store_true", help="behaviour only, 40 screens, no timing")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        print(f"bench: no executable at {binary}; build it first", file=sys.stderr)
        return 2
    stand_in = arguments.stand_in and os.path.abspath(arguments.stand_in)
    if not arguments.smoke and not arguments.no_compile:
        missing = [name for name in ("UIKit", "SwiftUI") if not stand_in or
                   not os.path.exists(os.path.join(stand_in, "Modules", f"{name}.swiftmodule"))]
        if missing:
            print(f"bench: no {' and '.join(missing)} stand-in in {stand_in}/Modules (swift build --target SwiftUI), "
                  "or pass --no-compile", file=sys.stderr)
            return 2
    if not arguments.smoke and not arguments.no_callgrind and not shutil.which("valgrind"):
        print("bench: valgrind not found; install it or pass --no-callgrind", file=sys.stderr)
        return 2
    shm = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    work = tempfile.mkdtemp(prefix="screengen-bench-", dir=shm)
    try:
        if arguments.smoke:
            smoke(binary, work)
            print("bench smoke: OK (40 screens in one module and in 4 modules: lint, generate, no-op, check)")
            return 0
        return full(arguments, binary, stand_in, work, "tmpfs" if shm else "temporary folder")
    except BenchError as error:
        print(f"bench{' smoke' if arguments.smoke else ''}: FAIL: {error}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


def full(arguments, binary, stand_in, work, where):
    sizes = sorted(int(size) for size in arguments.sizes.split(","))
    runs = arguments.runs
    print(f"binary:  {binary}\nmachine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}; specs and outputs "
          f"on {where}\nruns:    median of {runs} after 1 unrecorded run; peak RSS = largest ru_maxrss of those runs\n")
    stats = {}
    print("| screens | command | median ms | min ms | max ms | peak RSS MB |\n|---:|---|---:|---:|---:|---:|")
    for screens in sizes:
        for command, row in bench_size(binary, screens, work, runs).items():
            stats[(command, screens)] = row
            print(f"| {screens:,} | {command} | {row[0]:.1f} | {row[1]:.1f} | {row[2]:.1f} | {row[3]:.1f} |", flush=True)
    try:
        check = bench_check(binary, work, runs)
        print(f"| {CHECK_SCREENS:,} + {CHECK_ADDED:,} | check (stale) | {check[0]:.1f} | {check[1]:.1f} | {check[2]:.1f} "
              f"| {check[3]:.1f} |\n")
    except BenchError as error:  # judged below; the other figures still mean something
        check = error
        print(f"| {CHECK_SCREENS:,} + {CHECK_ADDED:,} | check (stale) | failed: see below | | | |\n")

    print(f"linearity: each step from a to b screens may cost at most {LINEAR:g} x b/a ({LINEAR * 10:g}x per 10x)")
    ok = True
    for command in COMMANDS:
        for small, large in zip(sizes, sizes[1:]):
            limit = LINEAR * large / small
            for label, index, unit in (("time", 0, "ms"), ("peak RSS", 3, "MB")):
                a, b = stats[(command, small)][index], stats[(command, large)][index]
                ok &= judge(f"{command} {label} {large:,}/{small:,}", b / a, limit, f"{b / a:.2f}x ({b:.1f} / {a:.1f} {unit})")
    print()

    compiled = {}
    if not arguments.no_compile:
        for screens in COMPILE_SIZES:
            compiled[screens] = compile_time(binary, stand_in, screens, work)
            seconds, lines, files = compiled[screens]
            print(f"compile: swiftc -typecheck of the generated module, {screens:,} screens ({files} files, {lines:,} lines, "
                  f"{lines / screens:.0f} lines per screen): {seconds:.2f} s (median of {COMPILE_RUNS})", flush=True)
        print()
    counts = {} if arguments.no_callgrind else instructions(binary, work)

    for (command, screens), limit in TIME_MS.items():
        if (command, screens) in stats:
            row = stats[(command, screens)]
            ok &= judge(f"{command} at {screens:,} screens (ms)", row[0], limit, f"{row[0]:.1f} ms")
    if 10000 in sizes:
        rss = max(stats[(command, 10000)][3] for command in COMMANDS)
        ok &= judge("peak RSS of generate, no-op and lint at 10,000 screens (MB)", rss, RSS_MB, f"{rss:.1f} MB")
    label = f"peak RSS of check, {CHECK_ADDED:,} changed screens (MB)"
    if isinstance(check, BenchError):
        ok = False
        print(f"FAIL  {label} <= {CHECK_RSS_MB}: {check}")
    else:
        ok &= judge(label, check[3], CHECK_RSS_MB, f"{check[3]:.1f} MB ({check[0]:.1f} ms)")
    for command, count in counts.items():
        ok &= judge(f"instructions, {command} at {INSTRUCTION_SCREENS:,} screens", count, INSTRUCTIONS[command], f"{count:,}")
    for screens, (seconds, lines, _) in compiled.items():
        judge(f"typecheck of the generated module at {screens:,} screens (s)", seconds, None,
              f"{seconds:.2f} s, {lines / screens:.0f} generated lines per screen")
    print(f"\n{'PASS' if ok else 'FAIL'}: load {os.getloadavg()[0]:.2f} at the end")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
