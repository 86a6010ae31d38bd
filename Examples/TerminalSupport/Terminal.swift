#if canImport(Glibc)
import Glibc
/// The C library's `read` and `write`, named apart from `Terminal`'s own methods.
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// The controlling terminal: raw mode on the way in, and always the original settings on the way out.
public enum Terminal {
    /// The settings before raw mode; `nil` while not in raw mode. Touched only on the main thread and
    /// in the exit handler, which runs on it too.
    nonisolated(unsafe) private static var original: termios?

    /// Switches to raw mode (keys arrive one by one, unechoed; Ctrl-C still raises SIGINT), the
    /// alternate screen, and hides the cursor. The terminal is restored at exit, however the program ends.
    public static func enterRawMode() {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        original = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        atexit { Terminal.restore() }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    }

    /// Restores the original settings and the main screen; does nothing when not in raw mode.
    public static func restore() {
        guard var settings = original else { return }
        original = nil
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// The window size in characters, or 80 × 24 when unknown.
    public static var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes `text` to standard output, unbuffered.
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Up to 64 bytes of input, or `[]` at end of input.
    public static func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }
}
