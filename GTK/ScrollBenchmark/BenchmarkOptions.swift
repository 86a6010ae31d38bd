#if GTK
/// The command line of `gtk-scroll-benchmark`.
struct BenchmarkOptions {
    enum Mode: String {
        case check, time, instructions, navigation, edits, load
        case navigationInstructions = "navigation-instructions"
    }

    static let usage = """
        usage: gtk-scroll-benchmark check [--rows N]
               gtk-scroll-benchmark time [--rows N] [--pages P] [--chunk C] [--repetitions R] [--json FILE]
               gtk-scroll-benchmark instructions bindings|hand-written [--rows N] [--pages P]
               gtk-scroll-benchmark navigation [--pushes N] [--json FILE]
               gtk-scroll-benchmark navigation-instructions [--pushes N]
               gtk-scroll-benchmark edits bindings|hand-written [--rows N] [--searches S] [--frames] [--json FILE]
               gtk-scroll-benchmark load bindings|hand-written --data FILE [--type] [--frames] [--json FILE]

        Scrolls the pharmacy list in GtkListView page by page, Bindings (the real PharmacyListController
        in a backend Window) against hand-written GTK code setting the same labels, in 480 × 720 windows.

          check         both variants scrolled to the same offsets must show the same label texts
          time          CPU time of the process per bound row: a warm-up pass of each variant, then R
                        passes of each, the variants taking turns C pages at a time; prints every
                        pass, each variant's time per row over all turns and the turns' median ratio
          instructions  one variant: a warm-up pass, then one pass inside measuredScroll, the only
                        function callgrind's --toggle-collect='*measuredScroll*' should count

          navigation    the pharmacy app in a navigation controller: CPU and wall time from activating
                        a row to the first frame of its pharmacy's screen, and from going back to the
                        list's, N times each after 20 to warm up; the same screen built headless N
                        times; resident memory after 100 pushes and after N
          navigation-instructions  the same pushes and pops inside measuredRoundTrips, then the headless
                        builds inside measuredHeadless, for callgrind's --toggle-collect

          edits         one variant with --rows rows: typing "walg" a letter every 120 ms, a sort by name,
                        clearing the search, a sort by distance; the time from the last key (or the
                        sort) to the frame showing the changed rows, the longest gap between frames
                        meanwhile, and resident memory (per row, and before and after S searches)

          load          one variant reading the pharmacies of FILE (JSON, as PharmacyCellsGTK --data reads
                        it): the time from the process's start to the window's first frame, and to the
                        first frame showing the file's rows; Bindings shows its window first and reads
                        the file on another thread, as PharmacyCellsGTK does; hand-written GTK code reads
                        it, then makes its list model and window

          --rows N         rows in the list, the shipped pharmacies repeated (default 20000)
          --pages P        pages per pass (default 300; instructions 60)
          --chunk C        pages per turn (default 20)
          --repetitions R  passes of each variant after the warm-up (default 5)
          --pushes N       pushes and pops (default 1000; navigation-instructions 50)
          --searches S     searches (half "walg", half clearing it) after the measured steps (default 100)
          --frames         also print each frame over 20 ms of each step, and where its time went:
                           between frames (events, a result landing), laying out, painting (edits; load,
                           from the window's first frame to all the rows)
          --data FILE      the pharmacies to read (load)
          --type           type "walg" a letter every 120 ms as soon as the first rows show, while the
                           rest of the file is read, and print how long each letter took to be drawn
                           and the longest gap between frames meanwhile (load, bindings only)
          --json FILE      also write the passes as JSON to FILE (time, navigation, edits, load)
        """

    var mode: Mode
    var variant: String?
    var rows = 20_000
    var pages: Int
    var repetitions = 5
    /// Pages a variant scrolls in one turn of a measured pass (`time`).
    var chunk = 20
    var jsonPath: String?
    /// The file of pharmacies `load` reads.
    var dataPath: String?
    /// Pushes and pops of the navigation modes.
    var pushes = 1_000
    /// Searches after the measured edits, for memory.
    var searches = 100
    /// Whether `edits` and `load` print their long frames' phases.
    var frames = false
    /// Whether `load` types a search while the file is still being read.
    var typeWhileLoading = false

    /// Parses the arguments after the program name; throws the problem, worded for the user.
    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        guard let first = remaining.popFirst(), let mode = Mode(rawValue: first) else { throw BenchmarkError("no mode given") }
        self.mode = mode
        pages = mode == .instructions ? 60 : 300
        if mode == .navigationInstructions { pushes = 50 }
        if mode == .instructions || mode == .edits || mode == .load {
            guard let name = remaining.popFirst(), Variants.names.contains(name) else {
                throw BenchmarkError("instructions needs a variant: \(Variants.names.joined(separator: " or "))")
            }
            variant = name
        }
        while let argument = remaining.popFirst() {
            if argument == "--frames", mode == .edits || mode == .load {
                frames = true
                continue
            }
            if argument == "--type", mode == .load {
                typeWhileLoading = true
                continue
            }
            guard let value = remaining.popFirst() else { throw BenchmarkError("\(argument) needs a value") }
            switch argument {
            case "--rows": rows = try Self.count(value, for: argument)
            case "--pages": pages = try Self.count(value, for: argument)
            case "--chunk": chunk = try Self.count(value, for: argument)
            case "--repetitions": repetitions = try Self.count(value, for: argument)
            case "--json": jsonPath = value
            case "--data": dataPath = value
            case "--pushes": pushes = try Self.count(value, for: argument)
            case "--searches": searches = try Self.count(value, for: argument)
            default: throw BenchmarkError("unknown argument '\(argument)'")
            }
        }
    }

    private static func count(_ text: String, for argument: String) throws(BenchmarkError) -> Int {
        guard let count = Int(text), count > 0 else { throw BenchmarkError("\(argument) needs a positive number, not '\(text)'") }
        return count
    }
}
#endif
