import Foundation

/// `time`: CPU time per bound row. Each variant scrolls one pass to warm up, then the variants take
/// turns, one pass each per repetition (in alternating order), the measured window on top and the
/// other idle.
@MainActor
enum TimeRun {
    static func run(_ options: BenchmarkOptions) throws {
        let workloads = try Variants.all(rows: options.rows).map { variant in
            ScrollWorkload(variant: variant, waiter: FrameWaiter(window: variant.window), pages: options.pages)
        }
        print("\(options.rows) rows, \(options.pages) pages per pass, \(options.repetitions) repetitions")
        for workload in workloads {
            let pass = try measure(workload, among: workloads)
            print("warm-up \(workload.variant.name): \(describe(pass))")
        }
        var passes: [String: [ScrollWorkload.Pass]] = [:]
        for repetition in 0..<options.repetitions {
            for workload in repetition % 2 == 0 ? workloads : workloads.reversed() {
                let pass = try measure(workload, among: workloads)
                passes[workload.variant.name, default: []].append(pass)
                print("\(repetition + 1) \(workload.variant.name): \(describe(pass))")
            }
        }
        var report: [String: Any] = ["rows": options.rows, "pages": options.pages, "repetitions": options.repetitions]
        var variants: [String: Any] = [:]
        for workload in workloads {
            let variant = workload.variant, done = passes[variant.name] ?? []
            let median = Self.median(done.map(\.microsecondsPerRow))
            print("\(variant.name): median \(String(format: "%.1f", median)) µs CPU per bound row; "
                  + "row widgets made \(variant.rowsMade), alive \(variant.rowsAlive)")
            variants[variant.name] = [
                "microsecondsPerRow": done.map(\.microsecondsPerRow), "median": median,
                "rowsBound": done.map(\.rowsBound), "pages": done.map(\.pages), "frames": done.map(\.frames),
                "made": variant.rowsMade, "alive": variant.rowsAlive,
            ]
        }
        report["variants"] = variants
        if let path = options.jsonPath {
            let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
            guard FileManager.default.createFile(atPath: path, contents: data) else { throw BenchmarkError("cannot write \(path)") }
        }
    }

    /// One pass of `workload` with its window on top, once both windows are still; the other
    /// window must draw nothing meanwhile, or its frames would be counted too.
    private static func measure(_ workload: ScrollWorkload, among workloads: [ScrollWorkload]) throws -> ScrollWorkload.Pass {
        workload.variant.show()
        try workload.prepare()
        FrameWaiter.waitUntilStill(workloads.map(\.waiter))
        let others = workloads.filter { $0.variant !== workload.variant }
        let before = others.map(\.waiter.frames)
        let pass = try workload.timedPass()
        let drawn = zip(others, before).map { $0.waiter.frames - $1 }.reduce(0, +)
        guard drawn == 0 else { throw BenchmarkError("the other window drew \(drawn) frames during a pass of \(workload.variant.name)") }
        return pass
    }

    private static func describe(_ pass: ScrollWorkload.Pass) -> String {
        String(format: "%d pages, %d frames, %d rows bound, %.3f s CPU (system %.3f s, main thread %.3f s), %.1f µs per row",
               pass.pages, pass.frames, pass.rowsBound, pass.cpuSeconds, pass.systemSeconds, pass.mainThreadSeconds, pass.microsecondsPerRow)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
