@_spi(Testing) import Bindings
import BindingsMarkup
import Foundation

/// The `PharmacyCells` program: parses the command line, loads the data, builds the screen, then
/// prints the list once or, in a terminal, runs the interactive session.
public enum PharmacyCellsApp {
    /// The screen size when the output is not a terminal: 80 × 24 characters.
    static let printedColumns = 80, printedRows = 24

    /// Runs the program with the process's arguments and exits with its status.
    @MainActor
    public static func main() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let isTerminal = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1
        let outcome = run(arguments: arguments, isTerminal: isTerminal)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.errors.utf8))
        guard let session = outcome.session else { exit(outcome.status) }
        session.start()
        dispatchMain()
    }

    /// What a run printed and its exit status, or the interactive session to start.
    struct Outcome {
        /// Standard output.
        var output = ""
        /// Standard error.
        var errors = ""
        /// The exit status.
        var status: Int32 = 0
        /// The session to run, when the output is a terminal.
        var session: InteractiveSession?
    }

    /// Does everything but the interactive loop: errors and usage give status 1 and 2.
    @MainActor
    static func run(arguments: [String], isTerminal: Bool) -> Outcome {
        let options: Options
        do {
            options = try Options(arguments: arguments)
        } catch {
            return Outcome(errors: "PharmacyCells: \(error)\n\(Options.usage)\n", status: 2)
        }
        if options.help { return Outcome(output: Options.usage + "\n") }
        do {
            let rows = try options.dataPath.map { path throws(PharmacyDataError) in try PharmacyData.load(path: path) }
                ?? PharmacyData.loadShipped()
            if let watchPath = options.watchPath {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: watchPath, isDirectory: &isFolder), isFolder.boolValue else {
                    return Outcome(errors: "PharmacyCells: --watch: no such folder: \(watchPath)\n", status: 2)
                }
                LiveReload.prepare(directory: URL(fileURLWithPath: watchPath))
            }
            let controller = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: rows))
            if isTerminal {
                return Outcome(session: InteractiveSession(controller: controller, options: options))
            }
            return try printOnce(controller, options: options)
        } catch let error as PharmacyDataError {
            return Outcome(errors: "\(error)\n", status: 1)
        } catch {
            return Outcome(errors: "PharmacyCells: \(error)\n", status: 1)
        }
    }

    /// The non-terminal run: optional live ticks, the SVG, the whole list and the counters.
    @MainActor
    static func printOnce(_ controller: PharmacyListController, options: Options) throws -> Outcome {
        controller.layout(width: Double(printedColumns) * TextRenderer.columnWidth,
                          height: Double(printedRows) * TextRenderer.rowHeight)
        if options.live {
            // Deterministic: a fixed number of ticks with the fixed seed, no timer.
            var walk = LiveWalk()
            for _ in 0..<LiveWalk.printedTicks { walk.tick(controller.viewModel) }
        }
        if let svgPath = options.svgPath { try writeSVG(of: controller, to: svgPath) }
        var output = ListPrinter().render(controller)
        if options.stats { output += stats(controller) }
        return Outcome(output: output)
    }

    /// Writes the first screen as SVG.
    @MainActor
    static func writeSVG(of controller: PharmacyListController, to path: String) throws {
        controller.view.layoutIfNeeded()
        let svg = SVGRenderer().render(controller.view)
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw PharmacyDataError(description: "\(path): cannot write the SVG picture")
        }
    }

    /// The `--stats` lines.
    @MainActor
    static func stats(_ controller: PharmacyListController) -> String {
        """
        cells created: \(controller.tableView?.cellsCreated ?? 0)
        live bindings: \(LiveCounters.bindings.value)
        rows bound: \(controller.rowsBound)

        """
    }
}
