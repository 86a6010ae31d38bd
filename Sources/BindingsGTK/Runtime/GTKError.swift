#if GTK
/// Why GTK could not start. Each case's description is the message a program prints.
public enum GTKError: Error, Equatable, CustomStringConvertible {
    /// No display could be opened; the value is `DISPLAY` (or `WAYLAND_DISPLAY`), if set.
    case noDisplay(String?)
    /// GTK was started off the process's main thread.
    case notMainThread
    /// The application ID is not one GLib accepts (reverse-DNS, such as `org.example.App`).
    case invalidApplicationID(String)
    /// The application could not register; the value is GLib's reason.
    case registrationFailed(String)
    /// A keyboard shortcut's accelerator is not one GTK can parse (such as `<Control>r` or `s`).
    case invalidAccelerator(String)

    /// The message, in the form a command-line program prints it.
    public var description: String {
        switch self {
        case .noDisplay(let display?):
            "cannot open display '\(display)': is an X or Wayland server running there? (xvfb-run runs one for scripts)"
        case .noDisplay(nil):
            "cannot open a window: no display (DISPLAY is not set); run in a desktop session, or under xvfb-run"
        case .notMainThread:
            "GTK must be started and driven from the process's main thread"
        case .invalidApplicationID(let id):
            "'\(id)' is not an application ID: use reverse-DNS dot-separated names such as 'org.example.App'"
        case .registrationFailed(let reason):
            "cannot register the application: \(reason)"
        case .invalidAccelerator(let accelerator):
            "'\(accelerator)' is not a key GTK knows: write it as 's', 'F5' or '<Control>r'"
        }
    }
}
#endif
