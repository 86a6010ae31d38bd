/// The command line of `PharmacyCells`, parsed by hand (the package has no dependencies).
struct Options: Equatable {
    /// A pharmacy file to load instead of the shipped one.
    var dataPath: String?
    /// Whether the walking-user simulation runs.
    var live = false
    /// Where to write an SVG picture of the first screen.
    var svgPath: String?
    /// Whether to print counters at the end.
    var stats = false
    /// Whether only the help was asked for.
    var help = false
    /// A folder whose documents replace the shipped ones and reload the screen when saved.
    var watchPath: String?

    /// The help text.
    static let usage = """
        usage: PharmacyCells [--data FILE] [--live] [--watch DIR] [--svg FILE] [--stats] [--help]

        Shows pharmacy search results laid out from markup, every row a reused cell bound to its data.
        In a terminal: arrows (or j/k) select a pharmacy, Enter opens it and Escape comes back,
        / searches (Enter or Esc ends), s offers the sort orders, q quits.
        Otherwise the whole list is printed once.

          --data FILE  load pharmacies from FILE (a JSON array like the shipped pharmacies.json)
          --live       simulate a walking user: distances change every 300 ms (when not in a terminal,
                       \(LiveWalk.printedTicks) ticks run before printing, with a fixed seed)
          --watch DIR  use the documents in DIR (PharmacyList.xml, PharmacyCell.xml) instead of the
                       shipped ones, and reload the screen when one is saved; errors show at the bottom
          --svg FILE   write an SVG picture of the first screen to FILE
          --stats      print cells created, live bindings and rows bound
          --help       show this help
        """

    /// Parses the arguments after the program name; throws ``AppError/usage(_:)`` on a bad one.
    init(arguments: [String]) throws(AppError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--data", "--svg", "--watch":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw .usage("\(argument) needs a \(argument == "--watch" ? "folder" : "file") name")
                }
                if argument == "--data" { dataPath = value } else if argument == "--svg" { svgPath = value } else { watchPath = value }
            case "--live": live = true
            case "--stats": stats = true
            case "--help", "-h": help = true
            default: throw .usage("unknown argument '\(argument)'")
            }
        }
    }
}
