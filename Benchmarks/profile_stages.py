#!/usr/bin/env python3
"""Where a screengen run spends its instructions, by pipeline stage, measured with callgrind.

Runs one command under `valgrind --tool=callgrind` on synthetic specs (make_specs.py) and
prints each stage's share of the instructions executed, all threads together:

    python3 Benchmarks/profile_stages.py --binary .build-static/release/screengen --screens 1000 --command no-op

Instruction counts are not wall time (they leave out waiting for the disk, and the two
threads of the parallel stages overlap), but they are exact and do not depend on what
else the machine is doing, so they show which stage to work on.

Valgrind 3.19 cannot read the DWARF 5 debug information of Swift 6 binaries, so the
profile runs on a copy with the debug sections removed; the symbol table stays.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_specs  # noqa: E402

# Stage -> functions whose inclusive cost it is (as `swift demangle --simplified` prints
# them, without "specialized "), named without their argument lists: a function counts
# whatever its argument labels or generic parameters, so a label added to one does not
# silently move its cost to "other". A name with its argument list is that overload alone.
# None of them calls another of the list, except SpecDecoder.decode, which calls the
# SwiftParser check (subtracted below).
STAGES = [
    ("argument parsing", ["static ParsableCommand.parseAsRoot", "static QuickRun.parse"]),
    # Exactly this one of the two `list`s: the other calls it.
    ("list and read spec files", ["SpecFolder.list(folders:)", "static SpecFolder.readFile"]),
    ("YAML parse (block reader or libyaml -> nodes)", ["YAMLLoader.load"]),
    ("SwiftParser validation (memoised)", ["SwiftFragment.Memo.answer"]),
    ("decode + validate (rest)", ["SpecDecoder.decode", "SpecValidator.validate", "Pipeline.crossCheck"]),
    # Each renderer's whole file: `render()` exactly, since each calls overloads of its own.
    ("render", ["ScreenRenderer.render()", "TestsRenderer.render()", "SupportRenderer.render()",
                "SegueSupportRenderer.render()", "RoutesRenderer.render()", "RouteViewsRenderer.render()"]),
    # Each file is rendered as it is staged (OutputFiles), so the writer's own steps are
    # counted rather than the command's loop that encloses them both.
    ("write (stage, commit, record)", ["OutputCommit.stage", "OutputCommit.commit", "OutputWriter.lock",
                                       "OutputWriter.staleFiles", "OutputWriter.record"]),
    # The no-op fast path (SpecRun+State.swift): read the run state, hash the spec files,
    # list and hash the output folder. A run that goes on to do its work pays this too.
    ("run state (no-op check)", ["static SpecRun.upToDate"]),
]


def stage_cost(costs, function):
    """The inclusive cost of every function named `function`, whatever its argument list
    (`f(_:)`, `f<A>(_:)`), or of that overload alone when `function` has one; and whether
    it ran at all."""
    if "(" in function:
        matching = [costs[function]] if function in costs else []
    else:
        matching = [cost for name, cost in costs.items()
                    if name.startswith(function) and name[len(function):len(function) + 1] in ("(", "<")]
    return sum(matching), bool(matching)


LINE = re.compile(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+(?:\S*?:)?(.*?) \[(.*)\]\s*$")


def inclusive_costs(callgrind_out):
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", callgrind_out],
                               capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=annotated,
                               capture_output=True, text=True, check=True).stdout
    total, costs = 0, {}
    for line in demangled.splitlines():
        if "PROGRAM TOTALS" in line:
            total = int(line.split()[0].replace(",", ""))
            continue
        match = LINE.match(line)
        if not match:
            continue
        name = match.group(2).removeprefix("???:").removeprefix("specialized ")
        costs[name] = costs.get(name, 0) + int(match.group(1).replace(",", ""))
    return total, costs


def stripped_copy(binary, folder):
    """A copy of `binary` in `folder` without its DWARF sections (see above); the symbol
    table, which is what a profile names functions by, stays."""
    copy = os.path.join(folder, "screengen")
    subprocess.run(["objcopy", "--strip-debug", os.path.abspath(binary), copy], check=True)
    return copy


def callgrind(binary, arguments, cwd, out=os.devnull, demangle=True):
    """Runs `binary` with `arguments` under callgrind, the profile going to `out`, and
    returns what it printed; exits naming the command when it fails.

    The run state records which build wrote the folder: the program's build ID, or where it
    has none the size and time of /proc/self/exe, which under valgrind is the tool's own
    executable. So a run that is to find nothing to do follows one of the same copy under
    the same tool, which finds the same build either way."""
    result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
                            + ([] if demangle else ["--demangle=no"]) + [binary] + arguments,
                            cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"callgrind: {' '.join(arguments)} failed:\n{result.stderr[-2000:]}")
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--screens", type=int, default=1000)
    parser.add_argument("--command", choices=["generate", "no-op", "lint"], default="generate")
    parser.add_argument("--workdir", default=".bench")
    arguments = parser.parse_args()
    arguments.binary = os.path.abspath(arguments.binary)
    for tool in ("valgrind", "callgrind_annotate", "objcopy"):
        if not shutil.which(tool):
            print(f"profile: {tool} is not installed", file=sys.stderr)
            return 2

    folder = os.path.abspath(os.path.join(arguments.workdir, f"profile-{arguments.screens}"))
    make_specs.write_specs(arguments.screens, os.path.join(folder, "Specs"))
    output = os.path.join(folder, "Generated")
    shutil.rmtree(output, ignore_errors=True)
    command = ["lint", "--specs", "Specs"] if arguments.command == "lint" else \
        ["generate", "--quiet", "--specs", "Specs", "--output", "Generated"]
    with tempfile.TemporaryDirectory() as scratch:
        binary = stripped_copy(arguments.binary, scratch)
        out = os.path.join(scratch, "callgrind.out")
        if arguments.command == "no-op":
            # Recorded by the same copy under the same tool (callgrind's docstring).
            callgrind(binary, command, folder)
        callgrind(binary, command, folder, out)
        total, costs = inclusive_costs(out)

    shares, absent = [], []
    for stage, functions in STAGES:
        cost = 0
        for function in functions:
            found_cost, found = stage_cost(costs, function)
            cost += found_cost
            if not found:
                absent.append(function)
        shares.append([stage, cost])
    parser_cost = shares[3][1]
    shares[4][1] -= parser_cost
    if stage_cost(costs, "Pipeline.run")[0] == 0:
        # Nothing but the run-state check ran: the spec files it read are its own cost,
        # already shown as "list and read spec files".
        shares[-1][1] -= shares[1][1]
    main_cost = costs.get("screengen_main", 0) + costs.get("start_thread", 0)
    shares.insert(0, ["process start (loader, runtime, static init)", total - main_cost])
    shares.append(["other (command, diagnostics, exit)", total - sum(cost for _, cost in shares)])

    print(f"{arguments.command}, {arguments.screens:,} screens: {total:,} instructions")
    width = max(len(stage) for stage, _ in shares)
    for stage, cost in shares:
        print(f"  {stage.ljust(width)}  {cost / 1e6:8.1f} M  {100 * cost / total:5.1f} %")
    # A stage's function that never ran either belongs to a step this command skips (a
    # no-op renders nothing) or was renamed: then its cost is in "other" until STAGES names it.
    if absent:
        print("  not in the profile: " + ", ".join(absent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
