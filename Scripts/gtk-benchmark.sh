#!/usr/bin/env bash
# The GTK benchmark: the pharmacy list scrolled page by page in GtkListView, Bindings
# (PharmacyListController in a backend Window) against hand-written GTK code setting the same
# labels, in one run; then the app's navigation: a row activated to the first frame of its
# pharmacy's screen and back, beside the same screen built headless, and memory over the pushes;
# then edits of 100,000 and 1,000,000 rows (a search typed, sorts), Bindings against hand-written
# GtkFilterListModel and GtkSortListModel: time to the changed rows and the longest frame gap; then
# the start with 100,000 rows read from JSON, to the first rows on screen. Builds the package with its GTK trait in release mode, checks that both variants show the
# same rows, measures CPU time per bound row and, in a full run, counts instructions per bound row
# with callgrind (valgrind must be installed); prints one table with the goal's verdict (≤ 1.2×).
#
#   Scripts/gtk-benchmark.sh           full run (about five minutes after the build)
#   Scripts/gtk-benchmark.sh --quick   the check and short passes, no callgrind, no verdicts (CI)
#
# Without a display it runs under `xvfb-run -a` with the Cairo renderer and no accessibility bus.
# The raw results are kept in .build-gtk-release/gtk-benchmark-results/.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=""
case "${1:-}" in
    "") ;;
    --quick) quick="--quick" ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac

results=.build-gtk-release/gtk-benchmark-results
rm -rf "$results"
mkdir -p "$results"

# Runs a command on the display, or on a virtual one when there is none.
gui() {
    if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; then
        "$@"
    else
        GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" "$@"
    fi
}

step_started=""
step() {
    [[ -n "$step_started" ]] && echo "   ($((SECONDS - step_started)) s)"
    step_started=$SECONDS
    echo "== $*"
}

step "Building the package with its GTK trait (release)"
swift build -c release --traits GTK --scratch-path .build-gtk-release --product gtk-scroll-benchmark
benchmark=.build-gtk-release/release/gtk-scroll-benchmark

step "Both variants show the same rows"
gui "$benchmark" check > "$results/check.log" 2>&1 || { cat "$results/check.log"; exit 1; }
grep -E "^(check|bindings|hand-written)" "$results/check.log"

if [[ -n "$quick" ]]; then
    step "Scrolling (quick: 40 pages per pass, one repetition)"
    passes=(--pages 40 --repetitions 1)
else
    step "Scrolling: CPU time per bound row (a warm-up pass, then five passes of 300 pages per variant in turns of 20)"
    passes=(--pages 300 --repetitions 5)
fi
gui "$benchmark" time "${passes[@]}" --json "$results/time.json" > "$results/time.log" 2>&1 || { cat "$results/time.log"; exit 1; }
grep -vE "^$|WARNING" "$results/time.log"

counts=()
if [[ -z "$quick" ]]; then
    # valgrind 3.19 cannot read Swift 6.3's debug info; the symbols stay.
    strip -g -o "$results/gtk-scroll-benchmark" "$benchmark"
    counts=(--callgrind)
    for variant in bindings hand-written; do
        step "Counting instructions with callgrind: $variant (60 pages after a warm-up pass)"
        # Swift seeds its hasher per process, which moves dictionary lookups by a few percent.
        SWIFT_DETERMINISTIC_HASHING=1 gui valgrind --tool=callgrind --callgrind-out-file="$results/callgrind.out.$variant" \
            --toggle-collect='*measuredScroll*' "$results/gtk-scroll-benchmark" instructions "$variant" \
            > "$results/callgrind-$variant.log" 2>&1 || { tail -40 "$results/callgrind-$variant.log"; exit 1; }
        # A helper GTK forks prints a count of its own, 0.
        grep -E "^measured|Collected" "$results/callgrind-$variant.log" | grep -v "Collected : 0$"
        counts+=("$variant=$results/callgrind-$variant.log")
    done
fi

if [[ -n "$quick" ]]; then
    step "Navigation (quick: 50 pushes and pops)"
    pushes=(--pushes 50)
else
    step "Navigation: 1,000 pushes and pops of a pharmacy's screen, each to its first frame, and the screen built headless"
    pushes=(--pushes 1000)
fi
gui "$benchmark" navigation "${pushes[@]}" --json "$results/navigation.json" > "$results/navigation.log" 2>&1 \
    || { cat "$results/navigation.log"; exit 1; }
grep -vE "^$|WARNING" "$results/navigation.log"
navigation=(--navigation "$results/navigation.json")
if [[ -z "$quick" ]]; then
    for part in RoundTrips Headless; do
        step "Counting instructions with callgrind: $part (50 after 20 to warm up)"
        SWIFT_DETERMINISTIC_HASHING=1 gui valgrind --tool=callgrind --callgrind-out-file="$results/callgrind.out.$part" \
            --toggle-collect="*measured$part*" "$results/gtk-scroll-benchmark" navigation-instructions \
            > "$results/callgrind-$part.log" 2>&1 || { tail -40 "$results/callgrind-$part.log"; exit 1; }
        grep -E "^measured|Collected" "$results/callgrind-$part.log" | grep -v "Collected : 0$"
        navigation+=("$results/callgrind-$part.log")
    done
fi

if [[ -n "$quick" ]]; then
    sizes=("20000 10")
else
    sizes=("100000 100" "1000000 10")
fi
edits=()
for size in "${sizes[@]}"; do
    read -r rows searches <<< "$size"
    for variant in bindings hand-written; do
        step "Edits: $variant with $rows rows (typing a search, sorting, $searches searches for memory)"
        gui "$benchmark" edits "$variant" --rows "$rows" --searches "$searches" --json "$results/edits-$variant-$rows.json" \
            > "$results/edits-$variant-$rows.log" 2>&1 || { cat "$results/edits-$variant-$rows.log"; exit 1; }
        grep -vE "^$|WARNING" "$results/edits-$variant-$rows.log"
        edits+=("$results/edits-$variant-$rows.json")
    done
done

if [[ -n "$quick" ]]; then load_rows=20000; else load_rows=100000; fi
step "Start: $load_rows rows read from JSON, to the first rows on screen and to all of them"
# The shipped pharmacies repeated, each copy a ring farther away, as BenchmarkRows makes them.
python3 - "$load_rows" "$results/pharmacies-$load_rows.json" <<'PY'
import json, math, sys
count, path = int(sys.argv[1]), sys.argv[2]
shipped = json.load(open("Examples/PharmacyCells/Sources/PharmacyCellsKit/Resources/pharmacies.json"))
ring = math.ceil(max(row["distance"] for row in shipped)) + 1
rows = [dict(shipped[i % len(shipped)], distance=shipped[i % len(shipped)]["distance"] + (i // len(shipped)) * ring) for i in range(count)]
json.dump(rows, open(path, "w"))
PY
load=()
for variant in bindings hand-written; do
    gui "$benchmark" load "$variant" --data "$results/pharmacies-$load_rows.json" --json "$results/load-$variant.json" \
        > "$results/load-$variant.log" 2>&1 || { cat "$results/load-$variant.log"; exit 1; }
    grep -vE "^$|WARNING" "$results/load-$variant.log"
    load+=("$results/load-$variant.json")
done

step "Table"
python3 Scripts/gtk_benchmark_table.py "$results/time.json" $quick "${counts[@]}" "${navigation[@]}"
python3 Scripts/gtk_edits_table.py $quick --load "${load[@]}" "${edits[@]}"
echo "   ($((SECONDS - step_started)) s; $SECONDS s in all)"
