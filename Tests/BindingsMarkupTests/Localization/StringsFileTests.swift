import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// `@key` values from `Localizable.strings` (and other tables) in the loader's search locations,
/// under the strings set in code; malformed files and missing keys are diagnostics.
@MainActor @Suite(.checksLiveObjects) struct StringsFileTests {
    private static func loader(_ folder: String, tables: [String] = ["Localizable"]) throws -> MarkupLoader {
        let fixtures = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures"))
        let loader = MarkupLoader(searchDirectories: [fixtures.appendingPathComponent(folder)])
        loader.searchesDefaultLocations = false
        loader.localizedStrings = ["title": "From code"]
        loader.stringsTables = tables
        return loader
    }

    nonisolated static let lookups: [(key: String, text: String)] = [
        ("title", "From code"),
        ("greeting", #"Hello, "friend""#),
        ("path", #"a\b"#),
        ("lines", "one\ntwo"),
        ("cafe", "café ☕"),
        ("face", "😀"),
        ("shared", "Localizable wins"),
        ("repeated", "last"),
        ("extraOnly", "Only in Extra"),
    ]

    @Test(arguments: lookups)
    func keysComeFromCodeThenTheTablesInOrder(key: String, text: String) throws {
        let template = try Self.loader("Strings", tables: ["Localizable", "Extra"]).template(source: #"<Label text="@\#(key)"/>"#, file: "Test.xml")
        let label = try #require(try template.instantiate(owner: NoOwner()) as? Label)
        #expect(label.text == text)
        #expect(template.warnings == [])
    }

    @Test func aKeyWithNoStringShowsTheKeyWithAWarning() throws {
        let template = try Self.loader("Strings").template(source: """
            <ColumnView>
                <Label text="@extraOnly"/>
                <Label text="@nowhere"/>
            </ColumnView>
            """, file: "Test.xml")
        #expect(template.warnings.map(\.description) == [
            "Test.xml:2:18: warning: no localized string for '@extraOnly'; the key is shown",
            "Test.xml:3:18: warning: no localized string for '@nowhere'; the key is shown",
        ])
        let root = try template.instantiate(owner: NoOwner())
        #expect(root.subviews.compactMap { ($0 as? Label)?.text } == ["extraOnly", "nowhere"])
    }

    @Test func aMalformedFileIsAnErrorInCompilerForm() throws {
        do {
            _ = try Self.loader("BrokenStrings").template(source: #"<Label text="@title"/>"#, file: "Test.xml")
            Issue.record("expected an error")
        } catch let error as MarkupDiagnostics {
            #expect(error.diagnostics.map(\.description) == ["Localizable.strings:3:1: error: malformed strings file: expected ';' after the value"])
        }
        // A document without `@key` values does not read the file.
        _ = try Self.loader("BrokenStrings").template(source: #"<Label text="plain"/>"#, file: "Test.xml")
    }

    nonisolated static let malformed: [(text: String, message: String)] = [
        (#"title = "x";"#, "1:1: error: malformed strings file: expected a quoted key such as \"title\""),
        (#""a" "x";"#, "1:5: error: malformed strings file: expected '=' after the key"),
        (#""a" = x;"#, "1:7: error: malformed strings file: expected a quoted value after '='"),
        ("\"a\" = \"x\";\n\"b\" = \"unended;", "2:7: error: malformed strings file: unterminated string; expected '\"'"),
        ("/* open", "1:1: error: malformed strings file: unterminated comment; expected '*/'"),
        (#""a" = "\q";"#, #"1:8: error: malformed strings file: unknown escape '\q'; expected one of \" \\ \n \t \r \' \0 \U"#),
        (#""a" = "\U12";"#, #"1:8: error: malformed strings file: invalid '\U' escape; expected four hexadecimal digits naming a character"#),
    ]

    @Test(arguments: malformed)
    func malformedFilesAreReportedExactly(text: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        let loader = MarkupLoader(searchDirectories: [folder])
        loader.searchesDefaultLocations = false
        do {
            _ = try loader.template(source: #"<Label text="@a"/>"#, file: "Test.xml")
            Issue.record("expected an error")
        } catch {
            // The file's entries are all lost, so the key has no string either.
            #expect(error.diagnostics.map(\.description) == [
                "Localizable.strings:" + message, "Test.xml:1:14: warning: no localized string for '@a'; the key is shown",
            ])
        }
    }

    /// An app folder as Xcode lays it out (MarkupKit's example apps: `en.lproj/Localizable.strings`
    /// beside the documents): the folder's own copy first, then the localizations in order.
    @Test func stringsAreFoundInTheLocalizationFoldersAsABundleFindsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (localization, text) in [("en", "Hello"), ("de", "Hallo"), ("Base", "Base")] {
            let lproj = folder.appendingPathComponent("\(localization).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"greeting\" = \"\(text)\";".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        func greeting(_ localizations: [String]) throws -> String? {
            let loader = MarkupLoader(searchDirectories: [folder])
            loader.searchesDefaultLocations = false
            loader.localizations = localizations
            let template = try loader.template(source: #"<Label text="@greeting"/>"#, file: "Test.xml")
            return (try template.instantiate(owner: NoOwner()) as? Label)?.text
        }
        #expect(try greeting(["de-AT", "de", "Base", "en"]) == "Hallo")
        #expect(try greeting(["fr", "Base", "en"]) == "Base")
        #expect(try greeting(["fr", "en"]) == "Hello")
        #expect(try greeting(["fr"]) == "greeting")
        try Data("\"greeting\" = \"Unlocalized\";".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        #expect(try greeting(["de"]) == "Unlocalized")
    }

    @Test func theDefaultLocalizationsArePreferredLanguagesThenBaseAndEnglish() {
        #expect(MarkupLoader.preferredLocalizations(for: ["de-AT", "fr-CA", "de"]) == ["de-AT", "de", "fr-CA", "fr", "Base", "en"])
        #expect(MarkupLoader.preferredLocalizations(for: ["en-001"]) == ["en-001", "en", "Base"])
        #expect(MarkupLoader.preferredLocalizations(for: []) == ["Base", "en"])
        #expect(MarkupLoader().localizations == MarkupLoader.preferredLocalizations(for: Locale.preferredLanguages))
    }

    @Test func utf16FilesWithAByteOrderMarkAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try #require("\"a\" = \"wide\";".data(using: .utf16))
        try text.write(to: folder.appendingPathComponent("Localizable.strings"))
        let loader = MarkupLoader(searchDirectories: [folder])
        loader.searchesDefaultLocations = false
        let label = try #require(try loader.template(source: #"<Label text="@a"/>"#, file: "Test.xml").instantiate(owner: NoOwner()) as? Label)
        #expect(label.text == "wide")
    }
}

/// An owner with nothing to bind.
final class NoOwner: KeyValueCoding {}

/// Section titles and item attributes localize as attributes do.
@MainActor @Suite(.checksLiveObjects) struct StringsInSectionsTests {
    @Test func sectionTitlesWarnForAKeyWithNoString() throws {
        let fixtures = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures/Strings"))
        let loader = MarkupLoader(searchDirectories: [fixtures])
        loader.searchesDefaultLocations = false
        let template = try loader.template(source: """
            <TableView>
                <sectionHeader title="@greeting"/>
                <sectionFooter title="@footnote"/>
            </TableView>
            """, file: "Test.xml")
        #expect(template.warnings.map(\.description) == [
            "Test.xml:3:27: warning: no localized string for '@footnote'; the key is shown",
        ])
        let table = try #require(try template.instantiate(owner: NoOwner()) as? TableView)
        #expect(table.headerTitle(forSection: 0) == #"Hello, "friend""#)
        #expect(table.footerTitle(forSection: 0) == "footnote")
    }
}
