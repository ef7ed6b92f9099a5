#!/usr/bin/env python3
"""What checking specs against a 1 MB storyboard costs a whole `screengen lint` run.

Writes a storyboard of about 1 MB (scenes with views, labels, buttons, constraints and
segues, as Interface Builder saves them) and a spec that declares every scene and its
segue, then times `lint` on two copies of that spec that differ in one line: with
`storyboardPaths:` (the cross-check reads and checks the storyboard) and without it. Runs alternate between the two
so both see the same machine load. The cost is the difference of the medians of wall time;
CPU time (user + system) is printed too, as it is less sensitive to other processes.

Exits 1 if the cost is above the target (50 ms), or if either run misbehaves.

    python3 Benchmarks/storyboard_bench.py --binary .build/release/screengen
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

TARGET_MS = 50.0
TARGET_BYTES = 1_000_000


def scene(index):
    """One scene of about 2.6 KB: a view controller with a stack of labels and buttons."""
    ident = f"{index:04d}"
    views, constraints = [], []
    for row in range(4):
        views.append(
            f'                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row {row}" '
            f'textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="L{row}{ident}-lb">\n'
            f'                                <rect key="frame" x="20" y="{100 + row * 44}" width="353" height="21"/>\n'
            f'                                <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
            f'                                <nil key="textColor"/>\n'
            f'                            </label>\n')
        constraints.append(f'                            <constraint firstItem="L{row}{ident}-lb" firstAttribute="leading" '
                           f'secondItem="V{ident}-vw" secondAttribute="leading" constant="20" id="C{row}{ident}-ct"/>\n')
    views.append(
        f'                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
        f'buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="B{ident}-bt">\n'
        f'                                <rect key="frame" x="20" y="300" width="353" height="44"/>\n'
        f'                                <state key="normal" title="Next"/>\n'
        f'                                <connections>\n'
        f'                                    <segue destination="N{(index + 1):04d}-vc" kind="show" identifier="next" id="G{ident}-sg"/>\n'
        f'                                </connections>\n'
        f'                            </button>\n')
    return (
        f'        <!--Screen {ident}-->\n'
        f'        <scene sceneID="S{ident}-sc">\n'
        f'            <objects>\n'
        f'                <viewController storyboardIdentifier="Screen{ident}ViewController" id="N{ident}-vc" '
        f'customClass="Screen{ident}ViewController" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">\n'
        f'                    <view key="view" contentMode="scaleToFill" id="V{ident}-vw">\n'
        f'                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
        f'                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
        f'                        <subviews>\n' + "".join(views) +
        f'                        </subviews>\n'
        f'                        <constraints>\n' + "".join(constraints) +
        f'                        </constraints>\n'
        f'                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n'
        f'                    </view>\n'
        f'                    <navigationItem key="navigationItem" title="Screen {ident}" id="I{ident}-ni"/>\n'
        f'                </viewController>\n'
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="F{ident}-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>\n'
        f'            </objects>\n'
        f'            <point key="canvasLocation" x="{index * 400}" y="0.0"/>\n'
        f'        </scene>\n')


def write_project(folder):
    """The storyboard and the two spec folders; returns (storyboard bytes, scene count)."""
    scenes, size = [], 0
    while size < TARGET_BYTES:
        text = scene(len(scenes))
        scenes.append(text)
        size += len(text)
    # Each scene's `next` segue shows the following scene; the last one's goes back to the
    # first, so that every segue has a destination and the spec can declare them all.
    scenes[-1] = scenes[-1].replace(f'destination="N{len(scenes):04d}-vc"', 'destination="N0000-vc"')
    storyboard = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES">\n'
        '    <scenes>\n' + "".join(scenes) + '    </scenes>\n</document>\n')
    os.makedirs(os.path.join(folder, "Storyboards"), exist_ok=True)
    with open(os.path.join(folder, "Storyboards", "Big.storyboard"), "w") as handle:
        handle.write(storyboard)
    # Every scene and its segue declared, as `lint` warns about a segue no spec declares.
    screens = "".join(f"  Screen{index:04d}ViewController:\n    storyboard: Big\n"
                      f"    segues: {{next: Screen{(index + 1) % len(scenes):04d}ViewController}}\n"
                      for index in range(len(scenes)))
    for name, line in (("Checked", "storyboardPaths: [../../Storyboards]\n"), ("Unchecked", "# no storyboardPaths\n")):
        specs = os.path.join(folder, name, "Specs")
        os.makedirs(specs, exist_ok=True)
        with open(os.path.join(specs, "App.yml"), "w") as handle:
            handle.write("module: Bench\n" + line + "storyboards:\n  Big: {}\nscreens:\n" + screens)
    return len(storyboard.encode()), len(scenes)


def run(binary, cwd):
    """One `lint`; wall time and CPU time (user + system) from wait4's rusage, in ms."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen([binary, "lint", "--specs", "Specs"], cwd=cwd, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = (time.perf_counter() - start) * 1000
        out.seek(0)
        err.seek(0)
        return (os.waitstatus_to_exitcode(status), wall, (usage.ru_utime + usage.ru_stime) * 1000,
                out.read().decode(errors="replace"), err.read().decode(errors="replace"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="the screengen to time (a release build)")
    parser.add_argument("--runs", type=int, default=15, help="recorded runs of each variant (default 15)")
    parser.add_argument("--warmup", type=int, default=2, help="unrecorded runs of each variant first (default 2)")
    parser.add_argument("--workdir", help="where to write the project (default: a temporary folder)")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    workdir = options.workdir or tempfile.mkdtemp(prefix="screengen-storyboard-bench-")
    storyboard_bytes, scenes = write_project(workdir)
    print(f"storyboard: {storyboard_bytes:,} bytes, {scenes} scenes, every one declared in the spec")

    samples = {"Checked": [], "Unchecked": []}
    for index in range(options.warmup + options.runs):
        for variant in samples:
            status, wall, cpu, stdout, stderr = run(binary, os.path.join(workdir, variant))
            if status != 0 or stderr or f"specs OK: {scenes} screens" not in stdout:
                print(f"error: lint misbehaved ({variant}): exit {status}\n{stdout}{stderr}", file=sys.stderr)
                return 1
            if index >= options.warmup:
                samples[variant].append((wall, cpu))

    def medians(variant):
        return (statistics.median(wall for wall, _ in samples[variant]),
                statistics.median(cpu for _, cpu in samples[variant]))

    checked, unchecked = medians("Checked"), medians("Unchecked")
    print(f"lint, median of {options.runs} runs    wall ms   cpu ms")
    print(f"  without the cross-check      {unchecked[0]:7.1f}  {unchecked[1]:7.1f}")
    print(f"  with the cross-check         {checked[0]:7.1f}  {checked[1]:7.1f}")
    cost = checked[0] - unchecked[0]
    print(f"  cost of the cross-check      {cost:7.1f}  {checked[1] - unchecked[1]:7.1f}")
    passed = cost <= TARGET_MS
    print(f"{'PASS' if passed else 'FAIL'}  cross-checking a 1 MB storyboard adds <= {TARGET_MS:.0f} ms to lint (median wall): {cost:.1f} ms")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
