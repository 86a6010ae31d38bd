/// Why GTK could not start. Each case's description is the message a program prints.
public enum GTKError: Error, Equatable, CustomStringConvertible {
    /// No display could be opened; the value is `DISPLAY` (or `WAYLAND_DISPLAY`), if set.
    case noDisplay(String?)
    /// GTK was started off the process's main thread.
    case notMainThread

    /// The message, in the form a command-line program prints it.
    public var description: String {
        switch self {
        case .noDisplay(let display?):
            "cannot open display '\(display)': is an X or Wayland server running there? (xvfb-run runs one for scripts)"
        case .noDisplay(nil):
            "cannot open a window: no display (DISPLAY is not set); run in a desktop session, or under xvfb-run"
        case .notMainThread:
            "GTK must be started and driven from the process's main thread"
        }
    }
}
