#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation

/// Starts GTK and runs its main loop on the process's main thread, draining the main dispatch
/// queue as it goes, so that work for the main actor (bindings delivering a change made on another
/// thread) reaches the widgets.
///
/// ```swift
/// try GTK.start(applicationID: "org.example.Pharmacies")
/// let window = Window(title: "Pharmacies", controller: controller)
/// window.present()
/// GTK.run()              // returns when the last window closes, at GTK.stop() or GTK.quit()
/// ```
///
/// The program is a GNOME application (an `AdwApplication`, with libadwaita's style sheet) whose
/// windows close with Ctrl+W, which quits with Ctrl+Q, and which lists its keys in a Keyboard
/// Shortcuts window on Ctrl+?.
@MainActor
public enum GTK {
    private static var isStarted = false
    private static var isRunning = false

    /// Starts GTK and the application once; later calls do nothing (but refuse a bad ID). From then on the kit's
    /// `Application.shared.open(_:)` hands URLs to the desktop's handler for their scheme.
    ///
    /// - Parameter applicationID: The application's reverse-DNS ID, such as
    ///   `org.example.Pharmacies`: the name of its `.desktop` file, and the program name its X11
    ///   windows carry (`WM_CLASS`) and GLib's messages show, so a desktop matches its windows to
    ///   its launcher and icon. `nil` (the default) makes an application without an ID, named
    ///   after the executable.
    /// - Throws: ``GTKError/notMainThread`` off the process's main thread (GTK must be driven from
    ///   the thread that started it), ``GTKError/invalidApplicationID(_:)`` for an ID GLib
    ///   refuses, ``GTKError/noDisplay(_:)`` when no display can be opened,
    ///   ``GTKError/registrationFailed(_:)`` when the application cannot register.
    public static func start(applicationID: String? = nil) throws(GTKError) {
        // A bad ID is refused even once started: the caller's mistake is named, not ignored.
        if let applicationID, g_application_id_is_valid(applicationID) == 0 { throw .invalidApplicationID(applicationID) }
        guard !isStarted else { return }
        guard ThreadCheck.isProcessMainThread else { throw .notMainThread }
        AppShell.nameProgram(applicationID: applicationID)
        guard gtk_init_check() != 0 else {
            throw .noDisplay(ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? ProcessInfo.processInfo.environment["DISPLAY"])
        }
        try AppShell.start(applicationID: applicationID)
        isStarted = true
        MainQueueSource.install()
        Application.shared.urlOpener = DesktopURL.open
    }

    /// Quits the application, as Ctrl+Q does: every open window closes as its close button closes
    /// it (its controllers are told they disappear), the most recently opened first, and then
    /// ``run()`` returns.
    public static func quit() {
        for window in Window.openWindows.reversed() { window.close() }
        stop()
    }

    /// Runs the main loop until ``stop()`` is called or no window is open.
    public static func run() {
        isRunning = true
        while isRunning, Window.openCount > 0 {
            g_main_context_iteration(nil, 1)
        }
        isRunning = false
    }

    /// Makes ``run()`` return after the event it is handling.
    public static func stop() {
        isRunning = false
        g_main_context_wakeup(nil)
    }

    /// Handles events, frames and main-queue work until `condition` holds or `timeout` seconds
    /// pass; returns whether `condition` held. For scripts and tests that drive windows. The loop
    /// blocks between events (a timer wakes it at the deadline), so waiting costs no CPU time.
    @discardableResult
    public static func iterate(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        if condition() { return true }
        let deadline = Deadline(seconds: timeout)
        defer { deadline.cancel() }
        while !condition() {
            guard !deadline.passed else { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Handles events and frames for `seconds`: long enough for a frame after a change to draw.
    public static func iterate(for seconds: Double) {
        iterate(timeout: seconds) { false }
    }
}

/// A GLib timer that wakes the blocked main loop once `seconds` have passed.
@MainActor
private final class Deadline {
    private(set) var passed = false
    private var source: guint = 0

    init(seconds: Double) {
        let fired: GSourceFunc = { data in
            guard let data else { return 0 }
            MainActor.assumeIsolated {
                let deadline = Unmanaged<Deadline>.fromOpaque(data).takeUnretainedValue()
                deadline.passed = true
                deadline.source = 0
            }
            return 0
        }
        // GLib holds the deadline until the source goes, fired or removed.
        source = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(min(max(1, seconds * 1_000), Double(UInt32.max))), fired,
                                    Unmanaged.passRetained(self).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }

    func cancel() {
        if source != 0 { g_source_remove(source) }
        source = 0
    }
}

/// Lets GLib's main loop run the main dispatch queue: libdispatch signals an event descriptor when
/// the queue has work, and running the queue's callback drains it on this (the main) thread.
enum MainQueueSource {
    static func install() {
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        g_unix_fd_add(descriptor, G_IO_IN, { descriptor, _, _ in
            // Reading resets the event, as a run loop does; left set, it would be ready forever and
            // starve GTK's lower-priority drawing.
            var count: UInt64 = 0
            _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1
        }, nil)
    }
}

/// Whether code runs on the process's first thread, the one GTK must be driven from (under
/// `swift test`, main-actor code may run on another).
enum ThreadCheck {
    static var isProcessMainThread: Bool {
        Thread.isMainThread
    }
}
#endif
