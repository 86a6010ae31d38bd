import BindingsMarkup
import Foundation
@testable import markup_lint
import Testing
import BindingsTestSupport

/// `markup-lint` on a table of documents written to a temporary folder: the exact lines it prints
/// and its exit status.
@MainActor @Suite(.checksLiveObjects) struct MarkupLintCommandTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let label: String
        /// The documents, by file name.
        let files: [String: String]
        let output: [String]
        let status: Int32
        /// The options before the folder.
        var options: [String] = []
        var testDescription: String { label }
    }

    nonisolated static let rows: [Row] = [
        Row(label: "clean", files: ["A.xml": #"<UILabel text="Hello"/>"#], output: [], status: 0),
        Row(label: "unknown element", files: ["A.xml": "<LMColumnView>\n    <UILable/>\n</LMColumnView>"],
            output: ["DIR/A.xml:2:5: error: unknown element 'UILable'; did you mean 'UILabel'?"], status: 1),
        Row(label: "unknown attribute", files: ["A.xml": #"<UILabel txt="x"/>"#],
            output: ["DIR/A.xml:1:10: error: unknown property 'txt' on Label; did you mean 'text'?"], status: 1),
        Row(label: "value that does not convert", files: ["A.xml": #"<UILabel numberOfLines="two"/>"#],
            output: ["DIR/A.xml:1:25: error: invalid value 'two' for property 'numberOfLines'; expected an integer"], status: 1),
        Row(label: "malformed expression", files: ["A.xml": #"<UILabel text="$content.(name"/>"#],
            output: ["DIR/A.xml:1:25: error: invalid binding expression: expected a key path component but found '('"], status: 1),
        Row(label: "unknown formatter", files: ["A.xml": #"<UILabel text="$phone::phnoe"/>"#],
            output: ["DIR/A.xml:1:16: error: invalid binding expression: unknown formatter 'phnoe'; did you mean 'phone'?"], status: 1),
        Row(label: "include that does not resolve", files: ["A.xml": "<LMColumnView>\n    <?include Missing?>\n</LMColumnView>"],
            output: ["DIR/A.xml:2:5: error: no markup document named 'Missing'; searched DIR"], status: 1),
        Row(label: "include cycle", files: ["A.xml": "<LMColumnView>\n    <?include B?>\n</LMColumnView>",
                                            "B.xml": "<LMColumnView>\n    <?include A?>\n</LMColumnView>"],
            // Each document's own check finds the cycle at the include that closes it.
            output: ["DIR/B.xml:2:5: error: cyclic include: A -> B -> A", "DIR/A.xml:2:5: error: cyclic include: B -> A -> B"], status: 1),
        Row(label: "duplicate ids", files: ["A.xml": "<LMColumnView>\n    <UILabel id=\"name\"/>\n    <UILabel id=\"name\"/>\n</LMColumnView>"],
            output: ["DIR/A.xml:3:18: error: duplicate id 'name'; first given at A.xml:2:18"], status: 1),
        Row(label: "misplaced table instruction", files: ["A.xml": "<LMColumnView>\n    <?sectionBreak?>\n</LMColumnView>"],
            output: ["DIR/A.xml:2:5: error: '<?sectionBreak?>' cannot appear inside 'ColumnView'"], status: 1),
        Row(label: "a warning only", files: ["A.xml": #"<UILabel class="missing"/>"#],
            output: ["DIR/A.xml:1:17: warning: unknown class 'missing'"], status: 1),
        Row(label: "a syntax error", files: ["A.xml": "<UILabel text=\"x\">"],
            output: ["DIR/A.xml:1:19: error: unexpected end of file; expected '</UILabel>' to close the element at 1:1"], status: 1),
        // MarkupKit's README: a cell's document, checked with the class of the cell that loads it.
        Row(label: "a cell's document with its root class", files: ["A.xml": cellDocument], output: [], status: 0,
            options: ["--root", "LMTableViewCell"]),
        Row(label: "a cell's document without its root class", files: ["A.xml": cellDocument],
            output: ["DIR/A.xml:1:7: error: unknown property 'accessoryType' on View"], status: 1),
        // MarkupKit's example apps keep their strings as Xcode lays them out.
        Row(label: "strings in a localization folder", files: ["A.xml": #"<UILabel text="@greeting"/>"#,
                                                               "en.lproj/Localizable.strings": #""greeting" = "Hello";"#],
            output: [], status: 0),
        // MarkupKit's PharmacyCell.xml, whose cell provides `phoneNumber`.
        Row(label: "a formatter the owner provides", files: ["A.xml": #"<UILabel text="$phone::phoneNumber"/>"#],
            output: [], status: 0, options: ["--formatter", "phoneNumber"]),
        Row(label: "an item's formatter no one provides", files: ["A.xml": "<UISegmentedControl>\n    <segment title=\"$size::sizeName\"/>\n</UISegmentedControl>"],
            output: ["DIR/A.xml:2:21: error: invalid binding expression: unknown formatter 'sizeName'"], status: 1),
        Row(label: "a formatter no one provides", files: ["A.xml": #"<UILabel text="$phone::phoneNumber"/>"#],
            output: ["DIR/A.xml:1:16: error: invalid binding expression: unknown formatter 'phoneNumber'"], status: 1,
            options: ["--formatter", "fax"]),
    ]

    nonisolated static let cellDocument = """
        <root accessoryType="disclosureIndicator">
            <LMColumnView>
                <UILabel text="$row.heading"/>
            </LMColumnView>
        </root>
        """

    /// Writes `files` to a new temporary folder and returns it.
    func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markup-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test(arguments: rows)
    func eachDocumentReportsItsProblemsExactly(_ row: Row) throws {
        let folder = try folder(with: row.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = MarkupLintCommand.run(row.options + [folder.path])
        #expect(outcome.output == row.output.map { $0.replacingOccurrences(of: "DIR", with: folder.path) })
        #expect(outcome.errors == [])
        #expect(outcome.status == row.status)
    }

    @Test func jsonReportsTheSameProblemsForTools() throws {
        let folder = try folder(with: ["A.xml": #"<UILabel txt="a &quot;b&quot;" class="x"/>"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = MarkupLintCommand.run(["--format", "json", folder.appendingPathComponent("A.xml").path])
        let file = folder.appendingPathComponent("A.xml").path
        #expect(outcome.output == ["""
            [
              {"file": "\(file)", "line": 1, "column": 39, "severity": "warning", "message": "unknown class 'x'"},
              {"file": "\(file)", "line": 1, "column": 10, "severity": "error", "message": "unknown property 'txt' on Label; did you mean 'text'?"}
            ]
            """])
        #expect(outcome.status == 1)
    }

    @Test(arguments: [
        (["/no/such/place.xml"], "markup-lint: error: no such file or folder: /no/such/place.xml"),
        (["--format", "yaml", "."], "markup-lint: error: unknown format 'yaml'; expected text or json"),
        (["--format"], "markup-lint: error: --format needs a value\n\(MarkupLintCommand.usage)"),
        ([".", "--exclude"], "markup-lint: error: --exclude needs a value\n\(MarkupLintCommand.usage)"),
        (["--root", "LMTableViewCel", "."], "markup-lint: error: unknown root class 'LMTableViewCel'; did you mean 'LMTableViewCell'?"),
        ([".", "--formatter"], "markup-lint: error: --formatter needs a value\n\(MarkupLintCommand.usage)"),
    ])
    func usageAndIOErrorsExitWithTwo(arguments: [String], message: String) {
        let outcome = MarkupLintCommand.run(arguments)
        #expect(outcome.errors == [message])
        #expect(outcome.output == [])
        #expect(outcome.status == 2)
    }

    @Test func aDocumentThatCannotBeReadExitsWithTwo() throws {
        // A dangling symbolic link named like a document: found by the folder search, unreadable
        // even for root (the tests run as root, so a file with mode 000 would still be read).
        let folder = try folder(with: ["A.xml": #"<UILabel text="Hello"/>"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("B.xml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("gone.xml").path)
        #expect(MarkupLintCommand.run([folder.path]) == .init(output: [], errors: ["markup-lint: error: cannot read \(link.path)"], status: 2))
    }

    @Test func jsonForACleanRunIsAnEmptyArray() throws {
        let folder = try folder(with: ["A.xml": #"<UILabel text="Hello"/>"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(MarkupLintCommand.run(["--format", "json", folder.path]) == .init(output: ["[]"], errors: [], status: 0))
    }

    @Test func unknownOptionsAndNoPathsPrintTheUsage() {
        #expect(MarkupLintCommand.run(["--fix", "."]).errors == ["markup-lint: error: unknown option '--fix'\n\(MarkupLintCommand.usage)"])
        #expect(MarkupLintCommand.run([]).errors == ["markup-lint: error: no files or folders given\n\(MarkupLintCommand.usage)"])
        #expect(MarkupLintCommand.run(["--help"]) == .init(output: [MarkupLintCommand.usage], errors: [], status: 0))
    }

    @Test func foldersAreSearchedSkippingHiddenAndExcludedOnes() throws {
        let folder = try folder(with: ["A.xml": "<UILabel txt=\"x\"/>", "notes.txt": "<UILabel txt=\"x\"/>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in [".build", "Skipped", "Kept"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try "<UILable/>".write(to: folder.appendingPathComponent(sub).appendingPathComponent("B.xml"), atomically: true, encoding: .utf8)
        }
        let outcome = MarkupLintCommand.run(["--exclude", folder.appendingPathComponent("Skipped").path, folder.path])
        #expect(outcome.output == [
            "\(folder.path)/A.xml:1:10: error: unknown property 'txt' on Label; did you mean 'text'?",
            "\(folder.path)/Kept/B.xml:1:1: error: unknown element 'UILable'; did you mean 'UILabel'?",
        ])
    }

    @Test func theSchemaIsTheRecordedOne() throws {
        let outcome = MarkupLintCommand.run(["--schema"])
        let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/markup.xsd")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: recorded.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (outcome.output.joined(separator: "\n") + "\n").write(to: recorded, atomically: true, encoding: .utf8)
        }
        #expect(outcome.output.joined(separator: "\n") + "\n" == (try String(contentsOf: recorded, encoding: .utf8)))
        #expect(outcome.status == 0)
    }
}
