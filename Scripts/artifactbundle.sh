#!/usr/bin/env bash
# Assembles screengen.artifactbundle (SE-0305) from built screengen binaries, so that
# another package can use the tool through `.binaryTarget(name: "screengen", path: ...)`.
#
#   Scripts/artifactbundle.sh OUTPUT VERSION LINUX_BINARY [MACOS_BINARY]
#
# LINUX_BINARY is a Linux build (its triple comes from `file`'s reading of the binary);
# MACOS_BINARY a universal macOS build (`swift build -c release --arch arm64 --arch
# x86_64` on a Mac). Either may be left out by passing "": `make artifactbundle` passes
# the build of the machine it runs on as the one it is.
set -euo pipefail

if [[ $# -lt 3 ]]; then
    echo "usage: $0 OUTPUT VERSION LINUX_BINARY [MACOS_BINARY]" >&2
    exit 2
fi
output=$1 version=$2 linux=$3 macos=${4:-}

variants=()
add_variant() { # folder binary triples...
    local folder=$1 binary=$2
    shift 2
    if [[ ! -x "$binary" ]]; then
        echo "$0: error: $binary is not an executable" >&2
        exit 2
    fi
    install -d "$output/$folder/bin"
    install -m 755 "$binary" "$output/$folder/bin/screengen"
    local triples
    triples=$(printf '"%s", ' "$@")
    variants+=("        { \"path\": \"$folder/bin/screengen\", \"supportedTriples\": [${triples%, }] }")
}

rm -rf "$output"
mkdir -p "$output"
if [[ -n "$linux" ]]; then
    if [[ ! -x "$linux" ]]; then
        echo "$0: error: $linux is not an executable" >&2
        exit 2
    fi
    case "$(file -b "$linux")" in
        *aarch64*|*ARM*) arch=aarch64 ;;
        *x86-64*) arch=x86_64 ;;
        *) echo "$0: error: $linux is not a Linux executable for aarch64 or x86_64" >&2; exit 2 ;;
    esac
    add_variant "screengen-$version-linux-gnu" "$linux" "$arch-unknown-linux-gnu"
fi
if [[ -n "$macos" ]]; then
    add_variant "screengen-$version-macos" "$macos" "arm64-apple-macosx" "x86_64-apple-macosx"
fi
if [[ ${#variants[@]} -eq 0 ]]; then
    echo "$0: error: no binary given" >&2
    exit 2
fi

joined=$(printf '%s,\n' "${variants[@]}")
cat > "$output/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "screengen": {
      "type": "executable",
      "version": "$version",
      "variants": [
${joined%,}
      ]
    }
  }
}
JSON
echo "wrote $output ($((${#variants[@]})) variant(s))"
