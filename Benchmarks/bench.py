#!/usr/bin/env python3
"""Times whole screengen processes on synthetic specs of 1,000 and 10,000 screens, each
beside a floor: the least work any generator of the same output could do.

The floor is Benchmarks/floor.c (built by `make bench` against the libyaml screengen
parses with): it parses every spec file with libyaml's event API and writes the bytes of
screengen's own output into a fresh folder ("floor"), or only parses ("parse floor").
Commands that a target compares run side by side, one of each per round with the order
rotating, so the machine's other load falls on both; the targets are ratios of their
medians. For each size, in memory (tmpfs, /dev/shm) when there is one and then on the
real disk (--workdir), it reports the median and spread of wall time, the median CPU time
(user + system, all threads), the peak resident memory of the process and the bytes written:

  generate           cold, into an empty output folder      beside  floor
  lint               validate only                          beside  parse floor
  no-op              generate again with nothing changed    beside  --version
  no-op (warnings)   the same on specs with warnings (an unused storyboard in every tenth
                     file): must print the warnings of a full run and write nothing
  check              compare the output folder with the specs

and, at 1,000 screens on the disk (40 with --smoke), the same screens split over four
modules that share a support module (config `modules:` and `support:`), as one run:

  modules generate   cold, into empty output folders, beside the same screens' generate
                     as one module ("one module generate")
  modules no-op      again with nothing changed (must write 0 files in every folder)

Then it prints PASS or FAIL for each target and place, and exits 1 if one fails.
`--smoke` runs one tiny size once on the disk, checks the same behaviour, and judges no
timing (that is what `make test` runs).

    python3 Benchmarks/bench.py --binary .build-static/release/screengen --floor .build-floor/floor
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
import startup_order  # noqa: E402

# (label, size, numerator, denominator, limit). Every target is a ratio of two commands
# timed side by side in the same rounds, or (denominator None) the peak RSS in MB of every
# screengen command at that size. "floor" is Benchmarks/floor.c parsing the specs and
# writing the reference output's bytes; "parse floor" the same parse alone.
TARGETS = [
    ("cold generate / floor, 1,000 screens", 1000, "generate", "floor", 3.0),
    ("cold generate / floor, 10,000 screens", 10000, "generate", "floor", 3.0),
    ("lint / parse floor, 1,000 screens", 1000, "lint", "parse floor", 2.0),
    ("lint / parse floor, 10,000 screens", 10000, "lint", "parse floor", 2.0),
    ("no-op generate / --version, 1,000 screens", 1000, "no-op", "--version", 1.3),
    ("no-op generate with warnings / --version, 1,000 screens", 1000, "no-op (warnings)", "--version", 1.3),
    ("peak RSS of every command, 10,000 screens (MB)", 10000, "rss", None, 40.0),
    ("1,000 screens in 4 modules: generate / one module's", 1000, "modules generate", "one module generate", 1.15),
]

# Groups of short runs run this many times the rounds of the others: the no-op group
# (no-op, no-op with warnings, --version) at every size, and every group at SHORT_SIZE
# screens or fewer, whose runs take 3 to 40 ms. Resampling a few hundred rounds, the ratio
# of two medians of 15 rounds scattered by 0.05 (no-op with warnings), 0.15 (lint, tmpfs)
# and 0.09 to 0.28 (cold generate) from one bench to the next on the same binary and
# machine: as much as the margins. At 60 rounds, 0.02, 0.05 and 0.04 to 0.20.
SHORT_ROUNDS = 4
SHORT_SIZE = 1000


def rounds_at(screens, runs):
    """The rounds of a group at `screens` screens (the no-op group's are always
    `runs * SHORT_ROUNDS`)."""
    return runs * SHORT_ROUNDS if screens <= SHORT_SIZE else runs


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
        "rss": max(result.rss_mb for result in results), "screengen": True,
    }


class Command:
    """One command of a side-by-side group: its argument list, where it runs, what to
    prepare before each run and how to check each result."""

    def __init__(self, name, executable, arguments, cwd, before=None, verify=None, screengen=True):
        self.name, self.executable, self.arguments, self.cwd = name, executable, arguments, cwd
        self.before, self.verify, self.screengen = before, verify, screengen


def measure_side_by_side(commands, runs, warmup):
    """Runs every command once per round, `warmup` + `runs` rounds, the order rotating each
    round, so that the machine's other load falls on each command alike; the ratio of two
    medians from one group is what the targets judge."""
    results = {command.name: [] for command in commands}
    for index in range(warmup + runs):
        shift = index % len(commands)
        for command in commands[shift:] + commands[:shift]:
            if command.before:
                command.before()
            result = run(command.executable, command.arguments, command.cwd)
            if command.verify:
                command.verify(result)
            if index >= warmup:
                results[command.name].append(result)
    return {command.name: summary(results[command.name], command.screengen) for command in commands}


def summary(results, screengen=True):
    walls = [result.wall_ms for result in results]
    return {
        "median": statistics.median(walls), "min": min(walls), "max": max(walls),
        "cpu": statistics.median(result.cpu_ms for result in results),
        "rss": max(result.rss_mb for result in results), "screengen": screengen,
    }


# Output folders a cold run needs emptied are moved aside, their files cut to nothing, and
# deleted only when the bench ends. On an ext4 without a journal (this machine's disk), the
# inode allocator passes over every inode freed in the last one to six minutes, one
# buffer-cache lookup each: deleting 1,000 files a round made each later round's file
# creations slower than the one before, for screengen and the floor alike (`perf`:
# `recently_deleted`, `find_inode_bit`), so the disk rows measured the bench's own
# deletions. The files are cut rather than kept whole because memory held is no better:
# kept, 40 MB a round, each new round's pages came slower, and the floor on tmpfs took
# three times as long after six rounds (Benchmarks.md).
SET_ASIDE = []


def emptied(folder):
    def empty():
        if os.path.isdir(folder):
            aside = os.path.join(os.path.dirname(folder), f".set-aside-{os.getpid()}-{len(SET_ASIDE)}")
            os.rename(folder, aside)
            SET_ASIDE.append(aside)
            for parent, _, names in os.walk(aside):
                for name in names:
                    path = os.path.join(parent, name)
                    if not os.path.islink(path):
                        os.truncate(path, 0)
    return empty


def remove_set_aside(workdir):
    """Deletes what `emptied` moved aside, and writes the deletions out: a written-out
    freed inode is passed over for one minute rather than six. Notes when, in `workdir`,
    for the next bench (`settle`)."""
    deleted = bool(SET_ASIDE)
    while SET_ASIDE:
        shutil.rmtree(SET_ASIDE.pop(), ignore_errors=True)
    os.sync()
    if deleted:
        with open(os.path.join(workdir, DELETED_AT), "w") as handle:
            handle.write(f"{time.time()}\n")


# A bench run within minutes of another measured the one before's deletions: ext4
# without a journal passes over an inode freed less than 60 s ago, or 300 s while its
# inode-table block is dirty (`recently_deleted`, which every file a run creates then makes
# likely), so the disk rows' creations slowed: the four-modules row took three to four times
# as long (one module 44-78 ms against 18-22) and failed its target, and a generate just
# after 8,000 deletions took 91 ms against 25. The next bench waits out the window.
DELETED_AT = ".deleted-at"
SETTLE_SECONDS = 300


def settle(workdir, seconds):
    """Waits until the files the last bench deleted in `workdir` were deleted `seconds` ago."""
    try:
        with open(os.path.join(workdir, DELETED_AT)) as handle:
            age = time.time() - float(handle.read().strip())
    except (OSError, ValueError):
        return
    if 0 <= age < seconds:
        wait = seconds - age
        print(f"settle:  the last bench deleted its files {age:.0f} s ago; waiting {wait:.0f} s, since on this "
              "disk new files are slower while freed inodes are recent (--settle 0 skips this)", flush=True)
        time.sleep(wait)


def bench_size(binary, floor, screens, workdir, runs, warmup, check_available):
    """Every command at one size in `workdir`; returns the spec bytes and
    (command, stats, output bytes) rows. Rows whose name is a target's numerator or
    denominator were timed side by side."""
    folder = os.path.join(workdir, str(screens))
    specs, output = os.path.join(folder, "Specs"), os.path.join(folder, "Generated")
    warned_specs, warned_output = os.path.join(folder, "SpecsWarn"), os.path.join(folder, "GeneratedWarn")
    reference, floor_output = os.path.join(folder, "Reference"), os.path.join(folder, "FloorOut")
    spec_bytes = make_specs.write_specs(screens, specs)
    make_specs.write_specs(screens, warned_specs, warnings=True)
    for path in (output, warned_output, reference, floor_output):
        emptied(path)()
    rows = []
    rounds = rounds_at(screens, runs)

    def lint_ok(result):
        expect(result.status == 0, f"{screens} screens: lint failed on the synthetic specs", result)
        expect(result.stderr == "", f"{screens} screens: lint reported diagnostics on the synthetic specs", result)
        expect(f"specs OK: {screens} screens" in result.stdout, f"{screens} screens: lint counted other screens", result)

    lint_ok(run(binary, ["lint", "--specs", "Specs"], folder))

    def generated(result):
        expect(result.status == 0, f"{screens} screens: generate failed", result)
        expect(result.stdout.startswith("wrote ") and not result.stdout.startswith("wrote 0 files"),
               f"{screens} screens: cold generate wrote nothing", result)

    generate = ["generate", "--specs", "Specs", "--output", "Generated"]
    generated(run(binary, generate, folder))
    files = snapshot(output)
    output_bytes = sum(size for size, _, _ in files.values())
    # Layout: one file per spec file that declares screens, ScreenGen.swift,
    # ScreenGen+Segues.swift (the synthetic specs declare segues) and the tests, plus the
    # run state (.screengen) that lets the next run skip its work.
    swift_files = [path for path in files if path.endswith(".swift")]
    expected = screens // 10 + 3
    if len(swift_files) != expected or STATE_FILE not in files or len(files) != len(swift_files) + 1:
        raise BenchError(f"{screens} screens: expected {expected} generated files and {STATE_FILE}, found {sorted(files)[:5]}…")
    shutil.copytree(output, reference)

    group = [Command("generate", binary, generate, folder, before=emptied(output), verify=generated)]
    if floor:
        def floor_ok(result):
            expect(result.status == 0, f"{screens} screens: the floor program failed", result)
            if {path: size for path, (size, _, _) in snapshot(floor_output).items()} != {path: size for path, (size, _, _) in files.items()}:
                raise BenchError(f"{screens} screens: the floor program wrote other files than generate")

        group.append(Command("floor", floor, ["Specs", "Reference", "FloorOut"], folder,
                             before=emptied(floor_output), verify=floor_ok, screengen=False))
    cold = measure_side_by_side(group, rounds, warmup)
    rows.append(("generate", cold["generate"], output_bytes))
    if floor:
        rows.append(("floor", cold["floor"], output_bytes))
    # The last cold run's output, for the no-op and check rows.
    files = snapshot(output)

    group = [Command("lint", binary, ["lint", "--specs", "Specs"], folder, verify=lint_ok)]
    if floor:
        group.append(Command("parse floor", floor, ["Specs"], folder, screengen=False))
    for name, stats in measure_side_by_side(group, rounds, warmup).items():
        rows.append((name, stats, 0))

    def nothing_written(result):
        expect(result.status == 0, f"{screens} screens: no-op generate failed", result)
        expect(result.stdout.startswith("wrote 0 files"), f"{screens} screens: no-op generate wrote files", result)
        if snapshot(output) != files:
            raise BenchError(f"{screens} screens: no-op generate touched files in {output}")

    # The same specs with warnings: a full run prints them; a run with nothing to do must
    # print the same, and write nothing (not even the run state).
    warned_generate = ["generate", "--specs", "SpecsWarn", "--output", "GeneratedWarn"]
    full = run(binary, warned_generate, folder)
    expect(full.status == 0 and "warning:" in full.stderr, f"{screens} screens: generate on specs with warnings", full)
    warned_files = snapshot(warned_output)
    rewrites = []

    def warned_nothing_written(result):
        expect(result.status == 0, f"{screens} screens: no-op generate with warnings failed", result)
        expect(result.stdout.startswith("wrote 0 files"), f"{screens} screens: no-op generate with warnings wrote files", result)
        expect(result.stderr == full.stderr, f"{screens} screens: no-op generate with warnings reported other warnings", result)
        if snapshot(warned_output) != warned_files:
            rewrites.append(result)
            warned_files.update(snapshot(warned_output))

    group = [Command("no-op", binary, generate, folder, verify=nothing_written),
             Command("no-op (warnings)", binary, warned_generate, folder, verify=warned_nothing_written),
             Command("--version", binary, ["--version"], folder)]
    no_ops = measure_side_by_side(group, runs * SHORT_ROUNDS, warmup)
    no_ops["no-op (warnings)"]["rewrites"] = len(rewrites)
    for name, stats in no_ops.items():
        rows.append((name, stats, 0))

    if check_available:
        def up_to_date(result):
            expect(result.status == 0, f"{screens} screens: check failed on an up-to-date output folder", result)
            if snapshot(output) != files:
                raise BenchError(f"{screens} screens: check changed files in {output}")

        check = Command("check", binary, ["check", "--specs", "Specs", "--output", "Generated"], folder, verify=up_to_date)
        rows.append(("check", measure_side_by_side([check], rounds, warmup)["check"], 0))
    for path in (reference, floor_output):
        emptied(path)()
    return spec_bytes, rows


def bench_modules(binary, screens, workdir, runs, warmup):
    """The same number of screens in MODULES modules of one run (config `modules:` and
    `support:`): cold generate and no-op, with their behaviour checked."""
    folder = os.path.join(workdir, f"{screens}-modules")
    # The specs are brought up to date in place (``make_specs.write_specs``); the outputs
    # are emptied before every round.
    os.makedirs(folder, exist_ok=True)
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
            emptied(output)()

    def generated(result):
        expect(result.status == 0, f"{screens} screens in {MODULES} modules: generate failed", result)
        lines = result.stdout.splitlines()
        expect(len(lines) == MODULES + 1 and all(": wrote " in line and ": wrote 0 files" not in line for line in lines),
               f"{screens} screens in {MODULES} modules: cold generate did not write every module", result)

    # The same screens as one module (bench_size's specs at this size, in the same place),
    # timed in the same rounds: the target is the ratio of the two.
    one_specs = os.path.join(workdir, str(screens), "Specs")
    one_output = os.path.join(folder, "OneModule")

    def one_generated(result):
        expect(result.status == 0 and result.stdout.startswith("wrote ") and not result.stdout.startswith("wrote 0 files"),
               f"{screens} screens in one module: cold generate did not write", result)

    group = [Command("modules generate", binary, ["generate"], folder, before=empty_outputs, verify=generated),
             Command("one module generate", binary, ["generate", "--specs", one_specs, "--output", one_output], folder,
                     before=emptied(one_output), verify=one_generated)]
    timed = measure_side_by_side(group, rounds_at(screens, runs), warmup)
    rows = [("modules generate", timed["modules generate"],
             sum(sum(size for size, _, _ in snapshot(output).values()) for output in outputs)),
            ("one module generate", timed["one module generate"], sum(size for size, _, _ in snapshot(one_output).values()))]
    emptied(one_output)()
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


def shared_libraries(binary):
    """The shared libraries `binary` names (`readelf -d`), or None where that cannot be read:
    which of libxml2 and ICU the release build linked in shows here (Makefile,
    XML_ARCHIVES), and each one shared is loaded and bound at every start."""
    try:
        listing = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return [line.split("[", 1)[1].split("]", 1)[0] for line in listing.splitlines() if "(NEEDED)" in line and "[" in line]


def print_table(table):
    header = ["where", "screens", "command", "spec bytes", "median ms", "min ms", "max ms", "CPU ms", "peak RSS MB", "output bytes"]
    lines = [header]
    for where, screens, spec_bytes, command, stats, output_bytes in table:
        lines.append([where, f"{screens:,}", command, f"{spec_bytes:,}", f"{stats['median']:.1f}", f"{stats['min']:.1f}",
                      f"{stats['max']:.1f}", f"{stats['cpu']:.1f}", f"{stats['rss']:.1f}", f"{output_bytes:,}"])
    widths = [max(len(line[column]) for line in lines) for column in range(len(header))]
    for index, line in enumerate(lines):
        cells = [cell.ljust(width) if column < 3 else cell.rjust(width)
                 for column, (cell, width) in enumerate(zip(line, widths))]
        print("| " + " | ".join(cells) + " |")
        if index == 0:
            print("|" + "|".join("-" * (width + 2) if column < 3 else "-" * (width + 1) + ":"
                                 for column, width in enumerate(widths)) + "|")


def judge(table, locations):
    """Prints PASS/FAIL per target and place whose sizes were measured (one row per place:
    tmpfs, then the real disk); returns whether all passed. Targets judge wall time; the
    ratio of CPU time (all threads, user + system) is printed beside it, as it says more
    than wall time when the machine is busy with other work."""
    stats = {(where, screens, command): row for where, screens, _, command, row, _ in table}
    passed = True
    for label, size, numerator, denominator, limit in TARGETS:
        for where in locations:
            if denominator is None:
                values = [row["rss"] for (place, screens, _), row in stats.items()
                          if place == where and screens == size and row["screengen"]]
                value = max(values) if values else None
                shown = value is not None and f"{value:.1f} MB"
            else:
                top, bottom = stats.get((where, size, numerator)), stats.get((where, size, denominator))
                value = top["median"] / bottom["median"] if top and bottom else None
                shown = value is not None and (f"{value:.2f}x ({top['median']:.1f} ms / {bottom['median']:.1f} ms); "
                                               f"CPU time {top['cpu'] / max(bottom['cpu'], 0.1):.2f}x "
                                               f"({top['cpu']:.1f} ms / {bottom['cpu']:.1f} ms)")
            if value is None:
                continue
            ok = value <= limit
            rewrites = stats[(where, size, numerator)].get("rewrites", 0) if denominator else 0
            if rewrites:
                ok = False
                shown += f"; rewrote the output folder in {rewrites} of its runs"
            passed = passed and ok
            print(f"{'PASS' if ok else 'FAIL'}  {label} <= {limit:g}{'' if denominator is None else 'x'} [{where}]: {shown}")
    return passed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="the screengen executable (a release build for timing)")
    parser.add_argument("--floor", help="the floor program (Benchmarks/floor.c, built by make bench); without it, no ratio to it")
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated screen counts (multiples of 10)")
    parser.add_argument("--runs", type=int, default=15, help="recorded runs per command")
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded runs before them")
    parser.add_argument("--workdir", default=".bench", help="where the specs and output go on the real disk (ignored by git)")
    parser.add_argument("--no-tmpfs", action="store_true", help="measure on the real disk only")
    parser.add_argument("--smoke", action="store_true", help="40 screens, one run, no targets: checks that the bench works")
    parser.add_argument("--settle", type=float, default=SETTLE_SECONDS,
                        help="seconds that must have passed since the last bench deleted its files in the workdir")
    arguments = parser.parse_args()
    if arguments.smoke:
        arguments.sizes, arguments.runs, arguments.warmup, arguments.no_tmpfs = "40", 1, 0, True
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        print(f"bench: no executable at {binary}; build it first", file=sys.stderr)
        return 2
    floor = arguments.floor and os.path.abspath(arguments.floor)
    if floor and not os.access(floor, os.X_OK):
        print(f"bench: no floor program at {floor}; build it first (make bench does)", file=sys.stderr)
        return 2
    sizes = [int(size) for size in arguments.sizes.split(",")]
    os.makedirs(arguments.workdir, exist_ok=True)
    check_available = has_check(binary)
    # Where the specs and outputs go: in memory first when there is a tmpfs, so that the
    # ratios show screengen's work rather than the disk's, then on the real disk.
    locations = []
    memory = "/dev/shm"
    scratch = None
    if not arguments.no_tmpfs and os.path.isdir(memory) and os.access(memory, os.W_OK):
        scratch = tempfile.mkdtemp(prefix="screengen-bench-", dir=memory)
        locations.append(("tmpfs", scratch))
    locations.append(("disk", os.path.abspath(arguments.workdir)))

    print(f"machine: {machine_description()}")
    print(f"binary:  {binary}")
    libraries = shared_libraries(binary)
    if libraries is not None:
        print(f"shared:  {', '.join(libraries) or 'none'}")
    print(f"floor:   {floor or 'none (no ratios to it)'}")
    print(f"runs:    {arguments.warmup} warm-up + {arguments.runs} measured per command ({arguments.runs * SHORT_ROUNDS} for "
          f"the no-op group and at {SHORT_SIZE:,} screens or fewer), compared commands interleaved round by round; "
          "wall time of the whole process")
    if not arguments.smoke:
        settle(arguments.workdir, arguments.settle)
    print(f"load:    {' '.join(f'{load:.2f}' for load in os.getloadavg())} (1, 5, 15 min) before the first run")
    try:
        listed = startup_order.listed_functions()
    except (OSError, ValueError) as error:
        print(f"bench: the startup order file: {error}", file=sys.stderr)
        return 1
    if not arguments.smoke and platform.system() == "Linux" and shutil.which("nm"):
        found, together = startup_order.layout(binary, listed)
        print(f"order:   {found} of the {len(listed)} functions in Benchmarks/startup.order are in the binary, "
              f"{together} of them within {startup_order.CLUSTER_BYTES // 1024} KB (make order-file measures the list again)")
    if not check_available:
        print("note:    this screengen has no `check` command; its rows are skipped")
    print()
    table = []
    try:
        for where, workdir in locations:
            for screens in sizes:
                spec_bytes, rows = bench_size(binary, floor, screens, workdir, arguments.runs, arguments.warmup, check_available)
                table += [(where, screens, spec_bytes, command, stats, output_bytes) for command, stats, output_bytes in rows]
                if where == "disk" and (screens == MODULES_SIZE or (arguments.smoke and screens == sizes[0])):
                    spec_bytes, rows = bench_modules(binary, screens, workdir, arguments.runs, arguments.warmup)
                    table += [(where, screens, spec_bytes, command, stats, output_bytes) for command, stats, output_bytes in rows]
    except BenchError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 1
    finally:
        remove_set_aside(arguments.workdir)
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)
    print_table(table)
    print(f"\nload:    {' '.join(f'{load:.2f}' for load in os.getloadavg())} (1, 5, 15 min) after the last run")
    print()
    if arguments.smoke:
        rewrites = [row.get("rewrites", 0) for _, _, _, _, row, _ in table]
        if any(rewrites):
            print("bench smoke: a no-op generate on specs with warnings rewrote the output folder", file=sys.stderr)
            return 1
        print(f"bench smoke: {len(table)} commands ran and behaved; timings not judged")
        return 0
    return 0 if judge(table, [where for where, _ in locations]) else 1


if __name__ == "__main__":
    sys.exit(main())
