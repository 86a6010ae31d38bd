#if GTK
/// The command line of `PharmacyCellsGTK`.
struct WindowOptions: Sendable {
    var dataPath: String?
    var rows: Int?
    var live = false
    var screenshotPath: String?
    var help = false

    /// Parses the arguments after the program name; throws the problem, worded for the user.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--data", "--screenshot", "--rows":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw UsageError(description: "\(argument) needs a \(argument == "--rows" ? "number" : "file name")")
                }
                if argument == "--data" {
                    dataPath = value
                } else if argument == "--screenshot" {
                    screenshotPath = value
                } else {
                    guard let count = Int(value), count >= 0 else { throw UsageError(description: "--rows needs a number, not '\(value)'") }
                    rows = count
                }
            case "--live": live = true
            case "--help", "-h": help = true
            default: throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
    }
}

/// A command line the program does not understand.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}
#endif
