#if GTK
import Foundation

/// `time`: CPU time per bound row. Each variant scrolls one pass to warm up, its window on top and
/// the other still. Then come the measured passes, the variants taking turns a few pages at a
/// time (``BenchmarkOptions/chunk``, the first to go alternating), neither window raised: on this
/// kind of machine the CPU's speed drifts by tens of percent within seconds, and taking turns often
/// puts the drift on both sides alike instead of on whichever pass it fell in.
///
/// A variant's pass is the sum of its turns; the ratio the table judges is that of the two
/// variants' CPU time per row over all their turns.
@MainActor
enum TimeRun {
    static func run(_ options: BenchmarkOptions) throws {
        let workloads = try Variants.all(rows: options.rows).map { variant in
            ScrollWorkload(variant: variant, waiter: FrameWaiter(window: variant.window), pages: options.pages)
        }
        print("\(options.rows) rows, \(options.pages) pages per pass in turns of \(options.chunk), \(options.repetitions) repetitions")
        for workload in workloads {
            workload.variant.show()
            try workload.prepare()
            FrameWaiter.waitUntilStill(workloads.map(\.waiter))
            let pass = try turn(of: workload, pages: options.pages, among: workloads)
            print("warm-up \(workload.variant.name): \(describe(pass))")
        }
        FrameWaiter.waitUntilStill(workloads.map(\.waiter))
        var passes: [String: [ScrollWorkload.Pass]] = [:]
        var turnRatios: [Double] = []
        var turnIndex = 0
        for repetition in 0..<options.repetitions {
            var sums: [String: ScrollWorkload.Pass] = [:]
            var left = options.pages
            while left > 0 {
                let pages = min(options.chunk, left)
                left -= pages
                var perRow: [String: Double] = [:]
                for workload in turnIndex % 2 == 0 ? workloads : workloads.reversed() {
                    let part = try turn(of: workload, pages: pages, among: workloads)
                    sums[workload.variant.name, default: .zero] += part
                    perRow[workload.variant.name] = part.microsecondsPerRow
                }
                turnIndex += 1
                if let bindings = perRow["bindings"], let handWritten = perRow["hand-written"], bindings > 0, handWritten > 0 {
                    turnRatios.append(bindings / handWritten)
                }
            }
            for workload in workloads {
                let pass = sums[workload.variant.name] ?? .zero
                passes[workload.variant.name, default: []].append(pass)
                print("\(repetition + 1) \(workload.variant.name): \(describe(pass))")
            }
        }
        try report(workloads, passes: passes, turnRatios: turnRatios, options: options)
    }

    /// `pages` pages of `workload`, once both windows are still (a window may draw one more,
    /// empty, frame after its last page: its style's update tick runs once more); the other window
    /// must draw nothing meanwhile, or its frames would be counted too.
    private static func turn(of workload: ScrollWorkload, pages: Int, among workloads: [ScrollWorkload]) throws -> ScrollWorkload.Pass {
        FrameWaiter.waitUntilStill(workloads.map(\.waiter), quiet: 0.1)
        let others = workloads.filter { $0.variant !== workload.variant }
        let before = others.map(\.waiter.frames)
        let pass = try workload.timedPass(pages: pages)
        let drawn = zip(others, before).map { $0.waiter.frames - $1 }.reduce(0, +)
        guard drawn == 0 else { throw BenchmarkError("the other window drew \(drawn) frames during a turn of \(workload.variant.name)") }
        return pass
    }

    private static func report(_ workloads: [ScrollWorkload], passes: [String: [ScrollWorkload.Pass]], turnRatios: [Double],
                               options: BenchmarkOptions) throws {
        var report: [String: Any] = ["rows": options.rows, "pages": options.pages, "chunk": options.chunk,
                                     "repetitions": options.repetitions, "turnRatios": turnRatios]
        var variants: [String: Any] = [:]
        for workload in workloads {
            let variant = workload.variant, done = passes[variant.name] ?? []
            let total = done.reduce(ScrollWorkload.Pass.zero, +)
            let median = Self.median(done.map(\.microsecondsPerRow))
            print("\(variant.name): \(String(format: "%.1f", total.microsecondsPerRow)) µs CPU per bound row over all turns "
                  + "(median pass \(String(format: "%.1f", median))); row widgets made \(variant.rowsMade), alive \(variant.rowsAlive)")
            variants[variant.name] = [
                "microsecondsPerRow": done.map(\.microsecondsPerRow), "median": median, "overall": total.microsecondsPerRow,
                "rowsBound": done.map(\.rowsBound), "pages": done.map(\.pages), "frames": done.map(\.frames),
                "made": variant.rowsMade, "alive": variant.rowsAlive,
            ]
        }
        print(String(format: "Bindings / hand-written per turn: median %.2f×, %d turns", median(turnRatios), turnRatios.count))
        report["variants"] = variants
        if let path = options.jsonPath {
            let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
            guard FileManager.default.createFile(atPath: path, contents: data) else { throw BenchmarkError("cannot write \(path)") }
        }
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
#endif
