#if GTK
import BindingsGTK
import CGtk
import Dispatch
import Foundation
import PharmacyCellsKit

/// `load`: what a user waits for when the app starts with a large file: the time from the
/// process's start to the window's first frame, to the first frame showing rows of the file, and
/// to the first showing all of them. Both variants read the file with `PharmacyData` on another
/// thread. Bindings shows its window at once, with the list's spinner, and hands the rows to the
/// view model a part at a time, as `PharmacyCellsGTK` does; hand-written GTK code makes its list
/// model and window once the rows are read. With `--type`, the user types a search as soon as
/// the first rows show (see ``LoadTyping``), and the run ends when the matching rows of the whole
/// file show.
@MainActor
enum LoadRun {
    static func run(_ options: BenchmarkOptions) throws {
        guard let path = options.dataPath else { throw BenchmarkError("load needs --data FILE") }
        let name = options.variant ?? "bindings"
        let reading = Reading(path: path, query: options.typeWhileLoading ? EditsRun.letters.last : nil)
        let window: UnsafeMutablePointer<GtkWidget>
        let firstFrame: Double
        var variant: (any EditableVariant)?
        var loadedRows: () -> Int = { 0 }
        if name == "bindings" {
            let viewModel = PharmacyListViewModel(pharmacies: [], refreshQueue: DispatchQueue(label: "load.refresh", qos: .userInitiated),
                                                  isLoading: true)
            let bindings = try BindingsVariant(viewModel: viewModel, width: Variants.width, height: Variants.height)
            bindings.show()
            reading.start(byParts: true) { rows, isComplete in viewModel.load(rows, isComplete: isComplete) }
            guard FrameWaiter(window: bindings.window).waitForFrames(1, timeout: 60) else { throw BenchmarkError("the window never drew") }
            firstFrame = sinceProcessStart()
            window = bindings.window
            variant = bindings
            loadedRows = { viewModel.pharmacies.count }
        } else {
            guard !options.typeWhileLoading else { throw BenchmarkError("load --type needs the bindings variant: hand-written GTK code shows no window until the file is read") }
            reading.start { _, _ in }
            guard GTK.iterate(timeout: 120, until: { reading.rows != nil }) else { throw BenchmarkError("\(path) was never read") }
            let hand = HandWrittenVariant(pharmacies: [], width: Int32(Variants.width), height: Int32(Variants.height),
                                          edits: HandWrittenEdits(pharmacies: reading.rows ?? []))
            hand.show()
            guard FrameWaiter(window: hand.window).waitForFrames(1, timeout: 60) else { throw BenchmarkError("the window never drew") }
            firstFrame = sinceProcessStart()
            window = hand.window
            variant = hand
        }
        // Frames keep coming (a tick callback asks for each), so a wait for the next one ends, and
        // the longest gap between them is how long the window froze while the rows loaded.
        let gaps = FrameGaps(window: window)
        gaps.reset()
        let phases = options.frames ? FramePhases(window: window) : nil
        phases?.reset()
        // Rows of the file on screen: the first part's, or all of them.
        guard GTK.iterate(timeout: 120, until: { reading.failure != nil || (variant?.settledRowCount ?? 0) > 0 }) else {
            throw BenchmarkError("the \(name) list never showed rows of \(path)")
        }
        if let failure = reading.failure { throw BenchmarkError(failure) }
        guard FrameWaiter(window: window).waitForFrames(1, timeout: 60) else { throw BenchmarkError("the rows were never drawn") }
        let firstRows = sinceProcessStart()
        let typing = options.typeWhileLoading ? variant.map { LoadTyping($0, gaps: gaps, loadedRows: loadedRows) } : nil
        // All the rows, or with `--type` all those of the file that match the search.
        let showsAll = {
            guard let rows = reading.rows else { return false }
            return variant?.settledRowCount == (typing == nil ? rows.count : reading.matching)
        }
        var allRows = firstRows
        if !showsAll() {
            let waiter = FrameWaiter(window: window)
            guard GTK.iterate(timeout: 120, until: { reading.failure != nil || showsAll() }) else {
                throw BenchmarkError("the \(name) list never showed all the rows of \(path)")
            }
            if let failure = reading.failure { throw BenchmarkError(failure) }
            guard waiter.waitForFrames(1, timeout: 60) else { throw BenchmarkError("all the rows were never drawn") }
            allRows = sinceProcessStart()
        }
        let longestGap = gaps.longestMilliseconds
        let longFrames = phases?.longFrames() ?? []
        let count = reading.rows?.count ?? 0
        print("\(name), \(count) rows from \(path), after the process started:")
        print(String(format: "  window's first frame %.0f ms; first rows %.0f ms; all rows %.0f ms (reading the file took %.0f ms); "
                     + "longest gap between frames after the first %.0f ms", firstFrame, firstRows, allRows, reading.milliseconds, longestGap))
        for frame in longFrames { print("    a frame of " + frame) }
        if let typing {
            let keys = typing.keys.map { String(format: "\"%@\" %.0f ms (%d rows loaded)", $0.text, $0.milliseconds, $0.loadedRows) }
            print("  typed while loading, from each key to the frame drawing it: " + keys.joined(separator: ", ")
                  + String(format: "; longest gap between frames while typing %.0f ms; the matching rows of the whole file shown at %.0f ms",
                           typing.longestGap, allRows))
        }
        if let jsonPath = options.jsonPath {
            let report: [String: Any] = ["variant": name, "rows": count, "firstFrame": firstFrame, "firstRows": firstRows,
                                         "allRows": allRows, "reading": reading.milliseconds, "longestGap": longestGap,
                                         "typing": typing.map { typing in
                                             ["keys": typing.keys.map { ["text": $0.text, "milliseconds": $0.milliseconds, "loadedRows": $0.loadedRows] },
                                              "longestGap": typing.longestGap] as [String: Any]
                                         } ?? NSNull()]
            try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: jsonPath))
        }
    }

    /// Milliseconds since the process started (Linux counts both from boot, in clock ticks).
    private static func sinceProcessStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ", options: .backwards) else { return .nan }
        // Field 22, the start time, is the 20th after the command name's closing parenthesis.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return .nan }
        let started = ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        return (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - started) * 1000
    }
}

/// The file read on another thread: its rows, or why it could not be read, set on the main actor.
@MainActor
private final class Reading {
    let path: String
    /// The search typed while loading, if any.
    let query: String?
    private(set) var rows: [[String: Any]]?
    /// How many rows match ``query``: counted on the reading thread, not to stall the window measured.
    private(set) var matching: Int?
    private(set) var failure: String?
    private(set) var milliseconds = 0.0

    init(path: String, query: String?) {
        self.path = path
        self.query = query
    }

    /// Reads the file (`byParts`, as ``PharmacyData/load(path:inParts:)`` gives them), gives its
    /// rows to `read` on the reading thread, then records them.
    func start(byParts: Bool = false, _ read: @escaping @Sendable ([[String: Any]], _ isComplete: Bool) -> Void) {
        let path = path, query = query
        DispatchQueue.global(qos: .userInitiated).async {
            let started = DispatchTime.now().uptimeNanoseconds
            let loaded = Result { () throws(PharmacyDataError) in
                if byParts {
                    var all: [[String: Any]] = []
                    try PharmacyData.load(path: path) { rows, isComplete in
                        if isComplete { all = rows } else { read(rows, false) }
                    }
                    return all
                }
                return try PharmacyData.load(path: path)
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
            if case .success(let rows) = loaded { read(rows, true) }
            let matching = query.flatMap { query in (try? loaded.get()).map { Expected.matching($0, query).count } }
            // Handed over whole: nothing else touches the rows meanwhile.
            nonisolated(unsafe) let result = loaded
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.milliseconds = elapsed
                    self.matching = matching
                    switch result {
                    case .success(let rows): self.rows = rows
                    case .failure(let error): self.failure = error.description
                    }
                }
            }
        }
    }
}
#endif
