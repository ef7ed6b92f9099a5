#!/usr/bin/env bash
# Runs the libFuzzer target for a bounded number of executions.
#
#   Tests/Fuzz/run.sh <ScreenGenFuzz binary> <runs>
#
# Seeds come from Specs/, the test fixtures and, when ../shared is present, the YAML test
# suite. The corpus grows in .fuzz/corpus between runs; a crashing or hanging input is
# saved under .fuzz/crashes/ (turn each into a regression test).
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="$1"
runs="${2:-100000}"

seeds=.fuzz/seeds
rm -rf "$seeds"
mkdir -p "$seeds" .fuzz/corpus .fuzz/crashes
index=0
while IFS= read -r -d '' file; do
    cp "$file" "$seeds/seed-$index.yml"
    index=$((index + 1))
done < <(find Specs Tests/Fixtures ../shared/corpus/yaml-test-suite \( -name '*.yml' -o -name '*.yaml' \) -type f -size -64k -print0 2>/dev/null)
echo "fuzz: $index seed files, $runs runs"

# -timeout: an input that takes this long counts as a hang. -rss_limit_mb: as a leak or
# memory bomb. -detect_leaks=0: the Swift runtime's lazily built caches look like leaks
# to LeakSanitizer, whose scans would take most of the time. -max_len: specs worth
# fuzzing are small; longer inputs only slow it down. SWIFT_BACKTRACE: libFuzzer reports
# crashes itself; the runtime's symbolicating backtracer would stall each for minutes.
export SWIFT_BACKTRACE=enable=no
"$binary" -runs="$runs" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
    -dict=Tests/Fuzz/spec.dict -artifact_prefix=.fuzz/crashes/ -print_final_stats=1 \
    .fuzz/corpus "$seeds"
