/// A failure the app reports on standard error before exiting.
enum AppError: Error, Equatable, CustomStringConvertible {
    /// The command line is wrong; exit status 2.
    case usage(String)
    /// A markup document failed to build (a bug in the app's resources).
    case markup(String)

    /// The message, without the program name.
    var description: String {
        switch self {
        case .usage(let message), .markup(let message): message
        }
    }
}
