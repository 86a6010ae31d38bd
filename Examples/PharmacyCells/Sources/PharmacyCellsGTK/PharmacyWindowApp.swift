#if GTK
import BindingsGTK
import BindingsMarkup
import Foundation
import PharmacyCellsKit

/// `PharmacyCellsGTK`: the pharmacy list in a window, in a navigation controller, as a GNOME app.
/// The list has the focus at first, so the arrow keys, Page Up/Down, Home and End select rows at
/// once; typing anywhere searches, Escape clears the search and returns to the list, Ctrl+1 and
/// Ctrl+2 (or the Sort button) choose the order; a click or Enter on a row opens its pharmacy,
/// which the back button, Alt+Left or Escape leave. Ctrl+? lists the keys.
@MainActor
enum PharmacyWindowApp {
    static let usage = """
        usage: PharmacyCellsGTK [--data FILE] [--rows N] [--live] [--screenshot FILE] [--help]

        Shows pharmacy search results in a GTK window, every row a recycled cell bound to its data.

          --data FILE        load pharmacies from FILE (a JSON array like the shipped pharmacies.json)
          --rows N           repeat the pharmacies to N rows (1,000,000 scrolls with cells bounded)
          --live             simulate a walking user: distances change every 300 ms, on another thread
          --screenshot FILE  write a PNG picture of the window to FILE once it is drawn, and quit
          --help             show this help
        """

    static func main() -> Never {
        let options: WindowOptions
        do {
            options = try WindowOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("\(error)\n\(usage)", status: 2)
        }
        if options.help {
            print(usage)
            exit(0)
        }
        do {
            // A file that is not there is reported at once, before any window.
            if let path = options.dataPath, !FileManager.default.isReadableFile(atPath: path) { _ = try loadRows(options) }
            try GTK.start(applicationID: "io.github.bindings.PharmacyCells")
            // Searches and sorts run on their own queue, so typing never waits for 100,000 rows.
            let refreshQueue = DispatchQueue(label: "PharmacyCellsGTK.refresh", qos: .userInitiated)
            // A picture shows the rows, so it waits for them; a window shows first and fills in.
            let rows = options.screenshotPath != nil ? try loadRows(options) : []
            let viewModel = PharmacyListViewModel(pharmacies: rows, refreshQueue: refreshQueue, isLoading: options.screenshotPath == nil)
            let controller = try PharmacyListController(viewModel: viewModel)
            let navigation = NavigationController(rootViewController: controller)
            let window = Window(title: "Pharmacies", controller: navigation, width: 480, height: 720)
            try configure(window, for: controller)
            window.present()
            if options.screenshotPath == nil { loadInBackground(options, into: viewModel) }
            if let path = options.screenshotPath {
                guard window.settle(), window.writePNG(to: path) else { fail("cannot write the picture to \(path)", status: 1) }
                exit(0)
            }
            let walk = options.live ? LiveWalkTimer(viewModel: controller.viewModel) : nil
            GTK.run()
            walk?.stop()
            exit(0)
        } catch {
            fail("\(error)", status: 1)
        }
    }

    /// The rows of `--data` (or the shipped ones), repeated to `--rows`.
    nonisolated static func loadRows(_ options: WindowOptions) throws(PharmacyDataError) -> [[String: Any]] {
        var rows: [[String: Any]]
        if let path = options.dataPath {
            rows = try PharmacyData.load(path: path)
        } else {
            rows = try PharmacyData.loadShipped()
        }
        if let count = options.rows, !rows.isEmpty {
            // Each copy its own pharmacy, with its own place.
            rows = (0..<count).map { index in
                var row = rows[index % rows.count]
                row["index"] = index
                return row
            }
        }
        return rows
    }

    /// Reads the rows on another thread while the window shows its spinner; a file that cannot be
    /// read ends the app with its error, as at start. A file of its own (`--data` alone) is read a
    /// part at a time, its first rows showing while the rest is read.
    static func loadInBackground(_ options: WindowOptions, into viewModel: PharmacyListViewModel) {
        DispatchQueue.global(qos: .userInitiated).async {
            do {
                if let path = options.dataPath, options.rows == nil {
                    try PharmacyData.load(path: path) { rows, isComplete in viewModel.load(rows, isComplete: isComplete) }
                } else {
                    viewModel.load(try loadRows(options))
                }
            } catch {
                DispatchQueue.main.async { fail("\(error)", status: 1) }
            }
        }
    }

    /// The window's part of the list screen: the terminal's key legend hidden (the Keyboard
    /// Shortcuts window lists the keys), and the sort orders on Ctrl+1 and Ctrl+2 while the list
    /// is on top.
    static func configure(_ window: Window, for controller: PharmacyListController) throws(GTKError) {
        controller.keysLabel?.isHidden = true
        for (index, order) in SortOrder.allCases.enumerated() {
            try window.addShortcut("Sort by \(order.title)", accelerator: "<Control>\(index + 1)", group: "Pharmacies") { [weak controller] in
                guard let controller, controller.navigationController?.topViewController === controller else { return false }
                controller.sort(by: order)
                return true
            }
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("PharmacyCellsGTK: \(message)\n".utf8))
        exit(status)
    }
}

/// `--live`: the walking user, on a queue of its own, so the view model changes off the main
/// thread and the bindings carry each change to the window on the main actor.
final class LiveWalkTimer {
    private let timer: any DispatchSourceTimer

    init(viewModel: PharmacyListViewModel) {
        let queue = DispatchQueue(label: "PharmacyCellsGTK.walk")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let interval = DispatchTimeInterval.milliseconds(LiveWalk.intervalMilliseconds)
        nonisolated(unsafe) var walk = LiveWalk()
        // The walk's state is touched on the timer's queue only.
        timer.setEventHandler { walk.tick(viewModel) }
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.resume()
        self.timer = timer
    }

    func stop() {
        timer.cancel()
    }
}
#endif
