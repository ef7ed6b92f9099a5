#!/usr/bin/env python3
"""Writes the startup order file: the functions a release screengen runs for `--version`,
for a `generate` with nothing to do, for `lint` and for a cold `generate`, which the Linux
release build links side by side in that order.

A command this short spends much of its time on page faults and on the processor's misses
in its code: the first call into each 64 KB stretch of the 28 MB of code maps it, about
2 µs a time on this machine, and a run with nothing to do calls into about 40 stretches
that `--version` does not. Built with `-function-sections` and linked with gold's
`--section-ordering-file` (Makefile, RELEASE_FLAGS), the listed functions lie together at
the end of the code, so a run maps a few stretches instead (Benchmarks.md). The no-op's
come first so that the shortest runs touch the fewest; `lint`'s and a cold `generate`'s
follow, which took `lint` at 1,000 screens from 7.4 to 6.9 ms.

The list is measured, not written by hand: each command runs once under callgrind on
synthetic specs (make_specs.py), the no-op with and without warnings, and every function
it ran in the screengen binary is listed once: `--version`'s, then those each next command
adds, each command's sorted by name. A stale list costs speed, never correctness: a name
that matches no function is ignored, and a function missing from it is laid out as
without the list. `make bench` says how many listed names the binary still has and how
many of them lie together; `make order-file` measures the list again and relinks.

    python3 Benchmarks/startup_order.py --binary .build-static/release/screengen
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_specs  # noqa: E402
from profile_stages import callgrind, stripped_copy  # noqa: E402

ORDER_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "startup.order")
HEADER = """\
# The functions a release screengen runs for --version, for a generate with nothing to do,
# for lint and for a cold generate, one code section a line (-function-sections), in the
# order the linker lays them out: gold's --section-ordering-file (Makefile, RELEASE_FLAGS).
# Measured with callgrind by Benchmarks/startup_order.py; regenerate with make order-file.
# A line that names no section, this comment included, is ignored.
"""

# One name line of a callgrind profile: `ob=`, `fn=` and the called `cob=`/`cfn=`, each
# name given once with its number in parentheses and by number alone after that.
NAME_LINE = re.compile(r"^(c?ob|c?fn)=(?:\((\d+)\))?\s*(.*)$")


def functions_run(profile, binary):
    """The functions `profile` saw run in `binary`, as the profile lists them (a function
    may be listed more than once)."""
    lines = open(profile, errors="replace").read().splitlines()
    objects, functions = {}, {}
    for line in lines:
        match = NAME_LINE.match(line)
        if match and match.group(2) and match.group(3):
            (objects if match.group(1).endswith("ob") else functions)[match.group(2)] = match.group(3)
    names, current = [], None
    for line in lines:
        match = NAME_LINE.match(line)
        if not match:
            continue
        kind, number, name = match.groups()
        if kind == "ob":
            current = objects.get(number, name) if number else name
        elif kind == "fn" and current == binary:
            name = functions.get(number, name) if number else name
            # Callgrind marks a function's recursive calls `'2`, `'3`, ...; an address
            # stands for a function without a symbol, `(below main)` for what calls main.
            name = re.sub(r"'\d+$", "", name)
            if not name.startswith("0x") and not any(character in name for character in " ()"):
                names.append(name)
    return names


def listed_functions(path=ORDER_FILE):
    """The function names the order file lists, in its order. Raises ValueError naming the
    line when a line is neither a comment nor one `.text.<symbol>` section: gold would take
    a `*`, `?` or `[` as a pattern, and a pattern can pull half the binary into the list."""
    names, seen = [], set()
    with open(path) as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip("\n")
            if line.startswith("#"):
                continue
            name = line.removeprefix(".text.")
            if name == line or not name or any(character in name for character in " \t*?[]"):
                raise ValueError(f"{os.path.relpath(path)}:{number}: not a .text.<symbol> line: {line!r}")
            if name in seen:
                raise ValueError(f"{os.path.relpath(path)}:{number}: {name} is listed twice")
            seen.add(name)
            names.append(name)
    if not names:
        raise ValueError(f"{os.path.relpath(path)}: lists no function")
    return names


# The stretch of code the listed functions are counted in: a few dozen of the 64 KB
# stretches a page fault maps.
CLUSTER_BYTES = 512 * 1024


def layout(binary, names):
    """(how many of `names` the binary defines, how many of those lie within one stretch
    of CLUSTER_BYTES): laid out by the list, most do; without it, about a third."""
    # Read as it comes, keeping only the listed names: the bench times its commands as this
    # process's children, and a child's peak RSS counts the parent's until it execs.
    wanted, addresses = set(names), {}
    with subprocess.Popen(["nm", "--defined-only", binary], stdout=subprocess.PIPE, text=True) as listing:
        for line in listing.stdout:
            fields = line.split()
            if len(fields) == 3 and fields[1] in "tTwW" and fields[2] in wanted:
                addresses.setdefault(fields[2], int(fields[0], 16))
    if listing.returncode != 0:
        raise OSError(f"nm failed on {binary}")
    found = sorted(addresses.values())
    densest, end = 0, 0
    for start, address in enumerate(found):
        while end < len(found) and found[end] < address + CLUSTER_BYTES:
            end += 1
        densest = max(densest, end - start)
    return len(found), densest


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--output", default=ORDER_FILE)
    parser.add_argument("--screens", type=int, default=1000)
    parser.add_argument("--workdir", default=".bench")
    arguments = parser.parse_args()
    for tool in ("valgrind", "objcopy"):
        if not shutil.which(tool):
            print(f"order: {tool} is not installed", file=sys.stderr)
            return 2

    folder = os.path.abspath(os.path.join(arguments.workdir, f"order-{arguments.screens}"))
    shutil.rmtree(folder, ignore_errors=True)
    make_specs.write_specs(arguments.screens, os.path.join(folder, "Specs"))
    make_specs.write_specs(arguments.screens, os.path.join(folder, "SpecsWarn"), warnings=True)
    with tempfile.TemporaryDirectory() as scratch:
        binary = stripped_copy(arguments.binary, scratch)
        runs = [("version", ["--version"])]
        for specs, output in (("Specs", "Generated"), ("SpecsWarn", "GeneratedWarn")):
            command = ["generate", "--specs", specs, "--output", output]
            # Recorded by the same copy under the same tool (profile_stages.callgrind).
            callgrind(binary, command, folder, demangle=False)
            runs.append((output, command))
        # A record trusts only stamps older than its clock reading (two seconds on a file
        # system that keeps whole seconds): wait, so that the profiled runs do nothing.
        time.sleep(2.5)
        # Then the commands that do their work, whose functions come after the no-op's:
        # `lint`, and a `generate` into an empty folder.
        runs.append(("lint", ["lint", "--specs", "Specs"]))
        runs.append(("cold", ["generate", "--specs", "Specs", "--output", "GeneratedCold"]))
        names, seen = [], set()
        for label, command in runs:
            out = os.path.join(scratch, f"{label}.out")
            stdout = callgrind(binary, command, folder, out, demangle=False)
            if label != "cold" and command[0] == "generate" and not stdout.startswith("wrote 0 files"):
                raise SystemExit(f"order: the profiled {' '.join(command)} did its work: {stdout.strip()}")
            # Each command's new functions sorted by name: the list then depends on what
            # ran, not on the layout of the binary it was measured on.
            names += sorted(set(functions_run(out, binary)) - seen)
            seen.update(names)
    shutil.rmtree(folder, ignore_errors=True)
    with open(arguments.output, "w") as file:
        file.write(HEADER + "".join(f".text.{name}\n" for name in names))
    print(f"order: {len(names)} functions written to {os.path.relpath(arguments.output)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
