#!/usr/bin/env python3
"""The edits table of the GTK benchmark: Bindings beside hand-written GTK code (incremental
GtkFilterListModel and GtkSortListModel) changing the same long list.

Usage: gtk_edits_table.py [--quick] BINDINGS.json HAND-WRITTEN.json [BINDINGS.json HAND-WRITTEN.json ...]

Each pair is what `gtk-scroll-benchmark edits bindings|hand-written --rows N --json FILE` writes for
one row count. For each step: the time from the last key (or the sort) to the frame showing the
changed rows, and the longest gap between frames meanwhile, with the issue's goals: no gap over
50 ms, a keystroke's rows within 100 ms and a sort within 200 ms at 100,000 rows, memory per row at
most 1.5x the hand-written variant's and flat over the searches. Quick runs print no verdicts.
"""
import json, sys

GAP, KEYSTROKE, SORT, MEMORY = 50, 100, 200, 1.5


def verdict(ok, quick):
    return "" if quick else (" ✓" if ok else " ✗")


def table(bindings, hand, quick):
    rows = bindings["rows"]
    print(f"Edits at {rows:,} rows ({bindings['searches']} searches for memory); times to the changed rows on screen, "
          f"then the longest gap between frames (goal ≤ {GAP} ms)\n")
    print("| step | Bindings | hand-written | Bindings gap | hand-written gap |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for ours, theirs in zip(bindings["steps"], hand["steps"]):
        goal = KEYSTROKE if ours["name"].startswith("type") else SORT if ours["name"].startswith("sort") else None
        timed = verdict(goal is None or rows > 100_000 or ours["milliseconds"] <= goal, quick or goal is None or rows > 100_000)
        print(f"| {ours['name']} | {ours['milliseconds']:.0f} ms{timed} | {theirs['milliseconds']:.0f} ms "
              f"| {ours['longestGap']:.0f} ms{verdict(ours['longestGap'] <= GAP, quick)} | {theirs['longestGap']:.0f} ms |")
    per_row = bindings["bytesPerRow"] / max(1.0, hand["bytesPerRow"])
    print(f"\nMemory per row beyond the rows read: Bindings {bindings['bytesPerRow']:.0f} bytes, hand-written "
          f"{hand['bytesPerRow']:.0f} bytes: {per_row:.2f}x (goal ≤ {MEMORY}x){verdict(per_row <= MEMORY, quick)}")
    for name, report in (("Bindings", bindings), ("hand-written", hand)):
        growth = report["memoryAfterSearches"] - report["memoryBeforeSearches"]
        print(f"{name}: {report['memoryBeforeSearches']:.1f} MB before the searches, {report['memoryAfterSearches']:.1f} MB after "
              f"({growth:+.1f} MB){verdict(growth <= 5, quick)}")
    print()


def main():
    arguments = sys.argv[1:]
    quick = "--quick" in arguments
    paths = [argument for argument in arguments if argument != "--quick"]
    if not paths or len(paths) % 2:
        sys.exit(__doc__)
    for index in range(0, len(paths), 2):
        with open(paths[index]) as ours, open(paths[index + 1]) as theirs:
            table(json.load(ours), json.load(theirs), quick)


main()
