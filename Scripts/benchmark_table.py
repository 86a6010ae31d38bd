#!/usr/bin/env python3
"""Turns the benchmark suite's JMH export into one table: per case, the median time per operation
of Bindings and of each anchor, beside it the instructions per operation that callgrind counts,
allocations per operation, and the ratios against the project's speed goals.

Usage: benchmark_table.py RESULTS.jmh.json [--quick] [--instructions PROFILECASE] [--filter REGEX]

With --filter, only the cases with a `<case>/<technology>` name the regular expression matches
whole (as the harness's `--filter` does) are shown, counted and timed.

With --instructions, each case and technology runs once more under callgrind in PROFILECASE (a
stripped release build of the ProfileCase tool), counting the instructions of its measured loop:
a count that repeats exactly from run to run, where times vary by a few percent. Then every ratio
goal is timed once more, interleaved (`ProfileCase time`): 101 rounds, each running every workload
of the ratio in turn for about 10 ms of CPU time (the order reversed every other round), and the
median of each. The harness measures one benchmark
after another for two seconds each, so a machine whose speed drifts (a shared VM moves by up to 2×
within minutes) moves one side of a ratio and not the other; alternating rounds put the drift on
both. The goals' time verdicts are the interleaved ratios; the harness's are shown beside them.

Each measured iteration runs the operation OPS_PER_ITERATION times (the suite's scalingFactor), so
the JMH export's microseconds per iteration divided by it are nanoseconds per operation. The
harness's own allocations per iteration (benchmark `harness/empty`) are subtracted. The scrolling
case scrolls its rows once, 1,000 per iteration: its times are per row. The cases over 100,000 rows
(12-14) run one operation per iteration (`SINGLE_OPERATION`): their times are per operation too.
"""
import json
import os
import platform
import re
import subprocess
import sys

OPS_PER_ITERATION = 1_000  # Benchmark.defaultConfiguration.scalingFactor (.kilo)
TECHNOLOGIES = ["Bindings", "direct", "closures", "OpenCombine", "Observation"]
# The floor under `direct`: a plain Swift class with a `didSet`, in the cases that have it.
COLUMNS = TECHNOLOGIES + ["plain"]
SHORT = {"Bindings": "B", "direct": "d", "closures": "c", "OpenCombine": "OC", "Observation": "Obs", "plain": "p"}
MARKUP = ["Bindings"]
CASES = [
    ("one-change", "1 one change → one label", TECHNOLOGIES),
    ("reuse-raw", "2 reuse, raw strings", TECHNOLOGIES),
    ("reuse-formatted", "2 reuse, formatted", TECHNOLOGIES),
    ("create-release", "3 create + release 6 bindings", TECHNOLOGIES),
    ("markup-parse", "4 markup: parse + compile PharmacyCell.xml", MARKUP),
    ("markup-instantiate", "4 markup: instantiate the cached template", MARKUP),
    ("markup-code", "4 markup: the same tree in Swift code", MARKUP),
    ("scroll", "5 scroll rows with layout (per row)", ["Bindings", "direct"]),
    ("unrelated-0", "6 change one key, 0 unrelated observers", TECHNOLOGIES),
    ("unrelated-10000", "6 change one key, 10,000 unrelated", TECHNOLOGIES),
    ("set-label", "7 label.text = x, nothing bound", ["Bindings", "plain"]),
    ("create-label", "8 create a label (allocations)", ["Bindings", "plain"]),
    ("model-one-change", "9 one change → another model's property", TECHNOLOGIES),
    ("model-reuse", "10 a row → six properties of a model", TECHNOLOGIES),
    ("model-bind-unbind", "11 make two models, bind six by string, unbind", TECHNOLOGIES),
    ("diff-100k", "12 difference of 100,000 ids, 90 % filter", ["Bindings", "direct"]),
    ("sort-diff-100k", "13 difference of 100,000 ids, sorted by another key", ["Bindings", "direct"]),
    ("table-filter-100k", "14 table of 100,000 rows: filter, back, layout", ["Bindings", "direct", "plain"]),
]

# The cases measured one operation per iteration (`Measurement.single`: `scalingFactor: .one`).
SINGLE_OPERATION = {"diff-100k", "sort-diff-100k", "table-filter-100k"}

# Parse + compile of PharmacyCell.xml before the round that set this goal: half of it is the goal.
PARSE_INSTRUCTIONS_BEFORE = 1_835_100


# Operations per callgrind run: enough that the warm-up and setup outside the loop do not matter.
# An operation over 100,000 rows is millions of instructions (billions for the bound table), and
# ProfileCase warms such a case up with a single operation.
CALLGRIND_COUNTS = {"markup-parse": 100, "markup-instantiate": 300, "markup-code": 300, "scroll": 2_000,
                    "diff-100k": 3, "sort-diff-100k": 3, "table-filter-100k": 1}


def instructions(profile_case, case, technology):
    """Instructions per operation of one workload's measured loop, counted by callgrind."""
    count = CALLGRIND_COUNTS.get(case, 3_000)
    # Swift seeds its hasher per process, which moves dictionary lookups by a few percent.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          "--toggle-collect=*measuredLoop*", profile_case, case, technology, str(count)],
                         capture_output=True, text=True, env=environment)
    found = re.search(r"Collected\s*:\s*([\d,]+)", run.stderr)
    if run.returncode != 0 or not found:
        sys.exit(f"callgrind failed for {case}/{technology}:\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")) / count


def interleaved(profile_case, workloads):
    """Median ns per operation of each `case/technology` workload, timed in alternating rounds."""
    run = subprocess.run([profile_case, "time", *workloads], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"interleaved timing failed for {' '.join(workloads)}:\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
    medians = {}
    for line in run.stdout.splitlines():
        found = re.match(r"(\S+) ([\d.]+) ns", line)
        if found:
            medians[found.group(1)] = float(found.group(2))
    return medians


# The workloads each case's ratio goals compare, timed together.
INTERLEAVED = {
    "one-change": ["Bindings", "closures", "OpenCombine"],
    "model-one-change": ["Bindings", "closures", "OpenCombine"],
    "reuse-raw": ["Bindings", "direct", "OpenCombine", "Observation"],
    "reuse-formatted": ["Bindings", "direct"],
    "create-release": ["Bindings", "OpenCombine"],
    "model-bind-unbind": ["Bindings", "OpenCombine"],
    "markup-instantiate": ["Bindings", "markup-code/Bindings"],
    "scroll": ["Bindings", "direct"],
    "set-label": ["Bindings", "plain"],
    "unrelated-10000": ["Bindings", "unrelated-0/Bindings"],
    # No goals: the ratios are shown, not judged.
    "diff-100k": ["Bindings", "direct"],
    "sort-diff-100k": ["Bindings", "direct"],
    "table-filter-100k": ["Bindings", "direct", "plain"],
}


def interleaved_times(profile_case, case):
    """The case's interleaved medians, keyed by technology (and `case/technology` for another case's)."""
    names = INTERLEAVED.get(case)
    if not names:
        return {}
    workloads = [name if "/" in name else f"{case}/{name}" for name in names]
    medians = interleaved(profile_case, workloads)
    return {name: medians.get(workload) for name, workload in zip(names, workloads)}


def ratio(numerator, denominator):
    return numerator / denominator if numerator and denominator else None


# The verdict of a ratio that is shown without a goal.
SHOWN = "shown"


def goals_of(case, time, allocs, results, counts, alternating=None):
    """(label, [(measure, value, met)]) for each goal of the issues that applies to the case: ratios
    are judged on the harness's time and, when measured, on interleaved time (`alternating`) and
    instructions (`counts`, per operation). A ratio without a goal has the verdict SHOWN."""
    goals = []
    alternating = alternating or {}

    def both(label, numerator, denominator, test):
        """A ratio of two technologies (or of this case's Bindings and another case's), judged on each
        measure; `test` None shows it unjudged."""
        judged = []
        for measure, values in (("time", time), ("interleaved time", alternating), ("instructions", counts)):
            value = ratio(values.get(numerator) if isinstance(numerator, str) else numerator(measure),
                          values.get(denominator) if isinstance(denominator, str) else denominator(measure))
            if values or measure == "time":
                judged.append((measure, value, None if value is None else SHOWN if test is None else test(value)))
        goals.append((label, judged))

    def single(label, measure, value, test):
        goals.append((label, [(measure, value, None if value is None else test(value))]))

    def other(case_id, technology="Bindings"):
        """This build's time or instructions per operation of another case's workload."""
        def read(measure):
            if measure == "interleaved time":
                return alternating.get(f"{case_id}/{technology}")
            entry = results.get(case_id, {}).get(technology, {})
            return entry.get("time" if measure == "time" else "instructions")
        return read

    def mine(measure):
        return {"time": time, "interleaved time": alternating}.get(measure, counts).get("Bindings")

    if case == "one-change":
        both("OC/B ≥ 4", "OpenCombine", "Bindings", lambda r: r >= 4)
        both("B/closures ≤ 1.5", "Bindings", "closures", lambda r: r <= 1.5)
    if case == "model-one-change":
        both("B/closures ≤ 1.5", "Bindings", "closures", lambda r: r <= 1.5)
        both("OC/B ≥ 4", "OpenCombine", "Bindings", lambda r: r >= 4)
    if case in ("reuse-raw", "reuse-formatted"):
        both("B/direct ≤ 1.2", "Bindings", "direct", lambda r: r <= 1.2)
    if case == "reuse-raw":
        # Below one per 20 operations: what remains is the harness's own task allocating now and
        # then during a 1,000-operation iteration (callgrind and ObservationCostTests count 0).
        single("allocs/reuse = 0", "allocations", allocs.get("Bindings"), lambda a: a < 0.05)
        both("OC/B ≥ 3", "OpenCombine", "Bindings", lambda r: r >= 3)
        both("Obs/B ≥ 4", "Observation", "Bindings", lambda r: r >= 4)
    if case == "create-release":
        both("OC/B ≥ 8", "OpenCombine", "Bindings", lambda r: r >= 8)
        single("allocs/binding ≤ 2", "allocations", None if allocs.get("Bindings") is None else allocs["Bindings"] / 6, lambda a: a <= 2)
    if case == "model-bind-unbind":
        both("OC/B ≥ 4", "OpenCombine", "Bindings", lambda r: r >= 4)
    if case == "markup-instantiate":
        both("instantiate ≤ 1.2× code", mine, other("markup-code"), lambda r: r <= 1.2)
    if case == "markup-parse" and counts:
        single(f"≤ half of {PARSE_INSTRUCTIONS_BEFORE:,} instructions", "instructions / before",
               ratio(counts.get("Bindings"), PARSE_INSTRUCTIONS_BEFORE), lambda r: r <= 0.5)
    if case == "scroll":
        entry = results.get("scroll", {}).get("Bindings", {})
        both("B/direct ≤ 1.1", "Bindings", "direct", lambda r: r <= 1.1)
        growth = entry.get("growth")
        single("memory growth (MB) < 1", "bytes", None if growth is None else growth / 1e6, lambda mb: mb < 1)
        cells, visible = entry.get("cellsCreated"), entry.get("visibleRows")
        single(f"cells created ({number(cells, 0)}) - visible rows ({number(visible, 0)}) ≤ 1", "count",
               None if cells is None or visible is None else cells - visible, lambda extra: extra <= 1)
    if case == "set-label":
        both("B/plain ≤ 3", "Bindings", "plain", lambda r: r <= 3)
    if case == "create-label":
        single("allocs/label ≤ 2", "allocations", allocs.get("Bindings"), lambda a: a <= 2.05)
    if case == "unrelated-10000":
        both("B 10k/0 ≤ 1.1 (independent)", mine, other("unrelated-0"), lambda r: r <= 1.1)
    if case in SINGLE_OPERATION:
        both("B/direct (no goal)", "Bindings", "direct", None)
    if case == "table-filter-100k":
        both("B/plain (no goal)", "Bindings", "plain", None)
        both("direct/plain (no goal)", "direct", "plain", None)
    return goals


def metric(metrics, test, percentile="50.0"):
    """The percentile of the first metric whose name passes `test`, or None."""
    return next((v[percentile] for k, v in metrics.items() if test(k)), None)


def load(path):
    """{case: {technology: {"time": ns/op, "allocs": per op, "peak": MB, counters...}}}, harness
    mallocs per iteration. Counters (custom metrics) and the peak resident growth ("growth", bytes)
    are kept as they are."""
    results, harness = {}, 0.0
    for element in json.load(open(path)):
        name = element["benchmark"].split(".")[-1]
        metrics = {key: value["scorePercentiles"] for key, value in element["secondaryMetrics"].items()}
        time = metric(metrics, lambda k: "wall clock" in k.lower())  # µs per iteration
        mallocs = metric(metrics, lambda k: k.startswith("Malloc (total)"))
        peak = metric(metrics, lambda k: k.startswith("Memory (resident peak)"), "100.0")
        if name == "harness/empty":
            harness = mallocs
            continue
        case, technology = name.split("/")
        operations = 1 if case in SINGLE_OPERATION else OPS_PER_ITERATION
        entry = {"time": time, "mallocs": mallocs, "peak": peak / 1e6, "operations": operations}
        entry["growth"] = metric(metrics, lambda k: k.startswith("Memory Δ (resident peak)"), "100.0")
        for counter in ("cellsCreated", "visibleRows", "rowsScrolled"):
            entry[counter] = metric(metrics, lambda k: k.split(" ")[0] == counter, "100.0")
        results.setdefault(case, {})[technology] = entry
    for technologies in results.values():
        for entry in technologies.values():
            entry["time"] = entry["time"] * 1_000 / entry["operations"]
            entry["allocs"] = max(0.0, entry["mallocs"] - harness) / entry["operations"]
    return results, harness


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    cores = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    swift = next((line for line in swift if "Swift version" in line), "swift ?")
    return f"{cpu}, {cores} cores, {platform.system()} {platform.release()}, {swift}"


def verdict(met, quick):
    """What follows a ratio in the goals column: nothing for a ratio shown without a goal."""
    if met == SHOWN:
        return ""
    return " " + ("(no data)" if met is None else "(quick: not judged)" if quick else ("met" if met else "MISSED"))


def number(value, digits=1):
    return "—" if value is None else f"{value:,.{digits}f}"


def main():
    path, quick = sys.argv[1], "--quick" in sys.argv[2:]
    profile_case = sys.argv[sys.argv.index("--instructions") + 1] if "--instructions" in sys.argv else None
    pattern = sys.argv[sys.argv.index("--filter") + 1] if "--filter" in sys.argv else None
    cases = [(case, title, [t for t in technologies if pattern is None or re.fullmatch(pattern, f"{case}/{t}")])
             for case, title, technologies in CASES]
    cases = [entry for entry in cases if entry[2]]
    results, harness = load(path)
    missing = [f"{case}/{t}" for case, _, technologies in cases for t in technologies if t not in results.get(case, {})]
    print(f"Machine: {machine()}")
    print(f"Median ns per operation ({OPS_PER_ITERATION:,} operations per measured iteration, one in cases 12-14); "
          f"allocations per operation net of the harness's {harness:.0f} per iteration; "
          f"peak = Bindings' peak resident memory." +
          (" Each time is followed by the instructions per operation that callgrind counts (in thousands, k)."
           if profile_case else ""))
    if quick:
        print("QUICK RUN: one iteration per benchmark, no warm-up: the numbers are not measurements.")
    header = ["case"] + [f"{t} ns" for t in COLUMNS] + [
        "allocs/op " + " / ".join(SHORT[t] for t in COLUMNS), "B/direct", "OC/B", "Obs/B", "peak MB", "goals"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    counted = {case: {t: instructions(profile_case, case, t) for t in results.get(case, {})} if profile_case else {}
               for case, _, _ in cases}
    alternated = {case: interleaved_times(profile_case, case) if profile_case else {} for case, _, _ in cases}
    for case, technologies in counted.items():
        for technology, count in technologies.items():
            results[case][technology]["instructions"] = count
    for case, title, _ in cases:
        entries = results.get(case, {})
        time = {t: entries[t]["time"] for t in entries}
        allocs = {t: entries[t]["allocs"] for t in entries}
        counts = counted.get(case, {})
        b = time.get("Bindings")
        goals = goals_of(case, time, allocs, results, counts, alternated.get(case))
        verdicts = "; ".join(
            f"{label}: " + ", ".join(f"{number(value, 2)} {measure}" + verdict(met, quick) for measure, value, met in judged)
            for label, judged in goals) or "—"
        row = [title] + [number(time.get(t)) + (f" ({number(counts[t] / 1000)}k)" if t in counts else "") for t in COLUMNS] + [
            " / ".join(number(allocs.get(t), 2) for t in COLUMNS),
            number(ratio(b, time.get("direct")), 2), number(ratio(time.get("OpenCombine"), b), 2),
            number(ratio(time.get("Observation"), b), 2),
            number(entries.get("Bindings", {}).get("peak")), verdicts]
        print("| " + " | ".join(row) + " |")
    if missing:
        sys.exit("missing from the results: " + ", ".join(missing))


if __name__ == "__main__":
    main()
