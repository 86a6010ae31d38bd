#if GTK
// Scrolls the pharmacy list in GtkListView, Bindings against hand-written GTK code; see
// `BenchmarkOptions.usage` and `Scripts/gtk-benchmark.sh`, which runs it under Xvfb.
import BindingsGTK
import Foundation

let status: Int32 = MainActor.assumeIsolated {
    let options: BenchmarkOptions
    do {
        options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("gtk-scroll-benchmark: \(error)\n\(BenchmarkOptions.usage)\n".utf8))
        return 2
    }
    do {
        try GTK.start()
        StillSettings.apply()
        switch options.mode {
        case .check: return try CheckRun.run(options) ? 0 : 1
        case .time: try TimeRun.run(options)
        case .instructions: try InstructionRun.run(options, variant: options.variant ?? "")
        case .navigation: try NavigationRun.run(options)
        case .navigationInstructions: try NavigationRun.runInstructions(options)
        case .edits: try EditsRun.run(options)
        case .load: try LoadRun.run(options)
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("gtk-scroll-benchmark: \(error)\n".utf8))
        return 1
    }
}
exit(status)
#else
import Foundation

// Without the package's GTK trait the backend is empty; say how to build with it.
FileHandle.standardError.write(Data("gtk-scroll-benchmark: built without GTK: run `swift run --traits GTK gtk-scroll-benchmark` (GTK 4 and libadwaita: `apt-get install libgtk-4-dev libadwaita-1-dev`)\n".utf8))
exit(1)
#endif
