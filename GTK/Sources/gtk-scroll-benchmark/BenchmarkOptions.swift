/// The command line of `gtk-scroll-benchmark`.
struct BenchmarkOptions {
    enum Mode: String {
        case check, time, instructions
    }

    static let usage = """
        usage: gtk-scroll-benchmark check [--rows N]
               gtk-scroll-benchmark time [--rows N] [--pages P] [--chunk C] [--repetitions R] [--json FILE]
               gtk-scroll-benchmark instructions bindings|hand-written [--rows N] [--pages P]

        Scrolls the pharmacy list in GtkListView page by page, Bindings (the real PharmacyListController
        in a backend Window) against hand-written GTK code setting the same labels, in 480 × 720 windows.

          check         both variants scrolled to the same offsets must show the same label texts
          time          CPU time of the process per bound row: a warm-up pass of each variant, then R
                        passes of each, the variants taking turns C pages at a time; prints every
                        pass, each variant's time per row over all turns and the turns' median ratio
          instructions  one variant: a warm-up pass, then one pass inside measuredScroll, the only
                        function callgrind's --toggle-collect='*measuredScroll*' should count

          --rows N         rows in the list, the shipped pharmacies repeated (default 20000)
          --pages P        pages per pass (default 300; instructions 60)
          --chunk C        pages per turn (default 20)
          --repetitions R  passes of each variant after the warm-up (default 5)
          --json FILE      also write the passes as JSON to FILE (time)
        """

    var mode: Mode
    var variant: String?
    var rows = 20_000
    var pages: Int
    var repetitions = 5
    /// Pages a variant scrolls in one turn of a measured pass (`time`).
    var chunk = 20
    var jsonPath: String?

    /// Parses the arguments after the program name; throws the problem, worded for the user.
    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        guard let first = remaining.popFirst(), let mode = Mode(rawValue: first) else { throw BenchmarkError("no mode given") }
        self.mode = mode
        pages = mode == .instructions ? 60 : 300
        if mode == .instructions {
            guard let name = remaining.popFirst(), Variants.names.contains(name) else {
                throw BenchmarkError("instructions needs a variant: \(Variants.names.joined(separator: " or "))")
            }
            variant = name
        }
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw BenchmarkError("\(argument) needs a value") }
            switch argument {
            case "--rows": rows = try Self.count(value, for: argument)
            case "--pages": pages = try Self.count(value, for: argument)
            case "--chunk": chunk = try Self.count(value, for: argument)
            case "--repetitions": repetitions = try Self.count(value, for: argument)
            case "--json": jsonPath = value
            default: throw BenchmarkError("unknown argument '\(argument)'")
            }
        }
    }

    private static func count(_ text: String, for argument: String) throws(BenchmarkError) -> Int {
        guard let count = Int(text), count > 0 else { throw BenchmarkError("\(argument) needs a positive number, not '\(text)'") }
        return count
    }
}
