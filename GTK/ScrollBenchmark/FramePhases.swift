#if GTK
import CGtk

/// Where the time of each long frame went (`edits --frames`): the main loop's work between two
/// frames (events, idle work, a result landing) and the frame clock's layout and paint phases,
/// from the frame clock's own signals. Laying out counts from the update phase (tick callbacks,
/// usually nothing) to painting; a layout that ran again within the frame (rows bound once GTK
/// placed them) is counted as a second pass.
@MainActor
final class FramePhases {
    private var marks: [(phase: String, time: Int)] = []

    /// Starts recording the phases of `window`'s frames; it goes on as long as the window lives.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        for phase in ["before-paint", "update", "layout", "paint", "after-paint"] {
            let mark: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let data else { return }
                let phase = String(cString: data.assumingMemoryBound(to: CChar.self))
                MainActor.assumeIsolated { FramePhases.current?.marks.append((phase, Int(g_get_monotonic_time()))) }
            }
            // The phase's name lives as long as the process, as the clock may.
            let name = UnsafeMutableRawPointer(strdup(phase))
            g_signal_connect_data(UnsafeMutableRawPointer(clock), phase, unsafeBitCast(mark, to: GCallback.self), name, nil, GConnectFlags(0))
        }
        FramePhases.current = self
    }

    /// The recorder of the benchmark's window.
    private static var current: FramePhases?

    /// Forgets the frames so far: the next frame counts from now, as the step's gaps do.
    func reset() {
        marks = [("after-paint", Int(g_get_monotonic_time()))]
    }

    /// The frames since the last reset that took longer than `threshold` milliseconds, from the
    /// end of the frame before, one line each; then forgets them.
    func longFrames(over threshold: Double = 20) -> [String] {
        defer { marks.removeAll() }
        var lines: [String] = []
        var frameEnd: Int?
        var between = 0.0, layout = 0.0, passes = 0, paint = 0.0
        var previous: (phase: String, time: Int)?
        for mark in marks {
            if let previous {
                let milliseconds = Double(mark.time - previous.time) / 1_000
                switch previous.phase {
                case "after-paint": between += milliseconds
                // GTK lays the window out in its own layout handler, which runs before this
                // recorder's: its time shows from the update phase on.
                case "update", "layout": layout += milliseconds
                case "paint": paint += milliseconds
                default: break
                }
            }
            if mark.phase == "layout" { passes += 1 }
            if mark.phase == "after-paint" {
                let total = frameEnd.map { Double(mark.time - $0) / 1_000 } ?? 0
                if total > threshold {
                    lines.append(String(format: "%.0f ms: %.0f between frames, %.0f laying out (%d %@), %.0f painting",
                                        total, between, layout, passes, passes == 1 ? "pass" : "passes", paint))
                }
                frameEnd = mark.time
                between = 0; layout = 0; passes = 0; paint = 0
            }
            previous = mark
        }
        return lines
    }
}
#endif
