#if GTK
import CGtk
import Foundation

/// The measured work: scrolling a variant's list down page by page, as a user paging through it
/// does, each page set on the vertical adjustment and then waited for until its frame has been
/// painted and no event is left (the same wait for both variants).
///
/// Each pass goes on from where the variant's previous one stopped, so the warm-up pass (from the
/// top) also takes the list past its first rows: GtkListView binds about 200 rows around the
/// visible ones up front, so its first 30 pages bind none, and only then does every page bind.
@MainActor
struct ScrollWorkload {
    let variant: any ScrollVariant
    let waiter: FrameWaiter
    /// Pages scrolled per pass.
    let pages: Int

    /// What one pass did.
    struct Pass {
        /// Items bound to row widgets during the pass.
        var rowsBound: Int
        /// CPU time of the whole process during the pass, in seconds.
        var cpuSeconds: Double
        /// The part of `cpuSeconds` spent in the kernel (system calls: the X connection, polling).
        var systemSeconds: Double
        /// CPU time of the main thread alone, in seconds.
        var mainThreadSeconds: Double
        /// Pages scrolled (fewer than asked when the list ends first).
        var pages: Int
        /// Frames painted.
        var frames: Int

        var microsecondsPerRow: Double { rowsBound > 0 ? cpuSeconds * 1e6 / Double(rowsBound) : 0 }
    }

    /// Waits until the window is drawn and still, outside any measurement.
    func prepare() throws {
        guard waiter.settle() else { throw BenchmarkError("\(variant.name): the window did not settle") }
    }

    /// One timed pass of `count` pages (``pages`` unless given).
    func timedPass(pages count: Int? = nil) throws -> Pass {
        try prepare()
        let bound = variant.rowsBound, frames = waiter.frames
        let start = CPUClock.seconds(), threadStart = CPUClock.mainThreadSeconds(), systemStart = CPUClock.systemSeconds()
        let scrolled = try scrollPages(count ?? pages)
        let cpu = CPUClock.seconds() - start, thread = CPUClock.mainThreadSeconds() - threadStart
        return Pass(rowsBound: variant.rowsBound - bound, cpuSeconds: cpu, systemSeconds: CPUClock.systemSeconds() - systemStart,
                    mainThreadSeconds: thread, pages: scrolled,
                    frames: waiter.frames - frames)
    }

    /// The `count` pages of a pass (``pages`` unless given); returns how many were scrolled.
    /// Callgrind counts only what runs inside ``InstructionRun``'s measured function, which calls this.
    func scrollPages(_ count: Int? = nil) throws -> Int {
        let pages = count ?? self.pages
        let adjustment = variant.adjustment
        let page = gtk_adjustment_get_page_size(adjustment), start = gtk_adjustment_get_value(adjustment)
        guard page > 0 else { throw BenchmarkError("\(variant.name): the list has no page size") }
        for index in 1...pages {
            let offset = min(start + Double(index) * page, variant.maximumOffset)
            guard offset > gtk_adjustment_get_value(adjustment) else { return index - 1 }
            gtk_adjustment_set_value(adjustment, offset)
            guard waiter.waitForFrames() else { throw BenchmarkError("\(variant.name): no frame after scrolling to \(offset)") }
            if trace { print("  page \(index) at \(Int(offset)): rows bound \(variant.rowsBound), frames \(waiter.frames)") }
        }
        return pages
    }

    /// `GTK_SCROLL_BENCHMARK_TRACE=1` prints every page.
    private let trace = ProcessInfo.processInfo.environment["GTK_SCROLL_BENCHMARK_TRACE"] != nil
}

extension ScrollWorkload.Pass {
    /// No pages, no time.
    static let zero = Self(rowsBound: 0, cpuSeconds: 0, systemSeconds: 0, mainThreadSeconds: 0, pages: 0, frames: 0)

    /// Two parts of a pass, added up.
    static func + (a: Self, b: Self) -> Self {
        Self(rowsBound: a.rowsBound + b.rowsBound, cpuSeconds: a.cpuSeconds + b.cpuSeconds,
             systemSeconds: a.systemSeconds + b.systemSeconds, mainThreadSeconds: a.mainThreadSeconds + b.mainThreadSeconds,
             pages: a.pages + b.pages, frames: a.frames + b.frames)
    }

    static func += (a: inout Self, b: Self) {
        a = a + b
    }
}
#endif
