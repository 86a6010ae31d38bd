#if GTK
@_spi(Testing) import BindingsGTK
import CGtk
import Dispatch
import Foundation

/// `edits`: what a user waits for while changing a long list, in one variant's window: typing
/// "walg" a letter every 120 ms, sorting by name, clearing the search and sorting back by
/// distance; for each, the time from the last key (or the sort) to the frame showing the changed
/// rows, and the longest gap between frames meanwhile (the frame clock ticking every frame, so a
/// gap is the main thread keeping the window from drawing); then resident memory before and after
/// `--searches` searches. Bindings runs searches on a refresh queue, as `PharmacyCellsGTK` does;
/// hand-written GTK code uses incremental GtkFilterListModel and GtkSortListModel.
@MainActor
enum EditsRun {
    /// The phases of the window's frames, with `--frames`.
    private static var phases: FramePhases?

    /// One change the user waits for.
    struct Step {
        let name: String
        /// `nil` when the rows did not show within ``patience`` seconds.
        let milliseconds: Double?
        let longestGap: Double
        /// The frames over 20 ms and where their time went, with `--frames`.
        let longFrames: [String]
    }

    /// How long a step may take: GtkSortListModel sorts a million rows a slice per frame for minutes.
    static let patience = 180.0

    static let letters = ["w", "wa", "wal", "walg"]

    static func run(_ options: BenchmarkOptions) throws {
        let name = options.variant ?? "bindings"
        let memoryAtStart = NavigationWorkload.residentMegabytes()
        let pharmacies = try BenchmarkRows.pharmacies(count: options.rows)
        let memoryWithRows = NavigationWorkload.residentMegabytes()
        let variant: any EditableVariant = name == "bindings"
            ? try BindingsVariant(pharmacies: pharmacies, width: Variants.width, height: Variants.height,
                                  refreshQueue: DispatchQueue(label: "edits.refresh", qos: .userInitiated))
            : HandWrittenVariant(pharmacies: [], width: Int32(Variants.width), height: Int32(Variants.height),
                                 edits: HandWrittenEdits(pharmacies: pharmacies))
        variant.show()
        // Frames keep coming from now on (a tick callback asks for each), so every wait for the
        // next frame ends, even when nothing on screen changes.
        let gaps = FrameGaps(window: variant.window)
        let waiter = FrameWaiter(window: variant.window)
        phases = options.frames ? FramePhases(window: variant.window) : nil
        // Generous waits: the first frame of a list of a million rows, on a busy machine.
        guard waiter.settle(timeout: 60) else { throw BenchmarkError("the \(name) window never drew") }
        guard wait(variant, for: pharmacies.count, first: nil, timeout: 120) != nil else {
            throw BenchmarkError("the \(name) list never showed its \(pharmacies.count) rows")
        }
        let memoryShown = NavigationWorkload.residentMegabytes()
        GTK.iterate(for: 0.5)
        var steps: [Step] = []
        let query = letters.last ?? ""
        let matching = Expected.matching(pharmacies, query)
        // Worked out before the steps, as the main thread's time during a step is measured.
        let firstByName = Expected.first(pharmacies, matching, byName: true)
        let firstByDistance = Expected.first(pharmacies, Array(pharmacies.indices), byName: false)

        startStep(gaps)
        var start = now()
        for (index, text) in letters.enumerated() {
            start = now()
            variant.type(text)
            if index < letters.count - 1 { GTK.iterate(for: 0.12) }
        }
        steps.append(try measure("type \"\(query)\" (\(matching.count) rows)", since: start, variant, gaps, matching.count, first: nil))

        startStep(gaps)
        start = now()
        variant.sort(byName: true)
        steps.append(try measure("sort \(matching.count) rows by name", since: start, variant, gaps, matching.count, first: firstByName))
        startStep(gaps)
        start = now()
        variant.type("")
        steps.append(try measure("clear the search (\(pharmacies.count) rows)", since: start, variant, gaps, pharmacies.count, first: nil))
        startStep(gaps)
        start = now()
        variant.sort(byName: false)
        steps.append(try measure("sort \(pharmacies.count) rows by distance", since: start, variant, gaps, pharmacies.count,
                                 first: firstByDistance))

        let memoryBeforeSearches = NavigationWorkload.residentMegabytes()
        // After a step that never finished, the list is still busy: the searches would measure that.
        let searches = steps.contains { $0.milliseconds == nil } ? 0 : options.searches
        for _ in 0..<(searches == 0 ? 0 : max(1, searches / 2)) {
            variant.type(query)
            _ = wait(variant, for: matching.count, first: nil, timeout: patience)
            variant.type("")
            _ = wait(variant, for: pharmacies.count, first: nil, timeout: patience)
        }
        let memoryAfterSearches = NavigationWorkload.residentMegabytes()

        print("\(name), \(pharmacies.count) rows:")
        for step in steps {
            let shown = step.milliseconds.map { String(format: "%.0f ms", $0) } ?? String(format: "not within %.0f s", patience)
            print(String(format: "  %@: %@ to the changed rows on screen, longest gap between frames %.0f ms", step.name, shown, step.longestGap))
            for frame in step.longFrames { print("    a frame of " + frame) }
        }
        if let bindings = variant as? BindingsVariant {
            let counts = bindings.owner.recycling
            print("  row widgets: \(counts.made) made, \(counts.reused) of them with a freed row widget's cell, \(counts.freed) freed")
        }
        let perRow = (memoryShown - memoryWithRows) * 1_048_576 / Double(max(1, pharmacies.count))
        print(String(format: "  resident memory: %.1f MB at start, %.1f MB with the rows read, %.1f MB shown (%.0f bytes per row beyond the rows); "
                     + "%.1f MB before %d searches, %.1f MB after", memoryAtStart, memoryWithRows, memoryShown, perRow,
                     memoryBeforeSearches, searches, memoryAfterSearches))
        if let path = options.jsonPath {
            let report: [String: Any] = [
                "variant": name, "rows": pharmacies.count,
                "steps": steps.map { ["name": $0.name, "milliseconds": $0.milliseconds.map { $0 as Any } ?? NSNull(), "longestGap": $0.longestGap] },
                "memoryAtStart": memoryAtStart, "memoryWithRows": memoryWithRows, "memoryShown": memoryShown,
                "bytesPerRow": perRow, "searches": searches,
                "memoryBeforeSearches": memoryBeforeSearches, "memoryAfterSearches": memoryAfterSearches,
            ]
            try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Waits for the change made at `start` to show, and says how long it took (if it did within
    /// ``patience`` seconds) and the longest frame gap.
    private static func measure(_ name: String, since start: Double, _ variant: any EditableVariant, _ gaps: FrameGaps, _ count: Int,
                                first: String?) throws -> Step {
        let shown = wait(variant, for: count, first: first, timeout: patience)
        return Step(name: name, milliseconds: shown.map { ($0 - start) / 1000 }, longestGap: gaps.longestMilliseconds,
                    longFrames: phases?.longFrames() ?? [])
    }

    /// Forgets the frames so far: what follows is the next step's.
    private static func startStep(_ gaps: FrameGaps) {
        gaps.reset()
        phases?.reset()
    }

    /// The monotonic clock, in microseconds.
    private static func now() -> Double {
        Double(g_get_monotonic_time())
    }

    /// Runs the main loop until the list has settled on `count` rows (the first named `first`)
    /// and a frame has shown them; returns when that frame came, in monotonic microseconds.
    private static func wait(_ variant: any EditableVariant, for count: Int, first: String?, timeout: Double = 30) -> Double? {
        let waiter = FrameWaiter(window: variant.window)
        let settled = GTK.iterate(timeout: timeout) {
            variant.settledRowCount == count && (first == nil || variant.firstName == first)
        }
        guard settled, waiter.waitForFrames(1, timeout: timeout) else { return nil }
        return now()
    }
}
#endif
