#if GTK
import Foundation
import Testing

/// The example programs fail clearly, never crash: no display, an unreachable display, a bad
/// command line; and they open their real windows and draw them to a picture.
@Suite struct ExampleCommandTests {
    static let noDisplay = "cannot open a window: no display (DISPLAY is not set); run in a desktop session, or under xvfb-run\n"

    @Test(arguments: ["PharmacyCellsGTK", "PizzaFormGTK"])
    func withoutADisplayTheProgramSaysSoAndExitsWithOne(program: String) throws {
        var environment = ProgramRun.gtkEnvironment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let run = try ProgramRun(program, [], environment: environment)
        #expect(run.output == "")
        #expect(run.errors == "\(program): " + Self.noDisplay)
        #expect(run.status == 1)
    }

    @Test func aDisplayNobodyServesIsNamed() throws {
        let display = try #require(Self.unservedDisplay())
        var environment = ProgramRun.gtkEnvironment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        let run = try ProgramRun("PharmacyCellsGTK", [], environment: environment)
        #expect(run.errors == "PharmacyCellsGTK: cannot open display '\(display)': is an X or Wayland server running there? (xvfb-run runs one for scripts)\n")
        #expect(run.status == 1)
    }

    /// A display name no X server holds: neither its socket nor its lock file exists. A fixed
    /// number could be served (by another test's Xvfb, or a desktop), and the program would open
    /// its window there and never exit. The search starts well above the numbers the other
    /// tests' `Xvfb -displayfd` take (counting up from 0) while this one runs.
    static func unservedDisplay() -> String? {
        (200..<1_000).first { number in
            !["/tmp/.X11-unix/X\(number)", "/tmp/.X\(number)-lock"].contains(where: FileManager.default.fileExists(atPath:))
        }.map { ":\($0)" }
    }

    @Test(arguments: [
        ("PharmacyCellsGTK", ["--rows", "x"], "PharmacyCellsGTK: --rows needs a number, not 'x'"),
        ("PharmacyCellsGTK", ["--colour"], "PharmacyCellsGTK: unknown argument '--colour'"),
        ("PizzaFormGTK", ["--submit"], "PizzaFormGTK: --submit needs a URL"),
    ])
    func aBadCommandLineIsReportedWithTheUsage(program: String, arguments: [String], message: String) throws {
        let run = try ProgramRun(program, arguments, environment: ProgramRun.gtkEnvironment)
        #expect(run.errors.split(separator: "\n").first.map(String.init) == message)
        #expect(run.errors.contains("\nusage: \(program) "))
        #expect(run.status == 2)
    }

    /// The windows' contents are 480 × 720 and 420 × 760, under Adwaita's header bar, 47 pixels tall; the
    /// picture holds the window, header bar and content.
    @Test(arguments: [("PharmacyCellsGTK", 480, 767), ("PizzaFormGTK", 420, 807)])
    func eachExampleDrawsItsWindowToAPicture(program: String, width: UInt32, height: UInt32) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(program)-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ProgramRun.windowed(program, ["--screenshot", path])
        #expect(run.errors == "")
        #expect(run.status == 0)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The header chunk's width and height, big-endian, after the signature and chunk header.
        let bytes = Array(data.dropFirst(16).prefix(8))
        let number = { (start: Int) in bytes[start..<start + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        #expect(bytes.count == 8 && number(0) == width && number(4) == height)
    }
}
#endif
