import Foundation
import Testing

/// One run of the `gtk-scenarios` executable (built beside this test bundle) in real windows: on
/// the display in `DISPLAY`, or under `xvfb-run -a` when there is none, with the Cairo renderer.
struct ScenarioRun {
    let output: String
    let errors: String
    let status: Int32

    /// The lines printed, without the final newline's empty line.
    var lines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    init(_ scenario: String, _ arguments: [String] = [], environment extra: [String: String] = [:]) throws {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = folder.appendingPathComponent("gtk-scenarios").path
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = "cairo"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        for (key, value) in extra { environment[key] = value }
        let process = Process()
        if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil && extra["DISPLAY"] == nil {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
            process.arguments = ["-a", "-s", "-screen 0 1280x1024x24", executable, scenario] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = [scenario] + arguments
        }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would block the scenario.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        self.output = String(decoding: outputData, as: UTF8.self)
        self.errors = String(decoding: errorData, as: UTF8.self)
        status = process.terminationStatus
    }
}
