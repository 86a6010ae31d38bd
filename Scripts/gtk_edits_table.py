#!/usr/bin/env python3
"""The edits table of the GTK benchmark: Bindings beside hand-written GTK code (incremental
GtkFilterListModel and GtkSortListModel) changing the same long list.

Usage: gtk_edits_table.py [--quick] [--load BINDINGS.json HAND-WRITTEN.json] [--typing BINDINGS.json ...]
                          BINDINGS.json HAND-WRITTEN.json [BINDINGS.json HAND-WRITTEN.json ...]

Each pair is what `gtk-scroll-benchmark edits bindings|hand-written --rows N --json FILE` writes for
one row count. For each step: the time from the last key (or the sort) to the frame showing the
changed rows, and the longest gap between frames meanwhile, with the issue's goals: no gap over
50 ms, a keystroke's rows within 100 ms and a sort within 200 ms at 100,000 rows, memory per row at
most 1.5x the hand-written variant's and flat over the searches. With two row counts, memory per
row is the growth between them (what each further row costs), apart from what the window costs
whatever its rows. `--load` adds what `gtk-scroll-benchmark load` wrote: the first rows of a
100,000-row JSON file on screen within a second of start. `--typing` (last, any number of files)
adds what `gtk-scroll-benchmark load bindings --type` wrote: a search typed while the file is
still being read, each letter's time to the frame drawing it and the longest gap meanwhile. Quick
runs print no verdicts.
"""
import json, sys

GAP, KEYSTROKE, SORT, MEMORY, FIRST_ROWS = 50, 100, 200, 1.5, 1000


def verdict(ok, quick):
    return "" if quick else (" ✓" if ok else " ✗")


def table(bindings, hand, quick, judges_memory=True):
    rows = bindings["rows"]
    print(f"Edits at {rows:,} rows ({max(bindings['searches'], hand['searches'])} searches for memory); times to the changed rows on screen, "
          f"then the longest gap between frames (goal ≤ {GAP} ms)\n")
    print("| step | Bindings | hand-written | Bindings gap | hand-written gap |")
    print("| --- | ---: | ---: | ---: | ---: |")
    def shown(step):
        return "not within 180 s" if step["milliseconds"] is None else f"{step['milliseconds']:.0f} ms"

    for ours, theirs in zip(bindings["steps"], hand["steps"]):
        goal = KEYSTROKE if ours["name"].startswith("type") else SORT if ours["name"].startswith("sort") else None
        met = ours["milliseconds"] is not None and (goal is None or ours["milliseconds"] <= goal)
        timed = verdict(met, quick or goal is None or rows > 100_000)
        print(f"| {ours['name']} | {shown(ours)}{timed} | {shown(theirs)} "
              f"| {ours['longestGap']:.0f} ms{verdict(ours['longestGap'] <= GAP, quick)} | {theirs['longestGap']:.0f} ms |")
    per_row = bindings["bytesPerRow"] / max(1.0, hand["bytesPerRow"])
    print(f"\nMemory per row beyond the rows read: Bindings {bindings['bytesPerRow']:.0f} bytes, hand-written "
          f"{hand['bytesPerRow']:.0f} bytes: {per_row:.2f}x" + (f" (goal ≤ {MEMORY}x){verdict(per_row <= MEMORY, quick)}" if judges_memory else ""))
    for name, report in (("Bindings", bindings), ("hand-written", hand)):
        if report["searches"] == 0:
            print(f"{name}: no searches for memory, after a step that did not finish")
            continue
        growth = report["memoryAfterSearches"] - report["memoryBeforeSearches"]
        print(f"{name}: {report['memoryBeforeSearches']:.1f} MB before the searches, {report['memoryAfterSearches']:.1f} MB after "
              f"({growth:+.1f} MB){verdict(growth <= 5, quick)}")
    print()


def beyond_rows(report):
    """Bytes resident with the list shown, beyond those of the rows read."""
    return (report["memoryShown"] - report["memoryWithRows"]) * 1_048_576


def growth_table(pairs, quick):
    """Memory per row as the growth between the smallest and the largest row count."""
    small, large = pairs[0], pairs[-1]
    added = large[0]["rows"] - small[0]["rows"]
    slopes = [(beyond_rows(large[i]) - beyond_rows(small[i])) / added for i in (0, 1)]
    fixed = [(beyond_rows(small[i]) - slopes[i] * small[i]["rows"]) / 1_048_576 for i in (0, 1)]
    ratio = slopes[0] / max(1.0, slopes[1])
    print(f"Memory per row, from {small[0]['rows']:,} to {large[0]['rows']:,} rows: Bindings {slopes[0]:.0f} bytes, hand-written "
          f"{slopes[1]:.0f} bytes: {ratio:.2f}x (goal ≤ {MEMORY}x){verdict(ratio <= MEMORY, quick)}; "
          f"what the window costs whatever its rows: Bindings {fixed[0]:.1f} MB, hand-written {fixed[1]:.1f} MB\n")


def load_table(bindings, hand, quick):
    rows = bindings["rows"]
    print(f"Start with {rows:,} rows read from JSON, times after the process started "
          f"(goal: first rows within {FIRST_ROWS} ms at 100,000 rows)\n")
    print("| | window's first frame | first rows | all rows | reading the file | longest gap between frames |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, report in (("Bindings", bindings), ("hand-written", hand)):
        judged = name == "Bindings" and rows <= 100_000
        print(f"| {name} | {report['firstFrame']:.0f} ms | {report['firstRows']:.0f} ms"
              f"{verdict(report['firstRows'] <= FIRST_ROWS, quick or not judged)} | {report['allRows']:.0f} ms "
              f"| {report['reading']:.0f} ms | {report['longestGap']:.0f} ms{verdict(report['longestGap'] <= GAP, quick or not judged)} |")
    print()


def typing_table(reports, quick):
    print("Typing \"walg\" while the file is read, a letter every 120 ms from the first rows on: each letter's time to "
          f"the frame drawing it, with the rows loaded by then, and the longest gap between frames (goal ≤ {GAP} ms)\n")
    print("| rows in the file | letters | longest gap while typing | the matching rows of the whole file shown |")
    print("| ---: | --- | ---: | ---: |")
    for report in reports:
        typing = report["typing"]
        keys = ", ".join(f"\"{key['text']}\" {key['milliseconds']:.0f} ms ({key['loadedRows']:,})" for key in typing["keys"])
        print(f"| {report['rows']:,} | {keys} | {typing['longestGap']:.0f} ms{verdict(typing['longestGap'] <= GAP, quick)} "
              f"| {report['allRows']:.0f} ms |")
    print()


def main():
    arguments = sys.argv[1:]
    quick = "--quick" in arguments
    arguments = [argument for argument in arguments if argument != "--quick"]
    typing = []
    if "--typing" in arguments:
        at = arguments.index("--typing")
        typing = arguments[at + 1:]
        del arguments[at:]
    load = None
    if "--load" in arguments:
        at = arguments.index("--load")
        load = arguments[at + 1:at + 3]
        del arguments[at:at + 3]
    paths = arguments
    if (not paths and not typing) or len(paths) % 2 or (load is not None and len(load) != 2):
        sys.exit(__doc__)
    pairs = []
    for index in range(0, len(paths), 2):
        with open(paths[index]) as ours, open(paths[index + 1]) as theirs:
            pairs.append((json.load(ours), json.load(theirs)))
            table(*pairs[-1], quick, judges_memory=len(paths) == 2)
    if len(pairs) > 1:
        growth_table(pairs, quick)
    if load:
        with open(load[0]) as ours, open(load[1]) as theirs:
            load_table(json.load(ours), json.load(theirs), quick)
    if typing:
        reports = []
        for path in typing:
            with open(path) as report:
                reports.append(json.load(report))
        typing_table(reports, quick)


main()
