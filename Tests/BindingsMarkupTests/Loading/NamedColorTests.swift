import Foundation
@testable import BindingsMarkup
import BindingsTestSupport
import Testing

/// MarkupKit's named colors: an app's color table (`Colors.plist`), then the kit's own names,
/// looked up for attributes whose name ends in `color`, as MarkupKit's README describes.
@MainActor @Suite(.checksLiveObjects) struct NamedColorTests {
    /// A loader reading `files` (name with extension → text) from a folder of their own.
    func loader(_ files: [String: String]) throws -> (MarkupLoader, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let loader = MarkupLoader(searchDirectories: [folder])
        loader.searchesDefaultLocations = false
        return (loader, folder)
    }

    static let table = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>darkRed</key>
            <string>#8b0000</string>
            <key>green</key>
            <string>#00ff0080</string>
        </dict>
        </plist>
        """

    /// The README's example: `darkRed` from the table; the table's `green` wins over the kit's,
    /// a name only the kit has is the kit's, and a key path's color attribute looks up too.
    @Test func colorAttributesNameTheAppsColorsFirst() throws {
        let (loader, folder) = try loader(["Colors.plist": Self.table, "Screen.xml": """
            <LMColumnView backgroundColor="green" layer.borderColor="darkRed">
                <UILabel id="nameLabel" text="A Dark Red Label" textColor="darkRed"/>
                <UILabel text="Gray" textColor="darkGray"/>
            </LMColumnView>
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let owner = MarkupOwner()
        let column = try #require(try loader.view(named: "Screen", owner: owner) as? ColumnView)
        #expect(owner.nameLabel?.textColor == Color(red: 0x8b / 255, green: 0, blue: 0))
        #expect(column.backgroundColor == Color(red: 0, green: 1, blue: 0, alpha: 0x80 / 255))
        #expect(column.layer.borderColor == Color(red: 0x8b / 255, green: 0, blue: 0))
        #expect((column.subviews.last as? Label)?.textColor == (try Color(parsing: "darkGray")))
        // Colors given in code come before the tables.
        loader.removeAllTemplates()
        loader.namedColors = ["darkRed": Color(white: 0.2)]
        let again = MarkupOwner()
        _ = try loader.view(named: "Screen", owner: again)
        #expect(again.nameLabel?.textColor == Color(white: 0.2))
    }

    /// A table with an entry that is no color fails where it is named, with the file and entry.
    @Test func aTableEntryThatIsNoColorIsReported() throws {
        let (loader, folder) = try loader(["Colors.plist": """
            <plist version="1.0"><dict><key>darkRed</key><string>reddish</string></dict></plist>
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"<UILabel text="Hi" textColor="darkRed"/>"#
        #expect(throws: MarkupDiagnostics.self) { try loader.template(source: source, file: "Label.xml") }
        do {
            _ = try loader.template(source: source, file: "Label.xml")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "Colors.plist:1:1: error: malformed color table: 'darkRed' is 'reddish', not a color (#RRGGBB or #RRGGBBAA)",
                "Label.xml:1:31: error: invalid value 'darkRed' for property 'textColor'; expected a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a) (no color or image is named 'darkRed')",
            ])
        }
    }
}
