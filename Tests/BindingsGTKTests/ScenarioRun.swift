#if GTK
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

    /// Runs `program` in real windows, on an X server of its own (see ``VirtualDisplay``), with
    /// `extra` variables in its environment.
    static func windowed(_ program: String, _ arguments: [String], extra: [String: String] = [:]) throws -> ProgramRun {
        let display = try VirtualDisplay()
        defer { display.stop() }
        var environment = gtkEnvironment.merging(extra) { _, new in new }
        environment["DISPLAY"] = display.name
        environment["WAYLAND_DISPLAY"] = nil
        return try ProgramRun(program, arguments, environment: environment)
    }
}

/// An Xvfb server for one program. Tests run at once: on a shared display, another test's window
/// could take the keyboard focus, which begins and ends editing, so each program gets its own.
final class VirtualDisplay {
    private let server = Process()
    /// The display's name, such as `:3`.
    let name: String

    init() throws {
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // Xvfb picks a free display and writes its number to the descriptor given.
        server.arguments = ["-displayfd", "1", "-ac", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"]
        let number = Pipe()
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        try server.run()
        var text = ""
        while !text.contains("\n") {
            let data = number.fileHandleForReading.availableData
            guard !data.isEmpty else { throw VirtualDisplayError() }
            text += String(decoding: data, as: UTF8.self)
        }
        name = ":" + text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func stop() {
        // Killed outright: the test runner's children may inherit a mask that blocks SIGTERM.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }
}

/// Xvfb did not start (is the `xvfb` package installed?).
struct VirtualDisplayError: Error {}

/// One run of the `gtk-scenarios` executable in real windows, with `extra` variables in its environment.
func ScenarioRun(_ scenario: String, _ arguments: [String] = [], extra: [String: String] = [:]) throws -> ProgramRun {
    try ProgramRun.windowed("gtk-scenarios", [scenario] + arguments, extra: extra)
}
#endif
