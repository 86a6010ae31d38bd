import Foundation
import Testing

/// One run of a program of this package (built beside this test bundle), with what it printed.
struct ProgramRun {
    let output: String
    let errors: String
    let status: Int32

    /// The lines printed, without the final newline's empty line.
    var lines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Runs `program` with `arguments` and exactly `environment`.
    init(_ program: String, _ arguments: [String], environment: [String: String]) throws {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        try self.init(executable: folder.appendingPathComponent(program).path, arguments, environment: environment)
    }

    init(executable: String, _ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are read at once: a full one would block the program.
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        self.output = String(decoding: outputData, as: UTF8.self)
        self.errors = String(decoding: errorData, as: UTF8.self)
        status = process.terminationStatus
    }

    /// The environment for GTK in tests: the Cairo renderer (GL may fail under Xvfb) and no
    /// accessibility bus.
    static var gtkEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = "cairo"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        return environment
    }

    /// Runs `program` in real windows: on the display in `DISPLAY`, or under `xvfb-run -a` when
    /// there is none.
    static func windowed(_ program: String, _ arguments: [String]) throws -> ProgramRun {
        let environment = gtkEnvironment
        guard environment["DISPLAY"] == nil, environment["WAYLAND_DISPLAY"] == nil else {
            return try ProgramRun(program, arguments, environment: environment)
        }
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return try ProgramRun(executable: "/usr/bin/xvfb-run",
                              ["-a", "-s", "-screen 0 1280x1024x24", folder.appendingPathComponent(program).path] + arguments,
                              environment: environment)
    }
}

/// One run of the `gtk-scenarios` executable in real windows.
func ScenarioRun(_ scenario: String, _ arguments: [String] = []) throws -> ProgramRun {
    try ProgramRun.windowed("gtk-scenarios", [scenario] + arguments)
}
