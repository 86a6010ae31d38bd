import BenchmarkCases
import Foundation

// Runs cases without the benchmark harness:
//
//   ProfileCase check                       every case, every technology: the labels must agree
//   ProfileCase heap                        the live heap of one pharmacy cell from markup
//   ProfileCase heap-views                  the same cell's views built in code, unbound
//   ProfileCase memory                      heap bytes per observable property and per binding
//   ProfileCase time <case>/<technology>... medians of 101 interleaved rounds of each workload (CPU ns
//                                           per operation) and their ratios to the first: rounds alternate
//                                           so that the machine's drift falls on all of them alike
//   ProfileCase <case> <technology> <count> one workload, 64 operations of warm-up (first-use
//                                           caches; one for a case of single operations over
//                                           100,000 rows), then `count` operations, for callgrind:
//       valgrind --tool=callgrind --toggle-collect='*measuredLoop*' ProfileCase reuse-raw Bindings 10000
//                                           then prints the workload's counters and the growth
//                                           of resident memory over the measured loop

/// The loop callgrind collects (`--toggle-collect='*measuredLoop*'`): setup stays outside it.
@MainActor @inline(never)
func measuredLoop(_ workload: any Workload, _ count: Int) {
    workload.run(count)
}

/// Runs every technology of every case the same number of times and compares the labels with
/// those of direct assignment (or, for a case without it, of its first technology and of the case
/// it must match); returns whether all agree.
@MainActor
func checkAll() -> Bool {
    var agree = true
    var checked = 0
    for benchmarkCase in BenchmarkCatalog.cases {
        let reference = benchmarkCase.technologies.contains(.direct) ? Technology.direct : benchmarkCase.technologies[0]
        for runs in benchmarkCase.measurement.checkRuns {
            let expected = runAndRead(benchmarkCase.make(reference), runs)
            if expected.isEmpty {
                agree = false
                print("FAIL", benchmarkCase.benchmarkName(reference), "shows nothing")
            }
            for technology in benchmarkCase.technologies {
                let shown = runAndRead(benchmarkCase.make(technology), runs)
                checked += 1
                guard shown != expected else { continue }
                agree = false
                print("FAIL", benchmarkCase.benchmarkName(technology), "after \(runs):", shown, "expected", expected)
            }
            guard let other = benchmarkCase.sameLabelsAs.flatMap(BenchmarkCatalog.named) else { continue }
            let shown = runAndRead(other.make(.bindings), runs)
            checked += 1
            guard shown != expected else { continue }
            agree = false
            print("FAIL", benchmarkCase.id, "and", other.id, "after \(runs):", expected, "versus", shown)
        }
    }
    print(agree ? "ok:" : "FAIL:", checked, "workloads checked against direct assignment or their twin")
    return agree
}

@MainActor
func runAndRead(_ workload: any Workload, _ runs: Int) -> [String?] {
    workload.run(runs)
    return workload.labelTexts
}

/// The resident set size now, in bytes, from `/proc/self/statm` (0 where there is none).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Prints ``MemoryCost``'s rows as a table, with the goal: Bindings no more than OpenCombine.
@MainActor
func printMemoryCost() {
    let columns: [Technology] = [.bindings, .closures, .openCombine, .observation]
    print("| heap bytes | " + columns.map(\.rawValue).joined(separator: " | ") + " | goal: Bindings ≤ OpenCombine |")
    print("|---|" + String(repeating: "---:|", count: columns.count) + "---|")
    for row in MemoryCost.rows() {
        let cells = columns.map { row.bytes[$0].map { String(format: "%.1f", $0) } ?? "—" }
        let met = (row.bytes[.bindings] ?? .infinity) <= (row.bytes[.openCombine] ?? 0)
        print("| \(row.title) | " + cells.joined(separator: " | ") + " | \(met ? "met" : "MISSED") |")
    }
}

/// Nanoseconds of CPU time per operation of each workload, the median of `rounds` rounds that each
/// run every workload once for about `roundNanoseconds` (at least one operation), in turn. The
/// order turns round every other round, so that no workload always runs right after the same one;
/// CPU time leaves out the time another process held the core. Many short rounds rather than a few
/// long ones: on a shared machine a round now and then runs at half speed, and the median of many
/// passes over it.
@MainActor
func interleavedMedians(_ workloads: [(workload: any Workload, measurement: BenchmarkCases.Measurement)], rounds: Int = 101,
                        roundNanoseconds: Double = 10_000_000) -> [Double] {
    // Calibrate each workload's operations per round on a first run (1,000 operations, or one of
    // a single operation over 100,000 rows).
    let counts = workloads.map { workload, measurement in
        workload.run(measurement.warmUpOperations)
        let calibration = measurement.calibrationOperations
        let start = threadCPUNanoseconds()
        workload.run(calibration)
        let elapsed = max(1, Double(threadCPUNanoseconds() - start))
        return max(1, Int(roundNanoseconds / (elapsed / Double(calibration))))
    }
    var samples = Array(repeating: [Double](), count: workloads.count)
    for round in 0..<rounds {
        let order = round.isMultiple(of: 2) ? Array(workloads.indices) : workloads.indices.reversed()
        for index in order {
            let start = threadCPUNanoseconds()
            workloads[index].workload.run(counts[index])
            samples[index].append(Double(threadCPUNanoseconds() - start) / Double(counts[index]))
        }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The workload a `<case>/<technology>` argument names, if it names one.
func namedWorkload(_ name: String) -> (case: BenchmarkCase, technology: Technology)? {
    let parts = name.split(separator: "/")
    guard parts.count == 2, let benchmarkCase = BenchmarkCatalog.named(String(parts[0])),
          let technology = Technology(rawValue: String(parts[1])), benchmarkCase.technologies.contains(technology) else { return nil }
    return (benchmarkCase, technology)
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "time", arguments.count >= 2 {
    let named = arguments.dropFirst().map { ($0, namedWorkload($0)) }
    if let unknown = named.first(where: { $0.1 == nil }) {
        print("ProfileCase: no workload '\(unknown.0)'; name one as <case>/<technology>, for example reuse-raw/direct")
        exit(2)
    }
    let workloads = named.compactMap { $0.1 }
    let medians = MainActor.assumeIsolated {
        interleavedMedians(workloads.map { ($0.case.make($0.technology), $0.case.measurement) })
    }
    for (workload, median) in zip(workloads, medians) {
        print(workload.case.benchmarkName(workload.technology), String(format: "%.1f ns  %.3f×", median, median / medians[0]))
    }
} else if arguments.first == "check" {
    if !checkAll() { fatalError("the technologies disagree") }
} else if arguments.first == "heap" || arguments.first == "heap-views" {
    let viewsOnly = arguments.first == "heap-views"
    // Resident growth over enough cells that pages and the allocator's slack do not matter.
    let count = 20_000
    let perCell: Int = MainActor.assumeIsolated {
        let make = viewsOnly ? CellHeap.viewsMaker() : CellHeap.maker()
        var cells: [AnyObject] = []
        cells.reserveCapacity(count)
        let before = residentBytes()
        for _ in 0..<count { cells.append(make()) }
        let after = residentBytes()
        withExtendedLifetime(cells) {}
        return (after - before) / count
    }
    print("live heap of one PharmacyCell\(viewsOnly ? "'s views, unbound," : "") (resident growth over \(count) cells): \(perCell) B")
} else if arguments.first == "memory" {
    MainActor.assumeIsolated { printMemoryCost() }
} else if arguments.count == 3, let benchmarkCase = BenchmarkCatalog.named(arguments[1]),
          let technology = Technology(rawValue: arguments[2]), benchmarkCase.technologies.contains(technology),
          let count = Int(arguments[3]) {
    let workload = benchmarkCase.make(technology)
    workload.run(benchmarkCase.measurement.warmUpOperations)
    let before = residentBytes()
    measuredLoop(workload, count)
    let after = residentBytes()
    let counters = workload.counters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    print(benchmarkCase.benchmarkName(technology), "×\(count):", (counters + ["residentGrowth=\(after - before) B"]).joined(separator: " "))
} else {
    print("usage: ProfileCase check | heap | heap-views | memory | time <case>/<technology>... | <case> <technology> <count>")
    for benchmarkCase in BenchmarkCatalog.cases {
        print(" ", benchmarkCase.id, "—", benchmarkCase.technologies.map(\.rawValue).joined(separator: " "))
    }
}
