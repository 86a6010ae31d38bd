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
#   Scripts/benchmarks.sh --filter '.*100k.*'   only the benchmarks whose `<case>/<technology>` name
#                                   the regular expression matches whole (with either mode)
#
# The raw results are kept in Benchmarks/.build/benchmark-results/.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"

usage() { echo "usage: $0 [--quick] [--filter REGEX]" >&2; exit 2; }
quick=""
filters=()
table_filter=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --quick) quick="--quick" ;;
        --filter)
            [[ $# -ge 2 ]] || usage
            # The harness's own benchmark too: the table subtracts its allocations.
            filters=(--filter "$2" --filter "harness/empty")
            table_filter=(--filter "$2")
            shift ;;
        *) usage ;;
    esac
    shift
done

results=.build/benchmark-results
rm -rf "$results"
mkdir -p "$results"

echo "== Building the benchmark package (release)"
swift build -c release

echo "== Every technology shows the same labels"
.build/release/ProfileCase check

echo "== Running the suite${quick:+ (quick)}"
if [[ -n "$quick" ]]; then export BINDINGS_BENCHMARK_QUICK=1; fi
swift package --allow-writing-to-package-directory benchmark --no-progress "${filters[@]}" --format jmh --path "$results" \
    > "$results/run.log" 2>&1 || { cat "$results/run.log"; exit 1; }

instructions=()
if [[ -z "$quick" ]]; then
    echo "== Counting instructions with callgrind"
    strip -g -o "$results/ProfileCase" .build/release/ProfileCase
    instructions=(--instructions "$results/ProfileCase")
fi

echo
python3 ../Scripts/benchmark_table.py "$results/Current_run.jmh.json" $quick "${instructions[@]}" "${table_filter[@]}"

echo
echo "== Heap bytes per observable property and per binding (ProfileCase memory)"
.build/release/ProfileCase memory
