import Benchmark
import BenchmarkCases
import Foundation

// Every case of `BenchmarkCatalog`, once per technology, named `<case>/<technology>`, and
// `harness/empty`, which measures the harness alone.
// Each measured iteration performs the operation `scalingFactor` (1,000) times.
// BINDINGS_BENCHMARK_QUICK=1 runs each benchmark once, without warm-up (CI).

let benchmarks: @Sendable () -> Void = {
    let quick = ProcessInfo.processInfo.environment["BINDINGS_BENCHMARK_QUICK"] != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .nanoseconds,
        warmupIterations: quick ? 0 : 3,
        scalingFactor: .kilo,
        maxDuration: quick ? .milliseconds(1) : .seconds(2),
        maxIterations: quick ? 1 : 1_000
    )
    // What the harness itself costs per iteration (its allocations are subtracted in the table).
    Benchmark("harness/empty") { benchmark in
        for index in benchmark.scaledIterations { blackHole(index) }
    }
    for benchmarkCase in BenchmarkCatalog.cases {
        for technology in Technology.allCases {
            Benchmark(benchmarkCase.benchmarkName(technology)) { benchmark, workload in
                workload.run(benchmark.scaledIterations.count)
            } setup: {
                benchmarkCase.make(technology)
            }
        }
    }
}
