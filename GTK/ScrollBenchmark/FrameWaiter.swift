#if GTK
@_spi(Testing) import BindingsGTK
import CGtk

/// Counts the frames GTK paints for a window and runs the main loop until the next one, as
/// `Window.settle()` does, for either variant: the same wait, so that both pay the same for it.
///
/// The loop blocks in GLib's poll while it waits, so waiting for a paced frame costs no CPU time.
@MainActor
final class FrameWaiter {
    private let window: UnsafeMutablePointer<GtkWidget>
    /// How many times longer than usual to wait before giving up: under callgrind the process runs
    /// tens of times slower, and a wait only guards against a window that never draws.
    private let patience: Double

    init(window: UnsafeMutablePointer<GtkWidget>, patience: Double = 1) {
        self.window = window
        self.patience = patience
    }

    /// The frames painted so far by the window's frame clock (0 before it has one).
    var frames: Int {
        FrameCounter.shared(for: window)?.frames ?? 0
    }

    /// Runs the main loop until `count` more frames have been painted and no event is pending
    /// (work a frame queued, such as another layout, is done too); returns `false` after `timeout`
    /// seconds.
    @discardableResult
    func waitForFrames(_ count: Int = 1, timeout: Double = 10) -> Bool {
        guard let counter = FrameCounter.shared(for: window) else { return false }
        let target = counter.frames + count
        return GTK.iterate(timeout: timeout * patience) { counter.frames >= target && g_main_context_pending(nil) == 0 }
    }

    /// Waits until the window is mapped, then for the frame redrawing the whole window. (Nothing
    /// animates, see ``StillSettings``: a still window draws one frame, not two as `settle()`
    /// waits for while a cursor blinks.)
    @discardableResult
    func settle(timeout: Double = 10) -> Bool {
        guard GTK.iterate(timeout: timeout * patience, until: { gtk_widget_get_mapped(window) != 0 }) else { return false }
        gtk_widget_queue_draw(window)
        return waitForFrames(1, timeout: timeout)
    }

    /// Runs the main loop until none of `waiters`' windows has drawn for `quiet` seconds (an overlay
    /// scroll bar hides a second after scrolling, a window redraws when it loses focus), or
    /// `timeout` seconds have passed.
    static func waitUntilStill(_ waiters: [FrameWaiter], quiet: Double = 1.5, timeout: Double = 10) {
        var waited = 0.0
        while waited < timeout {
            let frames = waiters.map(\.frames)
            GTK.iterate(for: quiet)
            waited += quiet
            if waiters.map(\.frames) == frames { return }
        }
    }
}
#endif
