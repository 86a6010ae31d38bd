import Benchmark
import BenchmarkCases
import Foundation

// Every case of `BenchmarkCatalog`, once per technology it has, named `<case>/<technology>`, and
// `harness/empty`, which measures the harness alone.
// A repeated case performs its operation `scalingFactor` (1,000) times per measured iteration; a
// case measured once (scrolling) runs its operations once, 1,000 per iteration, with the peak resident
// memory growth and its counters (cells created, rows visible, rows scrolled) as metrics.
// A case of single operations (a difference or a table update over 100,000 rows, milliseconds
// each) performs its operation once per iteration (`scalingFactor: .one`).
// BINDINGS_BENCHMARK_QUICK=1 runs each benchmark once, without warm-up, and scrolls 10,000 rows (CI).

/// The benchmark closure runs on the harness's own task; workloads belong to the main actor, so it
/// hops there and measures only what runs there.
@MainActor
func measure(_ benchmark: Benchmark, _ run: () -> Void) {
    benchmark.startMeasurement()
    run()
    benchmark.stopMeasurement()
}

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
        for technology in benchmarkCase.technologies {
            switch benchmarkCase.measurement {
            case .repeated, .single:
                var configuration = Benchmark.defaultConfiguration
                if case .single = benchmarkCase.measurement { configuration.scalingFactor = .one }
                Benchmark(benchmarkCase.benchmarkName(technology), configuration: configuration) { benchmark, workload async in
                    nonisolated(unsafe) let benchmark = benchmark
                    let count = benchmark.scaledIterations.count
                    await MainActor.run { measure(benchmark) { workload.run(count) } }
                } setup: {
                    await MainActor.run { benchmarkCase.make(technology) }
                }
            case .once(let operations, let counters):
                let rows = quick ? min(operations, 10_000) : operations
                let configuration = Benchmark.Configuration(
                    metrics: Benchmark.defaultConfiguration.metrics + [.peakMemoryResidentDelta]
                        + counters.map { .custom($0, polarity: .prefersSmaller, useScalingFactor: false) },
                    // Iterations of 1,000 rows through the whole scroll: the JMH export needs a nonzero
                    // throughput (iterations per second), and the growth is relative to the start.
                    warmupIterations: 0, scalingFactor: .kilo, maxDuration: .seconds(3_600), maxIterations: rows / 1_000)
                Benchmark(benchmarkCase.benchmarkName(technology), configuration: configuration) { benchmark, workload async in
                    nonisolated(unsafe) let benchmark = benchmark
                    let count = benchmark.scaledIterations.count
                    let counts = await MainActor.run {
                        measure(benchmark) { workload.run(count) }
                        return workload.counters
                    }
                    for (name, value) in counts {
                        benchmark.measurement(.custom(name, polarity: .prefersSmaller, useScalingFactor: false), value)
                    }
                } setup: {
                    await MainActor.run { benchmarkCase.make(technology) }
                }
            }
        }
    }
}
