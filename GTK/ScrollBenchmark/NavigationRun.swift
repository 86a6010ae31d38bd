#if GTK
import Foundation

/// `navigation`: the time from activating a row to the first frame of the pharmacy's screen, and
/// from going back to the first frame of the list, over `--pushes` pushes and pops (after 20 to
/// warm up), beside the same screen built headless; the resident memory after the first hundred
/// (or half, of fewer) and after all of them. `navigation-instructions`: the same pushes and pops, then the headless
/// builds, inside ``measuredRoundTrips(_:pushes:)`` and ``measuredHeadless(_:builds:)`` for callgrind.
@MainActor
enum NavigationRun {
    static let warmUps = 20

    static func run(_ options: BenchmarkOptions) throws {
        let workload = try NavigationWorkload()
        try workload.show()
        for row in 0..<warmUps {
            try workload.push(row: row)
            try workload.pop()
        }
        var pushes: [NavigationWorkload.Sample] = [], pops: [NavigationWorkload.Sample] = []
        // Memory is read after the first hundred pushes (or half of fewer), and after all of them.
        let checkpoint = min(100, max(1, options.pushes / 2))
        var memoryAtCheckpoint = 0.0
        for index in 0..<options.pushes {
            pushes.append(try workload.push(row: index % 50))
            pops.append(try workload.pop())
            if index == checkpoint - 1 { memoryAtCheckpoint = NavigationWorkload.residentMegabytes() }
        }
        let memoryAfterAll = NavigationWorkload.residentMegabytes()
        var headless: [Double] = []
        for index in 0..<options.pushes {
            let start = CPUClock.seconds()
            HeadlessDetail.build(row: index, of: workload.list)
            headless.append(CPUClock.seconds() - start)
        }
        let report: [String: Any] = [
            "pushes": options.pushes,
            "pushCPU": pushes.map(\.cpu), "pushWall": pushes.map(\.wall),
            "popCPU": pops.map(\.cpu), "popWall": pops.map(\.wall),
            "headlessCPU": headless,
            "memoryCheckpoint": checkpoint, "memoryAtCheckpoint": memoryAtCheckpoint, "memoryAfterAll": memoryAfterAll,
        ]
        func milliseconds(_ values: [Double]) -> String { String(format: "%.2f ms", median(values) * 1000) }
        print("\(options.pushes) pushes and pops after \(warmUps) to warm up")
        print("push to first frame: CPU \(milliseconds(pushes.map(\.cpu))), wall \(milliseconds(pushes.map(\.wall))) (medians)")
        print("pop to first frame: CPU \(milliseconds(pops.map(\.cpu))), wall \(milliseconds(pops.map(\.wall))) (medians)")
        print("the same screen built headless: CPU \(milliseconds(headless)) (median)")
        print(String(format: "resident memory: %.1f MB after %d pushes, %.1f MB after %d", memoryAtCheckpoint, checkpoint, memoryAfterAll, options.pushes))
        if let path = options.jsonPath {
            try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        }
        workload.window.close()
    }

    static func runInstructions(_ options: BenchmarkOptions) throws {
        let workload = try NavigationWorkload(patience: 30)
        try workload.show()
        for row in 0..<warmUps {
            try workload.push(row: row)
            try workload.pop()
        }
        try measuredRoundTrips(workload, pushes: options.pushes)
        measuredHeadless(workload, builds: options.pushes)
        print("measured navigation: \(options.pushes) pushes and pops; headless: \(options.pushes) builds")
        workload.window.close()
    }

    /// What callgrind counts for the window: `pushes` pushes and pops, each to its first frame.
    @inline(never)
    static func measuredRoundTrips(_ workload: NavigationWorkload, pushes: Int) throws {
        for index in 0..<pushes {
            try workload.push(row: index % 50)
            try workload.pop()
        }
    }

    /// What callgrind counts headless: `builds` builds of the same screen.
    @inline(never)
    static func measuredHeadless(_ workload: NavigationWorkload, builds: Int) {
        for index in 0..<builds { HeadlessDetail.build(row: index, of: workload.list) }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
#endif
