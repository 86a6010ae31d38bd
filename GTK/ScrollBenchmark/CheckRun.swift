#if GTK
import CGtk

/// `check`: both variants, scrolled through the same offsets, must show the same label texts in
/// the same rows; prints them (differences side by side) and answers whether they agreed.
@MainActor
enum CheckRun {
    static func run(_ options: BenchmarkOptions) throws -> Bool {
        var seen: [(name: String, screens: [Screen], counts: String)] = []
        for variant in try Variants.all(rows: options.rows) {
            let waiter = FrameWaiter(window: variant.window)
            variant.show()
            guard waiter.settle() else { throw BenchmarkError("\(variant.name): the window did not settle") }
            let page = gtk_adjustment_get_page_size(variant.adjustment)
            // Page by page from the top, as the workload scrolls, then far into the list and its end.
            let offsets = (0...10).map { Double($0) * page } + [250_000, 1_000_000, .infinity]
            var screens: [Screen] = []
            for offset in offsets {
                gtk_adjustment_set_value(variant.adjustment, min(offset, variant.maximumOffset))
                // An offset the list is at already changes nothing, and so draws nothing by itself.
                gtk_widget_queue_draw(variant.window)
                guard waiter.waitForFrames() else { throw BenchmarkError("\(variant.name): no frame after scrolling") }
                let reached = gtk_adjustment_get_value(variant.adjustment)
                screens.append(Screen(heading: "at \(Int(reached)) of \(Int(variant.maximumOffset)), page \(Int(page))",
                                      rows: ShownRows.of(variant)))
            }
            seen.append((variant.name, screens, "made \(variant.rowsMade), alive \(variant.rowsAlive), bound \(variant.rowsBound)"))
        }
        guard let reference = seen.first else { return false }
        var agree = true
        for (index, screen) in reference.screens.enumerated() {
            print(screen.heading)
            for other in seen.dropFirst() where other.screens[index] != screen {
                agree = false
                print("  DIFFERENT: \(reference.name) | \(other.name)")
                print("    \(other.name) at \(other.screens[index].heading)")
            }
            let others = seen.dropFirst().map { $0.screens[index].rows }
            for (row, text) in screen.rows.enumerated() {
                let differing = others.filter { $0.indices.contains(row) ? $0[row] != text : true }
                print("  " + text)
                for difference in differing { print("  ≠ " + (difference.indices.contains(row) ? difference[row] : "(no row)")) }
            }
            if screen.rows.isEmpty { agree = false; print("  (no rows shown)") }
        }
        for variant in seen { print("\(variant.name) row widgets: \(variant.counts)") }
        print(agree ? "check: the variants show the same rows" : "check: the variants DIFFER")
        return agree
    }

    /// What a variant shows at one offset.
    struct Screen: Equatable {
        let heading: String
        let rows: [String]
    }
}
#endif
