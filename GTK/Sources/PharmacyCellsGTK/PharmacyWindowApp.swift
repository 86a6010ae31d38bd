import BindingsGTK
import BindingsMarkup
import Foundation
import PharmacyCellsKit

/// `PharmacyCellsGTK`: the pharmacy list in a window, in a navigation controller. Type in the
/// search field to filter, `s` or the Sort button offers the orders, `/` goes to the search field,
/// Escape back to the list, `q` quits; the list scrolls with the wheel, the scroll bar and the
/// arrow keys, and a click or Enter on a row opens its pharmacy, which the back button, Alt+Left
/// or Escape leave.
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
            var rows = try options.dataPath.map { path throws(PharmacyDataError) in try PharmacyData.load(path: path) }
                ?? PharmacyData.loadShipped()
            if let count = options.rows, !rows.isEmpty { rows = (0..<count).map { rows[$0 % rows.count] } }
            try GTK.start(applicationID: "io.github.bindings.PharmacyCells")
            let controller = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: rows))
            let navigation = NavigationController(rootViewController: controller)
            let window = Window(title: "Pharmacies", controller: navigation, width: 480, height: 720)
            controller.keysLabel?.text = "type to search  / search  Esc list  s sort  Enter open  q quit"
            connectKeys(of: window, to: controller)
            window.present()
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

    /// The list's keys, while the list is on top; the window's own (Escape and Alt+Left going
    /// back) on the detail screen.
    static func connectKeys(of window: Window, to controller: PharmacyListController) {
        window.onKeyPress { [weak window, weak controller] key in
            guard let controller, controller.navigationController?.topViewController === controller else { return false }
            switch key {
            case "s":
                controller.showSortOptions()
            case "slash":
                if let field = controller.searchField { window?.focus(field) }
            case "Escape":
                if let table = controller.tableView { window?.focus(table) }
            case "q":
                window?.close()
            default:
                return false
            }
            return true
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
