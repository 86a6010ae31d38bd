#if GTK
import CGtk
import Foundation

/// Records when a window's frame clock ticks, keeping it ticking every frame (a tick callback asks
/// for the next frame), so the longest gap between two ticks is the longest the main thread kept
/// the window from drawing: what a user sees as a freeze while typing or sorting.
@MainActor
final class FrameGaps {
    private var last: Int = 0
    private var longest: Int = 0
    private(set) var ticks = 0

    /// Starts recording `window`'s ticks; they go on as long as the window lives.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
            guard let data else { return 0 }
            MainActor.assumeIsolated {
                Unmanaged<FrameGaps>.fromOpaque(data).takeUnretainedValue().tick(at: g_get_monotonic_time())
            }
            return 1
        }
        // The recorder lives as long as the benchmark, which outlives the window.
        gtk_widget_add_tick_callback(window, tick, Unmanaged.passRetained(self).toOpaque(), nil)
    }

    private func tick(at time: Int) {
        if last > 0 { longest = max(longest, time - last) }
        last = time
        ticks += 1
    }

    /// Forgets the gaps so far: the next ``longestMilliseconds`` covers only what follows.
    func reset() {
        longest = 0
        last = g_get_monotonic_time()
    }

    /// The longest gap between two ticks since the last ``reset()``, counting the time since the
    /// last tick, in milliseconds.
    var longestMilliseconds: Double {
        Double(max(longest, g_get_monotonic_time() - last)) / 1000
    }
}
#endif
