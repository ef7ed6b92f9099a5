#!/usr/bin/env python3
"""Times whole screengen processes on synthetic specs of 100, 1,000 and 10,000 screens.

For each size it writes the specs (make_specs.py), checks them with `lint`, then runs each
command a few times after warm-up and reports the median and spread of wall time, the
median CPU time (user + system, all threads: it shows what the machine's other load does
to the wall time), the peak resident memory of the process, and the bytes it wrote:

  generate  cold, into an empty output folder
  no-op     generate again with nothing changed (must write 0 files)
  lint      validate only
  check     compare the output folder with the specs (skipped if the binary has none)

and, at 1,000 screens (40 with --smoke), the same screens split over four modules that
share a support module (config `modules:` and `support:`), as one run:

  modules generate   cold, into empty output folders
  modules no-op      again with nothing changed (must write 0 files in every folder)

Then it judges the targets and exits 1 if one fails. `--smoke` runs one tiny size once,
checks the same behaviour, and judges no timing (that is what `make test` runs).

    python3 Benchmarks/bench.py --binary .build-release/release/screengen
"""

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_specs  # noqa: E402

# (label, size, what, limit): `what` is ("median", command), ("rss", None), ("ratio", command)
# or ("start", None) for `screengen --version`.
TARGETS = [
    ("1,000 screens: generate median <= 20 ms", 1000, ("median", "generate"), 20.0),
    ("1,000 screens: no-op generate median <= 10 ms", 1000, ("median", "no-op"), 10.0),
    ("1,000 screens: lint median <= 15 ms", 1000, ("median", "lint"), 15.0),
    ("10,000 screens: generate median <= 150 ms", 10000, ("median", "generate"), 150.0),
    ("10,000 screens: no-op generate median <= 40 ms", 10000, ("median", "no-op"), 40.0),
    ("10,000 screens: peak RSS of every command <= 60 MB", 10000, ("rss", None), 60.0),
    ("process start (`--version`) median <= 5 ms", None, ("start", None), 5.0),
    ("linear: 10,000 / 1,000 screens generate median <= 12x", 10000, ("ratio", "generate"), 12.0),
    ("1,000 screens in 4 modules: generate median <= 1.15x one module's", 1000, ("modules", "generate"), 1.15),
]

# The several-modules row: this many modules, and the size it runs at.
MODULES = 4
MODULES_SIZE = 1000


# The run state `generate` leaves in the output folder (Docs/GeneratedCode.md: "The run state").
STATE_FILE = ".screengen"


class BenchError(Exception):
    """A command misbehaved: the numbers would mean nothing."""


class Run:
    def __init__(self, status, wall_ms, cpu_ms, rss_mb, stdout, stderr):
        self.status, self.wall_ms, self.cpu_ms, self.rss_mb = status, wall_ms, cpu_ms, rss_mb
        self.stdout, self.stderr = stdout, stderr


def run(binary, arguments, cwd):
    """Runs one process to completion; CPU time and peak RSS come from wait4's rusage."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen([binary] + arguments, cwd=cwd, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall_ms = (time.perf_counter() - start) * 1000
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        cpu_ms = (usage.ru_utime + usage.ru_stime) * 1000
        return Run(process.returncode, wall_ms, cpu_ms, usage.ru_maxrss / 1024,
                   out.read().decode(errors="replace"), err.read().decode(errors="replace"))


def expect(condition, message, result):
    if not condition:
        raise BenchError(f"{message}\n  exit {result.status}\n  stdout: {result.stdout.strip()}\n  stderr: {result.stderr.strip()}")


def snapshot(folder):
    """Path -> (size, mtime, inode) of every file below `folder`."""
    files = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            info = os.stat(path)
            files[os.path.relpath(path, folder)] = (info.st_size, info.st_mtime_ns, info.st_ino)
    return files


def has_check(binary):
    result = run(binary, ["--help"], cwd=".")
    return any(line.strip().startswith("check ") or line.strip() == "check" for line in result.stdout.splitlines())


def measure(binary, arguments, cwd, runs, warmup, before=None, verify=None):
    """`warmup` unrecorded runs, then `runs` recorded ones; `before` prepares each run and
    `verify` checks each result (warm-ups included)."""
    results = []
    for index in range(warmup + runs):
        if before:
            before()
        result = run(binary, arguments, cwd)
        if verify:
            verify(result)
        if index >= warmup:
            results.append(result)
    walls = [result.wall_ms for result in results]
    return {
        "median": statistics.median(walls), "min": min(walls), "max": max(walls),
        "cpu": statistics.median(result.cpu_ms for result in results),
        "rss": max(result.rss_mb for result in results),
    }


def bench_size(binary, screens, workdir, runs, warmup, check_available):
    folder = os.path.join(workdir, str(screens))
    specs, output = os.path.join(folder, "Specs"), os.path.join(folder, "Generated")
    spec_bytes = make_specs.write_specs(screens, specs)
    if os.path.isdir(output):
        shutil.rmtree(output)
    rows = []

    def lint_ok(result):
        expect(result.status == 0, f"{screens} screens: lint failed on the synthetic specs", result)
        expect(result.stderr == "", f"{screens} screens: lint reported diagnostics on the synthetic specs", result)
        expect(f"specs OK: {screens} screens" in result.stdout, f"{screens} screens: lint counted other screens", result)

    lint_ok(run(binary, ["lint", "--specs", "Specs"], folder))

    def empty_output():
        if os.path.isdir(output):
            shutil.rmtree(output)

    def generated(result):
        expect(result.status == 0, f"{screens} screens: generate failed", result)
        expect(result.stdout.startswith("wrote ") and not result.stdout.startswith("wrote 0 files"),
               f"{screens} screens: cold generate wrote nothing", result)

    generate = ["generate", "--specs", "Specs", "--output", "Generated"]
    stats = measure(binary, generate, folder, runs, warmup, before=empty_output, verify=generated)
    files = snapshot(output)
    output_bytes = sum(size for size, _, _ in files.values())
    # Layout: one file per spec file that declares screens, ScreenGen.swift,
    # ScreenGen+Segues.swift (the synthetic specs declare segues) and the tests, plus the
    # run state (.screengen) that lets the next run skip its work.
    swift_files = [path for path in files if path.endswith(".swift")]
    expected = screens // 10 + 3
    if len(swift_files) != expected or STATE_FILE not in files or len(files) != len(swift_files) + 1:
        raise BenchError(f"{screens} screens: expected {expected} generated files and {STATE_FILE}, found {sorted(files)[:5]}…")
    rows.append(("generate", stats, output_bytes))
    rows += cold_references(binary, generate, folder, specs, output, files, runs, warmup, generated)

    def nothing_written(result):
        expect(result.status == 0, f"{screens} screens: no-op generate failed", result)
        expect(result.stdout.startswith("wrote 0 files"), f"{screens} screens: no-op generate wrote files", result)
        if snapshot(output) != files:
            raise BenchError(f"{screens} screens: no-op generate touched files in {output}")

    rows.append(("no-op", measure(binary, generate, folder, runs, warmup, verify=nothing_written), 0))
    rows.append(("lint", measure(binary, ["lint", "--specs", "Specs"], folder, runs, warmup, verify=lint_ok), 0))

    if check_available:
        def up_to_date(result):
            expect(result.status == 0, f"{screens} screens: check failed on an up-to-date output folder", result)
            if snapshot(output) != files:
                raise BenchError(f"{screens} screens: check changed files in {output}")

        check = ["check", "--specs", "Specs", "--output", "Generated"]
        rows.append(("check", measure(binary, check, folder, runs, warmup, verify=up_to_date), 0))
    return spec_bytes, rows


def cold_references(binary, generate, folder, specs, output, files, runs, warmup, generated):
    """What a cold `generate` costs apart from screengen's own work, as two rows:

      file-system floor   the same folders and files (same sizes, each written to a
                          temporary name and renamed, as screengen writes) made by this
                          script alone: what creating them costs on this disk
      generate (tmpfs)    the same cold generate with specs and output in memory
                          (/dev/shm), where creating a file costs next to nothing

    On some file systems creating a file is far slower than writing it (ext4 without a
    journal searches its inode tables for a free inode that was not recently deleted, and
    a benchmark deletes its output before every run), so the cold rows can say more about
    the disk than about screengen; these rows show how much."""
    rows = []
    floor = os.path.join(folder, "Floor")
    sizes = {path: size for path, (size, _, _) in files.items()}

    def empty_floor():
        if os.path.isdir(floor):
            shutil.rmtree(floor)

    def create_files():
        for path, size in sorted(sizes.items()):
            target = os.path.join(floor, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            temporary = os.path.join(os.path.dirname(target), "." + os.path.basename(target) + ".tmp")
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
            os.write(descriptor, b"x" * size)
            os.close(descriptor)
            os.rename(temporary, target)

    rows.append(("file-system floor", measure_function(create_files, runs, warmup, before=empty_floor), 0))
    empty_floor()

    memory = "/dev/shm"
    if os.path.isdir(memory) and os.access(memory, os.W_OK):
        scratch = tempfile.mkdtemp(prefix="screengen-bench-", dir=memory)
        try:
            shutil.copytree(specs, os.path.join(scratch, "Specs"))
            in_memory = os.path.join(scratch, "Generated")

            def empty_memory():
                if os.path.isdir(in_memory):
                    shutil.rmtree(in_memory)

            stats = measure(binary, generate, scratch, runs, warmup, before=empty_memory, verify=generated)
            rows.append(("generate (tmpfs)", stats, sum(sizes.values())))
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    return rows


def measure_function(function, runs, warmup, before=None):
    """`measure` for work done inside this script: wall and CPU time; no process, no RSS."""
    walls, cpus = [], []
    for index in range(warmup + runs):
        if before:
            before()
        start, cpu = time.perf_counter(), time.process_time()
        function()
        if index >= warmup:
            walls.append((time.perf_counter() - start) * 1000)
            cpus.append((time.process_time() - cpu) * 1000)
    return {"median": statistics.median(walls), "min": min(walls), "max": max(walls),
            "cpu": statistics.median(cpus), "rss": 0.0}


def bench_modules(binary, screens, workdir, runs, warmup):
    """The same number of screens in MODULES modules of one run (config `modules:` and
    `support:`): cold generate and no-op, with their behaviour checked."""
    folder = os.path.join(workdir, f"{screens}-modules")
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    per_module = screens // MODULES
    spec_bytes = 0
    config = ["modules:"]
    for number in range(MODULES):
        name = f"Feature{number}"
        spec_bytes += make_specs.write_specs(per_module, os.path.join(folder, name, "Specs"), module=name,
                                             first=number * per_module // 10)
        config += [f"  - specs: {name}/Specs", f"    output: {name}/Generated"]
    config += ["support:", "  module: ScreenGenSupport", "  output: Support/Generated"]
    with open(os.path.join(folder, "screengen.yml"), "w") as handle:
        handle.write("\n".join(config) + "\n")
    outputs = [os.path.join(folder, f"Feature{number}", "Generated") for number in range(MODULES)]
    outputs.append(os.path.join(folder, "Support", "Generated"))

    lint = run(binary, ["lint"], folder)
    expect(lint.status == 0 and lint.stderr == "", f"{screens} screens in {MODULES} modules: lint failed", lint)
    expect(f"specs OK: {screens} screens in {MODULES} modules" in lint.stdout, "the modules' lint counted other screens", lint)

    def empty_outputs():
        for output in outputs:
            if os.path.isdir(output):
                shutil.rmtree(output)

    def generated(result):
        expect(result.status == 0, f"{screens} screens in {MODULES} modules: generate failed", result)
        lines = result.stdout.splitlines()
        expect(len(lines) == MODULES + 1 and all(": wrote " in line and ": wrote 0 files" not in line for line in lines),
               f"{screens} screens in {MODULES} modules: cold generate did not write every module", result)

    rows = [("modules generate", measure(binary, ["generate"], folder, runs, warmup, before=empty_outputs, verify=generated),
             sum(sum(size for size, _, _ in snapshot(output).values()) for output in outputs))]
    files = [snapshot(output) for output in outputs]

    def nothing_written(result):
        expect(result.status == 0, f"{screens} screens in {MODULES} modules: no-op generate failed", result)
        expect(all(": wrote 0 files" in line for line in result.stdout.splitlines()),
               f"{screens} screens in {MODULES} modules: no-op generate wrote files", result)
        if [snapshot(output) for output in outputs] != files:
            raise BenchError(f"{screens} screens in {MODULES} modules: no-op generate touched files")

    rows.append(("modules no-op", measure(binary, ["generate"], folder, runs, warmup, verify=nothing_written), 0))
    return spec_bytes, rows


def machine_description():
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{platform.system()} {platform.release()}, {model}, {os.cpu_count()} cores"


def print_table(table):
    header = ["screens", "command", "spec bytes", "median ms", "min ms", "max ms", "CPU ms", "peak RSS MB", "output bytes"]
    lines = [header]
    for screens, spec_bytes, command, stats, output_bytes in table:
        lines.append([f"{screens:,}", command, f"{spec_bytes:,}", f"{stats['median']:.1f}", f"{stats['min']:.1f}",
                      f"{stats['max']:.1f}", f"{stats['cpu']:.1f}", f"{stats['rss']:.1f}", f"{output_bytes:,}"])
    widths = [max(len(line[column]) for line in lines) for column in range(len(header))]
    for index, line in enumerate(lines):
        cells = [cell.ljust(width) if column < 2 else cell.rjust(width)
                 for column, (cell, width) in enumerate(zip(line, widths))]
        print("| " + " | ".join(cells) + " |")
        if index == 0:
            print("|" + "|".join("-" * (width + 2) if column < 2 else "-" * (width + 1) + ":"
                                 for column, width in enumerate(widths)) + "|")


def judge(table, start):
    """Prints PASS/FAIL per target whose sizes were measured; returns whether all passed."""
    medians = {(screens, command): stats["median"] for screens, _, command, stats, _ in table}
    rss = {}
    for screens, _, _, stats, _ in table:
        rss[screens] = max(rss.get(screens, 0.0), stats["rss"])
    passed = True
    for label, size, (kind, command), limit in TARGETS:
        if kind == "start":
            value = start["median"]
            shown = f"{value:.1f} ms"
        elif kind == "median":
            value = medians.get((size, command))
            shown = value and f"{value:.1f} ms"
        elif kind == "rss":
            value = rss.get(size)
            shown = value and f"{value:.1f} MB"
        elif kind == "modules":
            several, one = medians.get((size, "modules " + command)), medians.get((size, command))
            value = several / one if several and one else None
            shown = value and f"{value:.2f}x ({several:.1f} ms / {one:.1f} ms)"
        else:
            large, small = medians.get((size, command)), medians.get((size // 10, command))
            value = large / small if large and small else None
            shown = value and f"{value:.1f}x"
        if value is None:
            print(f"SKIP  {label} (not measured)")
            continue
        ok = value <= limit
        passed = passed and ok
        gap = "" if ok else f" ({value / limit:.1f}x the target)"
        if not ok and kind == "median" and command == "generate":
            floor, memory = medians.get((size, "file-system floor")), medians.get((size, "generate (tmpfs)"))
            if floor is not None:
                gap += f"; creating its files alone takes {floor:.1f} ms on this disk"
            if memory is not None:
                gap += f", and the same run in memory (tmpfs) {memory:.1f} ms"
        if not ok and kind == "ratio":
            large, small = medians.get((size, f"{command} (tmpfs)")), medians.get((size // 10, f"{command} (tmpfs)"))
            if large and small:
                gap += f"; in memory (tmpfs) {large / small:.1f}x"
        print(f"{'PASS' if ok else 'FAIL'}  {label}: {shown}{gap}")
    return passed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="the screengen executable (a release build for timing)")
    parser.add_argument("--sizes", default="100,1000,10000", help="comma-separated screen counts (multiples of 10)")
    parser.add_argument("--runs", type=int, default=10, help="recorded runs per command")
    parser.add_argument("--warmup", type=int, default=2, help="unrecorded runs before them")
    parser.add_argument("--workdir", default=".bench", help="where the specs and output go (ignored by git)")
    parser.add_argument("--smoke", action="store_true", help="20 screens, one run, no targets: checks that the bench works")
    arguments = parser.parse_args()
    if arguments.smoke:
        arguments.sizes, arguments.runs, arguments.warmup = "40", 1, 0
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        print(f"bench: no executable at {binary}; build it first", file=sys.stderr)
        return 2
    sizes = [int(size) for size in arguments.sizes.split(",")]
    os.makedirs(arguments.workdir, exist_ok=True)
    check_available = has_check(binary)

    print(f"machine: {machine_description()}")
    print(f"binary:  {binary}")
    print(f"runs:    {arguments.warmup} warm-up + {arguments.runs} measured per command; wall time of the whole process")
    print(f"load:    {' '.join(f'{load:.2f}' for load in os.getloadavg())} (1, 5, 15 min) before the first run")
    if not check_available:
        print("note:    this screengen has no `check` command; its rows are skipped")
    print()
    table = []
    try:
        for screens in sizes:
            spec_bytes, rows = bench_size(binary, screens, arguments.workdir, arguments.runs, arguments.warmup, check_available)
            table += [(screens, spec_bytes, command, stats, output_bytes) for command, stats, output_bytes in rows]
            if screens == MODULES_SIZE or (arguments.smoke and screens == sizes[0]):
                spec_bytes, rows = bench_modules(binary, screens, arguments.workdir, arguments.runs, arguments.warmup)
                table += [(screens, spec_bytes, command, stats, output_bytes) for command, stats, output_bytes in rows]
    except BenchError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 1
    print_table(table)
    start = measure(binary, ["--version"], arguments.workdir, arguments.runs, arguments.warmup)
    print(f"\nprocess start alone (`screengen --version`): median {start['median']:.1f} ms, "
          f"min {start['min']:.1f} ms, peak RSS {start['rss']:.1f} MB")
    print(f"load:    {' '.join(f'{load:.2f}' for load in os.getloadavg())} (1, 5, 15 min) after the last run")
    print()
    if arguments.smoke:
        print(f"bench smoke: {len(table)} commands ran and behaved; timings not judged")
        return 0
    return 0 if judge(table, start) else 1


if __name__ == "__main__":
    sys.exit(main())
