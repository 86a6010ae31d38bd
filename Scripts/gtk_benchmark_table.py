#!/usr/bin/env python3
"""Prints the GTK scrolling benchmark's table: per variant the CPU time per bound row of
`gtk-scroll-benchmark time` over all its turns (the variants take turns of a few pages, so the
machine's drift falls on both), beside it the instructions per bound row callgrind counted, and the
ratios of Bindings to the hand-written anchor against the goal (≤ 1.2×), with the median of the
turns' own ratios.

Usage: gtk_benchmark_table.py TIME.json [--quick] [--callgrind VARIANT=LOG ...] [--navigation NAV.json [PUSHLOG HEADLESSLOG]]

TIME.json is what `gtk-scroll-benchmark time --json` writes. Each LOG is the output of one
`valgrind --tool=callgrind --toggle-collect='*measuredScroll*' gtk-scroll-benchmark instructions
VARIANT` run: its `Collected :` count divided by the rows bound that the run printed.

NAV.json is what `gtk-scroll-benchmark navigation --json` writes: the pharmacy app's pushes and
pops, each timed from the row's activation (or the pop) to the window's first frame after it,
beside the same detail screen built headless, and the resident memory after 100 pushes (or half of
fewer) and after all. PUSHLOG and HEADLESSLOG are the outputs of two `valgrind --tool=callgrind
gtk-scroll-benchmark navigation-instructions` runs, one with `--toggle-collect='*measuredRoundTrips*'`
(the pushes and pops), one with `--toggle-collect='*measuredHeadless*'` (the headless builds).
"""
import json
import platform
import re
import subprocess
import sys

VARIANTS = [("bindings", "Bindings"), ("hand-written", "hand-written")]
GOAL = 1.2


def instructions(log):
    """(instructions per bound row, rows bound, frames per page) of one callgrind run's output."""
    text = open(log).read()
    # Processes the benchmark forks (GTK spawns helpers) print a count of their own, 0.
    collected = [int(count.replace(",", "")) for count in re.findall(r"Collected\s*:\s*([\d,]+)", text)]
    measured = re.search(r"measured \S+: (\d+) pages, (\d+) frames, rows bound (\d+)", text)
    if not collected or max(collected) == 0 or not measured:
        sys.exit(f"no callgrind count in {log}:\n{text[-2000:]}")
    pages, frames, rows = (int(group) for group in measured.groups())
    return max(collected) / rows, rows, frames / pages


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    cores = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    swift = next((line for line in swift if "Swift version" in line), "swift ?")
    gtk = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True).stdout.strip() or "?"
    return f"{cpu}, {cores} cores, {platform.system()} {platform.release()}, GTK {gtk}, {swift}"


def number(value, digits=1):
    return "—" if value is None else f"{value:,.{digits}f}"


def ratio(numerator, denominator):
    return numerator / denominator if numerator and denominator else None


def verdict(value, quick):
    if value is None:
        return "(no data)"
    return f"{value:.2f}× " + ("(quick: not judged)" if quick else "met" if value <= GOAL else "MISSED")


def median_of(values):
    ordered = sorted(values)
    if not ordered:
        return None
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def navigation_count(log, what):
    """Instructions per push and pop (`what` = 0) or per headless build (1) of one callgrind run."""
    text = open(log).read()
    collected = [int(count.replace(",", "")) for count in re.findall(r"Collected\s*:\s*([\d,]+)", text)]
    measured = re.search(r"measured navigation: (\d+) pushes and pops; headless: (\d+) builds", text)
    if not collected or max(collected) == 0 or not measured:
        sys.exit(f"no navigation count in {log}:\n{text[-2000:]}")
    return max(collected) / int(measured.group(1 + what))


def navigation_table(path, quick, counts):
    report = json.load(open(path))
    pushes = report["pushes"]
    print()
    print(f"Navigation: the pharmacy app in a navigation controller, {pushes:,} pushes and pops after 20 to warm up; "
          "each timed from activating a row (or going back) to the window's first frame after it; medians.")
    if quick:
        print("QUICK RUN: few pushes: the numbers are not measurements.")
    header = ["operation", "CPU ms", "wall ms (to the frame)", "instructions", "× the headless build (CPU; instructions)"]
    print("| " + " | ".join(header) + " |")
    print("|---|" + "---:|" * (len(header) - 1))
    headless = median_of(report["headlessCPU"])
    push_count = pop_count = headless_count = None
    if counts:
        push_count, headless_count = counts
    rows = [("push: row activated → detail's first frame", report["pushCPU"], report["pushWall"], push_count),
            ("pop: back → list's first frame", report["popCPU"], report["popWall"], None),
            ("the same detail screen built headless", report["headlessCPU"], None, headless_count)]
    for title, cpu, wall, count in rows:
        cpu_median = median_of(cpu)
        share = ""
        if title.startswith("push") and headless:
            share = f"{cpu_median / headless:.1f}×" + (f"; {push_count / headless_count:.1f}×" if push_count and headless_count else "")
        print("| " + " | ".join([title, number(cpu_median * 1000, 2), number(median_of(wall) * 1000, 2) if wall else "—",
                                 number(count, 0) if count else "—", share]) + " |")
    growth = report["memoryAfterAll"] - report["memoryAtCheckpoint"]
    print(f"Resident memory: {report['memoryAtCheckpoint']:.1f} MB after {report['memoryCheckpoint']:,} pushes, {report['memoryAfterAll']:.1f} MB after "
          f"{pushes:,} (growth {growth:+.1f} MB; goal: flat, under 1 MB): " + ("(quick: not judged)" if quick else "met" if growth < 1 else "MISSED"))
    if counts:
        print("Instructions: the push's includes its pop (one round trip per push), counted by callgrind on the stripped release build.")


def main():
    arguments = sys.argv[1:]
    quick = "--quick" in arguments
    report = json.load(open(arguments[0]))
    counts = {}
    if "--callgrind" in arguments:
        for entry in arguments[arguments.index("--callgrind") + 1:]:
            if entry.startswith("--"):
                break
            variant, log = entry.split("=", 1)
            counts[variant] = instructions(log)
    variants = report["variants"]
    print(f"Machine: {machine()}")
    print(f"{report['rows']:,} rows; {report['repetitions']} passes of {report['pages']} pages per variant after a warm-up pass, "
          f"the variants taking turns of {report.get('chunk', report['pages'])} pages; "
          "CPU time of the process per bound row over all turns; instructions per bound row counted by callgrind "
          "in one pass of the stripped release build.")
    if quick:
        print("QUICK RUN: short passes, no callgrind: the numbers are not measurements.")
    header = ["variant", "CPU µs / row", "instructions / row", "frames / page (time; callgrind)", "rows bound per pass",
              "row widgets made / alive"]
    print("| " + " | ".join(header) + " |")
    print("|---|" + "---:|" * (len(header) - 1))
    times, counted = {}, {}
    for key, title in VARIANTS:
        entry = variants.get(key)
        if entry is None:
            sys.exit(f"{key} is missing from {arguments[0]}")
        times[key] = entry.get("overall", entry["median"])
        frames = sum(entry["frames"]) / max(1, sum(entry["pages"]))
        count = counts.get(key)
        counted[key] = count[0] if count else None
        rows = sorted(entry["rowsBound"])
        print("| " + " | ".join([
            title, number(times[key]), number(counted[key], 0),
            number(frames, 2) + ("; " + number(count[2], 2) if count else ""),
            f"{rows[0]:,}–{rows[-1]:,}" if rows else "—", f"{entry['made']} / {entry['alive']}",
        ]) + " |")
    time_ratio = ratio(times["bindings"], times["hand-written"])
    count_ratio = ratio(counted["bindings"], counted["hand-written"])
    print("| " + " | ".join(["Bindings / hand-written (goal ≤ 1.2×)", verdict(time_ratio, quick),
                             verdict(count_ratio, quick) if counts else "—", "", "", ""]) + " |")
    turns = sorted(report.get("turnRatios", []))
    if turns:
        middle = len(turns) // 2
        median = turns[middle] if len(turns) % 2 else (turns[middle - 1] + turns[middle]) / 2
        print(f"Per turn, Bindings / hand-written: median {median:.2f}×, from {turns[0]:.2f}× to {turns[-1]:.2f}× over {len(turns)} turns.")
    if "--navigation" in arguments:
        rest = arguments[arguments.index("--navigation") + 1:]
        logs = [entry for entry in rest[1:3] if not entry.startswith("--")]
        counts = (navigation_count(logs[0], 0), navigation_count(logs[1], 1)) if len(logs) == 2 else None
        navigation_table(rest[0], quick, counts)


if __name__ == "__main__":
    main()
