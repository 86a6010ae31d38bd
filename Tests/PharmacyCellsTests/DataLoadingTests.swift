import BindingsTestSupport
import Foundation
@testable import PharmacyCellsKit
import Testing

/// `--data FILE`: bad files give one clear line on standard error and exit status 1; bad usage gives 2.
@MainActor @Suite(.checksLiveObjects) struct DataLoadingTests {
    /// A valid row's JSON without its closing brace, with `old` replaced by `new`.
    nonisolated static func row(_ old: String = "", _ new: String = "") -> String {
        let row = #"{"name": "A", "address1": "1 Main", "city": "Boston", "state": "MA", "zipCode": "02108", "#
            + #""latitude": 1, "longitude": 2, "phone": "6175550100", "distance": 0.5"#
        return old.isEmpty ? row : row.replacingOccurrences(of: old, with: new)
    }

    @Test(arguments: [
        ("[", "p.json: not valid JSON"),
        (#"{"name": "A"}"#, "p.json: expected an array of pharmacies"),
        ("[1]", "p.json: row 1: expected an object"),
        ("[" + row() + "}, " + row() + "}, " + row() + "}, " + row("0.5", #""far""#) + "}]", "p.json: row 4: 'distance' must be a number"),
        ("[" + row(#""name": "A", "#, "") + "}]", "p.json: row 1: missing 'name'"),
        ("[" + row(#""6175550100""#, "6175550100") + "}]", "p.json: row 1: 'phone' must be a string"),
        ("[" + row() + #", "fax": 5}]"#, "p.json: row 1: 'fax' must be a string"),
        ("[" + row() + #", "latitude": null}]"#, "p.json: row 1: missing 'latitude'"),
    ])
    func badDataIsReportedByRow(json: String, message: String) {
        #expect(throws: PharmacyDataError(description: message)) {
            try PharmacyData.parse(Data(json.utf8), file: "p.json")
        }
    }

    @Test(arguments: [
        ("[" + row() + "}]", 1, false),
        ("[" + row() + #", "fax": null, "email": "a@b.c"}, "# + row() + "}]", 2, true),
        ("[]", 0, false),
    ])
    func goodDataLoads(json: String, count: Int, firstHasEmail: Bool) throws {
        let rows = try PharmacyData.parse(Data(json.utf8), file: "p.json")
        #expect(rows.count == count)
        #expect(rows.first?["fax"] == nil)
        #expect(rows.first?["email"] as? String == (firstHasEmail ? "a@b.c" : nil))
        #expect(rows.first.map { $0["distance"] as? Double } == (count > 0 ? 0.5 : nil))
    }

    @Test(arguments: [
        (["--data", "/nonexistent/pharmacies.json"], "/nonexistent/pharmacies.json: no such file\n", Int32(1)),
        (["--data"], "PharmacyCells: --data needs a file name\n", 2),
        (["--svg", "--live"], "PharmacyCells: --svg needs a file name\n", 2),
        (["--colour"], "PharmacyCells: unknown argument '--colour'\n", 2),
    ])
    func commandLineErrorsExitWithTheirStatus(arguments: [String], firstLine: String, status: Int32) {
        let outcome = PharmacyCellsApp.run(arguments: arguments, isTerminal: false)
        #expect(outcome.status == status)
        #expect(outcome.output == "")
        // Bad usage adds the help text; a bad file is the one line alone.
        #expect(outcome.errors == (status == 2 ? firstLine + Options.usage + "\n" : firstLine))
    }

    /// The test runner sits next to the executable in the build folder.
    nonisolated static var builtExecutable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PharmacyCells")
    }

    // Reported as skipped, not passed, when the executable was not built.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: builtExecutable.path), "PharmacyCells is not built next to the test runner"))
    func aBadFileFromTheBuiltExecutable() throws {
        let executable = Self.builtExecutable
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pharmacy-cells-bad-\(UUID()).json")
        try Data("[{\"name\": 3}]".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--data", file.path]
        let errors = Pipe(), output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "\(file.path): row 1: 'name' must be a string\n")
    }
}
