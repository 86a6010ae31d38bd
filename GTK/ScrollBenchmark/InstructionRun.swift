#if GTK
/// `instructions VARIANT`: one variant scrolls a warm-up pass, then one pass inside
/// ``measuredScroll(_:)``, for `valgrind --tool=callgrind --toggle-collect='*measuredScroll*'`;
/// prints the rows bound inside it, which the instruction count is divided by.
@MainActor
enum InstructionRun {
    static func run(_ options: BenchmarkOptions, variant name: String) throws {
        let variant = try Variants.make(name, rows: options.rows)
        let workload = ScrollWorkload(variant: variant, waiter: FrameWaiter(window: variant.window, patience: 30), pages: options.pages)
        variant.show()
        _ = try workload.timedPass()
        try workload.prepare()
        FrameWaiter.waitUntilStill([workload.waiter])
        let bound = variant.rowsBound, frames = workload.waiter.frames
        let pages = try measuredScroll(workload)
        print("measured \(name): \(pages) pages, \(workload.waiter.frames - frames) frames, rows bound \(variant.rowsBound - bound); "
              + "row widgets made \(variant.rowsMade), alive \(variant.rowsAlive)")
    }

    /// The only function callgrind counts: everything the process does on the main thread while
    /// the pages scroll (bindings, layout, drawing, GLib's main loop).
    @inline(never)
    static func measuredScroll(_ workload: ScrollWorkload) throws -> Int {
        try workload.scrollPages()
    }
}
#endif
