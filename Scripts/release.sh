#!/usr/bin/env bash
# Makes release VERSION of screengen in this clone (Docs/Releasing.md):
#
#   Scripts/release.sh VERSION        (make release VERSION=x.y.z)
#
# It refuses a dirty tree, a version that is not MAJOR.MINOR.PATCH or not newer than the
# current one, a version already tagged, and an empty `## [Unreleased]` section. Then it
# sets the version in its one place (ToolRelease.swift) and in every copy (the formula's
# tag, the install snippets of README.md and Docs/), dates the changelog's Unreleased
# section, builds screengen.artifactbundle (`make artifactbundle`) and zips it with its
# SwiftPM checksum into RELEASE_OUTPUT (default .build-release/, ignored by git), commits
# "Release VERSION", tags it `vVERSION` (annotated) and prints what to publish. Nothing is
# pushed. If a step fails before the commit, the files it changed are restored.
#
# RELEASE_DATE=YYYY-MM-DD dates the release (default: today in UTC, `date -u +%F`).
# RELEASE_SKIP_BUILD=1 zips the screengen.artifactbundle already there (made by
# `make artifactbundle` for this version) instead of building it, which takes 10 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
    echo "release: error: $*" >&2
    exit 1
}

[[ $# -eq 1 ]] || { echo "usage: make release VERSION=x.y.z (or $0 x.y.z)" >&2; exit 2; }
version=$1
tool_release=Sources/ScreenGenKit/Config/ToolRelease.swift
formula=Formula/screengen.rb
changelog=CHANGELOG.md
bundle=screengen.artifactbundle
output=${RELEASE_OUTPUT:-.build-release}
date=${RELEASE_DATE:-$(date -u +%F)}

# MARK: What must hold before anything changes

[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] ||
    fail "'$version' is not a release version: MAJOR.MINOR.PATCH, digits only (semver without pre-release or build)"
[[ $date =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || fail "RELEASE_DATE '$date' is not YYYY-MM-DD"
git rev-parse --is-inside-work-tree > /dev/null 2>&1 || fail "$(pwd) is not a git work tree"
if [[ -n "$(git status --porcelain)" ]]; then
    git status --short >&2
    fail "the work tree has changes; commit or stash them first"
fi
current=$(sed -n 's/^ *public static let version = "\(.*\)"$/\1/p' "$tool_release")
repository=$(sed -n 's/^ *public static let repository = "\(.*\)"$/\1/p' "$tool_release")
[[ -n $current && -n $repository ]] || fail "$tool_release does not spell the version and the repository"
if git rev-parse -q --verify "refs/tags/v$version" > /dev/null; then
    fail "v$version is already tagged"
fi
IFS=. read -r new_major new_minor new_patch <<< "$version"
IFS=. read -r old_major old_minor old_patch <<< "$current"
if (( new_major < old_major || (new_major == old_major && (new_minor < old_minor ||
      (new_minor == old_minor && new_patch <= old_patch))) )); then
    fail "$version is not newer than the current version, $current"
fi
grep -q '^## \[Unreleased\]$' "$changelog" || fail "$changelog has no '## [Unreleased]' section"
unreleased=$(awk '/^## \[Unreleased\]$/ { inside = 1; next } /^## / { inside = 0 } inside && NF' "$changelog")
[[ -n $unreleased ]] || fail "$changelog lists nothing under '## [Unreleased]'; a release says what changed"
command -v zip > /dev/null || fail "zip is not installed; it packs the artifact bundle"
if [[ ${RELEASE_SKIP_BUILD:-} == 1 ]]; then
    [[ -f $bundle/info.json ]] || fail "RELEASE_SKIP_BUILD=1 but there is no $bundle; run 'make artifactbundle' after setting the version, or build"
    grep -q "\"version\": \"$version\"" "$bundle/info.json" || fail "$bundle is not built for $version (its info.json says otherwise)"
fi

# MARK: From here on a failure restores the files (the tree was clean)

committed=0
restore() {
    local status=$?
    if (( status != 0 && committed == 0 )); then
        git checkout -q -- .
        echo "release: stopped; the files it changed are restored" >&2
    fi
}
trap restore EXIT

# Replaces every match of the sed expression $1 in the files after it; fails if none changed.
replace() {
    local expression=$1 changed=0 file
    shift
    for file in "$@"; do
        sed -E "$expression" "$file" > "$file.release" && if cmp -s "$file" "$file.release"; then
            rm "$file.release"
        else
            mv "$file.release" "$file"
            changed=1
        fi
    done
    (( changed )) || fail "no copy of the version matched '$expression' in $*"
}

escaped=${current//./\\.}
replace "s/(static let version = \")$escaped\"/\\1$version\"/" "$tool_release"
replace "s/(tag: \"v)$escaped\"/\\1$version\"/" "$formula"
# The install snippets: a SwiftPM requirement, a Mint tag, the formula's tag when quoted.
pages=(README.md)
while IFS= read -r page; do pages+=("$page"); done < <(git ls-files 'Docs/*.md')
replace "s/(from: \")$escaped\"/\\1$version\"/g; s/(screengen@v)$escaped([^0-9.]|$)/\\1$version\\2/g; s/(tag: \"v)$escaped\"/\\1$version\"/g" "${pages[@]}"

# The Unreleased section becomes the release's, under a fresh empty one; the links follow.
awk -v version="$version" -v date="$date" -v repository="$repository" -v previous="$current" '
    $0 == "## [Unreleased]" { print; print ""; print "## [" version "] - " date; next }
    /^\[Unreleased\]: / {
        print "[Unreleased]: " repository "/compare/v" version "...HEAD"
        print "[" version "]: " repository "/compare/v" previous "...v" version
        next
    }
    { print }
' "$changelog" > "$changelog.release" && mv "$changelog.release" "$changelog"
grep -q "^\[$version\]: " "$changelog" || fail "$changelog has no '[Unreleased]: …' link line to follow"

# MARK: The artifact bundle, zipped, with its checksum

if [[ ${RELEASE_SKIP_BUILD:-} != 1 ]]; then
    "${MAKE:-make}" artifactbundle
    grep -q "\"version\": \"$version\"" "$bundle/info.json" || fail "the built $bundle does not say version $version"
fi
mkdir -p "$output"
zip="$(cd "$output" && pwd)/screengen-$version.artifactbundle.zip"
rm -f "$zip"
(cd "$(dirname "$bundle")" && zip -q -r -X "$zip" "$(basename "$bundle")")
checksum=$(swift package compute-checksum "$zip")
echo "$checksum" > "$zip.sha256"

# MARK: The commit and the tag

git commit -q -a -m "Release $version"
committed=1
git tag -a "v$version" -m "Release $version"

cat <<EOF
Released screengen $version: commit $(git rev-parse --short HEAD) "Release $version", tag v$version (nothing pushed).
To publish:
  git push origin HEAD v$version
  On $repository/releases, make release v$version with CHANGELOG.md's "## [$version]" section as its notes,
  and attach ${zip#"$(pwd)/"} (checksum $checksum, also in its .sha256 file).
What users then run:
  SwiftPM: .package(url: "$repository", from: "$version")
  Mint: mint install ${repository#https://github.com/}@v$version
  Homebrew: brew tap ${repository#https://github.com/} $repository && brew install screengen
  binary target: .binaryTarget(name: "screengen", url: "$repository/releases/download/v$version/screengen-$version.artifactbundle.zip", checksum: "$checksum")
EOF
