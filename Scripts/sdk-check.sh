#!/usr/bin/env bash
# make sdk-check: compiles against Apple's real iOS 16.5 SDK (../shared/ios-sdk, README there)
#   1. ScreenGen's own sources (ScreenGenKit, screengen) with their dependencies, for Darwin:
#      every `#if os(...)` / `canImport` branch the Mac build takes;
#   2. the code screengen generates: every iOS and tvOS golden fixture's expected output with the
#      fixture's hand-written screens, the example apps (ExampleApp, TVGuide) and the multi-module
#      fixture, each with its generated tests, in Swift 6 mode, at iOS 12 and iOS 13, with and
#      without DEBUG, in each isolation setting `make test` uses;
#      and what `screengen import` then `generate` write from each iOS case of
#      Tests/Fixtures/ImportField, with stubs of the app's classes;
#   3. the example app's hand-written code and tests at iOS 16, every diagnostic counted: they use
#      only what Apple's SDK has, so the UIKit stand-in cannot drift from it unnoticed.
# tvOS code is checked with the iOS SDK (there is no tvOS SDK here); macOS code (AppKit) is not
# checked (no macOS SDK). XCTest and Swift Testing are not in the SDK: Scripts/sdk-check/ declares
# the API the tests call. A diagnostic counts when it is in a generated file (Generated/,
# Expected/); hand-written fixture code is the app's own and may need a later OS than the target.
# Scripts/sdk-check-allowed.txt lists what the old SDK cannot know. Exits 1 on any diagnostic.
set -uo pipefail
cd "$(dirname "$0")/.."
SDK_TOOLS=../shared/ios-sdk
OUT=${OUT:-/tmp/ios-sdk}
WORK=${SDK_CHECK_WORK:-.build/sdk-check}
STUBS=Scripts/sdk-check
# The expansion of `#Preview` the SwiftUI stand-in uses too; Scripts/sdk-check/Previews.swift
# declares the macro for the iOS 16.5 SDK, which has none.
PREVIEW_MACROS=Tests/Support/PreviewsMacros/PreviewMacro.swift
ALLOWED=Scripts/sdk-check-allowed.txt
SWIFTC="$SDK_TOOLS/swiftc"

# The isolation settings of GeneratedCodeCompilesTests.modes, by name.
UPCOMING="-enable-upcoming-feature InferIsolatedConformances -enable-upcoming-feature NonisolatedNonsendingByDefault"
MODE_NAMES=(defaults main-actor upcoming main-actor+upcoming)
MODE_FLAGS=("" "-default-isolation MainActor" "$UPCOMING" "-default-isolation MainActor $UPCOMING")
TARGETS=(arm64-apple-ios12.0 arm64-apple-ios13.0)

swift_files() { for folder in "$@"; do find -L "$folder" -name '*.swift' -not -path '*.docc/*' | LC_ALL=C sort; done; }

# One project: name, module, the module's source folders, its test folders or files (XCTest or
# Swift Testing, as generated), and options: `bundle` (a SwiftPM target with resources, whose
# `Bundle.module` swiftc alone does not write), `defaults` (checked with the default isolation
# only, as `make test` builds it: the multi-module fixture is SwiftPM targets).
PROJECTS=()
project() { PROJECTS+=("$1|$2|$3|$4|$5"); }
fixture_projects() {
    for folder in Tests/Fixtures/Generate/*/; do
        folder=${folder%/}
        [ -d "$folder/App" ] || continue
        grep -qs 'platform: *macOS' "$folder"/Specs/*.yml "$folder"/screengen.yml && continue
        local module
        module=$(ls "$folder/Expected" | grep -v 'Tests$' | head -1)
        project "$(basename "$folder")" "$module" "$folder/App $folder/Expected/$module" "$folder/Expected/${module}Tests" ""
    done
    project example-app ExampleApp "Example/ExampleApp/Sources Generated/ExampleApp" "Generated/ExampleAppTests" bundle
    project tv-guide TVGuide "Example/TVGuide/Sources Example/TVGuide/Generated/TVGuide" "Example/TVGuide/Generated/TVGuideTests" bundle
    local modules=Tests/Fixtures/Modules features=Tests/Fixtures/Modules/Features
    project modules-support ScreenGenSupport "$modules/Support/Generated/ScreenGenSupport" "" "bundle defaults"
    project modules-feed Feed "$features/Feed/Sources $features/Feed/Generated/Feed" "" "bundle defaults"
    project modules-settings Settings "$features/Settings/Sources $features/Settings/Generated/Settings" "" "bundle defaults"
    project modules-onboarding Onboarding "$features/Onboarding/Sources $features/Onboarding/Generated/Onboarding" "" "bundle defaults"
    project modules-tests "" "" "$modules/Tests/ModuleCallSiteTests.swift $features/Feed/Generated/FeedTests
        $features/Settings/Generated/SettingsTests $features/Onboarding/Generated/OnboardingTests" defaults
    local case module
    for case in "$WORK"/import-field/*/; do
        case=${case%/}
        module=$(cat "$case/module" 2>/dev/null) || continue
        project "import-$(basename "$case")" "$module" "$case/Stubs $case/Generated/$module" "$case/Generated/${module}Tests" ""
    done
}

# What `screengen import` and `generate` write from each iOS field case, in $WORK/import-field,
# with stubs of its classes (Scripts/sdk-check-import-field.py); made once per run.
prepare_import_field() {
    local screengen case work
    screengen="$(swift build --show-bin-path 2>/dev/null)/screengen"
    [ -x "$screengen" ] || { echo "sdk-check: screengen is not built (swift build first)" >&2; exit 2; }
    rm -rf "$WORK/import-field"
    for case in Tests/Fixtures/ImportField/*/; do
        case=${case%/}
        work="$WORK/import-field/$(basename "$case")"
        mkdir -p "$work/Stubs" && cp -R "$case/Tree" "$work/Tree"
        # The case is a project of its own inside this repository: its own config keeps
        # `generate` from finding the repository's screengen.yml above it.
        (cd "$work" && "$screengen" import Tree > import.log 2>&1 && { [ -f screengen.yml ] || echo "specs: Specs" > screengen.yml; } \
            && "$screengen" generate >> import.log 2>&1) || continue
        # AppKit cases are not checked (no macOS SDK here).
        grep -qs 'platform: *macOS' "$work"/Specs/*.yml && { rm -rf "$work"; continue; }
        python3 Scripts/sdk-check-import-field.py "$work/Tree" "$work/Stubs/Stubs.swift"
        # Each case is its own module, so their generated tests see their own.
        sed -n 's/^module: *//p' "$work"/Specs/*.yml | head -1 > "$work/module"
    done
}

# Compiles every project in one configuration; its diagnostics go to $WORK/<config>/diagnostics.
run_configuration() {
    local target=$1 debug=$2 mode=$3
    local name="${target#arm64-apple-}${debug:+-DEBUG}-${MODE_NAMES[$mode]}"
    local dir="$WORK/$name" entry
    rm -rf "$dir" && mkdir -p "$dir/modules"
    local common=(-target "$target" -swift-version 6 -parse-as-library -diagnostic-style llvm
                  -I "$dir/modules" -I "$WORK/stubs" -load-plugin-library "$WORK/stubs/libScreenGenStubMacros.so")
    [ -n "$debug" ] && common+=(-D DEBUG)
    # shellcheck disable=SC2206
    common+=(${MODE_FLAGS[$mode]})
    fixture_projects
    for entry in "${PROJECTS[@]}"; do
        IFS='|' read -r project module sources tests options <<< "$entry"
        case " $options " in *" defaults "*) [ "$mode" = 0 ] || continue;; esac
        if [ -n "$module" ]; then
            local accessor=()
            case " $options " in *" bundle "*)
                accessor=("$dir/$module-bundle.swift")
                printf 'import Foundation\n\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n' > "${accessor[0]}";;
            esac
            # Hand-written code may need a later OS than the target; its errors are not reported.
            # One file per line: a generated file's name may have spaces (`New Room+Screens.swift`).
            local sources_files=() file
            # shellcheck disable=SC2086
            while IFS= read -r file; do sources_files+=("$file"); done < <(swift_files $sources)
            "$SWIFTC" -emit-module -module-name "$module" -enable-testing -emit-module-path "$dir/modules/$module.swiftmodule" \
                -Xfrontend -experimental-allow-module-with-compiler-errors "${common[@]}" \
                "${sources_files[@]}" "${accessor[@]}" "$STUBS/Previews.swift" >> "$dir/output" 2>&1
        fi
        [ -n "$tests" ] || continue
        # Swift Testing needs iOS 13 (Docs/GeneratedCode.md, Minimum OS releases).
        if [ "$target" = arm64-apple-ios12.0 ] && grep -rqs '^import Testing' $tests; then
            continue
        fi
        local test_files=() file
        # shellcheck disable=SC2086
        while IFS= read -r file; do test_files+=("$file"); done < <(swift_files $tests)
        "$SWIFTC" -typecheck "${common[@]}" "${test_files[@]}" >> "$dir/output" 2>&1
        echo "$project" >> "$dir/tests-checked"
    done
    grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning): ' "$dir/output" | grep -E '(^|/)(Generated|Expected)/' \
        | sed "s|^|[$name] |" | LC_ALL=C sort -u > "$dir/diagnostics"
}

# 1. ScreenGen itself for Darwin: its dependencies' modules (made once, kept in $WORK/darwin/deps),
# then ScreenGenKit and screengen, every diagnostic in Sources/ reported.
darwin_check() {
    local dir="$WORK/darwin" deps="$WORK/darwin/deps" checkouts=.build/checkouts
    local target=arm64-apple-ios16.0
    mkdir -p "$deps"
    : > "$dir/output"
    [ -d "$checkouts/swift-syntax" ] && [ -d "$checkouts/Yams" ] && [ -d "$checkouts/swift-argument-parser" ] || {
        echo "sdk-check: the package's dependencies are not checked out (swift build first)" > "$dir/diagnostics"; return; }
    # As SwiftPM builds them: SWIFT_PACKAGE defined, libyaml declared static.
    local cflags=(-D SWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -Xcc -I"$checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include"
                  -Xcc -I"$checkouts/Yams/Sources/CYaml/include")
    local stamp="$deps/stamp"
    if ! [ -f "$stamp" ] || [ -n "$(find .build/checkouts -maxdepth 1 -newer "$stamp")" ]; then
        local module
        for module in SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602; do
            deps_module "$module" 5 "$checkouts/swift-syntax/Sources/VersionMarkerModules/$module" || return
        done
        deps_module SwiftSyntax 5 "$checkouts/swift-syntax/Sources/SwiftSyntax" || return
        deps_module SwiftParser 5 "$checkouts/swift-syntax/Sources/SwiftParser" || return
        deps_module Yams 5 "$checkouts/Yams/Sources/Yams" || return
        deps_module ArgumentParserToolInfo 5 "$checkouts/swift-argument-parser/Sources/ArgumentParserToolInfo" || return
        deps_module ArgumentParser 5 "$checkouts/swift-argument-parser/Sources/ArgumentParser" || return
        touch "$stamp"
    fi
    # One package, as SwiftPM builds it (`-package-name`): the executable may extend the kit's types.
    "$SWIFTC" -emit-module -module-name ScreenGenKit -package-name screengen -target "$target" -swift-version 6 -parse-as-library "${cflags[@]}" -I "$deps" \
        -emit-module-path "$dir/ScreenGenKit.swiftmodule" $(swift_files Sources/ScreenGenKit) >> "$dir/output" 2>&1
    "$SWIFTC" -typecheck -module-name screengen -package-name screengen -target "$target" -swift-version 6 "${cflags[@]}" -I "$deps" -I "$dir" \
        $(swift_files Sources/screengen) >> "$dir/output" 2>&1
    cat "$deps"/*.log >> "$dir/output"
    # ScreenGen's own code only: the dependencies' diagnostics are their projects' to fix.
    grep -E '^Sources/[^ ]+:[0-9]+:[0-9]+: (error|warning): ' "$dir/output" | sed 's|^|[darwin] |' \
        | LC_ALL=C sort -u > "$dir/diagnostics"
}

# One dependency module for Darwin, in its own Swift language mode.
deps_module() {
    local module=$1 mode=$2 folder=$3 deps="$WORK/darwin/deps" files
    mapfile -t files < <(swift_files "$folder")
    # Made even with errors: what the SDK's Swift 5.8 standard library lacks shows as one, and
    # is reported (and allowed) like any other diagnostic.
    "$SWIFTC" -emit-module -module-name "$module" -target arm64-apple-ios16.0 -swift-version "$mode" -parse-as-library \
        -Xfrontend -experimental-allow-module-with-compiler-errors \
        -D SWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -Xcc -I".build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include" \
        -Xcc -I".build/checkouts/Yams/Sources/CYaml/include" \
        -I "$deps" -emit-module-path "$deps/$module.swiftmodule" "${files[@]}" > "$deps/$module.log" 2>&1 || {
        echo "sdk-check: cannot build the Darwin module of $module (see $deps/$module.log)" > "$WORK/darwin/diagnostics"; return 1; }
}

# 3. The example app's hand-written code and tests with the generated code, at iOS 16, every
# diagnostic reported: hand-written code and tests use only API Apple's SDK has, so the UIKit
# stand-in cannot offer what UIKit lacks without this failing.
handwritten_check() {
    local dir="$WORK/handwritten"
    rm -rf "$dir" && mkdir -p "$dir/modules"
    # DEBUG, as the tests build: the example's tests of its previews and catalog are debug-only.
    local common=(-target arm64-apple-ios16.0 -swift-version 6 -parse-as-library -diagnostic-style llvm -I "$dir/modules" -I "$WORK/stubs"
                  -D DEBUG -load-plugin-library "$WORK/stubs/libScreenGenStubMacros.so")
    printf 'import Foundation\n\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n' > "$dir/bundle.swift"
    "$SWIFTC" -emit-module -module-name ExampleApp -enable-testing -emit-module-path "$dir/modules/ExampleApp.swiftmodule" "${common[@]}" \
        $(swift_files Example/ExampleApp/Sources Generated/ExampleApp) "$dir/bundle.swift" "$STUBS/Previews.swift" > "$dir/output" 2>&1
    "$SWIFTC" -typecheck "${common[@]}" $(swift_files Example/ExampleAppTests) >> "$dir/output" 2>&1
    grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning): ' "$dir/output" | sed 's|^|[hand-written, ios16.0] |' | LC_ALL=C sort -u > "$dir/diagnostics"
}

if [ "${1:-}" = --configuration ]; then run_configuration "$2" "$3" "$4"; exit 0; fi
if [ "${1:-}" = --handwritten ]; then handwritten_check; exit 0; fi
if [ "${1:-}" = --darwin ]; then darwin_check; exit 0; fi

if [ ! -x "$SWIFTC" ]; then echo "sdk-check: skipped: no $SDK_TOOLS (Apple's SDK tools) beside the project"; exit 0; fi
if [ ! -d "$OUT/iPhoneOS16.5.sdk" ]; then
    if [ -z "${MIRROR:-}" ] && [ ! -d "$SDK_TOOLS/../../.mirror/theos+sdks/repo" ] && [ ! -d "$SDK_TOOLS/../../../.mirror/theos+sdks/repo" ]; then
        echo "sdk-check: skipped: no iOS SDK at $OUT and no theos/sdks snapshot to extract it from"; exit 0
    fi
    "$SDK_TOOLS/setup" > /dev/null || exit 2
fi
start=$SECONDS
mkdir -p "$WORK/stubs"

# The stubs: XCTest and Swift Testing declarations, and the macros Swift Testing's use.
host=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/host
stamp="$WORK/stubs/stamp"
if ! [ -f "$stamp" ] || [ -n "$(find "$STUBS" "$PREVIEW_MACROS" -newer "$stamp")" ]; then
    swiftc -emit-library -module-name ScreenGenStubMacros -I "$host" -L "$host" -lSwiftSyntax -lSwiftSyntaxMacros \
        -Xlinker -rpath -Xlinker "$host" "$STUBS/StubMacros.swift" "$PREVIEW_MACROS" -o "$WORK/stubs/libScreenGenStubMacros.so" || exit 2
    "$SWIFTC" -target arm64-apple-ios12.0 -swift-version 6 -parse-as-library -emit-module -module-name XCTest \
        -emit-module-path "$WORK/stubs/XCTest.swiftmodule" "$STUBS/XCTest.swift" || exit 2
    "$SWIFTC" -target arm64-apple-ios13.0 -swift-version 6 -parse-as-library -emit-module -module-name Testing \
        -load-plugin-library "$WORK/stubs/libScreenGenStubMacros.so" \
        -emit-module-path "$WORK/stubs/Testing.swiftmodule" "$STUBS/Testing.swift" || exit 2
    touch "$stamp"
fi

# 2. Generated code, every configuration, two at a time.
prepare_import_field
configurations=()
for target in "${TARGETS[@]}"; do
    for debug in "" DEBUG; do
        for mode in "${!MODE_NAMES[@]}"; do configurations+=("$target ${debug:-''} $mode"); done
    done
done
printf '%s\n' "--darwin" "--handwritten" "${configurations[@]/#/--configuration }" | xargs -P "${SDK_CHECK_JOBS:-2}" -L 1 "$0"
fixture_projects
files=0
for entry in "${PROJECTS[@]}"; do
    IFS='|' read -r _ _ sources tests _ <<< "$entry"
    # shellcheck disable=SC2086
    files=$((files + $(swift_files $sources $tests | grep -cE '(^|/)(Generated|Expected)/')))
done
cat "$WORK"/*/diagnostics > "$WORK/all-diagnostics" 2>/dev/null
darwin_files=$(swift_files Sources/ScreenGenKit Sources/screengen | wc -l)

# What the old SDK cannot know: each allow-list line is `text the diagnostic contains  # why`.
allowed=0
: > "$WORK/reported"
while IFS= read -r diagnostic; do
    match=0
    while IFS= read -r rule; do
        pattern=${rule%%  #*}
        [ -n "$pattern" ] && [ "${pattern:0:1}" != "#" ] || continue
        case "$diagnostic" in *"$pattern"*) match=1; break;; esac
    done < "$ALLOWED"
    if [ $match = 1 ]; then allowed=$((allowed + 1)); else echo "$diagnostic" >> "$WORK/reported"; fi
done < "$WORK/all-diagnostics"
cat "$WORK/reported"
reported=$(wc -l < "$WORK/reported")
echo "sdk-check: ScreenGen for Darwin (ScreenGenKit, screengen: $darwin_files files, with Yams, ArgumentParser, SwiftSyntax, SwiftParser);" \
     "generated code: $files generated files in ${#PROJECTS[@]} projects × ${#configurations[@]} configurations" \
     "(${TARGETS[*]#arm64-apple-}, DEBUG or not, ${#MODE_NAMES[@]} isolation settings);" \
     "the example app's hand-written code and tests at iOS 16: $reported diagnostics, $allowed allowed, $((SECONDS - start)) s"
[ "$reported" = 0 ]
