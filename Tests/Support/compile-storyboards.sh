#!/usr/bin/env bash
# Compiles the example app's storyboards where the app finds them at run time, as Xcode
# does when it builds the app:
#   Example/ExampleApp/Resources/*.storyboard, *.xib -> BINDIR/screengen_ExampleApp.resources/
#       (`bundle: module`: SwiftPM's resource bundle, what `Bundle.module` opens on Linux)
#   Example/ExampleApp/Storyboards/*.storyboard -> BINDIR/
#       (`bundle: class`: on Linux `Bundle(for:)` of a statically linked class is the
#        folder of the running executable, i.e. the bin folder)
#   Example/TVGuide/Resources/*.storyboard -> BINDIR/screengen_TVGuide.resources/
#   Example/MacNotes/Resources/*.storyboard, *.xib -> BINDIR/screengen_MacNotes.resources/
#   Tests/Fixtures/Modules/Features/<M>/Resources/*.storyboard -> BINDIR/screengen_<M>.resources/
#
# usage: Tests/Support/compile-storyboards.sh BINDIR [SRCROOT]
#   BINDIR   `swift build --show-bin-path`, after `swift build --build-tests`
#   SRCROOT  the package root; defaults to the folder two levels above this script
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: $0 BINDIR [SRCROOT]" >&2
    exit 2
fi
bin_dir=$1
src_root=${2:-"$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"}
compiler="$bin_dir/storyboardc"
# SwiftPM names a target's resource bundle <package>_<target>.resources on Linux.
module_bundle="$bin_dir/screengen_ExampleApp.resources"

if [[ ! -x "$compiler" ]]; then
    echo "error: $compiler not found; build it first (swift build --build-tests, or --product storyboardc)" >&2
    exit 1
fi

compile() {
    local output=$1
    shift
    if [[ $# -gt 0 ]]; then
        "$compiler" --module ExampleApp --output "$output" "$@"
    fi
}

shopt -s nullglob
compile "$module_bundle" "$src_root"/Example/ExampleApp/Resources/*.storyboard "$src_root"/Example/ExampleApp/Resources/*.xib
compile "$bin_dir" "$src_root"/Example/ExampleApp/Storyboards/*.storyboard
# The tvOS example module: its tvOS storyboard, `bundle: module`.
"$compiler" --module TVGuide --output "$bin_dir/screengen_TVGuide.resources" "$src_root"/Example/TVGuide/Resources/*.storyboard
# The macOS example module: its macOS storyboards and XIB, `bundle: module`.
"$compiler" --module MacNotes --output "$bin_dir/screengen_MacNotes.resources" "$src_root"/Example/MacNotes/Resources/*.storyboard \
    "$src_root"/Example/MacNotes/Resources/*.xib
# The multi-module fixture: each feature module's storyboard, `bundle: module`.
for module in Feed Settings Onboarding; do
    "$compiler" --module "$module" --output "$bin_dir/screengen_$module.resources" "$src_root"/Tests/Fixtures/Modules/Features/"$module"/Resources/*.storyboard
done
