#if GTK
// Runs one scenario of the GTK backend in real windows, on the process's main thread (where GTK
// must run), printing what the widgets show; the package's tests launch it and compare exactly.
import BindingsGTK
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let scenario = Scenario.all[name] else {
    FileHandle.standardError.write(Data("usage: gtk-scenarios SCENARIO [ARGUMENT…]\nscenarios: \(Scenario.all.keys.sorted().joined(separator: ", "))\n".utf8))
    exit(2)
}
do {
    try GTK.start(applicationID: "io.github.bindings.Scenarios")
    try scenario(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("gtk-scenarios: \(name): \(error)\n".utf8))
    exit(1)
}
exit(0)
#else
import Foundation

// Without the package's GTK trait the backend is empty; say how to build with it.
FileHandle.standardError.write(Data("gtk-scenarios: built without GTK: run `swift run --traits GTK gtk-scenarios` (GTK 4 and libadwaita: `apt-get install libgtk-4-dev libadwaita-1-dev`)\n".utf8))
exit(1)
#endif
