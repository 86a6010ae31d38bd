import BenchmarkCases

// Runs cases without the benchmark harness:
//
//   ProfileCase check                       every case, every technology: the labels must agree
//   ProfileCase <case> <technology> <count> one workload, 64 operations of warm-up (first-use
//                                           caches), then `count` operations, for callgrind:
//       valgrind --tool=callgrind --toggle-collect='*measuredLoop*' ProfileCase reuse-raw Bindings 10000

/// The loop callgrind collects (`--toggle-collect='*measuredLoop*'`): setup stays outside it.
@inline(never)
func measuredLoop(_ workload: any Workload, _ count: Int) {
    workload.run(count)
}

/// Runs every technology of every case the same number of times and compares the labels with
/// those of direct assignment; returns whether all agree.
func checkAll() -> Bool {
    var agree = true
    var checked = 0
    for benchmarkCase in BenchmarkCatalog.cases {
        for runs in [1, 66] {
            let expected = runAndRead(benchmarkCase.make(.direct), runs)
            for technology in Technology.allCases {
                let shown = runAndRead(benchmarkCase.make(technology), runs)
                checked += 1
                guard shown != expected else { continue }
                agree = false
                print("FAIL", benchmarkCase.benchmarkName(technology), "after \(runs):", shown, "expected", expected)
            }
        }
    }
    print(agree ? "ok:" : "FAIL:", checked, "workloads checked against direct assignment")
    return agree
}

func runAndRead(_ workload: any Workload, _ runs: Int) -> [String?] {
    workload.run(runs)
    return workload.labelTexts
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "check" {
    if !checkAll() { fatalError("the technologies disagree") }
} else if arguments.count == 3, let benchmarkCase = BenchmarkCatalog.named(arguments[1]),
          let technology = Technology(rawValue: arguments[2]), let count = Int(arguments[3]) {
    let workload = benchmarkCase.make(technology)
    workload.run(64)
    measuredLoop(workload, count)
} else {
    print("usage: ProfileCase check | ProfileCase <case> <technology> <count>")
    print("cases:", BenchmarkCatalog.cases.map(\.id).joined(separator: " "))
    print("technologies:", Technology.allCases.map(\.rawValue).joined(separator: " "))
}
