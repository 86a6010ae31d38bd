#!/usr/bin/env bash
# Builds the benchmark package (Benchmarks/) in release mode, checks that every technology shows
# the same labels, runs the suite and prints one table of medians, allocations and ratios against
# the project's speed goals, then the heap bytes per observable property and per binding; a full
# run also counts each workload's instructions with callgrind (valgrind must be installed), prints
# them beside the medians, times each ratio goal's workloads again in interleaved rounds
# (`ProfileCase time`, which a drifting machine moves on both sides alike) and judges each ratio
# goal on all three.
#
#   Scripts/benchmarks.sh           full run (a few minutes after the build)
#   Scripts/benchmarks.sh --quick   each benchmark once, no warm-up, no verdicts, no callgrind (CI)
#
# The raw results are kept in Benchmarks/.build/benchmark-results/.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"

quick=""
case "${1:-}" in
    "") ;;
    --quick) quick="--quick" ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac

results=.build/benchmark-results
rm -rf "$results"
mkdir -p "$results"

echo "== Building the benchmark package (release)"
swift build -c release

echo "== Every technology shows the same labels"
.build/release/ProfileCase check

echo "== Running the suite${quick:+ (quick)}"
if [[ -n "$quick" ]]; then export BINDINGS_BENCHMARK_QUICK=1; fi
swift package --allow-writing-to-package-directory benchmark --no-progress --format jmh --path "$results" \
    > "$results/run.log" 2>&1 || { cat "$results/run.log"; exit 1; }

instructions=()
if [[ -z "$quick" ]]; then
    echo "== Counting instructions with callgrind"
    strip -g -o "$results/ProfileCase" .build/release/ProfileCase
    instructions=(--instructions "$results/ProfileCase")
fi

echo
python3 ../Scripts/benchmark_table.py "$results/Current_run.jmh.json" $quick "${instructions[@]}"

echo
echo "== Heap bytes per observable property and per binding (ProfileCase memory)"
.build/release/ProfileCase memory
